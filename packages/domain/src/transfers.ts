// Moving between barangays of one install (docs/architecture.md#resident-transfers): what both sides check and say.
import { RESIDENT_FIELDS, type RequiredTextRule } from './field-rules';
import { TEXT_LIMITS } from './text';
import type { NameOf, ValueOf } from './vocabulary';

/** Where a move stands. GraphQL sends the names (PENDING), the database the values (pending). */
export const ResidentTransferStatus = {
  PENDING: 'pending',
  ACCEPTED: 'accepted',
  DECLINED: 'declined',
  CANCELED: 'canceled',
} as const;
export type ResidentTransferStatus = ValueOf<typeof ResidentTransferStatus>;
export type ResidentTransferStatusName = NameOf<typeof ResidentTransferStatus>;

export const TRANSFER_STATUS_LABELS: Readonly<Record<ResidentTransferStatusName, string>> = {
  PENDING: 'Waiting for the new barangay',
  ACCEPTED: 'Accepted',
  DECLINED: 'Declined',
  CANCELED: 'Canceled',
};

/** The resident's address in the new barangay, and why a barangay declines a newcomer. */
export const TRANSFER_FIELDS = {
  newAddress: RESIDENT_FIELDS.address,
  declineReason: { max: TEXT_LIMITS.address, label: 'Reason', required: 'A reason is required.', multiline: true } satisfies RequiredTextRule,
} as const;

export const TRANSFER_MESSAGES = {
  destinationRequired: 'Choose the barangay you are moving to.',
  /** A request still open here would be left behind with no way to follow it. */
  openRequests: 'Finish or cancel your open document requests first: a request stays with the barangay that received it.',
  alreadyPending: 'You already asked to move. Cancel that request first to ask again.',
  notPending: 'This transfer was already decided or canceled.',
} as const;
