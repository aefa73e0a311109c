import { graphql } from '../../../gql';

/** A request's status and the moves allowed from it (docs/rules/documents.md#request-transitions); a status change answers these. */
export const RequestStatusFieldsFragment = graphql(`
  fragment RequestStatusFields on DocumentRequest {
    id
    status
    allowedNextStatuses
  }
`);

/** Whether a certificate was revoked, when and why; a revocation answers these. */
export const CertificateRevocationFieldsFragment = graphql(`
  fragment CertificateRevocationFields on DocumentCertificate {
    verificationCode
    revoked
    revokedAt
    revocationReason
  }
`);

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
        ...RequestStatusFields
        referenceNumber
        documentTypeName
        requestor
        requestedAt
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
      ...RequestStatusFields
      referenceNumber
      documentTypeName
      requestor
      gender
      requestedAt
      fieldData
      targetProcessingDays
      waitingWorkingDays
      dueDate
      overdue
      certificateUrl
      certificate {
        ...CertificateRevocationFields
        verificationUrl
        issueDate
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
      ...RequestStatusFields
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
      ...CertificateRevocationFields
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
        id
        name
        description
        fields {
          name
          fieldType
          required
        }
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
