import { lazyPage, type ScreenRow } from '../../lib/screens';

export const settingsScreen = {
  path: '/settings',
  audience: 'admin',
  permission: 'MANAGE_SETTINGS',
  page: lazyPage(() => import('./pages/settings-page')),
  menu: { label: 'barangaySettings', admin: 120 },
} satisfies ScreenRow;

/** The barangay's name, reference prefix, e-mail sender and seal (docs/rules/accounts.md#barangay-settings-screen). */
export const settingsScreens = [settingsScreen];
