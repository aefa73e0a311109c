import { only } from '../../auth/audience';

/** Who may read the audit log (docs/rules/common.md#access-control). */
export const auditPolicy = {
  view: only('ADMIN'),
} as const;
