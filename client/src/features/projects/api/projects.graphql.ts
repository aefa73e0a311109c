import { graphql } from '../../../gql';

/** Everything the carousel, the gallery cards, the details modal and the manager's table and form show of a project. */
export const ProjectFieldsFragment = graphql(`
  fragment ProjectFields on Project {
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
 * Projects with a photo for the home carousel: as many as one page holds (the server's maximum, 100), from
 * which the page picks at most 5 at random.
 */
export const ProjectCarouselQuery = graphql(`
  query ProjectCarousel($pageSize: Int!) {
    projects(page: 1, pageSize: $pageSize, withPhoto: true, sortBy: CREATED_AT, sortDirection: DESC) {
      items {
        ...ProjectFields
        projectPhoto { url width height srcset }
      }
    }
  }
`);

/** One page of the projects that have a photo (the projects gallery of the home page and the residents), newest first. */
export const ProjectGalleryQuery = graphql(`
  query ProjectGallery($page: Int!, $pageSize: Int!) {
    projects(page: $page, pageSize: $pageSize, withPhoto: true, sortBy: CREATED_AT, sortDirection: DESC) {
      total
      items {
        ...ProjectFields
        projectPhoto { url width height srcset }
      }
    }
  }
`);

/** One page of the Project Manager's table: searched by title and sorted on the server. */
export const ProjectListQuery = graphql(`
  query ProjectList(
    $page: Int!
    $pageSize: Int!
    $search: String
    $sortBy: ProjectSortField
    $sortDirection: SortDirection
  ) {
    projects(page: $page, pageSize: $pageSize, search: $search, sortBy: $sortBy, sortDirection: $sortDirection) {
      total
      items {
        ...ProjectFields
      }
    }
  }
`);

export const CreateProjectMutation = graphql(`
  mutation CreateProject($input: CreateProjectInput!, $projectPhoto: Upload) {
    createProject(input: $input, projectPhoto: $projectPhoto) {
      ...ProjectFields
    }
  }
`);

export const UpdateProjectMutation = graphql(`
  mutation UpdateProject($id: Int!, $input: UpdateProjectInput!, $projectPhoto: Upload) {
    updateProject(id: $id, input: $input, projectPhoto: $projectPhoto) {
      ...ProjectFields
    }
  }
`);

export const DeleteProjectMutation = graphql(`
  mutation DeleteProject($id: Int!) {
    deleteProject(id: $id)
  }
`);
