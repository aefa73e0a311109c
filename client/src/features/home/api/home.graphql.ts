import { graphql } from '../../../gql';

/** The home page's view of a project: carousel slides, gallery cards and their modals. */
export const HomeProjectFieldsFragment = graphql(`
  fragment HomeProjectFields on Project {
    id
    title
    description
    status
    dateStarted
    dateEnded
    link
    projectPhotoUrl
  }
`);

/**
 * Projects with a photo for the carousel: as many as one page holds (the server's maximum, 100), from
 * which the page picks at most 5 at random.
 */
export const HomeCarouselProjectsQuery = graphql(`
  query HomeCarouselProjects($pageSize: Int!) {
    projects(page: 1, pageSize: $pageSize, withPhoto: true, sortBy: CREATED_AT, sortDirection: DESC) {
      items {
        ...HomeProjectFields
      }
    }
  }
`);

/** One page of the public projects gallery: projects with a photo, newest first. */
export const HomeProjectGalleryQuery = graphql(`
  query HomeProjectGallery($page: Int!, $pageSize: Int!) {
    projects(page: $page, pageSize: $pageSize, withPhoto: true, sortBy: CREATED_AT, sortDirection: DESC) {
      total
      items {
        ...HomeProjectFields
      }
    }
  }
`);

/** One page of the public events gallery: events with a photo, latest event first. */
export const HomeEventGalleryQuery = graphql(`
  query HomeEventGallery($page: Int!, $pageSize: Int!) {
    events(page: $page, pageSize: $pageSize, withPhoto: true, sortBy: EVENT_DATE, sortDirection: DESC) {
      total
      items {
        id
        eventName
        targetAudience
        eventDate
        status
        eventPhotoUrl
      }
    }
  }
`);
