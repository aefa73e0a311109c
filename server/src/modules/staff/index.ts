// What other modules may use of this one; the rest is its own (rules in .dependency-cruiser.cjs).
export { saveNewStaffAccount } from './new-staff-account';
export { StaffAccountFields } from './staff.inputs';
export type { StaffPasswords } from './staff-passwords';
