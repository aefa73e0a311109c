import { REGISTRY_MESSAGES } from '@barangay-portal/domain';
import { DomainError, ErrorKind } from '../../common/domain-error';

/** The registry's refusals. Another barangay's purok, household or inhabitant is "not found", as if it did not exist. */
export const RegistryErrors = {
  purokNotFound: () => new DomainError(ErrorKind.NotFound, 'PUROK_NOT_FOUND', 'Purok or sitio not found.'),
  householdNotFound: () => new DomainError(ErrorKind.NotFound, 'HOUSEHOLD_NOT_FOUND', 'Household not found.'),
  inhabitantNotFound: () => new DomainError(ErrorKind.NotFound, 'INHABITANT_NOT_FOUND', 'Inhabitant not found.'),
  purokNameTaken: () => DomainError.invalid('PUROK_NAME_TAKEN', { name: [REGISTRY_MESSAGES.purokNameTaken] }),
  householdNumberTaken: () => DomainError.invalid('HOUSEHOLD_NUMBER_TAKEN', { householdNumber: [REGISTRY_MESSAGES.householdNumberTaken] }),
  headTaken: () => DomainError.invalid('HOUSEHOLD_HEAD_TAKEN', { relationshipToHead: [REGISTRY_MESSAGES.oneHead] }, REGISTRY_MESSAGES.oneHead),
  /** A household without a relationship to its head, or the other way round (placement-rule.ts). */
  placement: (message: string) => DomainError.invalid('INVALID_INPUT', { relationshipToHead: [message] }),
  statusDate: (message: string) => DomainError.invalid('INVALID_INPUT', { date: [message] }),
  alreadyLinked: () => new DomainError(ErrorKind.Conflict, 'ALREADY_LINKED', REGISTRY_MESSAGES.alreadyLinked),
  notLinked: () => new DomainError(ErrorKind.Conflict, 'NOT_LINKED', REGISTRY_MESSAGES.notLinked),
  notTheSamePerson: () => new DomainError(ErrorKind.Conflict, 'NOT_THE_SAME_PERSON', REGISTRY_MESSAGES.notTheSamePerson),
  /** Only a verified ID proves who holds the account: a namesake with the same birthdate could otherwise read the record. */
  residentNotVerified: () => new DomainError(ErrorKind.Conflict, 'RESIDENT_NOT_VERIFIED', REGISTRY_MESSAGES.notVerified),
};
