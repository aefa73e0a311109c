import type { ModuleAccessRows } from '../../../portal-module/__tests__/access-rows';

/** The officials module's rows of the access matrices (docs/architecture.md#add-a-module), written from the rules. */
export const accessRows: ModuleAccessRows = {
  staffAccess: {
    graphql: {
      barangayOfficial: 'anyone', barangayOfficials: 'anyone',
      createBarangayOfficial: 'MANAGE_CONTENT', updateBarangayOfficial: 'MANAGE_CONTENT', deleteBarangayOfficial: 'MANAGE_CONTENT',
      // The official a staff member is: the Staff screen's (docs/rules/accounts.md#staff-roles).
      linkOfficialStaffMember: 'MANAGE_STAFF',
    },
    rest: [
      ['GET', '/barangay-officials/', 'anyone'], ['GET', '/barangay-officials/999999/', 'anyone'],
      ['POST', '/barangay-officials/', 'MANAGE_CONTENT'], ['PUT', '/barangay-officials/999999/', 'MANAGE_CONTENT'], ['DELETE', '/barangay-officials/999999/', 'MANAGE_CONTENT'],
    ],
  },
  isolation: ({ page, own, notFound, rest }) => ({
    graphql: {
      barangayOfficial: (b) => [notFound('resident', `{ barangayOfficial(id: ${b.official}) { id } }`)],
      barangayOfficials: () => [own('resident', `{ barangayOfficials(${page}, sortBy: NAME, sortDirection: ASC) { items { id name } } }`)],
      createBarangayOfficial: () => [own('staff', `mutation { createBarangayOfficial(input: { position: "Kagawad", name: "Tondo Kagawad",
        contactNumber: "09171112222", address: "Purok 1" }) { id } }`)],
      deleteBarangayOfficial: (b) => [notFound('staff', `mutation { deleteBarangayOfficial(id: ${b.official}) }`)],
      linkOfficialStaffMember: (b) => [notFound('staff', `mutation { linkOfficialStaffMember(id: ${b.official}, staffMemberId: null) { id } }`)],
      updateBarangayOfficial: (b) => [notFound('staff', `mutation { updateBarangayOfficial(id: ${b.official}, input: { name: "Tondo" }) { id } }`)],
    },
    rest: {
      'GET /api/barangay-officials/': () => [rest('resident', '/api/barangay-officials/')],
      'GET /api/barangay-officials/:id/': (b) => [rest('resident', `/api/barangay-officials/${b.official}/`, 404)],
      'POST /api/barangay-officials/': () => [rest('staff', '/api/barangay-officials/', undefined, 'POST', { position: 'Kagawad', name: 'Tondo Kagawad',
        contact_number: '09171112222', address: 'Purok 1' })],
      'PUT /api/barangay-officials/:id/': (b) => [rest('staff', `/api/barangay-officials/${b.official}/`, 404, 'PUT', { name: 'Tondo' })],
      'DELETE /api/barangay-officials/:id/': (b) => [rest('staff', `/api/barangay-officials/${b.official}/`, 404, 'DELETE')],
    },
  }),
};
