import type { ModuleAccessRows } from '../../../portal-module/__tests__/access-rows';

/** The data-access module's rows of the access matrices (docs/architecture.md#add-a-module), written from the rules. */
export const accessRows: ModuleAccessRows = {
  staffAccess: {
    graphql: {
      // The access ledger; residents read who viewed their data, the audit log's readers the barangay's ledger.
      myDataAccesses: 'resident', dataAccessLedger: 'VIEW_AUDIT_LOG',
    },
    rest: [
      // The access ledger (an export without its window: past the check, the answer is a field error, not a file).
      ['GET', '/auth/user/me/data-access/', 'resident'], ['GET', '/privacy/data-access.csv', 'VIEW_AUDIT_LOG'],
    ],
  },
  isolation: ({ MARK, page, own, rest }) => ({
    graphql: {
      // The access ledger: A's ledger and A's resident's views hold nothing of B's, searched for B's names or not.
      myDataAccesses: () => [own('resident', `{ myDataAccesses(${page}) { total items { viewerName viewerOffice kind purpose } } }`)],
      dataAccessLedger: () => [own('staff', `{ dataAccessLedger(${page}) { total items { viewerName viewerEmail subjectName residentId inhabitantId } } }`),
        own('staff', `{ dataAccessLedger(${page}, subject: "${MARK}") { total items { subjectName } } }`)],
    },
    rest: {
      'GET /api/auth/user/me/data-access/': () => [rest('resident', '/api/auth/user/me/data-access/')],
      'GET /api/privacy/data-access.csv': () => [rest('staff', '/api/privacy/data-access.csv?from=2000-01-01&to=2099-12-31'),
        rest('staff', `/api/privacy/data-access.csv?from=2000-01-01&to=2099-12-31&subject=${MARK}`)],
    },
  }),
};
