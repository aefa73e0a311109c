import { graphql } from '../../../gql';

/**
 * Residents moving between the install's barangays (docs/architecture.md#resident-transfers). The resident asks and
 * may withdraw; the receiving barangay's staff who verify IDs decide. The server checks who may do each.
 */

/** What the resident is shown of a move: where it stands, where to, and how it ended. */
export const ResidentTransferFields = graphql(`
  fragment ResidentTransferFields on ResidentTransfer {
    id
    status
    fromBarangayName
    toBarangayName
    toHostName
    newAddress
    declineReason
    requestedAt
    decidedAt
  }
`);

/** The resident's side: the barangays they may move to (none on a single-barangay install) and their latest move. */
export const MyTransferQuery = graphql(`
  query MyTransfer {
    transferDestinations {
      id
      name
    }
    myTransfer {
      ...ResidentTransferFields
    }
  }
`);

export const RequestTransferMutation = graphql(`
  mutation RequestTransfer($input: RequestTransferInput!) {
    requestTransfer(input: $input) {
      ...ResidentTransferFields
    }
  }
`);

export const CancelTransferMutation = graphql(`
  mutation CancelTransfer($id: Int!) {
    cancelTransfer(id: $id) {
      ...ResidentTransferFields
    }
  }
`);

/** The receiving barangay's side: who is waiting to move here, oldest first (staff with VERIFY_IDS). */
export const IncomingTransfersQuery = graphql(`
  query IncomingTransfers {
    incomingTransfers {
      id
      fromBarangayName
      newAddress
      requestedAt
      resident {
        id
        firstName
        lastName
        email
        idVerificationStatus
      }
    }
  }
`);

export const DecideTransferMutation = graphql(`
  mutation DecideTransfer($input: DecideTransferInput!) {
    decideTransfer(input: $input) {
      id
      status
      declineReason
      decidedAt
    }
  }
`);

/** The resident's requests kept by the barangays they lived in before, newest first. */
export const EarlierDocumentRequestsQuery = graphql(`
  query EarlierDocumentRequests {
    earlierDocumentRequests {
      id
      referenceNumber
      documentTypeName
      status
      requestedAt
      barangayName
      certificateCode
    }
  }
`);
