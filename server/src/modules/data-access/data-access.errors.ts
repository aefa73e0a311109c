import { DATA_ACCESS_MESSAGES } from '@barangay-portal/domain';
import { DomainError } from '../../common/domain-error';

/** The ledger's refusals. */
export const DataAccessErrors = {
  /** Staff open someone's valid ID only for one of the purposes listed (IdViewPurpose). */
  purposeRequired: () => DomainError.invalid('ID_VIEW_PURPOSE_REQUIRED', { purpose: [DATA_ACCESS_MESSAGES.purposeRequired] }, DATA_ACCESS_MESSAGES.purposeRequired),
  window: (fields: Record<string, string[]>) => DomainError.invalid('INVALID_INPUT', fields),
};
