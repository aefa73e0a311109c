// What app/ may use of this feature; the rest is its own (rules in .dependency-cruiser.cjs).
export { OfficialsGrid } from './components/officials-grid';
