import { paths } from '../../config/paths';
import type { Role } from '../../lib/authorization';

/** The root redirect of spec §2: administrators to the dashboard, residents to projects, anyone else away. */
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
