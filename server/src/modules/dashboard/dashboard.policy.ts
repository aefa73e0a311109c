import { permitted } from '../../auth/audience';

/** Who may see the dashboard's statistics (docs/rules/common.md#access-control). */
export const dashboardPolicy = {
  view: permitted('VIEW_DASHBOARD'),
} as const;
