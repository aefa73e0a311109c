import { graphql } from '../../../gql';

/**
 * Residents' erasure requests (docs/architecture.md#privacy-erasure). The resident reads the plan, asks (with their
 * password) and may withdraw; staff with MANAGE_PRIVACY process or refuse. The server checks who may do each.
 */

/** One line of a plan: what, how many of the resident's rows, and why it is kept (empty for what is erased). */
export const ErasurePlanLineFields = graphql(`
  fragment ErasurePlanLineFields on ErasurePlanLine {
    what
    count
    why
  }
`);

/** What the resident is shown of their request: where it stands, and how it ended. */
export const MyErasureRequestFields = graphql(`
  fragment MyErasureRequestFields on ErasureRequest {
    id
    status
    reason
    requestedAt
    decidedAt
    refusalReason
  }
`);

/** The resident's side: what an erasure would erase and keep, and their latest request. */
export const MyErasureQuery = graphql(`
  query MyErasure {
    erasurePlan {
      erased {
        ...ErasurePlanLineFields
      }
      kept {
        ...ErasurePlanLineFields
      }
    }
    myErasureRequest {
      ...MyErasureRequestFields
    }
  }
`);

export const RequestErasureMutation = graphql(`
  mutation RequestErasure($input: RequestErasureInput!) {
    requestErasure(input: $input) {
      ...MyErasureRequestFields
    }
  }
`);

export const WithdrawErasureRequestMutation = graphql(`
  mutation WithdrawErasureRequest {
    withdrawErasureRequest {
      ...MyErasureRequestFields
    }
  }
`);

/** The staff's list, waiting requests first, each with its plan while it waits and what was held once processed. */
export const ErasureRequestsQuery = graphql(`
  query ErasureRequests($page: Int!, $pageSize: Int!, $status: ErasureRequestStatus) {
    erasureRequests(page: $page, pageSize: $pageSize, status: $status) {
      total
      items {
        id
        status
        reason
        requestedAt
        decidedAt
        refusalReason
        residentId
        residentName
        residentErased
        decidedBy
        held {
          ...ErasurePlanLineFields
        }
        plan {
          erased {
            ...ErasurePlanLineFields
          }
          kept {
            ...ErasurePlanLineFields
          }
        }
      }
    }
  }
`);

export const ProcessErasureRequestMutation = graphql(`
  mutation ProcessErasureRequest($id: Int!) {
    processErasureRequest(id: $id) {
      id
      status
      residentName
    }
  }
`);

export const RefuseErasureRequestMutation = graphql(`
  mutation RefuseErasureRequest($input: RefuseErasureRequestInput!) {
    refuseErasureRequest(input: $input) {
      id
      status
      refusalReason
    }
  }
`);
