import { lazyPage, type ScreenRow } from '../../lib/screens';
import { privacyPaths } from './paths';

// Public, for guests and the signed in alike: opened from the registration form, the footer and the Profile.
export const privacyNoticeScreen = {
  path: privacyPaths.notice,
  audience: 'public',
  page: lazyPage(() => import('./pages/privacy-notice-page')),
} satisfies ScreenRow;

export const privacyManagerScreen = {
  path: privacyPaths.manager,
  audience: 'admin',
  permission: 'MANAGE_PRIVACY',
  page: lazyPage(() => import('./pages/privacy-manager-page')),
  menu: { label: 'privacyNotice', admin: 140 },
} satisfies ScreenRow;

/** The privacy notice (docs/architecture.md#privacy-notice): its public page and the staff's screen. */
export const privacyScreens = [privacyNoticeScreen, privacyManagerScreen];
