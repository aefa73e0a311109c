// The access ledger (docs/architecture.md#privacy-access-ledger): which staff views of a resident's data are
// recorded, the purposes staff choose from when they open an ID image, and what both sides say about them.
import type { NameOf, ValueOf } from './vocabulary';

/** What a staff member viewed. GraphQL sends the names (ID_IMAGE), the database and REST the values (id_image). */
export const DataAccessKind = {
  ID_IMAGE: 'id_image',
  PROFILE: 'profile',
  REGISTRY_RECORD: 'registry_record',
  HOUSEHOLD_RECORD: 'household_record',
  /** Shown in a list (a page of the residents or the registry, the full REST user list): one row per request, every person shown. */
  LISTED: 'listed',
  /** Shown in the answer to a search by name or number: one row per request, every person found. */
  SEARCHED: 'searched',
  /** Written in an export (CSV or XLSX): one row per file, every person in it. */
  EXPORTED: 'exported',
} as const;
export type DataAccessKind = ValueOf<typeof DataAccessKind>;
export type DataAccessKindName = NameOf<typeof DataAccessKind>;

/** What was viewed, in words: the same for the resident's "Who viewed my data", the staff's ledger and its export. */
export const DATA_ACCESS_KIND_LABELS: Readonly<Record<DataAccessKindName, string>> = {
  ID_IMAGE: 'Valid ID image',
  PROFILE: 'Full profile',
  REGISTRY_RECORD: 'Registry record',
  HOUSEHOLD_RECORD: 'Household record (report)',
  LISTED: 'Listed in a list',
  SEARCHED: 'Listed in a search',
  EXPORTED: 'Included in an export',
};

/** The kinds recorded once per request for everyone shown (the ledger's resident_ids / inhabitant_ids), not one row per person. */
export const LISTING_KINDS: readonly DataAccessKind[] = [DataAccessKind.LISTED, DataAccessKind.SEARCHED, DataAccessKind.EXPORTED];

/** Why a staff member opens someone's ID image: the short fixed list they choose from. */
export const IdViewPurpose = {
  VERIFY_IDENTITY: 'verify_identity',
  PROCESS_DOCUMENT_REQUEST: 'process_document_request',
  RESPOND_TO_RESIDENT: 'respond_to_resident',
  LEGAL_OR_AUDIT_DUTY: 'legal_or_audit_duty',
} as const;
export type IdViewPurpose = ValueOf<typeof IdViewPurpose>;
export type IdViewPurposeName = NameOf<typeof IdViewPurpose>;

export const ID_VIEW_PURPOSE_LABELS: Readonly<Record<IdViewPurposeName, string>> = {
  VERIFY_IDENTITY: 'Verifying identity',
  PROCESS_DOCUMENT_REQUEST: 'Processing a document request',
  RESPOND_TO_RESIDENT: 'Responding to the resident',
  LEGAL_OR_AUDIT_DUTY: 'A legal or audit duty',
};

/** The purposes as the file route's `purpose` parameter takes them (the values), in the order staff are offered them. */
export const ID_VIEW_PURPOSES: readonly IdViewPurpose[] = Object.values(IdViewPurpose);

export const DATA_ACCESS_MESSAGES = {
  purposeRequired: 'Choose why you are opening this ID: verifying identity, processing a document request, '
    + 'responding to the resident, or a legal or audit duty.',
  windowRequired: 'Give the first and the last day of the window.',
  windowReversed: 'The last day is before the first day.',
} as const;
