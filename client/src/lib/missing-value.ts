/** What stands for a missing value on the public pages (docs/rules/public-site.md#contact-info-card, #officials-grid). */
export const MISSING_VALUE = 'N/A';

/** The value, or 'N/A' when there is none. */
export const orMissing = (value: string | null | undefined): string => (value && value.trim() !== '' ? value : MISSING_VALUE);
