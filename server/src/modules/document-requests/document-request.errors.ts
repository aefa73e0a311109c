import { counterTooManyOpenMessage, DOCUMENT_REQUEST_MESSAGES, tooManyOpenMessage } from '@barangay-portal/domain';
import { DomainError, ErrorKind } from '../../common/domain-error';

// Submission refusals carry their message under `error` in REST, where the original client reads it (docs/rules/rest-api.md#rest-error-shapes).
export const DocumentRequestErrors = {
  notVerified: () => new DomainError(ErrorKind.Forbidden, 'NOT_VERIFIED', DOCUMENT_REQUEST_MESSAGES.notVerified, undefined, 'error'),
  tooManyOpen: () => new DomainError(ErrorKind.BadUserInput, 'OPEN_REQUEST_LIMIT', tooManyOpenMessage(), undefined, 'error'),
  counterTooManyOpen: () => new DomainError(ErrorKind.BadUserInput, 'OPEN_REQUEST_LIMIT', counterTooManyOpenMessage()),
  notLivingHere: () => new DomainError(ErrorKind.Conflict, 'NOT_LIVING_HERE', DOCUMENT_REQUEST_MESSAGES.counterNotLivingHere),
  notTakenAtCounter: () => new DomainError(ErrorKind.Conflict, 'NOT_TAKEN_AT_COUNTER', 'Only a request taken at the counter has a claim stub.'),
  unknownType: () => DomainError.invalid('UNKNOWN_DOCUMENT_TYPE', { documentType: ['Select a document type.'] }),
  notFound: () => new DomainError(ErrorKind.NotFound, 'DOCUMENT_REQUEST_NOT_FOUND', 'Not found.'),
  notYours: () => new DomainError(ErrorKind.Forbidden, 'NOT_YOUR_REQUEST', 'You do not have permission to perform this action.'),
};
