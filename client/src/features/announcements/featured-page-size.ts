/** Featured announcements per page (docs/rules/public-site.md#featured-announcements). */
export const FEATURED_PAGE_SIZE = 2;
