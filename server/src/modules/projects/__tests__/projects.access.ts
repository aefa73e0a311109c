import type { ModuleAccessRows } from '../../../portal-module/__tests__/access-rows';

/** The projects module's rows of the access matrices (docs/architecture.md#add-a-module), written from the rules. */
export const accessRows: ModuleAccessRows = {
  staffAccess: {
    graphql: {
      project: 'anyone', projects: 'anyone',
      createProject: 'MANAGE_CONTENT', updateProject: 'MANAGE_CONTENT', deleteProject: 'MANAGE_CONTENT',
    },
    rest: [
      ['GET', '/projects/', 'anyone'], ['GET', '/projects/999999/', 'anyone'],
      ['POST', '/projects/', 'MANAGE_CONTENT'], ['PUT', '/projects/999999/', 'MANAGE_CONTENT'], ['DELETE', '/projects/999999/', 'MANAGE_CONTENT'],
    ],
  },
  isolation: ({ page, own, notFound, rest }) => ({
    graphql: {
      project: (b) => [notFound('resident', `{ project(id: ${b.project}) { id } }`)],
      projects: () => [own('resident', `{ projects(${page}, sortBy: TITLE, sortDirection: ASC) { items { id title } } }`)],
      createProject: () => [own('staff', 'mutation { createProject(input: { title: "Tondo court", status: ONGOING, dateStarted: "2026-01-10" }) { id } }')],
      deleteProject: (b) => [notFound('staff', `mutation { deleteProject(id: ${b.project}) }`)],
      updateProject: (b) => [notFound('staff', `mutation { updateProject(id: ${b.project}, input: { title: "Tondo" }) { id } }`)],
    },
    rest: {
      'GET /api/projects/': () => [rest('resident', '/api/projects/')],
      'GET /api/projects/:id/': (b) => [rest('resident', `/api/projects/${b.project}/`, 404)],
      'POST /api/projects/': () => [rest('staff', '/api/projects/', undefined, 'POST', { title: 'Tondo court', status: 'ongoing', date_started: '2026-01-10' })],
      'PUT /api/projects/:id/': (b) => [rest('staff', `/api/projects/${b.project}/`, 404, 'PUT', { title: 'Tondo' })],
      'DELETE /api/projects/:id/': (b) => [rest('staff', `/api/projects/${b.project}/`, 404, 'DELETE')],
    },
  }),
};
