import { lazyPage, type ScreenRow } from '../../lib/screens';

export const correctionRequestsScreen = {
  path: '/correction-requests',
  audience: 'admin',
  permission: 'MANAGE_PRIVACY',
  page: lazyPage(() => import('./pages/correction-requests-page')),
  menu: { label: 'correctionRequests', admin: 150 },
} satisfies ScreenRow;

/** Residents' requests to correct their read-only details (docs/architecture.md#privacy-corrections). */
export const correctionsScreens = [correctionRequestsScreen];
