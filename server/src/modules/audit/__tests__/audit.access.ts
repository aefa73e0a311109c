import type { ModuleAccessRows } from '../../../portal-module/__tests__/access-rows';

/** The audit module's rows of the access matrices (docs/architecture.md#add-a-module), written from the rules. */
export const accessRows: ModuleAccessRows = {
  staffAccess: {
    graphql: {
      auditLog: 'VIEW_AUDIT_LOG',
    },
    rest: [],
  },
  isolation: ({ page, own }) => ({
    graphql: {
      auditLog: () => [own('staff', `{ auditLog(${page}) { items { id entity entityId actorEmail changes } } }`)],
    },
    rest: {},
  }),
};
