import { graphql } from '../../../gql';

/** What an announcement article shows (the residents' list and the featured announcements). */
export const AnnouncementArticleFieldsFragment = graphql(`
  fragment AnnouncementArticleFields on Announcement {
    id
    title
    content
    createdAt
  }
`);

/** Everything the admin table and form show of an announcement: the article and whether it is featured. */
export const AnnouncementFieldsFragment = graphql(`
  fragment AnnouncementFields on Announcement {
    ...AnnouncementArticleFields
    featured
  }
`);

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
        ...AnnouncementFields
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
        ...AnnouncementArticleFields
      }
      total
    }
  }
`);

export const CreateAnnouncementMutation = graphql(`
  mutation CreateAnnouncement($input: CreateAnnouncementInput!) {
    createAnnouncement(input: $input) {
      ...AnnouncementFields
    }
  }
`);

export const UpdateAnnouncementMutation = graphql(`
  mutation UpdateAnnouncement($id: Int!, $input: UpdateAnnouncementInput!) {
    updateAnnouncement(id: $id, input: $input) {
      ...AnnouncementFields
    }
  }
`);

export const DeleteAnnouncementMutation = graphql(`
  mutation DeleteAnnouncement($id: Int!) {
    deleteAnnouncement(id: $id)
  }
`);
