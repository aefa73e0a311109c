import type { ModuleAccessRows } from '../../../portal-module/__tests__/access-rows';

/** The corrections module's rows of the access matrices (docs/architecture.md#add-a-module), written from the rules. */
export const accessRows: ModuleAccessRows = {
  staffAccess: {
    graphql: {
      // Correction requests; residents ask and withdraw, the privacy notice's keepers decide.
      myCorrectionRequests: 'resident', requestCorrection: 'resident', withdrawCorrectionRequest: 'resident',
      correctionRequests: 'MANAGE_PRIVACY', approveCorrectionRequest: 'MANAGE_PRIVACY', rejectCorrectionRequest: 'MANAGE_PRIVACY',
    },
    rest: [
      // Correction requests (an empty body: past the check, the answer is a field error).
      ['GET', '/auth/user/me/corrections/', 'resident'], ['POST', '/auth/user/me/corrections/', 'resident'],
      ['POST', '/auth/user/me/corrections/999999/withdraw/', 'resident'],
    ],
  },
  isolation: ({ page, own, notFound, rest }) => ({
    graphql: {
      // Correction requests: A's staff list and decide A's alone; A's resident sees and withdraws their own alone.
      myCorrectionRequests: () => [own('resident', '{ myCorrectionRequests { id field requestedValue reason } }')],
      correctionRequests: () => [own('staff', `{ correctionRequests(${page}) { total items { id residentName requestedValue reason } } }`),
        own('staff', `{ correctionRequests(${page}, status: PENDING) { total items { id residentName } } }`)],
      requestCorrection: () => [own('resident', 'mutation { requestCorrection(input: { field: "RELIGION", requestedValue: "Tondo faith", reason: "Tondo." }) { id } }')],
      withdrawCorrectionRequest: (b) => [notFound('resident', `mutation { withdrawCorrectionRequest(id: ${b.correction}) { id } }`)],
      approveCorrectionRequest: (b) => [notFound('staff', `mutation { approveCorrectionRequest(id: ${b.correction}) { id } }`)],
      rejectCorrectionRequest: (b) => [notFound('staff', `mutation { rejectCorrectionRequest(input: { id: ${b.correction}, reason: "Tondo says no" }) { id } }`)],
    },
    rest: {
      'GET /api/auth/user/me/corrections/': () => [rest('resident', '/api/auth/user/me/corrections/')],
      'POST /api/auth/user/me/corrections/': () => [rest('resident', '/api/auth/user/me/corrections/', undefined, 'POST',
        { field: 'nickname', requested_value: 'Tondo Nick', reason: 'Tondo.' })],
      'POST /api/auth/user/me/corrections/:id/withdraw/': (b) => [rest('resident', `/api/auth/user/me/corrections/${b.correction}/withdraw/`, 404, 'POST')],
    },
  }),
};
