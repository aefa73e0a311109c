import type { ModuleAccessRows } from '../../../portal-module/__tests__/access-rows';

/** The accounts module's rows of the access matrices (docs/architecture.md#add-a-module), written from the rules. */
export const accessRows: ModuleAccessRows = {
  staffAccess: {
    graphql: {
      me: 'signed-in', changePassword: 'signed-in', choosePreferredLanguage: 'signed-in', updateProfile: 'resident', uploadValidId: 'resident',
      decideIdVerification: 'VERIFY_IDS', resident: 'VIEW_RESIDENTS', residents: 'VIEW_RESIDENTS',
    },
    rest: [
      ['GET', '/auth/user/me/', 'signed-in'],
      // A resident's profile edit, or anyone's own password change; someone else's valid ID.
      ['PATCH', '/auth/user/me/', 'signed-in'], ['PATCH', '/auth/user/upload-id/', 'resident'],
      ['GET', '/auth/user/', 'VIEW_RESIDENTS'], ['PATCH', '/auth/user/verify-id/', 'VERIFY_IDS'],
      ['GET', '/auth/user/999999/valid-id/', 'VERIFY_IDS'],
      ['GET', '/auth/user/999999/', 'VIEW_RESIDENTS'],
    ],
  },
  isolation: ({ MARK, page, own, notFound, rest, multipart, samplePng }) => ({
    graphql: {
      me: () => [own('staff', '{ me { id email } }'), own('resident', '{ me { id email } }')],
      resident: (b) => [notFound('staff', `{ resident(id: ${b.resident}) { id } }`), notFound('staff', `{ resident(id: ${b.pendingResident}) { id } }`)],
      residents: () => [
        own('staff', `{ residents(${page}, sortBy: LAST_NAME, sortDirection: ASC) { total items { id firstName email } } }`),
        own('staff', `{ residents(${page}, search: "${MARK.toLowerCase()}", sortBy: LAST_NAME, sortDirection: ASC) { total items { id } } }`),
        own('staff', `{ residents(${page}, idVerificationStatus: PENDING, sortBy: LAST_NAME, sortDirection: ASC) { total items { id } } }`),
      ],
      changePassword: () => [{ as: 'staff', query: 'mutation { changePassword(input: { currentPassword: "wrong", password: "x" }) { id } }', refusedAs: 'BAD_USER_INPUT' }],
      choosePreferredLanguage: () => [own('staff', 'mutation { choosePreferredLanguage(language: FIL) { id preferredLanguage } }'),
        own('resident', 'mutation { choosePreferredLanguage(language: EN) { id preferredLanguage } }')],
      decideIdVerification: (b) => [notFound('staff', `mutation { decideIdVerification(userId: ${b.pendingResident}, decision: APPROVED) { id } }`)],
      updateProfile: () => [own('resident', `mutation { updateProfile(input: { address: "Purok 2", civilStatus: SINGLE, contactNumber: "09171234567",
        isEmployed: true, isVoter: true }) { id } }`)],
    },
    graphqlOutside: {
      uploadValidId: "takes only a file for the caller's own account; its REST twin PATCH /api/auth/user/upload-id/ is in the matrix",
    },
    rest: {
      'GET /api/auth/user/': () => [rest('staff', '/api/auth/user/')],
      'GET /api/auth/user/me/': () => [rest('staff', '/api/auth/user/me/'), rest('resident', '/api/auth/user/me/')],
      'GET /api/auth/user/:id/': (b) => [rest('staff', `/api/auth/user/${b.resident}/`, 404), rest('staff', `/api/auth/user/${b.pendingResident}/`, 404)],
      'PATCH /api/auth/user/me/': () => [rest('resident', '/api/auth/user/me/', undefined, 'PATCH', { address: 'Purok 2', civil_status: 'single',
        contact_number: '09171234567', is_employed: true, is_voter: true })],
      'PATCH /api/auth/user/verify-id/': (b) => [rest('staff', '/api/auth/user/verify-id/', 404, 'PATCH', { email: b.pendingEmail, id_verification_status: 'approved' })],
      'GET /api/auth/user/:id/valid-id/': (b) => [rest('staff', `/api/auth/user/${b.pendingResident}/valid-id/`, [403, 404]),
        rest('staff', `/api/auth/user/${b.pendingResident}/valid-id/?purpose=verify_identity`, [403, 404])],
      'PATCH /api/auth/user/upload-id/': () => [rest('newcomer', '/api/auth/user/upload-id/', undefined, 'PATCH',
        multipart({}, { valid_id: { bytes: samplePng(), name: 'id.png', type: 'image/png' } }))],
    },
  }),
};
