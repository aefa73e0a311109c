import { isCalendarDate } from './calendar';
import { isEmailAddress } from './text';
import { type NameOf, type ValueOf } from './vocabulary';

/** The kind of value a document type's field takes (docs/rules/documents.md#document-field-types). */
export const DocumentFieldType = {
  TEXT: 'text',
  NUMBER: 'number',
  DATE: 'date',
  BOOLEAN: 'boolean',
  EMAIL: 'email',
} as const;
export type DocumentFieldType = ValueOf<typeof DocumentFieldType>;
export type DocumentFieldTypeName = NameOf<typeof DocumentFieldType>;

export const DOCUMENT_FIELD_TYPES: readonly DocumentFieldType[] = Object.values(DocumentFieldType);

/** A document type needs at least one field (docs/rules/documents.md#document-field-definition). */
export const NO_FIELDS_MESSAGE = 'Please add at least one field before submitting.';
/** The largest target processing time of a document type, in working days. */
export const MAX_TARGET_PROCESSING_DAYS = 365;

const NUMBER_PATTERN = /^-?\d+(\.\d+)?$/;

/**
 * How a field names a yes/no value in its message: the API takes the texts true and false, the request form
 * offers Yes and No.
 */
export type BooleanWording = 'true/false' | 'Yes/No';

interface FieldTypeCheck {
  test: (text: string) => boolean;
  message: (name: string, booleans: BooleanWording) => string;
}

const CHECKS: Readonly<Record<DocumentFieldType, FieldTypeCheck | null>> = {
  [DocumentFieldType.TEXT]: null,
  [DocumentFieldType.NUMBER]: { test: (text) => NUMBER_PATTERN.test(text), message: (name) => `${name} must be a number.` },
  [DocumentFieldType.DATE]: { test: isCalendarDate, message: (name) => `${name} must be a date (YYYY-MM-DD).` },
  [DocumentFieldType.EMAIL]: { test: isEmailAddress, message: (name) => `${name} must be an e-mail address.` },
  [DocumentFieldType.BOOLEAN]: {
    test: (text) => text === 'true' || text === 'false',
    message: (name, booleans) => (booleans === 'Yes/No' ? `${name} must be Yes or No.` : `${name} must be true or false.`),
  },
};

/** The message for a required field left empty; the field's name leads it. */
export const fieldRequiredMessage = (name: string): string => `${name} is required.`;

/**
 * What is wrong with a filled-in value (trimmed text) of a field of type `type` named `name`; undefined when
 * it is of its type. Values are stored as text: numbers as written, booleans as 'true' or 'false'.
 */
export function fieldValueProblem(
  type: DocumentFieldType, name: string, text: string, booleans: BooleanWording = 'true/false',
): string | undefined {
  const check = CHECKS[type];
  return check && !check.test(text) ? check.message(name, booleans) : undefined;
}
