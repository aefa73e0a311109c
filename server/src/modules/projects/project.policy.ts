import { PUBLIC_READ_ADMIN_WRITE } from '../../auth/audience';

/** Who may do what with projects (docs/rules/common.md#access-control): anyone reads, administrators write. */
export const projectPolicy = PUBLIC_READ_ADMIN_WRITE;
