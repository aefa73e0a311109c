import { only, permitted } from '../../identity/audience';

/** Who may read the access ledger (docs/architecture.md#privacy-access-ledger); recording is part of the views themselves. */
export const dataAccessPolicy = {
  /** "Who viewed my data": a resident's own rows (their account's, and their linked inhabitant's). */
  viewOwnAccesses: only('RESIDENT'),
  /** The whole barangay's ledger, searched on screen or exported as a window: whoever reads the audit log. */
  readLedger: permitted('VIEW_AUDIT_LOG'),
} as const;
