import { DATA_ACCESS_KIND_LABELS, ID_VIEW_PURPOSE_LABELS, type DataAccessKindName, type IdViewPurposeName } from '@barangay-portal/domain';
import type { SelectOption } from '../../ui';

// How the access ledger's screens show a view (docs/architecture.md#privacy-access-ledger); their own words are the
// catalogue's (messages.ts). What was viewed and why are the shared words of @barangay-portal/domain, the same as the
// server's export.

export const kindLabel = (kind: DataAccessKindName): string => DATA_ACCESS_KIND_LABELS[kind];
export const purposeLabel = (purpose: IdViewPurposeName | null | undefined): string => (purpose ? ID_VIEW_PURPOSE_LABELS[purpose] : '—');

/** The "What" filter: each kind by its GraphQL name. */
export const KIND_OPTIONS: readonly SelectOption[] = (Object.keys(DATA_ACCESS_KIND_LABELS) as DataAccessKindName[])
  .map((kind) => ({ value: kind, label: DATA_ACCESS_KIND_LABELS[kind] }));

/** Rows a page of either list shows. */
export const DATA_ACCESS_PAGE_SIZE = 10;

/** The export of a window: the REST address the server writes the CSV at. */
export const LEDGER_EXPORT_PATH = '/api/privacy/data-access.csv';
