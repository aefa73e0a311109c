import { paths } from '../../config/paths';
import type { Role } from '../../lib/authorization';

export interface MenuItem {
  label: string;
  to: string;
}

export const RESIDENT_MENU: readonly MenuItem[] = [
  { label: 'Projects', to: paths.resident.projects },
  { label: 'Events', to: paths.resident.events },
  { label: 'Announcements', to: paths.resident.announcements },
  { label: 'Document Request', to: paths.resident.documentRequest },
  { label: 'Profile', to: paths.resident.profile },
  { label: 'Contact Us', to: paths.resident.contactUs },
];

export const ADMIN_MENU: readonly MenuItem[] = [
  { label: 'Dashboard', to: paths.admin.dashboard },
  { label: 'Project Manager', to: paths.admin.projects },
  { label: 'Document Types', to: paths.admin.documentTypes },
  { label: 'Document Requests', to: paths.admin.documentRequests },
  { label: 'Residents', to: paths.admin.residents },
  { label: 'Barangay Officials', to: paths.admin.officials },
  { label: 'Events', to: paths.admin.events },
  { label: 'Announcements', to: paths.admin.announcements },
  { label: 'Contact Details', to: paths.admin.contactDetails },
  { label: 'Account', to: paths.admin.account },
];

/** Not signed in: the menu offers the way in (docs/rules/screens.md#side-menu). */
export const GUEST_MENU: readonly MenuItem[] = [
  { label: 'Login', to: paths.login },
  { label: 'Register', to: paths.register },
];

export function menuFor(role: Role): readonly MenuItem[] {
  if (role === 'admin') return ADMIN_MENU;
  if (role === 'resident') return RESIDENT_MENU;
  return GUEST_MENU;
}
