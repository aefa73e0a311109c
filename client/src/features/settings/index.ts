// What app/ may use of this feature; the rest is its own (rules in .dependency-cruiser.cjs).
export { BarangayBrand, PORTAL_NAME } from './components/barangay-brand';
