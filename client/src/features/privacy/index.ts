// What app/ may use of this feature; the rest is its own (rules in .dependency-cruiser.cjs). Its pages load lazily.
export { PrivacyConsentGate } from './components/privacy-consent-gate';
