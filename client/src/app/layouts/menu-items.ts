import { cityRoleAllows, type CityPermission } from '@barangay-portal/domain';
import { paths } from '../../config/paths';
import type { Permission } from '../../gql/graphql';
import type { Role } from '../../lib/authorization';
import type { StaffAccess } from '../../lib/staff-access';

export interface MenuItem {
  label: string;
  to: string;
  /** The staff permission the screen needs (docs/rules/accounts.md#staff-roles); none: any staff member. */
  permission?: Permission;
  /** The city permission a city level's screen needs (docs/architecture.md#city-level). */
  cityPermission?: CityPermission;
}

export const RESIDENT_MENU: readonly MenuItem[] = [
  { label: 'Projects', to: paths.resident.projects },
  { label: 'Events', to: paths.resident.events },
  { label: 'Announcements', to: paths.resident.announcements },
  { label: 'Document Request', to: paths.resident.documentRequest },
  { label: 'Profile', to: paths.resident.profile },
  { label: 'Contact Us', to: paths.resident.contactUs },
];

/** Every staff member's own password and two-factor sign-in. */
const ACCOUNT_SCREEN: MenuItem = { label: 'Account', to: paths.admin.account };

/** The spec's administrator menu, the Registry and Barangay Settings; a staff member sees the entries their role's permissions open. */
export const ADMIN_MENU: readonly MenuItem[] = [
  { label: 'Dashboard', to: paths.admin.dashboard, permission: 'VIEW_DASHBOARD' },
  { label: 'Project Manager', to: paths.admin.projects, permission: 'MANAGE_CONTENT' },
  { label: 'Document Types', to: paths.admin.documentTypes, permission: 'MANAGE_DOCUMENT_TYPES' },
  { label: 'Document Requests', to: paths.admin.documentRequests, permission: 'REVIEW_DOCUMENT_REQUESTS' },
  { label: 'Residents', to: paths.admin.residents, permission: 'VIEW_RESIDENTS' },
  { label: 'Registry', to: paths.admin.registry, permission: 'MANAGE_REGISTRY' },
  { label: 'Registry Reports', to: paths.admin.registryReports, permission: 'MANAGE_REGISTRY' },
  { label: 'Barangay Officials', to: paths.admin.officials, permission: 'MANAGE_CONTENT' },
  { label: 'Events', to: paths.admin.events, permission: 'MANAGE_CONTENT' },
  { label: 'Announcements', to: paths.admin.announcements, permission: 'MANAGE_CONTENT' },
  { label: 'Contact Details', to: paths.admin.contactDetails, permission: 'MANAGE_CONTENT' },
  { label: 'Barangay Settings', to: paths.admin.settings, permission: 'MANAGE_SETTINGS' },
  { label: 'Data Access', to: paths.admin.dataAccess, permission: 'VIEW_AUDIT_LOG' },
  { label: 'Privacy Notice', to: paths.admin.privacyNotice, permission: 'MANAGE_PRIVACY' },
  { label: 'Correction Requests', to: paths.admin.correctionRequests, permission: 'MANAGE_PRIVACY' },
  { label: 'Erasure Requests', to: paths.admin.erasureRequests, permission: 'MANAGE_PRIVACY' },
  ACCOUNT_SCREEN,
];

/** The Staff screen: not in the spec's menu, so reached from the Account screen by those who may manage staff. */
export const STAFF_SCREEN: MenuItem = { label: 'Staff and roles', to: paths.admin.staff, permission: 'MANAGE_STAFF' };

/**
 * A city account's menu (docs/architecture.md#city-level): it belongs to no barangay, so none of the barangay's
 * screens is for it; the Account screen is its own as anyone's.
 */
export const CITY_MENU: readonly MenuItem[] = [
  { label: 'City Overview', to: paths.city.overview, cityPermission: 'VIEW_ROLLUP' },
  { label: 'City Accounts', to: paths.city.accounts, cityPermission: 'MANAGE_CITY_ACCOUNTS' },
  ACCOUNT_SCREEN,
];

/** What decides a staff member's screens: their role's permissions, or a city account's office. */
export type ScreenAccess = Pick<StaffAccess, 'permissions' | 'cityRole'>;

/** Whether a staff member with `access` may open `item`. */
export function mayOpen(item: MenuItem, { permissions, cityRole }: ScreenAccess): boolean {
  if (item.cityPermission) return cityRoleAllows(cityRole, item.cityPermission);
  return item.permission === undefined || permissions.includes(item.permission);
}

/** The entries a staff member may open: a barangay's screens, or the city level's for a city account. */
export const staffMenuFor = (access: ScreenAccess): readonly MenuItem[] =>
  (access.cityRole ? CITY_MENU : ADMIN_MENU).filter((item) => mayOpen(item, access));

/** Not signed in: the menu offers the way in (docs/rules/screens.md#side-menu). */
export const GUEST_MENU: readonly MenuItem[] = [
  { label: 'Login', to: paths.login },
  { label: 'Register', to: paths.register },
];

/** The menu of `role`; a staff member's holds the screens their `access` opens. */
export function menuFor(role: Role, access: ScreenAccess): readonly MenuItem[] {
  if (role === 'admin') return staffMenuFor(access);
  if (role === 'resident') return RESIDENT_MENU;
  return GUEST_MENU;
}

/**
 * The entry of the screen at `pathname`: the one with the longest address the path is at or under, so Registry Reports
 * (/registry/reports) is the current entry there rather than the Registry (/registry), whose record pages are under it.
 */
export function currentMenuItem(items: readonly MenuItem[], pathname: string): MenuItem | undefined {
  return items
    .filter((item) => pathname === item.to || pathname.startsWith(`${item.to}/`))
    .reduce<MenuItem | undefined>((longest, item) => (longest && longest.to.length >= item.to.length ? longest : item), undefined);
}

