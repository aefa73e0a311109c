import { ALL_PERMISSIONS, type Permission } from '@barangay-portal/domain';
import type { StaffText } from './messages';

/** What a permission lets a staff member do, as the Staff screen names it (docs/rules/accounts.md#staff-roles). */
export const permissionLabel = (t: StaffText, permission: Permission): string => t(`permissions.${permission}`);

/** Every permission, in the catalogue's order. */
export const PERMISSIONS: readonly Permission[] = ALL_PERMISSIONS;
