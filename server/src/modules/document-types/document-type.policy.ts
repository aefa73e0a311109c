import { permitted, SIGNED_IN } from '../../identity/audience';

/** Who may do what with document types (docs/rules/common.md#access-control): any signed-in account reads, staff with MANAGE_DOCUMENT_TYPES write. */
export const documentTypePolicy = {
  view: SIGNED_IN,
  create: permitted('MANAGE_DOCUMENT_TYPES'),
  update: permitted('MANAGE_DOCUMENT_TYPES'),
  delete: permitted('MANAGE_DOCUMENT_TYPES'),
} as const;
