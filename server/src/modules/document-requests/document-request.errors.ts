import { DomainError, ErrorKind } from '../../common/domain-error';
import { MAX_OPEN_REQUESTS } from './document-request-lifecycle';

// Submission refusals carry their message under `error` in REST, where the original client reads it (spec §8).
export const DocumentRequestErrors = {
  notVerified: () => new DomainError(ErrorKind.Forbidden, 'NOT_VERIFIED',
    'You need to be verified to request a document', undefined, 'error'),
  tooManyOpen: () => new DomainError(ErrorKind.BadUserInput, 'OPEN_REQUEST_LIMIT',
    `You already have ${MAX_OPEN_REQUESTS} pending document requests. Please wait until they are approved before submitting another.`,
    undefined, 'error'),
  unknownType: () => DomainError.invalid('UNKNOWN_DOCUMENT_TYPE', { documentType: ['Select a document type.'] }),
  notFound: () => new DomainError(ErrorKind.NotFound, 'DOCUMENT_REQUEST_NOT_FOUND', 'Not found.'),
  notYours: () => new DomainError(ErrorKind.Forbidden, 'NOT_YOUR_REQUEST', 'You do not have permission to perform this action.'),
};
