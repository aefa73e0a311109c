import { graphql } from '../../../gql';

/** Public: what the verification page says about a code. */
export const VerifyDocumentQuery = graphql(`
  query VerifyDocument($code: String!) {
    verifyDocument(code: $code) {
      genuine
      status
      valid
      revoked
      issuedBy
      documentTypeName
      referenceNumber
      issueDate
      holderName
      certifiedFields {
        name
        value
      }
      revokedAt
      revocationReason
    }
  }
`);
