import type { ModuleAccessRows } from '../../../portal-module/__tests__/access-rows';

/** The personal-data module's rows of the access matrices (docs/architecture.md#add-a-module), written from the rules. */
export const accessRows: ModuleAccessRows = {
  staffAccess: {
    graphql: {},
    rest: [
      // "Download my data" (a format that is none: past the check, the answer is a field error, not a file).
      ['GET', '/auth/user/me/data/?format=none', 'resident'],
    ],
  },
  isolation: ({ rest }) => ({
    graphql: {},
    rest: {
      'GET /api/auth/user/me/data/': () => [rest('resident', '/api/auth/user/me/data/'), rest('staff', '/api/auth/user/me/data/', 403)],
    },
  }),
};
