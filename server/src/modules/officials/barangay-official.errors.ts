import { TERM_END_BEFORE_START_MESSAGE } from '@barangay-portal/domain';
import { DomainError, ErrorKind } from '../../common/domain-error';

export const BarangayOfficialErrors = {
  notFound: () => new DomainError(ErrorKind.NotFound, 'OFFICIAL_NOT_FOUND', 'Not found.'),
  notStaff: () => DomainError.invalid('STAFF_MEMBER_NOT_FOUND', { staffMemberId: ['Choose a staff account.'] }),
  staffAlreadyLinked: () => DomainError.invalid('INVALID_INPUT', { staffMemberId: ['This staff account is already linked to another official.'] }),
  termEndsBeforeStart: () => DomainError.invalid('TERM_ENDS_BEFORE_START', { termEnd: [TERM_END_BEFORE_START_MESSAGE] }),
};
