// Importing the barangay's existing spreadsheet into the Registry of Barangay Inhabitants (docs/architecture.md#registry-of-inhabitants): the
// fields a column may fill, the header spellings the server recognises, and the limits and messages the wizard
// and the server both show. The rows themselves are checked by the registry's own input rules on the server.
import { nameKey } from './same-person';
import type { NameOf, ValueOf } from './vocabulary';

/** What a column of the file may fill. GraphQL sends the names (LAST_NAME). */
export const InhabitantImportField = {
  LAST_NAME: 'last_name',
  FIRST_NAME: 'first_name',
  MIDDLE_NAME: 'middle_name',
  SUFFIX: 'suffix',
  SEX: 'sex',
  BIRTHDATE: 'birthdate',
  BIRTH_PLACE: 'birth_place',
  CIVIL_STATUS: 'civil_status',
  CITIZENSHIP: 'citizenship',
  OCCUPATION: 'occupation',
  HOUSEHOLD_NUMBER: 'household_number',
  RELATIONSHIP_TO_HEAD: 'relationship_to_head',
  PUROK: 'purok',
  ADDRESS: 'address',
  PWD: 'pwd',
  SOLO_PARENT: 'solo_parent',
  INDIGENOUS: 'indigenous',
  FOUR_PS: 'four_ps',
  OUT_OF_SCHOOL_YOUTH: 'out_of_school_youth',
} as const;
export type InhabitantImportField = ValueOf<typeof InhabitantImportField>;
export type InhabitantImportFieldName = NameOf<typeof InhabitantImportField>;

interface ImportFieldRule {
  /** How the wizard names the field. */
  readonly label: string;
  /** Every row needs it, so a column must be chosen for it. */
  readonly required: boolean;
  /** Header texts recognised for it, compared by `headerKey` (letter case, accents, spaces and punctuation aside). */
  readonly headers: readonly string[];
}

const field = (label: string, headers: readonly string[], required = false): ImportFieldRule => ({ label, required, headers: [label, ...headers] });

/** Each field, in the order the wizard lists them. The first header is the one the registry's export writes. */
export const INHABITANT_IMPORT_FIELDS: Readonly<Record<InhabitantImportFieldName, ImportFieldRule>> = {
  LAST_NAME: field('Last Name', ['Surname', 'Apelyido', 'Family Name', 'Lastname', 'Apelyido ng Pamilya'], true),
  FIRST_NAME: field('First Name', ['Given Name', 'Firstname', 'Pangalan', 'Unang Pangalan'], true),
  MIDDLE_NAME: field('Middle Name', ['Middlename', 'Middle', 'Gitnang Pangalan', 'Middle Initial', 'M.I.']),
  SUFFIX: field('Suffix', ['Name Extension', 'Extension', 'Ext', 'Ext. Name', 'Jr./Sr.']),
  SEX: field('Sex', ['Gender', 'Kasarian'], true),
  BIRTHDATE: field('Birthdate', ['Date of Birth', 'Birth Date', 'Birthday', 'DOB', 'Kaarawan', 'Petsa ng Kapanganakan'], true),
  BIRTH_PLACE: field('Place of Birth', ['Birthplace', 'Birth Place', 'Lugar ng Kapanganakan'], true),
  CIVIL_STATUS: field('Civil Status', ['Marital Status', 'Katayuang Sibil'], true),
  CITIZENSHIP: field('Citizenship', ['Nationality', 'Pagkamamamayan']),
  OCCUPATION: field('Occupation', ['Profession', 'Job', 'Trabaho', 'Hanapbuhay']),
  HOUSEHOLD_NUMBER: field('Household No.', ['Household Number', 'Household #', 'Household ID', 'HH No.', 'HH Number', 'Household']),
  RELATIONSHIP_TO_HEAD: field('Relationship to Head', ['Relationship', 'Relation to Head', 'Relationship to Household Head', 'Relasyon']),
  PUROK: field('Purok', ['Sitio', 'Purok/Sitio', 'Purok or Sitio', 'Zone']),
  ADDRESS: field('Address', ['Home Address', 'Street Address', 'Tirahan']),
  PWD: field('PWD', ['Person with Disability', 'With Disability', 'Disabled']),
  SOLO_PARENT: field('Solo Parent', []),
  INDIGENOUS: field('IP', ['Indigenous', 'Indigenous People', 'Indigenous Peoples', 'IP Member']),
  FOUR_PS: field('4Ps', ["4P's", '4Ps Beneficiary', 'Pantawid']),
  OUT_OF_SCHOOL_YOUTH: field('OSY', ['Out of School Youth', 'Out-of-School Youth']),
};

/** A header as it is compared: "Household No." and "household  no" are one, "Apelyido" and "APELYÍDO" too. */
export function headerKey(header: string): string {
  return nameKey(header).replace(/[^a-z0-9]/g, '');
}

/** Where an import stands. GraphQL sends the names (IMPORTING). */
export const InhabitantImportStatus = {
  /** Uploaded and read: waiting for its mapping to be checked and the import to be started. */
  READY: 'ready',
  IMPORTING: 'importing',
  IMPORTED: 'imported',
  /** Nothing of it was imported: its rows had problems, or the import was cut short. It may be started again. */
  FAILED: 'failed',
} as const;
export type InhabitantImportStatus = ValueOf<typeof InhabitantImportStatus>;
export type InhabitantImportStatusName = NameOf<typeof InhabitantImportStatus>;

export const INHABITANT_IMPORT_STATUS_LABELS: Readonly<Record<InhabitantImportStatusName, string>> = {
  READY: 'Read, waiting to be imported',
  IMPORTING: 'Importing',
  IMPORTED: 'Imported',
  FAILED: 'Not imported',
};

const MB = 1024 * 1024;

/**
 * What an upload may hold, every cap in one place. The file's own size says little of what reading it costs: an
 * .xlsx workbook is a ZIP archive of XML, and a few kilobytes can unpack to gigabytes, or name a cell in the last of
 * Excel's 16,384 columns on every row. So the unpacked parts, the columns and the text kept are capped too, each
 * far above a real registry's needs (100,000 inhabitants by 19 columns, as Excel saves them: a 70 MB worksheet, a
 * 6 MB shared-strings part, about 15 million characters of text), and what passes a cap is refused before or while
 * it is read, never after it was built in memory.
 */
export const IMPORT_LIMITS = {
  /** A spreadsheet of 100,000 inhabitants is about 10 MB as CSV and less as XLSX. */
  fileBytes: 20 * MB,
  rows: 100_000,
  /** The import fills 19 fields; a barangay's sheet may have a few dozen more columns it leaves out (A to BL). */
  columns: 64,
  /** An .xlsx workbook has about ten parts (sheets, styles, shared strings, properties); more is not a spreadsheet. */
  workbookParts: 1000,
  /** A worksheet is read as a stream, so its size costs time, not memory: 100,000 rows of 19 columns take 70 MB. */
  worksheetBytes: 256 * MB,
  /** Every other part (the shared strings, the styles) is held whole in memory while the worksheet is read. */
  heldPartBytes: 32 * MB,
  /** Every part together, unpacked. */
  workbookBytes: 320 * MB,
  /** The text of the cells kept (the rows under the header, within its columns), which is stored with the import. */
  keptTextChars: 64_000_000,
} as const;

/** A column as spreadsheet programs name it: 1 is A, 27 AA, 16,384 XFD. */
export function columnLetters(column: number): string {
  let letters = '';
  for (let rest = column; rest > 0; rest = Math.floor((rest - 1) / 26)) letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

/** The file picker's `accept`: CSV and Excel workbooks (.xlsx). */
export const SPREADSHEET_ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Whether a file claims to be a spreadsheet the import reads: by its name, as spreadsheet programs name them. */
export function claimsSpreadsheetKind(file: { name: string }): boolean {
  return /\.(csv|xlsx)$/i.test(file.name);
}

/** The import's own messages; a row's field problems are the registry's input messages. */
export const IMPORT_MESSAGES = {
  unreadable: 'The file could not be read as a CSV or Excel (.xlsx) spreadsheet.',
  notSpreadsheet: 'Choose a CSV or Excel (.xlsx) file.',
  noRows: 'The file has no rows under its header row.',
  tooManyRows: `The file has more than ${IMPORT_LIMITS.rows.toLocaleString('en-US')} rows: split it into smaller files.`,
  tooLarge: `The file is larger than ${IMPORT_LIMITS.fileBytes / MB} MB.`,
  /** A value past the last column the import reads: where it is, so it can be found and moved or deleted. */
  tooManyColumns: (row: number, column: number) =>
    `Row ${row} has a value in column ${columnLetters(column)}, but the import reads only columns A to ${columnLetters(IMPORT_LIMITS.columns)} `
    + `(${IMPORT_LIMITS.columns} columns): delete or move what is after column ${columnLetters(IMPORT_LIMITS.columns)}.`,
  workbookTooLarge: `The workbook unpacks to more than the import reads (a sheet of at most ${IMPORT_LIMITS.worksheetBytes / MB} MB, `
    + `${IMPORT_LIMITS.workbookBytes / MB} MB in all): save only the registry's sheet as a new workbook, or as CSV.`,
  tooMuchText: `The rows hold more than ${IMPORT_LIMITS.keptTextChars / 1_000_000} million characters of text: split the file into smaller files.`,
  columnMissing: (label: string) => `Choose the column that holds ${label}.`,
  columnTwice: (label: string) => `${label} is chosen for more than one column.`,
  relationshipColumnMissing: 'With household numbers, choose the column that holds the relationship to the head too.',
  noSuchColumn: 'The file has no such column.',
  yesOrNo: (label: string) => `${label}: write yes or no (Y or N, 1 or 0, ✓ or empty).`,
  relationshipInvalid: 'Write the relationship to the head as Head, Spouse, Child, Parent, Sibling, Grandchild, Other relative or Not related.',
  purokWithoutHousehold: 'A purok is kept with the household: give the household number too.',
  householdPurokDiffers: (household: string, purok: string) => `Household ${household} is in ${purok}.`,
  cutShort: 'The import was cut short (the server stopped) and nothing of it was imported: start it again.',
  alreadyImported: 'This file was imported already.',
  alreadyImporting: 'This file is being imported.',
  notFound: 'This import is not known: upload the file again.',
  rowsHaveProblems: (count: number) => `Nothing was imported: ${count === 1 ? 'a row has a problem' : `${count.toLocaleString('en-US')} problems in the rows`}.`,
  /** Where a problem is: "Row 12, Birthdate: ..." (a problem of the whole file has no row). */
  problemAt: (row: number | null, column: string | null, message: string) =>
    `${[row === null ? null : `Row ${row}`, column].filter((part) => part !== null).join(', ')}${row === null && column === null ? '' : ': '}${message}`,
  changedMeanwhile: 'Nothing was imported: a household or purok of the file was added to the registry meanwhile. Check the file again.',
  failed: 'Nothing was imported: the import failed. Try again.',
} as const;
