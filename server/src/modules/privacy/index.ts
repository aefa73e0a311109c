// What other modules may use of this one; the rest is its own (rules in .dependency-cruiser.cjs).
// The demo residents' consents: seeded by the accounts module, after its residents.
export { privacyConsentsSeed } from './privacy.seed';
