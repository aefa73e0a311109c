import { lazyPage, type ScreenRow } from '../../lib/screens';

export const dashboardScreen = {
  path: '/dashboard',
  audience: 'admin',
  permission: 'VIEW_DASHBOARD',
  page: lazyPage(() => import('./pages/dashboard-page')),
  menu: { label: 'dashboard', admin: 10 },
} satisfies ScreenRow;

/** The statistics dashboard (docs/rules/dashboard.md#dashboard-screen). */
export const dashboardScreens = [dashboardScreen];
