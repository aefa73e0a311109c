// What other modules may use of this one; the rest is its own (rules in .dependency-cruiser.cjs).
export { NewPasswordFields } from './account-fields.inputs';
export { AuthErrors } from './auth.errors';
export { UsersErrors } from './users.errors';
export { ageOn } from './age';
export { User } from './user.entity';
export { CityRole, Gender, IdVerificationOutcome, IdVerificationStatus, UserType } from './user.enums';
export { ACCOUNTS_HERE } from './accounts-here';
// The current password as proof before a change to the account: an erasure request takes it too.
export { IsCurrentPassword } from './account-fields.inputs';
export type { CurrentPasswordCheck } from './current-password';
