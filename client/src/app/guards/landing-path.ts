import { paths } from '../../config/paths';
import type { Permission } from '../../gql/graphql';
import type { Role } from '../../lib/authorization';
import { ADMIN_MENU, mayOpen } from '../layouts/menu-items';

/** A staff member's first screen: the first entry of the menu their role opens (the dashboard for a full administrator). */
export function staffLandingPath(permissions: readonly Permission[]): string {
  return ADMIN_MENU.find((item) => mayOpen(item, permissions))?.to ?? paths.admin.account;
}

/**
 * The root redirect (docs/rules/screens.md#root-redirect): staff to their first screen, residents to projects,
 * anyone else away.
 */
export function landingPathFor(role: Role, permissions: readonly Permission[]): string {
  switch (role) {
    case 'admin':
      return staffLandingPath(permissions);
    case 'resident':
      return paths.resident.projects;
    default:
      return paths.unauthorized;
  }
}
