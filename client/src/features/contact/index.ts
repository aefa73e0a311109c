// What app/ may use of this feature; the rest is its own (rules in .dependency-cruiser.cjs).
export { ContactInfoCard } from './components/contact-info-card';
export { ContactSummary } from './components/contact-summary';
