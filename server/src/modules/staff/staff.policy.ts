import { permitted } from '../../auth/audience';

/** Who may manage the barangay office's accounts and roles (docs/rules/accounts.md#staff-roles). */
export const staffPolicy = {
  view: permitted('MANAGE_STAFF'),
  manage: permitted('MANAGE_STAFF'),
} as const;
