/** The officials grid of the Contact Us pages (docs/rules/public-site.md#officials-grid). */
export const OFFICIALS_GRID_MESSAGES = {
  loadFailed: 'Failed to load officials.',
  noOfficials: 'No officials found.',
} as const;

/** Officials asked for at once by the grid: the server's largest page. */
export const OFFICIALS_GRID_SIZE = 100;
