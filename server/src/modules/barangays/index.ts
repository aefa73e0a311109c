// What other modules may use of this one; the rest is its own (rules in .dependency-cruiser.cjs).
export { DEFAULT_BARANGAY_ID } from './barangay-directory';
export type { BarangayDirectory } from './barangay-directory';
export type { AccountHome } from './barangay-directory';
export { Barangay } from './barangay.entity';
export { BarangayErrors } from './barangay.errors';
export { IsReferencePrefix } from './barangay-settings.inputs';
