import { lazyPage, type ScreenRow } from '../../lib/screens';
import { staffPaths } from './paths';

export const staffScreen = {
  path: staffPaths.staff,
  audience: 'admin',
  permission: 'MANAGE_STAFF',
  page: lazyPage(() => import('./pages/staff-page').then((page) => ({ default: page.StaffPage }))),
} satisfies ScreenRow;

/**
 * Staff members and roles (docs/rules/accounts.md#staff-roles): not in the spec's menu, so no entry; those who may manage
 * staff reach it from the Account screen (StaffAccountNotes).
 */
export const staffScreens = [staffScreen];
