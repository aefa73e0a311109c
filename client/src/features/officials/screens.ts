import { lazyPage, type ScreenRow } from '../../lib/screens';

export const officialsScreen = {
  path: '/barangay-officials-list',
  audience: 'admin',
  permission: 'MANAGE_CONTENT',
  page: lazyPage(() => import('./pages/officials-manager-page')),
  menu: { label: 'barangayOfficials', admin: 80 },
} satisfies ScreenRow;

/** Barangay Officials (docs/rules/content.md#officials-screen). */
export const officialsScreens = [officialsScreen];
