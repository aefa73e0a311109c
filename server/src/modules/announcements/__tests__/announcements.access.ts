import type { ModuleAccessRows } from '../../../portal-module/__tests__/access-rows';

/** The announcements module's rows of the access matrices (docs/architecture.md#add-a-module), written from the rules. */
export const accessRows: ModuleAccessRows = {
  staffAccess: {
    graphql: {
      announcement: 'anyone', announcements: 'anyone',
      createAnnouncement: 'MANAGE_CONTENT', updateAnnouncement: 'MANAGE_CONTENT', deleteAnnouncement: 'MANAGE_CONTENT',
    },
    rest: [
      ['GET', '/announcements/', 'anyone'], ['GET', '/announcements/999999/', 'anyone'],
      ['POST', '/announcements/', 'MANAGE_CONTENT'], ['PUT', '/announcements/999999/', 'MANAGE_CONTENT'], ['DELETE', '/announcements/999999/', 'MANAGE_CONTENT'],
    ],
  },
  isolation: ({ page, own, notFound, rest }) => ({
    graphql: {
      announcement: (b) => [notFound('resident', `{ announcement(id: ${b.announcement}) { id } }`)],
      announcements: () => [own('resident', `{ announcements(${page}, sortBy: TITLE, sortDirection: ASC) { items { id title } } }`)],
      createAnnouncement: () => [own('staff', `mutation { createAnnouncement(input: { title: "Tondo notice", content: "A's own." }) { id } }`)],
      deleteAnnouncement: (b) => [notFound('staff', `mutation { deleteAnnouncement(id: ${b.announcement}) }`)],
      updateAnnouncement: (b) => [notFound('staff', `mutation { updateAnnouncement(id: ${b.announcement}, input: { title: "Tondo" }) { id } }`)],
    },
    rest: {
      'GET /api/announcements/': () => [rest('resident', '/api/announcements/')],
      'GET /api/announcements/:id/': (b) => [rest('resident', `/api/announcements/${b.announcement}/`, 404)],
      'POST /api/announcements/': () => [rest('staff', '/api/announcements/', undefined, 'POST', { title: 'Tondo notice', content: "A's own." })],
      'PUT /api/announcements/:id/': (b) => [rest('staff', `/api/announcements/${b.announcement}/`, 404, 'PUT', { title: 'Tondo' })],
      'DELETE /api/announcements/:id/': (b) => [rest('staff', `/api/announcements/${b.announcement}/`, 404, 'DELETE')],
    },
  }),
};
