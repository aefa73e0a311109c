import { paths } from '../../config/paths';
import type { Permission } from '../../gql/graphql';
import type { Role } from '../../lib/authorization';

export interface MenuItem {
  label: string;
  to: string;
  /** The staff permission the screen needs (docs/rules/accounts.md#staff-roles); none: any staff member. */
  permission?: Permission;
}

export const RESIDENT_MENU: readonly MenuItem[] = [
  { label: 'Projects', to: paths.resident.projects },
  { label: 'Events', to: paths.resident.events },
  { label: 'Announcements', to: paths.resident.announcements },
  { label: 'Document Request', to: paths.resident.documentRequest },
  { label: 'Profile', to: paths.resident.profile },
  { label: 'Contact Us', to: paths.resident.contactUs },
];

/** The spec's administrator menu, and Barangay Settings (issue 15); a staff member sees the entries their role's permissions open. */
export const ADMIN_MENU: readonly MenuItem[] = [
  { label: 'Dashboard', to: paths.admin.dashboard, permission: 'VIEW_DASHBOARD' },
  { label: 'Project Manager', to: paths.admin.projects, permission: 'MANAGE_CONTENT' },
  { label: 'Document Types', to: paths.admin.documentTypes, permission: 'MANAGE_DOCUMENT_TYPES' },
  { label: 'Document Requests', to: paths.admin.documentRequests, permission: 'REVIEW_DOCUMENT_REQUESTS' },
  { label: 'Residents', to: paths.admin.residents, permission: 'VIEW_RESIDENTS' },
  { label: 'Barangay Officials', to: paths.admin.officials, permission: 'MANAGE_CONTENT' },
  { label: 'Events', to: paths.admin.events, permission: 'MANAGE_CONTENT' },
  { label: 'Announcements', to: paths.admin.announcements, permission: 'MANAGE_CONTENT' },
  { label: 'Contact Details', to: paths.admin.contactDetails, permission: 'MANAGE_CONTENT' },
  { label: 'Barangay Settings', to: paths.admin.settings, permission: 'MANAGE_SETTINGS' },
  { label: 'Account', to: paths.admin.account },
];

/** The Staff screen: not in the spec's menu, so reached from the Account screen by those who may manage staff. */
export const STAFF_SCREEN: MenuItem = { label: 'Staff and roles', to: paths.admin.staff, permission: 'MANAGE_STAFF' };

/** Whether a staff member holding `permissions` may open `item`. */
export const mayOpen = (item: MenuItem, permissions: readonly Permission[]): boolean =>
  item.permission === undefined || permissions.includes(item.permission);

/** Not signed in: the menu offers the way in (docs/rules/screens.md#side-menu). */
export const GUEST_MENU: readonly MenuItem[] = [
  { label: 'Login', to: paths.login },
  { label: 'Register', to: paths.register },
];

/** The menu of `role`; a staff member's holds the screens their `permissions` open. */
export function menuFor(role: Role, permissions: readonly Permission[]): readonly MenuItem[] {
  if (role === 'admin') return ADMIN_MENU.filter((item) => mayOpen(item, permissions));
  if (role === 'resident') return RESIDENT_MENU;
  return GUEST_MENU;
}
