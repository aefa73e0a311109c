import { graphql } from '../../../gql';

/**
 * The access ledger (docs/architecture.md#privacy-access-ledger): a resident's "Who viewed my data", and the barangay's
 * ledger for staff who read the audit log. The server records the views and checks who may read which rows.
 */

export const MyDataAccessesQuery = graphql(`
  query MyDataAccesses($page: Int!, $pageSize: Int!) {
    myDataAccesses(page: $page, pageSize: $pageSize) {
      items {
        id
        viewedAt
        viewerName
        viewerOffice
        kind
        purpose
      }
      total
    }
  }
`);

export const DataAccessLedgerQuery = graphql(`
  query DataAccessLedger(
    $page: Int!, $pageSize: Int!, $from: String, $to: String, $staff: String, $subject: String, $kind: DataAccessKind
  ) {
    dataAccessLedger(page: $page, pageSize: $pageSize, from: $from, to: $to, staff: $staff, subject: $subject, kind: $kind) {
      items {
        id
        viewedAt
        viewerName
        viewerEmail
        viewerOffice
        subjectName
        residentId
        inhabitantId
        kind
        purpose
      }
      total
    }
  }
`);
