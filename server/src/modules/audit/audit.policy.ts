import { permitted } from '../../identity/audience';

/** Who may read the audit log (docs/rules/common.md#access-control). */
export const auditPolicy = {
  view: permitted('VIEW_AUDIT_LOG'),
} as const;
