import { DomainError, ErrorKind } from '../../common/domain-error';

export const StaffErrors = {
  roleNotFound: () => new DomainError(ErrorKind.NotFound, 'STAFF_ROLE_NOT_FOUND', 'No staff role has this id.'),
  roleNameTaken: () => DomainError.invalid('STAFF_ROLE_NAME_TAKEN', { name: ['A role with this name already exists.'] }),
  builtInRole: () => new DomainError(ErrorKind.Conflict, 'STAFF_ROLE_BUILT_IN', 'Built-in roles cannot be changed or deleted.'),
  roleInUse: (members: number) => new DomainError(ErrorKind.Conflict, 'STAFF_ROLE_IN_USE',
    `This role is given to ${members} staff member${members === 1 ? '' : 's'}: give them another role first.`),
  memberNotFound: () => new DomainError(ErrorKind.NotFound, 'STAFF_MEMBER_NOT_FOUND', 'No staff member has this id.'),
  ownPassword: () => new DomainError(ErrorKind.Conflict, 'STAFF_OWN_PASSWORD',
    'Change your own password on the Account screen.'),
  /** One answer for a forged, expired or used link, and a deactivated account: a link reveals nothing about an account. */
  passwordLinkInvalid: () => new DomainError(ErrorKind.BadUserInput, 'PASSWORD_LINK_INVALID',
    'This link has expired or was already used. Ask the barangay office for a new one.'),
  lastStaffManager: () => new DomainError(ErrorKind.Conflict, 'LAST_STAFF_MANAGER',
    'At least one active staff member who has chosen their own password must keep the permission to manage staff.'),
};
