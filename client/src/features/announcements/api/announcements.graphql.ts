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
