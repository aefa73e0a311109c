// What other modules may use of this one; the rest is its own (rules in .dependency-cruiser.cjs).
export { IsNewPassword, NewPasswordFields, ResidentField } from './account-fields.inputs';
export { AuthErrors } from './auth.errors';
export { UsersErrors } from './users.errors';
export { ageOn } from './age';
export { User } from './user.entity';
export { CityRole, CivilStatus, FIELD_MESSAGES, Gender, IdVerificationOutcome, IdVerificationStatus, REGISTRATION_CIVIL_STATUSES, UserType } from './user.enums';
export { ACCOUNTS_HERE, accountsHere } from './accounts-here';
export { UserOwnedRecord } from './user-owned-record';
// The sign-in module answers a new account as every account is answered.
export { userRestProjection } from './user.rest-json';
export type { UsersService } from './users.service';
// The current password as proof before a change to the account: an erasure request takes it too.
export { IsCurrentPassword } from './account-fields.inputs';
export type { CurrentPasswordCheck } from './current-password';
