import {
  headerKey, IMPORT_MESSAGES, INHABITANT_IMPORT_FIELDS, InhabitantImportField, nameOf, type InhabitantImportFieldName,
} from '@barangay-portal/domain';
import { ImportErrors } from './import.errors';

/** Which field each column fills, by column (0 for the first): null for a column left out. */
export type ColumnFields = readonly (InhabitantImportField | null)[];

/** The other way round: the column of each field that has one. */
export type Mapping = ReadonlyMap<InhabitantImportField, number>;

/** A column's chosen field, as the wizard sends it. */
export interface ColumnChoice {
  readonly column: number;
  readonly field?: InhabitantImportField | null;
}

const FIELD_NAMES = Object.keys(INHABITANT_IMPORT_FIELDS) as InhabitantImportFieldName[];

/** Every recognised header spelling, compared by headerKey, to its field. */
const FIELD_BY_HEADER: ReadonlyMap<string, InhabitantImportField> = new Map(FIELD_NAMES.flatMap((name) =>
  INHABITANT_IMPORT_FIELDS[name].headers.map((header) => [headerKey(header), InhabitantImportField[name]] as const)));

export const labelOf = (field: InhabitantImportField): string => INHABITANT_IMPORT_FIELDS[nameOf(InhabitantImportField, field)].label;

/** The field a header names, if it is one of the spellings the import knows. */
export function recognisedField(header: string): InhabitantImportField | null {
  return FIELD_BY_HEADER.get(headerKey(header)) ?? null;
}

/** A header row names at least two fields the import knows; a title above it names none. */
export function isHeaderRow(cells: readonly string[]): boolean {
  return cells.filter((cell) => recognisedField(cell) !== null).length >= 2;
}

/** The proposed mapping: each column the field its header names, the first such column when two name the same. */
export function proposedFields(headers: readonly string[]): ColumnFields {
  const taken = new Set<InhabitantImportField>();
  return headers.map((header) => {
    const field = recognisedField(header);
    if (field === null || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}

/**
 * The mapping the staff member chose, checked: each column is one of the file's, no field is filled from two
 * columns, every required field has its column, and household numbers come with the relationship to the head.
 * Refused with every problem at once.
 */
export function mappingOf(headers: readonly string[], choices: readonly ColumnChoice[]): Mapping {
  const problems: string[] = [];
  const mapping = new Map<InhabitantImportField, number>();
  for (const { column, field } of choices) {
    if (field === null || field === undefined) continue;
    if (!Number.isInteger(column) || column < 0 || column >= headers.length) problems.push(IMPORT_MESSAGES.noSuchColumn);
    else if (mapping.has(field)) problems.push(IMPORT_MESSAGES.columnTwice(labelOf(field)));
    else mapping.set(field, column);
  }
  for (const name of FIELD_NAMES) {
    if (INHABITANT_IMPORT_FIELDS[name].required && !mapping.has(InhabitantImportField[name])) {
      problems.push(IMPORT_MESSAGES.columnMissing(INHABITANT_IMPORT_FIELDS[name].label));
    }
  }
  if (mapping.has(InhabitantImportField.HOUSEHOLD_NUMBER) && !mapping.has(InhabitantImportField.RELATIONSHIP_TO_HEAD)) {
    problems.push(IMPORT_MESSAGES.relationshipColumnMissing);
  }
  if (problems.length > 0) throw ImportErrors.mapping([...new Set(problems)]);
  return mapping;
}

/** The mapping as the import row keeps it (JSON): field name to column. */
export function storedMapping(mapping: Mapping): Record<string, number> {
  return Object.fromEntries(mapping);
}

/** The columns' fields from a kept mapping, for the wizard to show again. */
export function columnFieldsOf(headers: readonly string[], stored: Readonly<Record<string, number>>): ColumnFields {
  const byColumn = new Map(Object.entries(stored).map(([field, column]) => [column, field as InhabitantImportField]));
  return headers.map((_header, column) => byColumn.get(column) ?? null);
}
