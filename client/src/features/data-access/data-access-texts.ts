import { DATA_ACCESS_KIND_LABELS, ID_VIEW_PURPOSE_LABELS, type DataAccessKindName, type IdViewPurposeName } from '@barangay-portal/domain';
import type { SelectOption } from '../../ui';

// What the access ledger's screens say (docs/architecture.md#privacy-access-ledger). What was viewed and why are the
// shared words of @barangay-portal/domain, the same as the server's export.

export const kindLabel = (kind: DataAccessKindName): string => DATA_ACCESS_KIND_LABELS[kind];
export const purposeLabel = (purpose: IdViewPurposeName | null | undefined): string => (purpose ? ID_VIEW_PURPOSE_LABELS[purpose] : '—');

/** The "What" filter: each kind by its GraphQL name. */
export const KIND_OPTIONS: readonly SelectOption[] = (Object.keys(DATA_ACCESS_KIND_LABELS) as DataAccessKindName[])
  .map((kind) => ({ value: kind, label: DATA_ACCESS_KIND_LABELS[kind] }));

/** Rows a page of either list shows. */
export const DATA_ACCESS_PAGE_SIZE = 10;

/** The export of a window: the REST address the server writes the CSV at. */
export const LEDGER_EXPORT_PATH = '/api/privacy/data-access.csv';

export const DATA_ACCESS_TEXTS = {
  // The resident's Profile
  myTitle: 'Who viewed my data',
  myIntro: 'Each time a barangay staff member opens your valid ID, your full profile or your record in the registry of '
    + 'inhabitants, or sees you in a list, a search or an export, it is recorded here: who, when, what, and for your ID why.',
  myCaption: 'Who viewed my data',
  myEmpty: 'No staff member has viewed your data yet.',
  myLoadFailed: 'Failed to load who viewed your data.',
  myPages: 'Who viewed my data pages',
  when: 'When',
  who: 'Staff member',
  office: 'Office',
  what: 'What',
  why: 'Purpose',
  // The staff's screen
  ledgerTitle: 'Data Access',
  ledgerIntro: "Every staff view of a resident's valid ID, full profile or registry record, and every list, search and "
    + 'export that showed them. Choose the first and last day to export that window as CSV (for a breach report).',
  ledgerList: 'Access Ledger',
  ledgerCaption: 'Access ledger',
  ledgerEmpty: 'No views match.',
  ledgerLoading: 'Loading the ledger...',
  ledgerLoadFailed: 'Failed to load the access ledger.',
  ledgerPages: 'Access ledger pages',
  from: 'First day',
  to: 'Last day',
  staffFilter: 'Staff member',
  staffPlaceholder: 'Name or e-mail',
  subjectFilter: 'Whose data',
  subjectPlaceholder: 'Resident or inhabitant name',
  kindFilter: 'What',
  whose: 'Whose data',
  staffEmail: 'Staff e-mail',
  exportCsv: 'Export CSV',
  exportName: 'Export CSV of the window',
  exportNeedsWindow: 'Choose the first and the last day to export.',
  exportFailed: 'The file could not be downloaded. Try again.',
} as const;
