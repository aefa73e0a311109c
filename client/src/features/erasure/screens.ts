import { lazyPage, type ScreenRow } from '../../lib/screens';

export const erasureRequestsScreen = {
  path: '/erasure-requests',
  audience: 'admin',
  permission: 'MANAGE_PRIVACY',
  page: lazyPage(() => import('./pages/erasure-requests-page')),
  menu: { label: 'erasureRequests', admin: 160 },
} satisfies ScreenRow;

/** Residents' requests to erase their personal data (docs/architecture.md#privacy-erasure). */
export const erasureScreens = [erasureRequestsScreen];
