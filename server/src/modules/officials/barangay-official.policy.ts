import { PUBLIC_READ_ADMIN_WRITE } from '../../auth/audience';

/** Who may do what with barangay officials (docs/rules/common.md#access-control): anyone reads, administrators write. */
export const officialPolicy = PUBLIC_READ_ADMIN_WRITE;
