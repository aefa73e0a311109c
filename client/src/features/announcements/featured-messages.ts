/** The featured announcements block of the Contact Us pages (docs/rules/public-site.md#featured-announcements). */
export const FEATURED_MESSAGES = {
  loadFailed: 'Failed to load featured announcements.',
} as const;

/** Featured announcements per page (docs/rules/public-site.md#featured-announcements). */
export const FEATURED_PAGE_SIZE = 2;
