import {
  BARANGAY_TIME_ZONE, DATA_ACCESS_KIND_LABELS, DataAccessKind, ID_VIEW_PURPOSE_LABELS, IdViewPurpose, nameOf,
} from '@barangay-portal/domain';
import type { SpreadsheetColumn } from '../../common/spreadsheet';
import type { DataAccessEntry } from './data-access.types';

// The export's columns: every row whole, so a breach report's annex answers who saw what of whom, when and why.

const CLOCK = new Intl.DateTimeFormat('en-CA', {
  timeZone: BARANGAY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
  hourCycle: 'h23',
});

/** An instant on the barangay's clock to the second, "2026-05-04 14:03:09": sorts as text, reads as a time. */
export function barangayClockTime(instant: Date): string {
  const part = Object.fromEntries(CLOCK.formatToParts(instant).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}

export const LEDGER_COLUMNS: readonly SpreadsheetColumn<DataAccessEntry>[] = [
  { header: 'Entry', value: (row) => Number(row.id) },
  { header: 'Viewed at (Philippine time)', value: (row) => barangayClockTime(row.viewedAt), width: 20 },
  { header: 'Staff member', value: (row) => row.viewerName, width: 22 },
  { header: 'Staff e-mail', value: (row) => row.viewerEmail, width: 26 },
  { header: 'Office', value: (row) => row.viewerOffice, width: 18 },
  { header: 'Whose data', value: (row) => row.subjectName, width: 22 },
  { header: 'Resident account', value: (row) => row.residentId },
  { header: 'Inhabitant', value: (row) => row.inhabitantId },
  { header: 'What', value: (row) => DATA_ACCESS_KIND_LABELS[nameOf(DataAccessKind, row.kind)], width: 24 },
  { header: 'Purpose', value: (row) => (row.purpose === null ? null : ID_VIEW_PURPOSE_LABELS[nameOf(IdViewPurpose, row.purpose)]), width: 28 },
];
