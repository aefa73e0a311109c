// What app/ may use of this feature; the rest is its own (rules in .dependency-cruiser.cjs).
export { StaffAccountNotes } from './components/staff-account-notes';
