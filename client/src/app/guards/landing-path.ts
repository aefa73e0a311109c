import { paths } from '../../config/paths';
import type { Role } from '../../lib/authorization';

/** The root redirect (docs/rules/screens.md#root-redirect): administrators to the dashboard, residents to projects, anyone else away. */
export function landingPathFor(role: Role): string {
  switch (role) {
    case 'admin':
      return paths.admin.dashboard;
    case 'resident':
      return paths.resident.projects;
    default:
      return paths.unauthorized;
  }
}
