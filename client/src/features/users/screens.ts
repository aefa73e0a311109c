import { lazyPage, type ScreenRow } from '../../lib/screens';

export const profileScreen = {
  path: '/resident/profile',
  audience: 'resident',
  page: lazyPage(() => import('./pages/profile-page')),
  menu: { label: 'profile', resident: 50 },
} satisfies ScreenRow;

export const residentsScreen = {
  path: '/resident-list',
  audience: 'admin',
  permission: 'VIEW_RESIDENTS',
  page: lazyPage(() => import('./pages/resident-list-page')),
  menu: { label: 'residents', admin: 50 },
} satisfies ScreenRow;

// Own password and two-factor sign-in (docs/rules/accounts.md#account-screen): a city account's as anyone's.
export const accountScreen = {
  path: '/account',
  audience: 'admin',
  everyStaffMember: true,
  page: lazyPage(() => import('./pages/account-page')),
  menu: { label: 'account', admin: 170, city: 30 },
} satisfies ScreenRow;

/** Accounts: the resident's Profile, the staff's Residents list, every staff member's own Account. */
export const usersScreens = [profileScreen, residentsScreen, accountScreen];
