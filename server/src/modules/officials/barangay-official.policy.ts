import { only, PUBLIC } from '../../auth/audience';

/** Who may do what with barangay officials (docs/rules/common.md#access-control): anyone reads, administrators write. */
export const officialPolicy = {
  view: PUBLIC,
  create: only('ADMIN'),
  update: only('ADMIN'),
  delete: only('ADMIN'),
} as const;
