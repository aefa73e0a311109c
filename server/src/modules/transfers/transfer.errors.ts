import { TRANSFER_FIELDS, TRANSFER_MESSAGES } from '@barangay-portal/domain';
import { DomainError, ErrorKind } from '../../common/domain-error';

export const TransferErrors = {
  destination: () => DomainError.invalid('INVALID_INPUT', { toBarangayId: [TRANSFER_MESSAGES.destinationRequired] }),
  reasonRequired: () => DomainError.invalid('INVALID_INPUT', { reason: [TRANSFER_FIELDS.declineReason.required] }),
  openRequests: () => new DomainError(ErrorKind.Conflict, 'TRANSFER_OPEN_REQUESTS', TRANSFER_MESSAGES.openRequests),
  alreadyPending: () => new DomainError(ErrorKind.Conflict, 'TRANSFER_PENDING', TRANSFER_MESSAGES.alreadyPending),
  notFound: () => new DomainError(ErrorKind.NotFound, 'TRANSFER_NOT_FOUND', 'Transfer not found.'),
  notPending: () => new DomainError(ErrorKind.Conflict, 'TRANSFER_DECIDED', TRANSFER_MESSAGES.notPending),
};
