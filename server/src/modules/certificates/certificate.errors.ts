import { ERASURE_MESSAGES, REQUEST_STATUS_LABELS } from '@barangay-portal/domain';
import { DomainError, ErrorKind, RateLimitedError } from '../../common/domain-error';
import type { DocumentRequestStatus } from '../document-requests';

export const CertificateErrors = {
  notReady: (status: DocumentRequestStatus) => new DomainError(ErrorKind.Conflict, 'CERTIFICATE_NOT_READY',
    `The certificate can be downloaded once the request is ready for pickup; this request is ${REQUEST_STATUS_LABELS[status]}.`),
  revoked: (reason: string) => new DomainError(ErrorKind.Conflict, 'CERTIFICATE_REVOKED',
    `This certificate was revoked and can no longer be downloaded. Reason: ${reason}`),
  /** Its holder's data was erased: what it printed is gone, so it cannot be printed as issued. */
  holderErased: () => new DomainError(ErrorKind.Conflict, 'CERTIFICATE_HOLDER_ERASED', ERASURE_MESSAGES.certificateHolderErased),
  alreadyRevoked: () => new DomainError(ErrorKind.Conflict, 'CERTIFICATE_ALREADY_REVOKED', 'This certificate has already been revoked.'),
  notIssued: () => new DomainError(ErrorKind.NotFound, 'CERTIFICATE_NOT_FOUND', 'No certificate has been issued for this request.'),
  unknownCode: () => new DomainError(ErrorKind.NotFound, 'CERTIFICATE_NOT_FOUND', 'No certificate has this verification code.'),
  whichCertificate: () => DomainError.invalid('CERTIFICATE_REFERENCE', {
    requestId: ['Give either the request id or the verification code of the certificate to revoke.'],
  }),
  invalidLink: () => new DomainError(ErrorKind.Unauthenticated, 'INVALID_CERTIFICATE_LINK', 'This link has expired or is not valid.'),
  notYours: () => new DomainError(ErrorKind.Forbidden, 'NOT_YOUR_CERTIFICATE', 'You do not have permission to perform this action.'),
  tooManyLookups: (retryAfterSeconds: number) => new RateLimitedError('TOO_MANY_VERIFICATIONS',
    `Too many verification attempts from your network. Please try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`,
    retryAfterSeconds),
};
