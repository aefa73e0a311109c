import { only, permitted } from '../../identity/audience';

/**
 * Who may do what with correction requests (docs/architecture.md#privacy-corrections): a resident asks to correct a
 * read-only detail of their own profile, reads their own requests and withdraws one while it waits; the staff who keep
 * the barangay's privacy duties (MANAGE_PRIVACY) read the barangay's requests and approve or reject them.
 */
export const correctionPolicy = {
  request: only('RESIDENT'),
  viewOwn: only('RESIDENT'),
  withdraw: only('RESIDENT'),
  review: permitted('MANAGE_PRIVACY'),
  decide: permitted('MANAGE_PRIVACY'),
} as const;
