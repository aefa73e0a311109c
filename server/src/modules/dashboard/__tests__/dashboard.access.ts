import type { ModuleAccessRows } from '../../../portal-module/__tests__/access-rows';

/** The dashboard module's rows of the access matrices (docs/architecture.md#add-a-module), written from the rules. */
export const accessRows: ModuleAccessRows = {
  staffAccess: {
    graphql: {
      dashboard: 'VIEW_DASHBOARD',
      // The dashboard's Inhabitants section is the registry's, so its keepers'.
      inhabitantsOverview: 'MANAGE_REGISTRY',
    },
    rest: [],
  },
  isolation: ({ own }) => ({
    graphql: {
      dashboard: (b) => [own('staff', `{ dashboard(attendanceEventId: ${b.event}) { residents { total } documentRequests { total } events { total } } }`)],
      inhabitantsOverview: () => [own('staff', '{ inhabitantsOverview { living households withAccount ageGroups { total } sectors { count } } }')],
    },
    rest: {},
  }),
};
