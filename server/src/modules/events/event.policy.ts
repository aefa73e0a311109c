import { PUBLIC_READ_ADMIN_WRITE } from '../../auth/audience';

/** Who may do what with events (docs/rules/common.md#access-control): anyone reads, administrators write. */
export const eventPolicy = PUBLIC_READ_ADMIN_WRITE;
