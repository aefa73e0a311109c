// What other modules may use of this one; the rest is its own (rules in .dependency-cruiser.cjs).
export { StaffAccountFields } from './staff.inputs';
export type { StaffPasswords } from './staff-passwords';
