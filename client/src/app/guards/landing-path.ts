import { paths } from '../../config/paths';
import { residentProjectsScreen } from '../../features/projects/screens';
import { accountScreen } from '../../features/users/screens';
import type { Role } from '../../lib/authorization';
import { staffMenuFor } from '../layouts/menu-items';
import type { ScreenAccess } from './screen-gate';

/** A staff member's first screen: the first entry of their menu (the dashboard for a full administrator, the overview for a city account). */
export function staffLandingPath(access: ScreenAccess): string {
  return staffMenuFor(access)[0]?.to ?? accountScreen.path;
}

/**
 * The root redirect (docs/rules/screens.md#root-redirect): staff to their first screen, residents to projects,
 * anyone else away.
 */
export function landingPathFor(role: Role, access: ScreenAccess): string {
  switch (role) {
    case 'admin':
      return staffLandingPath(access);
    case 'resident':
      return residentProjectsScreen.path;
    default:
      return paths.unauthorized;
  }
}
