import { PUBLIC_READ_CONTENT_STAFF_WRITE } from '../../identity/audience';

/** Who may do what with events (docs/rules/common.md#access-control): anyone reads, staff with MANAGE_CONTENT write. */
export const eventPolicy = PUBLIC_READ_CONTENT_STAFF_WRITE;
