import { lazyPage, type ScreenRow } from '../../lib/screens';

// Every barangay's figures and the city's sums; new barangays.
export const cityOverviewScreen = {
  path: '/city',
  audience: 'city',
  cityPermission: 'VIEW_ROLLUP',
  page: lazyPage(() => import('./pages/city-overview-page')),
  menu: { label: 'cityOverview', city: 10 },
} satisfies ScreenRow;

// The city's own accounts.
export const cityAccountsScreen = {
  path: '/city/accounts',
  audience: 'city',
  cityPermission: 'MANAGE_CITY_ACCOUNTS',
  page: lazyPage(() => import('./pages/city-accounts-page')),
  menu: { label: 'cityAccounts', city: 20 },
} satisfies ScreenRow;

/**
 * The city level's screens (docs/architecture.md#city-level), for city accounts only: it belongs to no barangay, so none
 * of the barangay's screens is for it.
 */
export const cityScreens = [cityOverviewScreen, cityAccountsScreen];
