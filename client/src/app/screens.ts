import { announcementsScreens } from '../features/announcements/screens';
import { authScreens } from '../features/auth/screens';
import { cityScreens } from '../features/city/screens';
import { contactScreens } from '../features/contact/screens';
import { correctionsScreens } from '../features/corrections/screens';
import { dashboardScreens } from '../features/dashboard/screens';
import { dataAccessScreens } from '../features/data-access/screens';
import { documentRequestsScreens } from '../features/document-requests/screens';
import { documentTypesScreens } from '../features/document-types/screens';
import { erasureScreens } from '../features/erasure/screens';
import { eventsScreens } from '../features/events/screens';
import { officialsScreens } from '../features/officials/screens';
import { privacyScreens } from '../features/privacy/screens';
import { projectsScreens } from '../features/projects/screens';
import { registryScreens } from '../features/registry/screens';
import { settingsScreens } from '../features/settings/screens';
import { staffScreens } from '../features/staff/screens';
import { usersScreens } from '../features/users/screens';
import { verificationScreens } from '../features/verification/screens';
import type { ScreenRow } from '../lib/screens';
import { appScreens } from './pages/screens';

/**
 * Every screen of the portal (docs/architecture.md#screen-rows): one line per feature, its rows exported by its own
 * screens.ts. The routes, the guards and the menus are read from here; the menus' order is the rows' positions.
 */
export const SCREENS: readonly ScreenRow[] = [
  ...appScreens,
  ...authScreens,
  ...projectsScreens,
  ...eventsScreens,
  ...announcementsScreens,
  ...documentRequestsScreens,
  ...usersScreens,
  ...dashboardScreens,
  ...documentTypesScreens,
  ...registryScreens,
  ...officialsScreens,
  ...contactScreens,
  ...settingsScreens,
  ...staffScreens,
  ...dataAccessScreens,
  ...privacyScreens,
  ...correctionsScreens,
  ...erasureScreens,
  ...cityScreens,
  ...verificationScreens,
];

/** Where the layouts draw no bars and no footer (docs/rules/screens.md#layout-signed-in). */
export const BARE_LAYOUT_PATHS: readonly string[] = SCREENS.filter((row) => row.bareLayout).map((row) => row.path);
