import { graphql } from '../../../gql';

/**
 * Residents' correction requests (docs/architecture.md#privacy-corrections): the resident asks to correct a read-only
 * detail of their profile and may withdraw a request that waits; staff with MANAGE_PRIVACY approve or reject. The
 * server checks who may do each.
 */

/** What the resident is shown of a request: the detail, both values, the reason, and how it ended. */
export const CorrectionRequestFields = graphql(`
  fragment CorrectionRequestFields on CorrectionRequest {
    id
    field
    currentValue
    requestedValue
    reason
    status
    requestedAt
    decidedAt
    decisionReason
  }
`);

/** The resident's requests, and the details as their record says them now (the same account the Profile shows). */
export const MyCorrectionRequestsQuery = graphql(`
  query MyCorrectionRequests {
    me {
      id
      nickname
      firstName
      middleName
      lastName
      gender
      birthdate
      birthPlace
      religion
    }
    myCorrectionRequests {
      ...CorrectionRequestFields
    }
  }
`);

export const RequestCorrectionMutation = graphql(`
  mutation RequestCorrection($input: RequestCorrectionInput!) {
    requestCorrection(input: $input) {
      ...CorrectionRequestFields
    }
  }
`);

export const WithdrawCorrectionRequestMutation = graphql(`
  mutation WithdrawCorrectionRequest($id: Int!) {
    withdrawCorrectionRequest(id: $id) {
      ...CorrectionRequestFields
    }
  }
`);

/** The barangay's requests, waiting ones first, a page at a time (staff with MANAGE_PRIVACY). */
export const CorrectionRequestsQuery = graphql(`
  query CorrectionRequests($status: CorrectionRequestStatus, $page: Int!, $pageSize: Int!) {
    correctionRequests(status: $status, page: $page, pageSize: $pageSize) {
      total
      items {
        id
        field
        currentValue
        requestedValue
        reason
        status
        requestedAt
        decidedAt
        decisionReason
        residentId
        residentName
        decidedBy
      }
    }
  }
`);

export const ApproveCorrectionRequestMutation = graphql(`
  mutation ApproveCorrectionRequest($id: Int!) {
    approveCorrectionRequest(id: $id) {
      id
      status
      decidedAt
      decidedBy
    }
  }
`);

export const RejectCorrectionRequestMutation = graphql(`
  mutation RejectCorrectionRequest($input: RejectCorrectionRequestInput!) {
    rejectCorrectionRequest(input: $input) {
      id
      status
      decidedAt
      decidedBy
      decisionReason
    }
  }
`);
