import { CORRECTION_MESSAGES as MESSAGES } from '@barangay-portal/domain';
import { DomainError, ErrorKind } from '../../common/domain-error';

/** The refusals of correction requests, each with its stable reason. */
export const CorrectionErrors = {
  notFound: () => new DomainError(ErrorKind.NotFound, 'CORRECTION_NOT_FOUND', MESSAGES.notFound),
  sameValue: () => DomainError.invalid('INVALID_INPUT', { requestedValue: [MESSAGES.sameValue] }, MESSAGES.sameValue),
  /** `detail`: its label, "Last name". */
  alreadyPending: (detail: string) => new DomainError(ErrorKind.Conflict, 'CORRECTION_PENDING', MESSAGES.alreadyPending(detail)),
  notPending: () => new DomainError(ErrorKind.Conflict, 'CORRECTION_DECIDED', MESSAGES.notPending),
  residentMoved: () => new DomainError(ErrorKind.Conflict, 'CORRECTION_RESIDENT_MOVED', MESSAGES.residentMoved),
};
