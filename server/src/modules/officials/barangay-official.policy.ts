import { PUBLIC_READ_CONTENT_STAFF_WRITE } from '../../auth/audience';

/** Who may do what with barangay officials (docs/rules/common.md#access-control): anyone reads, staff with MANAGE_CONTENT write. */
export const officialPolicy = PUBLIC_READ_CONTENT_STAFF_WRITE;
