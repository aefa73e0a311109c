import {
  IMPORT_LIMITS, IMPORT_MESSAGES, INHABITANT_IMPORT_FIELDS, INHABITANT_SECTOR_LABELS, claimsSpreadsheetKind,
  type InhabitantImportFieldName, type InhabitantSectorName,
} from '@barangay-portal/domain';
import type { SelectOption } from '../../ui';

// The import wizard's rules and words. The server decides; the wizard only spares a round trip
// (a file that is no spreadsheet, a mapping without a required field) with the shared limits and messages.

/** Where the file goes: read and kept by the server, which answers the import's id. */
export const IMPORT_UPLOAD_URL = '/api/registry/imports/';

/** How often the wizard asks how far a running import has gone. */
export const IMPORT_POLL_MS = 1000;

/** "1 household", "2 households". */
const counted = (count: number, one: string, many: string) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

export const IMPORT_TEXTS = {
  title: 'Import inhabitants from a spreadsheet',
  backToRegistry: 'Back to the registry',
  importLink: 'Import from a spreadsheet',
  fileStep: '1. Choose the file',
  fileLabel: 'Spreadsheet (CSV or Excel .xlsx)',
  fileHint: `The first row that names the columns is read as the header; at most ${IMPORT_LIMITS.rows.toLocaleString('en-US')} rows.`,
  upload: 'Upload and read the file',
  uploading: (name: string) => `Uploading ${name}`,
  uploadFailed: 'The file could not be uploaded. Check the connection and try again.',
  reading: 'The server is reading the file…',
  mappingStep: '2. Match the columns',
  mappingHint: 'Each column of the file fills the field chosen for it; "Leave out" skips it. Check the file to see every row\'s problems.',
  mappingCaption: 'Columns of the file',
  leaveOut: 'Leave out',
  headerRow: (file: string, row: number, rows: number) => `${file}: header on row ${row}, ${rows.toLocaleString('en-US')} rows under it.`,
  check: 'Check the file',
  checking: 'Checking every row…',
  checkFailed: 'The file could not be checked. Try again.',
  reportStep: '3. Dry run',
  ready: (rows: number, households: number, existing: number, puroks: number) =>
    `${counted(rows, 'row', 'rows')} can be imported: ${counted(households, 'new household', 'new households')} (${counted(existing, 'existing one', 'existing ones')} joined) and ${counted(puroks, 'new purok or sitio', 'new puroks or sitios')}.`,
  problems: (count: number) => `${counted(count, 'problem', 'problems')}: fix the file and upload it again, or change the columns. Nothing is imported while there is one.`,
  firstShown: (shown: number, count: number) => `The first ${shown.toLocaleString('en-US')} of ${count.toLocaleString('en-US')} are listed.`,
  problemsCaption: 'Problems by row',
  duplicatesTitle: 'Probable duplicates',
  duplicatesHint: 'Same family and first names and birthdate as an earlier row or an inhabitant already in the registry (letter case and accents aside). They do not stop the import.',
  duplicatesCaption: 'Probable duplicates',
  sameAsRow: (row: number) => `Row ${row} of the file`,
  sameAsInhabitant: (name: string) => `${name}, in the registry`,
  noProblems: 'No problems.',
  start: (rows: number) => `Import ${counted(rows, 'inhabitant', 'inhabitants')}`,
  startFailed: 'The import could not be started. Try again.',
  importing: 'Importing',
  rowsWritten: (written: number, total: number) => `${written.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} rows written`,
  importingHint: 'Every row is written in one transaction: nothing is kept unless all are. You may leave this page; the import goes on.',
  done: 'Imported',
  doneSummary: (inhabitants: number, households: number, puroks: number) =>
    `${counted(inhabitants, 'inhabitant', 'inhabitants')} added, with ${counted(households, 'new household', 'new households')} and ${counted(puroks, 'new purok or sitio', 'new puroks or sitios')}. Every row is in the audit log under your name.`,
  failed: 'Not imported',
  tryAgain: 'Back to the columns',
  another: 'Import another file',
  mappingChanged: 'The columns changed since the file was checked: check it again.',
} as const;

/** A wizard's select for a column: every field, required ones said so, the sectors by their full names. */
export const FIELD_OPTIONS: readonly SelectOption[] = (Object.keys(INHABITANT_IMPORT_FIELDS) as InhabitantImportFieldName[]).map((name) => {
  const field = INHABITANT_IMPORT_FIELDS[name];
  const sector = INHABITANT_SECTOR_LABELS[name as InhabitantSectorName] as string | undefined;
  const label = sector ? `${sector} (${field.label})` : field.label;
  return { value: name, label: field.required ? `${label}, required` : label };
});

/** A file the wizard sends: a spreadsheet by its name, within the size limit; else what to tell the user. */
export function fileProblem(file: File | null): string | null {
  if (!file || !claimsSpreadsheetKind(file)) return IMPORT_MESSAGES.notSpreadsheet;
  if (file.size > IMPORT_LIMITS.fileBytes) return IMPORT_MESSAGES.tooLarge;
  return null;
}

/** A column's chosen field, as the server takes it. */
export interface ColumnChoice {
  column: number;
  field: InhabitantImportFieldName | null;
}

/**
 * What the mapping lacks before the server is asked: the required fields without a column, and fields chosen twice
 * (the server checks the same, with the same messages).
 */
export function mappingProblems(mapping: readonly ColumnChoice[]): string[] {
  const chosen = mapping.flatMap((choice) => (choice.field === null ? [] : [choice.field]));
  const twice = [...new Set(chosen.filter((field, index) => chosen.indexOf(field) !== index))];
  const missing = (Object.keys(INHABITANT_IMPORT_FIELDS) as InhabitantImportFieldName[])
    .filter((name) => INHABITANT_IMPORT_FIELDS[name].required && !chosen.includes(name));
  const relationship = chosen.includes('HOUSEHOLD_NUMBER') && !chosen.includes('RELATIONSHIP_TO_HEAD') ? [IMPORT_MESSAGES.relationshipColumnMissing] : [];
  return [
    ...twice.map((name) => IMPORT_MESSAGES.columnTwice(INHABITANT_IMPORT_FIELDS[name].label)),
    ...missing.map((name) => IMPORT_MESSAGES.columnMissing(INHABITANT_IMPORT_FIELDS[name].label)),
    ...relationship,
  ];
}

/** What an upload's refusal says: the server's message for the file, else a general one. */
export function uploadRefusal(status: number, body: unknown): string {
  if (status === 0) return IMPORT_TEXTS.uploadFailed;
  const answer = (body ?? {}) as { file?: unknown; detail?: unknown };
  const [message] = Array.isArray(answer.file) ? answer.file : [answer.detail];
  return typeof message === 'string' ? message : IMPORT_TEXTS.uploadFailed;
}

/** The upload's answer: the import's id when it was read and kept. */
export function uploadedId(status: number, body: unknown): number | null {
  const id = (body as { id?: unknown } | null)?.id;
  return status === 201 && typeof id === 'number' ? id : null;
}
