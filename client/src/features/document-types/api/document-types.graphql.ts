import { graphql } from '../../../gql';

/** The Document Types Manager's table (docs/rules/documents.md#document-types-screen): 5 per page, sorted by the server. */
export const DocumentTypesQuery = graphql(`
  query DocumentTypes($sortBy: DocumentTypeSortField!, $sortDirection: SortDirection!, $page: Int!, $pageSize: Int!) {
    documentTypes(sortBy: $sortBy, sortDirection: $sortDirection, page: $page, pageSize: $pageSize) {
      items {
        id
        name
        description
        fieldCount
        targetProcessingDays
        certificateTitle
        certificateBody
        certificatePlaceholders
        defaultCertificateTitle
        defaultCertificateBody
        fields {
          name
          fieldType
          required
        }
      }
      total
    }
  }
`);

export const CreateDocumentTypeMutation = graphql(`
  mutation CreateDocumentType($input: DocumentTypeInput!) {
    createDocumentType(input: $input) {
      id
      name
    }
  }
`);

export const UpdateDocumentTypeMutation = graphql(`
  mutation UpdateDocumentType($id: Int!, $input: DocumentTypeInput!) {
    updateDocumentType(id: $id, input: $input) {
      id
      name
    }
  }
`);

export const DeleteDocumentTypeMutation = graphql(`
  mutation DeleteDocumentType($id: Int!) {
    deleteDocumentType(id: $id) {
      archived
    }
  }
`);
