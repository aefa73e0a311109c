import { permitted, PUBLIC } from '../../identity/audience';

/** Who may manage the barangay office's accounts and roles (docs/rules/accounts.md#staff-roles). */
export const staffPolicy = {
  view: permitted('MANAGE_STAFF'),
  manage: permitted('MANAGE_STAFF'),
  /** Through an e-mailed one-time link: the link is the proof (rate limited per address). */
  setOwnPassword: PUBLIC,
} as const;
