import { DomainError, ErrorKind } from '../../common/domain-error';

/** The answer at a host no barangay of the install is served at (docs/architecture.md#tenancy). */
export const UNKNOWN_BARANGAY_MESSAGE = 'No barangay is served at this address.';

export const BarangayErrors = {
  unknownHost: () => new DomainError(ErrorKind.NotFound, 'UNKNOWN_BARANGAY', UNKNOWN_BARANGAY_MESSAGE),
  notFound: () => new DomainError(ErrorKind.NotFound, 'BARANGAY_NOT_FOUND', 'Barangay not found.'),
};
