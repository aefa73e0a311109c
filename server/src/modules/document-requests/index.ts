// What other modules may use of this one; the rest is its own (rules in .dependency-cruiser.cjs).
export { DocumentRequest, DocumentRequestStatus } from './document-request.entity';
export { DocumentRequestErrors } from './document-request.errors';
