import type { ModuleAccessRows, RestNeed, RestRow } from '../../../portal-module/__tests__/access-rows';

/** The document-requests module's rows of the access matrices (docs/architecture.md#add-a-module), written from the rules. */
export const accessRows: ModuleAccessRows = {
  staffAccess: {
    graphql: {
      documentRequest: 'signed-in', documentRequests: 'signed-in', changeDocumentRequestStatus: 'signed-in',
      documentRequestAllowance: 'resident', submitDocumentRequest: 'resident',
      submitDocumentRequestAtCounter: 'REVIEW_DOCUMENT_REQUESTS',
    },
    rest: [
      ['GET', '/document-requests/', 'signed-in'], ['GET', '/document-requests/999999/', 'signed-in'],
      ['POST', '/document-requests/', 'resident'], ['PATCH', '/document-requests/999999/', 'signed-in'],
      ['GET', '/document-requests/999999/certificate/', 'signed-in'],
      ['POST', '/document-requests/999999/certificate/revoke/', 'REVOKE_CERTIFICATES'],
      ['GET', '/document-requests/999999/claim-stub/', 'REVIEW_DOCUMENT_REQUESTS'],
      // The lists as spreadsheets (a filter that is none: past the check, the answer is a field error, not a file).
      ...(['csv', 'xlsx'] as const).map((format): RestNeed => ['GET', `/document-requests/export.${format}?status=NONE`, 'REVIEW_DOCUMENT_REQUESTS']),
    ],
  },
  isolation: ({ MARK, page, own, notFound, rest }) => ({
    graphql: {
      documentRequest: (b) => [notFound('staff', `{ documentRequest(id: ${b.request}) { id } }`), notFound('resident', `{ documentRequest(id: ${b.request}) { id } }`)],
      documentRequestAllowance: () => [own('resident', '{ documentRequestAllowance { openCount } }')],
      documentRequests: () => [
        own('staff', `{ documentRequests(${page}, sortBy: REQUESTED_AT, sortDirection: ASC) { items { id requestor documentTypeName } } }`),
        own('staff', `{ documentRequests(${page}, search: "${MARK}", sortBy: REQUESTED_AT, sortDirection: ASC) { total items { id } } }`),
        own('resident', `{ documentRequests(${page}, sortBy: REQUESTED_AT, sortDirection: ASC) { items { id documentTypeName } } }`),
      ],
      changeDocumentRequestStatus: (b) => [notFound('staff', `mutation { changeDocumentRequestStatus(id: ${b.request}, status: RELEASED) { id } }`),
        notFound('resident', `mutation { changeDocumentRequestStatus(id: ${b.request}, status: CANCELED) { id } }`)],
      // The answer to a document type that does not exist: a field error on the type.
      submitDocumentRequest: (b) => [{ as: 'resident', query: `mutation { submitDocumentRequest(input: { documentTypeId: ${b.documentType},
        fieldData: { Purpose: "x" } }) { id } }`, refusedAs: 'BAD_USER_INPUT' }],
      submitDocumentRequestAtCounter: (b) => [notFound('staff', `mutation { submitDocumentRequestAtCounter(input: { inhabitantId: ${b.inhabitant},
        documentTypeId: ${b.documentType}, fieldData: { Purpose: "Tondo" } }) { id } }`)],
    },
    rest: {
      'GET /api/document-requests/': () => [rest('staff', '/api/document-requests/'), rest('resident', '/api/document-requests/')],
      'GET /api/document-requests/:id/': (b) => [rest('staff', `/api/document-requests/${b.request}/`, 404), rest('resident', `/api/document-requests/${b.request}/`, 404)],
      'POST /api/document-requests/': (b) => [rest('resident', '/api/document-requests/', 400, 'POST', { document_type: b.documentType, field_data: { Purpose: 'x' } })],
      'PATCH /api/document-requests/:id/': (b) => [rest('staff', `/api/document-requests/${b.request}/`, 404, 'PATCH', { status: 'released' }),
        rest('resident', `/api/document-requests/${b.request}/`, 404, 'PATCH', { status: 'canceled' })],
      'GET /api/document-requests/:id/certificate/': (b) => [rest('staff', `/api/document-requests/${b.request}/certificate/`, 404),
        rest('resident', `/api/document-requests/${b.request}/certificate/`, 404)],
      'GET /api/document-requests/:id/claim-stub/': (b) => [rest('staff', `/api/document-requests/${b.request}/claim-stub/`, 404)],
      'POST /api/document-requests/:id/certificate/revoke/': (b) => [rest('staff', `/api/document-requests/${b.request}/certificate/revoke/`, 404, 'POST', { reason: 'Tondo says so' })],
      // The requests as spreadsheets: A's exports hold nothing of B; a resident is refused them.
      ...Object.fromEntries((['csv', 'xlsx'] as const).map((format): [string, RestRow] => [`GET /api/document-requests/export.${format}`, () => [
        rest('staff', `/api/document-requests/export.${format}?search=${MARK}`), rest('resident', `/api/document-requests/export.${format}`, 403)]])),
    },
  }),
};
