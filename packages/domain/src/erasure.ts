// Residents' erasure requests (Data Privacy Act, the right to erasure; docs/architecture.md#privacy-erasure): where a
// request stands, the rules of its fields and what both sides say.
import type { RequiredTextRule } from './field-rules';
import type { TextRule } from './text';
import type { NameOf, ValueOf } from './vocabulary';

/** Where an erasure request stands. GraphQL sends the names (PENDING), the database the values (pending). */
export const ErasureRequestStatus = {
  PENDING: 'pending',
  ERASED: 'erased',
  REFUSED: 'refused',
  WITHDRAWN: 'withdrawn',
} as const;
export type ErasureRequestStatus = ValueOf<typeof ErasureRequestStatus>;
export type ErasureRequestStatusName = NameOf<typeof ErasureRequestStatus>;

export const ERASURE_STATUS_LABELS: Readonly<Record<ErasureRequestStatusName, string>> = {
  PENDING: 'Waiting for the barangay',
  ERASED: 'Erased',
  REFUSED: 'Refused',
  WITHDRAWN: 'Withdrawn',
};

/** The resident's own words on why they ask; optional. */
export const ERASURE_REASON: TextRule = { max: 500, label: 'Reason', multiline: true };

/** Why staff refuse: told to the resident, so required. */
export const ERASURE_REFUSAL_REASON: RequiredTextRule = {
  max: 500, label: 'Reason', required: 'Say why the erasure is refused: the resident is told.', multiline: true,
};

/** What the value of an erased field reads in the audit log: which field changed stays, its values do not. */
export const ERASED_VALUE = '[erased]';

export const ERASURE_MESSAGES = {
  alreadyPending: 'You already asked for your data to be erased. Wait for the barangay\'s decision, or withdraw that request first.',
  notPending: 'This erasure request was already processed, refused or withdrawn.',
  notFound: 'Erasure request not found.',
  nothingToWithdraw: 'You have no erasure request waiting to be withdrawn.',
  residentMoved: 'The resident now belongs to another barangay: they can ask there for the erasure.',
  /** A record the erasure writes clashed with another (a unique key): the whole run was undone. */
  clashed: 'The erasure could not be completed: one of the records it changes clashed with another record. Nothing was erased '
    + 'and the request still waits: process it again, and if this happens again tell the portal\'s administrator.',
  /** What the resident confirms before asking: once processed, the account is closed. */
  confirmation: 'I understand that once the barangay processes this request my account is closed for good: I can no longer sign in, '
    + 'and what is erased cannot be brought back.',
  /** A certificate whose holder's data was erased keeps verifying but is never printed again. */
  certificateHolderErased: 'This certificate\'s holder had their personal data erased: it can no longer be printed as it was issued. '
    + 'Its verification page still answers for it.',
} as const;
