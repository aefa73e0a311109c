import { permitted, PUBLIC_READ_CONTENT_STAFF_WRITE } from '../../identity/audience';

/** Who may do what with barangay officials (docs/rules/common.md#access-control): anyone reads, staff with MANAGE_CONTENT write. */
export const officialPolicy = PUBLIC_READ_CONTENT_STAFF_WRITE;

/** Who may say which staff account an official is (docs/rules/accounts.md#staff-roles). */
export const officialStaffPolicy = {
  link: permitted('MANAGE_STAFF'),
} as const;
