import type { ModuleAccessRows } from '../../../portal-module/__tests__/access-rows';

/** The erasure module's rows of the access matrices (docs/architecture.md#add-a-module), written from the rules. */
export const accessRows: ModuleAccessRows = {
  staffAccess: {
    graphql: {
      // Erasure requests; residents read the plan, ask and withdraw, the privacy notice's keepers process or refuse.
      erasurePlan: 'resident', myErasureRequest: 'resident', requestErasure: 'resident', withdrawErasureRequest: 'resident',
      erasureRequests: 'MANAGE_PRIVACY', processErasureRequest: 'MANAGE_PRIVACY', refuseErasureRequest: 'MANAGE_PRIVACY',
    },
    rest: [
      // Erasure requests (no password: past the check, the answer is a field error; nothing waits to be withdrawn).
      ['GET', '/auth/user/me/erasure/', 'resident'], ['POST', '/auth/user/me/erasure/', 'resident'],
      ['POST', '/auth/user/me/erasure/withdraw/', 'resident'],
    ],
  },
  isolation: ({ page, own, notFound, rest }) => ({
    graphql: {
      // Erasure requests: A's staff list, process and refuse A's alone; A's resident asks and withdraws their own
      // (in this order: the request waits until the next row withdraws it).
      erasurePlan: () => [own('resident', '{ erasurePlan { erased { what count } kept { what count why } } }')],
      myErasureRequest: () => [own('resident', '{ myErasureRequest { id reason } }')],
      erasureRequests: () => [own('staff', `{ erasureRequests(${page}) { total items { id residentName reason plan { kept { count } } } } }`),
        own('staff', `{ erasureRequests(${page}, status: PENDING) { total items { id residentName } } }`)],
      requestErasure: () => [own('resident', 'mutation { requestErasure(input: { currentPassword: "kalayaan-1898", reason: "Tondo." }) { id } }')],
      withdrawErasureRequest: () => [own('resident', 'mutation { withdrawErasureRequest { id status } }')],
      processErasureRequest: (b) => [notFound('staff', `mutation { processErasureRequest(id: ${b.erasure}) { id } }`)],
      refuseErasureRequest: (b) => [notFound('staff', `mutation { refuseErasureRequest(input: { id: ${b.erasure}, reason: "Tondo says no" }) { id } }`)],
    },
    rest: {
      'GET /api/auth/user/me/erasure/': () => [rest('resident', '/api/auth/user/me/erasure/')],
      // A wrong password, and nothing waiting of A's resident's own (B's waits, unseen): refused without a trace either way.
      'POST /api/auth/user/me/erasure/': () => [rest('resident', '/api/auth/user/me/erasure/', 400, 'POST', { current_password: 'wrong' })],
      'POST /api/auth/user/me/erasure/withdraw/': () => [rest('resident', '/api/auth/user/me/erasure/withdraw/', [404, 409], 'POST')],
    },
  }),
};
