import { graphql } from '../../../gql';

/** Requests as listed: the resident's own, or all for the administrator (server-side search, sort and paging). */
export const DocumentRequestsQuery = graphql(`
  query DocumentRequests(
    $search: String
    $status: DocumentRequestStatus
    $sortBy: DocumentRequestSortField!
    $sortDirection: SortDirection!
    $page: Int!
    $pageSize: Int!
  ) {
    documentRequests(
      search: $search
      status: $status
      sortBy: $sortBy
      sortDirection: $sortDirection
      page: $page
      pageSize: $pageSize
    ) {
      items {
        id
        referenceNumber
        documentTypeName
        requestor
        takenAtCounter
        requestedAt
        status
        allowedNextStatuses
        waitingWorkingDays
        overdue
        certificateUrl
      }
      total
    }
  }
`);

/** One request with its field values and history (the Review and details modals). */
export const DocumentRequestDetailsQuery = graphql(`
  query DocumentRequestDetails($id: Int!) {
    documentRequest(id: $id) {
      id
      referenceNumber
      documentTypeName
      requestor
      takenAtCounter
      gender
      requestedAt
      status
      fieldData
      documentTypeFields { name fieldType }
      allowedNextStatuses
      targetProcessingDays
      waitingWorkingDays
      dueDate
      overdue
      certificateUrl
      certificate {
        verificationCode
        verificationUrl
        issueDate
        revoked
        revokedAt
        revocationReason
      }
      statusHistory {
        fromStatus
        toStatus
        changedAt
        changedByName
      }
    }
  }
`);

export const ChangeDocumentRequestStatusMutation = graphql(`
  mutation ChangeDocumentRequestStatus($id: Int!, $status: DocumentRequestStatus!) {
    changeDocumentRequestStatus(id: $id, status: $status) {
      id
      status
      allowedNextStatuses
    }
  }
`);

/**
 * A fresh certificate download link (valid for 5 minutes), asked for right before opening it: a link fetched
 * with the list may have expired since.
 */
export const DocumentRequestCertificateUrlQuery = graphql(`
  query DocumentRequestCertificateUrl($id: Int!) {
    documentRequest(id: $id) {
      id
      certificateUrl
    }
  }
`);

/** Revokes a request's certificate for good (admin): its verification page then says revoked, with the reason. */
export const RevokeCertificateMutation = graphql(`
  mutation RevokeCertificate($input: RevokeCertificateInput!) {
    revokeCertificate(input: $input) {
      requestId
      verificationCode
      revoked
      revokedAt
      revocationReason
    }
  }
`);

/** A document type as the request forms offer it: its name, description and fields. */
export const RequestableTypeFields = graphql(`
  fragment RequestableTypeFields on DocumentType {
    id
    name
    description
    fields {
      name
      fieldType
      required
    }
  }
`);

/** What the Request Document modal needs: verification, the open-request allowance and the requestable types. */
export const RequestDocumentOptionsQuery = graphql(`
  query RequestDocumentOptions($pageSize: Int!) {
    me {
      id
      idVerificationStatus
    }
    documentRequestAllowance {
      openCount
      limit
      canSubmit
    }
    documentTypes(pageSize: $pageSize, sortBy: NAME, sortDirection: ASC) {
      items {
        ...RequestableTypeFields
      }
    }
  }
`);

export const SubmitDocumentRequestMutation = graphql(`
  mutation SubmitDocumentRequest($input: SubmitDocumentRequestInput!) {
    submitDocumentRequest(input: $input) {
      id
      status
    }
  }
`);

/** Walk-in service: the requestable types, for the counter's form. */
export const CounterDocumentTypesQuery = graphql(`
  query CounterDocumentTypes($pageSize: Int!) {
    documentTypes(pageSize: $pageSize, sortBy: NAME, sortDirection: ASC) {
      items {
        ...RequestableTypeFields
      }
    }
  }
`);

/** Walk-in service: the living inhabitants the counter's search finds. */
export const CounterInhabitantsQuery = graphql(`
  query CounterInhabitants($search: String!) {
    counterInhabitants(search: $search) {
      id
      fullName
      birthdate
      householdNumber
      hasAccount
    }
  }
`);

export const SubmitDocumentRequestAtCounterMutation = graphql(`
  mutation SubmitDocumentRequestAtCounter($input: CounterDocumentRequestInput!) {
    submitDocumentRequestAtCounter(input: $input) {
      id
      referenceNumber
      requestor
      status
    }
  }
`);
