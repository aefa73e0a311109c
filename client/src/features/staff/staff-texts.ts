import {
  ALL_PERMISSIONS, NO_PERMISSIONS_MESSAGE, STAFF_ROLE_NAME, type Permission,
} from '@barangay-portal/domain';

/** What each permission lets a staff member do, as the Staff screen names it (docs/rules/accounts.md#staff-roles). */
export const PERMISSION_LABELS: Readonly<Record<Permission, string>> = {
  MANAGE_CONTENT: 'Manage content (projects, events, announcements, officials, contact details)',
  MANAGE_DOCUMENT_TYPES: 'Manage document types',
  REVIEW_DOCUMENT_REQUESTS: "Review residents' document requests and download their certificates",
  REVOKE_CERTIFICATES: 'Revoke issued certificates',
  VERIFY_IDS: "Verify residents' IDs",
  VIEW_RESIDENTS: 'View the residents list',
  VIEW_DASHBOARD: 'View the dashboard',
  MANAGE_STAFF: 'Manage staff members and roles',
  VIEW_AUDIT_LOG: 'View the audit log',
  MANAGE_SETTINGS: 'Change the barangay settings',
  MANAGE_REGISTRY: 'Keep the registry of inhabitants and households',
  MANAGE_PRIVACY: 'Publish the privacy notice and set the data protection officer',
};

/**
 * Shown under Manage staff once it is ticked: managing staff includes giving roles and permissions, so it is in effect
 * every permission (the server records each member given it in the audit log).
 */
export const MANAGE_STAFF_NOTE = 'Whoever holds this permission can give themselves and any other member every permission, this one '
  + 'included. Give it only to those you would trust with all of them; each member given it is recorded in the audit log.';

/** Every permission, in the catalogue's order. */
export const PERMISSIONS: readonly Permission[] = ALL_PERMISSIONS;

export const STAFF_MESSAGES = {
  membersLoadFailed: 'Failed to load staff members.',
  rolesLoadFailed: 'Failed to load roles.',
  memberSaveFailed: 'The staff member could not be added. Check the fields below.',
  roleSaveFailed: 'The role could not be saved. Check the fields below.',
  roleChangeFailed: "The staff member's role could not be changed.",
  roleChanged: 'Role changed.',
  officialLinked: 'Official saved.',
  officialLinkFailed: "The staff member's official could not be saved.",
  deactivated: 'Staff member deactivated. They can no longer sign in.',
  reactivated: 'Staff member reactivated.',
  activeChangeFailed: 'The staff member could not be changed.',
  roleCreated: 'Role created.',
  roleUpdated: 'Role updated.',
  roleDeleted: 'Role deleted.',
  roleDeleteFailed: 'The role could not be deleted.',
  passwordResetFailed: "The staff member's password could not be reset.",
  roleRequired: 'Choose a role.',
  roleNameRequired: STAFF_ROLE_NAME.required,
  noPermission: NO_PERMISSIONS_MESSAGE,
} as const;
