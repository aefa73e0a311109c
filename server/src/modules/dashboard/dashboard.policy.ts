import { only } from '../../auth/audience';

/** Who may see the dashboard's statistics (docs/rules/common.md#access-control). */
export const dashboardPolicy = {
  view: only('ADMIN'),
} as const;
