import type { ModuleAccessRows } from '../../../portal-module/__tests__/access-rows';

/** The transfers module's rows of the access matrices (docs/architecture.md#add-a-module), written from the rules. */
export const accessRows: ModuleAccessRows = {
  staffAccess: {
    graphql: {
      // Moving between barangays; the receiving barangay decides as it verifies IDs.
      transferDestinations: 'resident', myTransfer: 'resident', earlierDocumentRequests: 'resident', requestTransfer: 'resident',
      cancelTransfer: 'resident',
      incomingTransfers: 'VERIFY_IDS', decideTransfer: 'VERIFY_IDS',
    },
    rest: [],
  },
  isolation: ({ own, notFound }) => ({
    graphql: {
      // Moves between barangays: A sees only the moves that leave or join A; B's resident moving elsewhere is not one.
      transferDestinations: () => [own('resident', '{ transferDestinations { id name } }')],
      myTransfer: () => [own('resident', '{ myTransfer { id newAddress } }')],
      earlierDocumentRequests: () => [own('resident', '{ earlierDocumentRequests { id referenceNumber barangayName } }')],
      incomingTransfers: () => [own('staff', '{ incomingTransfers { id newAddress resident { email firstName } } }')],
      requestTransfer: () => [{ as: 'resident', query: 'mutation { requestTransfer(input: { toBarangayId: 999999, newAddress: "Tondo" }) { id } }', refusedAs: 'BAD_USER_INPUT' }],
      cancelTransfer: (b) => [notFound('resident', `mutation { cancelTransfer(id: ${b.transfer}) { id } }`)],
      decideTransfer: (b) => [notFound('staff', `mutation { decideTransfer(input: { id: ${b.transfer}, accept: true }) { id } }`),
        notFound('staff', `mutation { decideTransfer(input: { id: ${b.transfer}, accept: false, reason: "Tondo says no" }) { id } }`)],
    },
    rest: {},
  }),
};
