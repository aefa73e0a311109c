import { permitted, PUBLIC } from '../../identity/audience';

/** Who may do what with the barangay hall's contact details (docs/rules/common.md#access-control). */
export const contactDetailsPolicy = {
  view: PUBLIC,
  /** Create, change or save the single record. */
  edit: permitted('MANAGE_CONTENT'),
} as const;
