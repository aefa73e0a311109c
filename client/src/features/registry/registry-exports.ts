// The registry's lists as spreadsheets (GET /api/registry/<list>.csv|xlsx), with the filters on screen.

export const REGISTRY_EXPORTS = {
  inhabitants: '/api/registry/inhabitants',
  households: '/api/registry/households',
} as const;
