import { lazy, type ComponentType } from 'react';
import { residentRequestsScreen } from '../features/document-requests/screens';
import { accountScreen, profileScreen, residentsScreen } from '../features/users/screens';
import type { ScreenRow } from '../lib/screens';

/*
 * Screens drawn with sections of other features (docs/architecture.md#screen-sections). Features never import each other,
 * so the app composes them, one module per screen under compositions/, typed by the host page's own props; the host's
 * row stays in its feature. A guest's first download carries none of it.
 */

/** `row`'s composition, downloaded together with its page: one wait, as for any other screen. */
function composed(row: ScreenRow, load: () => Promise<{ default: ComponentType }>): [string, ComponentType] {
  return [row.path, lazy(async () => (await Promise.all([load(), row.page.load()]))[0])];
}

/** The composed screens by path; every other screen is its page alone. */
export const COMPOSED_SCREENS: ReadonlyMap<string, ComponentType> = new Map([
  composed(profileScreen, () => import('./compositions/profile')),
  composed(residentRequestsScreen, () => import('./compositions/resident-requests')),
  composed(residentsScreen, () => import('./compositions/residents')),
  composed(accountScreen, () => import('./compositions/account')),
]);
