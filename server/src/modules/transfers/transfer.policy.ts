import { only, permitted } from '../../identity/audience';

/**
 * Who may do what with moves between barangays (docs/architecture.md#resident-transfers): the resident asks and may
 * withdraw; the receiving barangay's staff who verify IDs decide, as they would accept a newcomer's ID.
 */
export const transferPolicy = {
  request: only('RESIDENT'),
  viewOwn: only('RESIDENT'),
  cancel: only('RESIDENT'),
  viewIncoming: permitted('VERIFY_IDS'),
  decide: permitted('VERIFY_IDS'),
} as const;
