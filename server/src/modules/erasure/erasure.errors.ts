import { ERASURE_MESSAGES as MESSAGES } from '@barangay-portal/domain';
import { DomainError, ErrorKind } from '../../common/domain-error';

/** The refusals of erasure requests, each with its stable reason. */
export const ErasureErrors = {
  notFound: () => new DomainError(ErrorKind.NotFound, 'ERASURE_NOT_FOUND', MESSAGES.notFound),
  alreadyPending: () => new DomainError(ErrorKind.Conflict, 'ERASURE_PENDING', MESSAGES.alreadyPending),
  notPending: () => new DomainError(ErrorKind.Conflict, 'ERASURE_DECIDED', MESSAGES.notPending),
  nothingToWithdraw: () => new DomainError(ErrorKind.NotFound, 'ERASURE_NOT_FOUND', MESSAGES.nothingToWithdraw),
  residentMoved: () => new DomainError(ErrorKind.Conflict, 'ERASURE_RESIDENT_MOVED', MESSAGES.residentMoved),
  clash: () => new DomainError(ErrorKind.Conflict, 'ERASURE_CLASHED', MESSAGES.clashed),
};
