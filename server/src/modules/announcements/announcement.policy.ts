import { only, PUBLIC } from '../../auth/audience';

/** Who may do what with announcements (docs/rules/common.md#access-control): anyone reads, administrators write. */
export const announcementPolicy = {
  view: PUBLIC,
  create: only('ADMIN'),
  update: only('ADMIN'),
  delete: only('ADMIN'),
} as const;
