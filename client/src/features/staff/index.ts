// What app/ may use of this feature; the rest is its own (rules in .dependency-cruiser.cjs).
export { StaffAccessQuery } from './api/staff-access.graphql';
export { useStaffAccess, type StaffAccess } from './use-staff-access';
export { StaffAccountNotes } from './components/staff-account-notes';
