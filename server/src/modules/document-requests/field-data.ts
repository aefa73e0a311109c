import { fieldRequiredMessage, fieldValueProblem, TEXT_LIMITS, textProblem } from '@barangay-portal/domain';
import { DomainError } from '../../common/domain-error';
import { DocumentTypeField } from '../document-types';

const NOT_A_VALUE = Symbol('not a value');

/** Values arrive as JSON; they are stored as text, as the original client sends them (booleans as "true"/"false"). */
function asText(value: unknown): string | null | typeof NOT_A_VALUE {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return String(value);
  return NOT_A_VALUE;
}

/**
 * Checks a request's field_data against its type's fields and returns the values to store. Every
 * problem is reported at once, each message naming its field.
 */
export function validateFieldData(fields: readonly DocumentTypeField[], data: unknown): Record<string, string> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw DomainError.invalid('INVALID_FIELD_DATA', { fieldData: ['field_data must be an object of field names and values.'] });
  }
  const problems: string[] = [];
  const known = new Set(fields.map((field) => field.name));
  for (const name of Object.keys(data)) {
    if (!known.has(name)) problems.push(`${name} is not a field of this document type.`);
  }
  const values: Record<string, string> = {};
  for (const field of fields) {
    const raw = (data as Record<string, unknown>)[field.name];
    const text = asText(raw);
    if (text === NOT_A_VALUE) {
      problems.push(`${field.name} must be a text, number or true/false value.`);
    } else if (text === null || text === '') {
      if (field.required) problems.push(fieldRequiredMessage(field.name));
    } else {
      // Values are free text, possibly several lines (a purpose), under the same rule as every other text.
      const problem = textProblem(text, { max: TEXT_LIMITS.freeText, label: field.name, multiline: true })
        ?? fieldValueProblem(field.field_type, field.name, text);
      if (problem === undefined) values[field.name] = text;
      else problems.push(problem);
    }
  }
  if (problems.length > 0) throw DomainError.invalid('INVALID_FIELD_DATA', { fieldData: problems });
  return values;
}
