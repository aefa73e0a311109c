import { PUBLIC_READ_ADMIN_WRITE } from '../../auth/audience';

/** Who may do what with announcements (docs/rules/common.md#access-control): anyone reads, administrators write. */
export const announcementPolicy = PUBLIC_READ_ADMIN_WRITE;
