import { PUBLIC_READ_CONTENT_STAFF_WRITE } from '../../identity/audience';

/** Who may do what with projects (docs/rules/common.md#access-control): anyone reads, staff with MANAGE_CONTENT write. */
export const projectPolicy = PUBLIC_READ_CONTENT_STAFF_WRITE;
