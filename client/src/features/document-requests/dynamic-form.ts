import { DEFAULT_LOCALE, DocumentFieldType as FieldType, fieldValueProblem, type Locale, type MessageKey } from '@barangay-portal/domain';
import { z } from '../../ui/form/zod';
import type { DocumentFieldType } from '../../gql/graphql';
import { fieldErrorsOf, requiredChoice, unchecked, type FormSchema } from '../../ui';
import { formatDate } from '../../lib/format-date';
import type { DocumentRequestsTranslate } from './messages';

/**
 * The Request Document form (docs/rules/documents.md#request-document-modal) as pure functions: each field of the chosen document type becomes
 * an input of its type, required when the field is; booleans are a Select / Yes / No choice sent as the
 * text 'true' or 'false'. The checks of each type are shared with the server (which has the final word).
 */

export interface RequestField {
  name: string;
  fieldType: DocumentFieldType;
  required: boolean;
}

/** The control a field is rendered with. */
export type InputKind =
  | { control: 'input'; type: 'text' | 'number' | 'date' | 'email' }
  | { control: 'select'; options: readonly { value: string; label: string }[]; placeholder: string };

/** A yes/no field's choices, stored as the texts 'true' and 'false'. */
export const booleanOptions = (t: DocumentRequestsTranslate) => [
  { value: 'true', label: t('form.yes') },
  { value: 'false', label: t('form.no') },
] as const;

export function inputKindOf(t: DocumentRequestsTranslate, fieldType: DocumentFieldType): InputKind {
  switch (fieldType) {
    case 'NUMBER':
      return { control: 'input', type: 'number' };
    case 'DATE':
      return { control: 'input', type: 'date' };
    case 'EMAIL':
      return { control: 'input', type: 'email' };
    case 'BOOLEAN':
      return { control: 'select', options: booleanOptions(t), placeholder: t('form.select') };
    default:
      return { control: 'input', type: 'text' };
  }
}

/** A yes/no answer as the server stores it: 'true' or 'false'; anything else is no answer (''). */
export function booleanText(value: boolean | string | null | undefined): '' | 'true' | 'false' {
  if (value === true || value === 'true') return 'true';
  if (value === false || value === 'false') return 'false';
  return '';
}

/**
 * A stored value as shown: 'true' / 'false' read Yes / No for boolean fields; a date field's YYYY-MM-DD reads as the
 * portal writes dates, 'December 20, 2026' (docs/rules/common.md#date-display), or as stored if it is not a date.
 */
export function displayValue(t: DocumentRequestsTranslate, value: unknown, fieldType?: DocumentFieldType, locale: Locale = DEFAULT_LOCALE): string {
  let text: string;
  if (typeof value === 'string') text = value;
  else if (typeof value === 'number' || typeof value === 'boolean') text = String(value);
  else if (value === null || value === undefined) return '';
  else text = JSON.stringify(value);
  if (fieldType === 'BOOLEAN' || (fieldType === undefined && (text === 'true' || text === 'false'))) {
    return text === 'true' ? t('form.yes') : text === 'false' ? t('form.no') : text;
  }
  if (fieldType === 'DATE') return formatDate(text, text, locale);
  return text;
}

export type FieldValues = Record<string, string>;
export type FieldErrors = Record<string, string>;

export const emptyValues = (fields: readonly RequestField[]): FieldValues =>
  Object.fromEntries(fields.map((field) => [field.name, '']));

/** The Request Document form: the chosen type, its fields, and an answer per field (by position: names may hold dots). */
export interface RequestForm {
  typeId: string;
  typeFields: readonly RequestField[];
  answers: string[];
}

/** The form for a (newly chosen) type: every answer empty. */
export const requestFormOf = (typeId: string, typeFields: readonly RequestField[]): RequestForm =>
  ({ typeId, typeFields, answers: typeFields.map(() => '') });

/** What each type's check says of a value not of its type (the server's words: fieldValueProblem's, with Yes and No). */
const VALUE_PROBLEMS: Readonly<Partial<Record<DocumentFieldType, MessageKey<'documentRequests'>>>> = {
  NUMBER: 'answers.notNumber',
  DATE: 'answers.notDate',
  EMAIL: 'answers.notEmail',
  BOOLEAN: 'answers.notYesNo',
};

/** What is wrong with an answer: missing (when required) or not of its field's type (the shared check); the field name leads the message. */
export function answerProblem(t: DocumentRequestsTranslate, field: RequestField, answer: string): string | undefined {
  const text = answer.trim();
  if (text === '') return field.required ? t('answers.required', { field: field.name }) : undefined;
  if (fieldValueProblem(FieldType[field.fieldType], field.name, text, 'Yes/No') === undefined) return undefined;
  const problem = VALUE_PROBLEMS[field.fieldType];
  return problem ? t(problem, { field: field.name }) : undefined;
}

const requestFormShape = (t: DocumentRequestsTranslate) => ({
  typeId: requiredChoice(t('form.typeRequired')),
  typeFields: unchecked<readonly RequestField[]>(),
  answers: unchecked<string[]>(),
});

/** Each answer checked against its field: the message on that answer's input. */
const checkAnswers = (t: DocumentRequestsTranslate) => ({ typeFields, answers }: RequestForm, context: z.RefinementCtx): void => {
  typeFields.forEach((field, index) => {
    const message = answerProblem(t, field, answers[index] ?? '');
    if (message) context.addIssue({ code: 'custom', path: ['answers', index], message });
  });
};

export const requestFormSchema = (t: DocumentRequestsTranslate): FormSchema<RequestForm> =>
  z.object(requestFormShape(t)).superRefine(checkAnswers(t));

/** A request taken at the counter (walk-in service): the same form, for the inhabitant chosen. */
export interface CounterRequestForm extends RequestForm {
  inhabitantId: string;
}

export const counterRequestFormSchema = (t: DocumentRequestsTranslate): FormSchema<CounterRequestForm> => z.object({
  ...requestFormShape(t),
  inhabitantId: requiredChoice(t('counter.inhabitantRequired')),
}).superRefine(checkAnswers(t));

/** The answers keyed by field name, as the server takes them. */
export const answersByName = (fields: readonly RequestField[], answers: readonly string[]): FieldValues =>
  Object.fromEntries(fields.map((field, index) => [field.name, answers[index] ?? '']));

/** The message of each field that is missing (when required) or not of its type, by field name. */
export function validateFieldValues(t: DocumentRequestsTranslate, fields: readonly RequestField[], values: FieldValues): FieldErrors {
  const errors = fieldErrorsOf(requestFormSchema(t), { typeId: 'chosen', typeFields: fields, answers: fields.map((field) => values[field.name] ?? '') });
  return Object.fromEntries(fields.flatMap((field, index) => {
    const message = errors[`answers.${index}`];
    return message ? [[field.name, message]] : [];
  }));
}

/** The `fieldData` to send: trimmed values of the type's fields; optional fields left empty are not sent. */
export function toFieldData(fields: readonly RequestField[], values: FieldValues): Record<string, string> {
  const data: Record<string, string> = {};
  for (const field of fields) {
    const raw = values[field.name] ?? '';
    const text = field.fieldType === 'BOOLEAN' ? booleanText(raw.trim()) : raw.trim();
    if (text !== '') data[field.name] = text;
  }
  return data;
}

const byName = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/**
 * JSONObject values arrive typed as unknown: the request's field name -> value pairs, by name (the stored
 * object keeps no meaningful order), each shown as its field's kind says (`fields`: the type's fields).
 */
export function fieldEntries(
  t: DocumentRequestsTranslate, fieldData: unknown, fields: ReadonlyArray<Pick<RequestField, 'name' | 'fieldType'>> = [], locale: Locale = DEFAULT_LOCALE,
): [string, string][] {
  if (typeof fieldData !== 'object' || fieldData === null || Array.isArray(fieldData)) return [];
  const kinds = new Map(fields.map((field) => [field.name, field.fieldType]));
  return Object.entries(fieldData as Record<string, unknown>)
    .map(([name, value]): [string, string] => [name, displayValue(t, value, kinds.get(name), locale)])
    .sort(([a], [b]) => byName.compare(a, b));
}
