import type { ModuleAccessRows } from '../../../portal-module/__tests__/access-rows';

/** The document-types module's rows of the access matrices (docs/architecture.md#add-a-module), written from the rules. */
export const accessRows: ModuleAccessRows = {
  staffAccess: {
    graphql: {
      documentType: 'signed-in', documentTypes: 'signed-in',
      createDocumentType: 'MANAGE_DOCUMENT_TYPES', updateDocumentType: 'MANAGE_DOCUMENT_TYPES', deleteDocumentType: 'MANAGE_DOCUMENT_TYPES',
    },
    rest: [
      ['GET', '/document-types/', 'signed-in'], ['GET', '/document-types/999999/', 'signed-in'],
      ['POST', '/document-types/', 'MANAGE_DOCUMENT_TYPES'], ['PUT', '/document-types/999999/', 'MANAGE_DOCUMENT_TYPES'],
      ['DELETE', '/document-types/999999/', 'MANAGE_DOCUMENT_TYPES'],
    ],
  },
  isolation: ({ page, own, notFound, rest }) => ({
    graphql: {
      documentType: (b) => [notFound('staff', `{ documentType(id: ${b.documentType}) { id } }`), notFound('resident', `{ documentType(id: ${b.documentType}) { id } }`)],
      documentTypes: () => [
        own('staff', `{ documentTypes(${page}, sortBy: NAME, sortDirection: ASC) { items { id name } } }`),
        own('resident', `{ documentTypes(${page}, sortBy: NAME, sortDirection: ASC) { items { id name } } }`),
      ],
      createDocumentType: () => [own('staff', `mutation { createDocumentType(input: { name: "Tondo clearance", description: "A's own.",
        fields: [{ name: "Purpose", fieldType: TEXT, required: true }] }) { id } }`)],
      deleteDocumentType: (b) => [notFound('staff', `mutation { deleteDocumentType(id: ${b.documentType}) { archived } }`)],
      updateDocumentType: (b) => [notFound('staff', `mutation { updateDocumentType(id: ${b.documentType}, input: { name: "Tondo", description: "",
        fields: [{ name: "Purpose", fieldType: TEXT, required: true }] }) { id } }`)],
    },
    rest: {
      'GET /api/document-types/': () => [rest('staff', '/api/document-types/'), rest('resident', '/api/document-types/')],
      'GET /api/document-types/:id/': (b) => [rest('staff', `/api/document-types/${b.documentType}/`, 404), rest('resident', `/api/document-types/${b.documentType}/`, 404)],
      'POST /api/document-types/': () => [rest('staff', '/api/document-types/', undefined, 'POST', { name: 'Tondo permit', fields: [{ name: 'Purpose' }] })],
      'PUT /api/document-types/:id/': (b) => [rest('staff', `/api/document-types/${b.documentType}/`, 404, 'PUT', { name: 'Tondo', fields: [{ name: 'Purpose' }] })],
      'DELETE /api/document-types/:id/': (b) => [rest('staff', `/api/document-types/${b.documentType}/`, 404, 'DELETE')],
    },
  }),
};
