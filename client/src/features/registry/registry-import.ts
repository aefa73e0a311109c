import {
  IMPORT_LIMITS, IMPORT_MESSAGES, INHABITANT_IMPORT_FIELDS, INHABITANT_SECTOR_LABELS, claimsSpreadsheetKind,
  type InhabitantImportFieldName, type InhabitantSectorName,
} from '@barangay-portal/domain';
import type { SelectOption } from '../../ui';
import type { RegistryText } from './messages';

// The import wizard's rules (its words are the catalogue's, ./messages). The server decides; the wizard only spares a round trip
// (a file that is no spreadsheet, a mapping without a required field) with the shared limits and messages.

/** Where the file goes: read and kept by the server, which answers the import's id. */
export const IMPORT_UPLOAD_URL = '/api/registry/imports/';

/** How often the wizard asks how far a running import has gone. */
export const IMPORT_POLL_MS = 1000;

/** A wizard's select for a column: every field, required ones said so, the sectors by their full names. */
export const fieldOptions = (t: RegistryText): readonly SelectOption[] =>
  (Object.keys(INHABITANT_IMPORT_FIELDS) as InhabitantImportFieldName[]).map((name) => {
    const field = INHABITANT_IMPORT_FIELDS[name];
    const sector = INHABITANT_SECTOR_LABELS[name as InhabitantSectorName] as string | undefined;
    const label = sector ? t('import.sectorField', { sector, label: field.label }) : field.label;
    return { value: name, label: field.required ? t('import.requiredField', { label }) : label };
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
export function uploadRefusal(t: RegistryText, status: number, body: unknown): string {
  if (status === 0) return t('import.uploadFailed');
  const answer = (body ?? {}) as { file?: unknown; detail?: unknown };
  const [message] = Array.isArray(answer.file) ? answer.file : [answer.detail];
  return typeof message === 'string' ? message : t('import.uploadFailed');
}

/** The upload's answer: the import's id when it was read and kept. */
export function uploadedId(status: number, body: unknown): number | null {
  const id = (body as { id?: unknown } | null)?.id;
  return status === 201 && typeof id === 'number' ? id : null;
}
