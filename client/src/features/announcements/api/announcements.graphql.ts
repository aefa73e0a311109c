import { graphql } from '../../../gql';

/** One page of announcements: the admin table and the residents' list (newest first unless sorted). */
export const AnnouncementListQuery = graphql(`
  query AnnouncementList(
    $page: Int!
    $pageSize: Int!
    $sortBy: AnnouncementSortField! = CREATED_AT
    $sortDirection: SortDirection! = DESC
  ) {
    announcements(page: $page, pageSize: $pageSize, sortBy: $sortBy, sortDirection: $sortDirection) {
      items {
        id
        title
        content
        featured
        createdAt
      }
      total
    }
  }
`);

/** The featured announcements of the Contact Us pages, newest first, one page at a time. */
export const FeaturedAnnouncementsQuery = graphql(`
  query FeaturedAnnouncements($page: Int!, $pageSize: Int!) {
    announcements(featured: true, page: $page, pageSize: $pageSize, sortBy: CREATED_AT, sortDirection: DESC) {
      items {
        id
        title
        content
        createdAt
      }
      total
    }
  }
`);

export const CreateAnnouncementMutation = graphql(`
  mutation CreateAnnouncement($input: CreateAnnouncementInput!) {
    createAnnouncement(input: $input) {
      id
      title
      content
      featured
      createdAt
    }
  }
`);

export const UpdateAnnouncementMutation = graphql(`
  mutation UpdateAnnouncement($id: Int!, $input: UpdateAnnouncementInput!) {
    updateAnnouncement(id: $id, input: $input) {
      id
      title
      content
      featured
      createdAt
    }
  }
`);

export const DeleteAnnouncementMutation = graphql(`
  mutation DeleteAnnouncement($id: Int!) {
    deleteAnnouncement(id: $id)
  }
`);
