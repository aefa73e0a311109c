/** The home page's gallery and carousel texts (docs/rules/public-site.md#public-site). */
export const HOME_MESSAGES = {
  noProjects: 'No projects with photos to display.',
  noEvents: 'No events with photos to display.',
  projectsFailed: 'Failed to load projects.',
  eventsFailed: 'Failed to load events.',
} as const;

export const HOME_GALLERY_PAGE_SIZE = 6;
/** The carousel picks from one page of projects with a photo; 100 is the server's largest page. */
export const CAROUSEL_CANDIDATES = 100;
export const CAROUSEL_INTERVAL_MS = 4000;
