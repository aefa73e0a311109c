import { only, PUBLIC } from '../../auth/audience';

/** Who may do what with events (docs/rules/common.md#access-control): anyone reads, administrators write. */
export const eventPolicy = {
  view: PUBLIC,
  create: only('ADMIN'),
  update: only('ADMIN'),
  delete: only('ADMIN'),
} as const;
