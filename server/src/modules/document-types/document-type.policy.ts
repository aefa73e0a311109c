import { only, SIGNED_IN } from '../../auth/audience';

/** Who may do what with document types (docs/rules/common.md#access-control): any signed-in account reads, administrators write. */
export const documentTypePolicy = {
  view: SIGNED_IN,
  create: only('ADMIN'),
  update: only('ADMIN'),
  delete: only('ADMIN'),
} as const;
