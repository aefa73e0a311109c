/*
 * The shape of "Download my data" (docs/architecture.md#privacy-rights): the JSON file a resident downloads, and what
 * its PDF prints. Row values are as PostgreSQL writes them in JSON: times as ISO 8601 with their zone, calendar dates
 * as YYYY-MM-DD, enums as their stored values.
 */

/** A value of a row as it is in the file. */
export type RowValue = string | number | boolean | null | { readonly [key: string]: unknown } | readonly unknown[];

/** One row of a section: its columns, in the file's words. */
export type DataRow = Readonly<Record<string, RowValue>>;

/** What is kept about the resident and not given, and why. */
export interface WithheldItem {
  what: string;
  why: string;
}

/** A document request's own row. */
export interface DocumentRequestRow extends DataRow {
  id: number;
  referenceNumber: string;
}

/** A document request with what hangs from it. */
export interface DocumentRequestData extends DocumentRequestRow {
  /** Its status changes, oldest first, with who made each (name and office). */
  statusHistory: DataRow[];
  /** Its certificates: code, issue and revocation, and the content printed on it. */
  certificates: DataRow[];
}

export interface PersonalDataSections {
  /** The account's own columns (see `withheld` for those left out). */
  profile: DataRow;
  /** Two-factor sign-in: whether it is on and since when (never the secret); null when never set up. */
  twoFactor: DataRow | null;
  /** The recovery codes' rows: when made and used (never the codes or their hashes). */
  recoveryCodes: DataRow[];
  consents: DataRow[];
  /** Each with `statusHistory` and `certificates`. */
  documentRequests: DocumentRequestData[];
  notifications: DataRow[];
  transfers: DataRow[];
  idVerificationDecisions: DataRow[];
  idImageRemovals: DataRow[];
  /** The access ledger's rows about the account and its linked registry record. */
  dataAccesses: DataRow[];
  /** The registry record linked to the account, with its household's number, address and purok (no other member). */
  registryRecords: DataRow[];
  /** Sign-ins: each refresh token's times, grouped by `signIn` (never the token or its hash; no device is stored). */
  sessions: DataRow[];
  /** The audit log's entries about the resident's own rows. */
  auditLog: DataRow[];
  /** Their requests to correct a read-only detail of the profile, each with how it was decided and by whom (name and office). */
  correctionRequests: DataRow[];
  /** Their requests to have their personal data erased: status, reason, who decided (name and office), what was held and why. */
  erasureRequests: DataRow[];
}

/** The whole file. */
export interface PersonalData extends PersonalDataSections {
  /** What this file is, so a reader knows the shape: "barangay-portal/personal-data", version 1. */
  format: 'barangay-portal/personal-data';
  version: 1;
  generatedAt: string;
  /** The barangay whose portal answered (the account's own). */
  barangay: string;
  withheld: WithheldItem[];
}
