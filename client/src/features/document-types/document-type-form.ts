import {
  DOCUMENT_FIELD_TYPES, DOCUMENT_TYPE_NAME, DocumentFieldType as FieldType, MAX_TARGET_PROCESSING_DAYS, nameOf, NO_FIELDS_MESSAGE,
} from '@barangay-portal/domain';
import { z } from '../../ui/form/zod';
import type { DocumentFieldType, DocumentTypeInput } from '../../gql/graphql';
import {
  checked, fieldErrorsOf, requiredChoice, requiredText, unchecked, type FormSchema,
} from '../../ui';
import type { DocumentTypesText } from './messages';

/**
 * The document type form (docs/rules/documents.md#document-type-fields) as pure functions: a name, a description, and at least one field, each
 * with a name (unique within the type), a type and a required flag. The server has the final word.
 */

export const FIELD_TYPES: readonly DocumentFieldType[] = DOCUMENT_FIELD_TYPES.map((type) => nameOf(FieldType, type));

/** The messages the server says too (the shared rules' words); the form's own are the catalogue's (./messages). */
export const DOCUMENT_TYPE_MESSAGES = {
  nameRequired: DOCUMENT_TYPE_NAME.required,
  atLeastOneField: NO_FIELDS_MESSAGE,
} as const;

/** The bounds of a target processing time, in working days (shared with the server). */
export const TARGET_DAYS_MAX = MAX_TARGET_PROCESSING_DAYS;

/**
 * The placeholders every certificate layout may use (the server lists them per type in
 * `certificatePlaceholders`, with the type's field names); used for a type not saved yet.
 */
export const BUILT_IN_PLACEHOLDERS: readonly string[] = [
  'full_name', 'first_name', 'last_name', 'address', 'purpose', 'document_type', 'reference_number', 'issue_date',
  'barangay_name',
];

/** The placeholders to list: the server's (or the built-ins) and the form's field names, each once, as `{name}`. */
export function placeholdersOf(known: readonly string[], fieldNames: readonly string[]): string[] {
  const seen = new Set<string>();
  const list: string[] = [];
  for (const name of [...known, ...fieldNames.map((field) => field.trim())]) {
    if (name === '' || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    list.push(`{${name}}`);
  }
  return list;
}

export interface FieldDraft {
  /** A key for React's list, stable while fields are added and removed; never sent. */
  key: number;
  name: string;
  fieldType: DocumentFieldType | '';
  required: boolean;
}

export interface DocumentTypeForm {
  name: string;
  description: string;
  fields: FieldDraft[];
  /** Working days; null: no commitment. */
  targetProcessingDays?: number | null;
  /** Empty: the default layout's title / text. */
  certificateTitle?: string;
  certificateBody?: string;
}

export interface DocumentTypeErrors {
  name?: string;
  /** The whole list's message (no field at all). */
  fields?: string;
  /** Per field, by its key. */
  fieldNames: Record<number, string>;
  fieldTypes: Record<number, string>;
  targetProcessingDays?: string;
  certificateTitle?: string;
  certificateBody?: string;
}

let nextKey = 1;

/** A new field is a text field and required (docs/rules/documents.md#document-field-types). */
export function newField(): FieldDraft {
  return { key: nextKey++, name: '', fieldType: 'TEXT', required: true };
}

export const EMPTY_DOCUMENT_TYPE_FORM: DocumentTypeForm = {
  name: '', description: '', fields: [], targetProcessingDays: null, certificateTitle: '', certificateBody: '',
};

/** The form for editing an existing type. */
export function documentTypeFormOf(type: {
  name: string; description: string; fields: readonly { name: string; fieldType: DocumentFieldType; required: boolean }[];
  targetProcessingDays?: number | null; certificateTitle?: string | null; certificateBody?: string | null;
}): DocumentTypeForm {
  return {
    name: type.name,
    description: type.description,
    targetProcessingDays: type.targetProcessingDays ?? null,
    certificateTitle: type.certificateTitle ?? '',
    certificateBody: type.certificateBody ?? '',
    fields: type.fields.map((field) => ({ ...newField(), name: field.name, fieldType: field.fieldType, required: field.required })),
  };
}

export const addField = (form: DocumentTypeForm): DocumentTypeForm => ({ ...form, fields: [...form.fields, newField()] });

export const removeField = (form: DocumentTypeForm, key: number): DocumentTypeForm =>
  ({ ...form, fields: form.fields.filter((field) => field.key !== key) });

export const updateField = (form: DocumentTypeForm, key: number, change: Partial<Omit<FieldDraft, 'key'>>): DocumentTypeForm =>
  ({ ...form, fields: form.fields.map((field) => (field.key === key ? { ...field, ...change } : field)) });

/** A target processing time: none, or a whole number of working days from 1 to the shared maximum. */
const targetProblem = (t: DocumentTypesText) => (target: number | null | undefined): string | undefined =>
  target === null || target === undefined || (Number.isInteger(target) && target >= 1 && target <= TARGET_DAYS_MAX)
    ? undefined
    : t('form.targetInvalid', { max: TARGET_DAYS_MAX });

const fieldDraftSchema = (t: DocumentTypesText) => z.object({
  key: unchecked<number>(),
  name: requiredText(t('form.fieldNameRequired')),
  fieldType: requiredChoice<DocumentFieldType>(t('form.fieldTypeRequired')),
  required: unchecked<boolean>(),
});

export const documentTypeFormSchema = (t: DocumentTypesText): FormSchema<DocumentTypeForm> => z.object({
  name: requiredText(DOCUMENT_TYPE_MESSAGES.nameRequired),
  description: unchecked<string>(),
  fields: z.array(fieldDraftSchema(t)).min(1, DOCUMENT_TYPE_MESSAGES.atLeastOneField),
  targetProcessingDays: checked<number | null>(targetProblem(t)).optional(),
  certificateTitle: unchecked<string>().optional(),
  certificateBody: unchecked<string>().optional(),
}).superRefine(({ fields }, context) => {
  // Each name once within the type, as trimmed; the first use keeps it.
  const seen = new Set<string>();
  fields.forEach(({ name }, index) => {
    const text = name.trim();
    if (text !== '' && seen.has(text)) {
      context.addIssue({ code: 'custom', path: ['fields', index, 'name'], message: t('form.fieldNameDuplicate') });
    }
    seen.add(text);
  });
});

/** The form's messages, the fields' by their keys. */
export function validateDocumentType(t: DocumentTypesText, form: DocumentTypeForm): DocumentTypeErrors {
  const found = fieldErrorsOf(documentTypeFormSchema(t), form);
  const errors: DocumentTypeErrors = {
    name: found.name, fields: found.fields, targetProcessingDays: found.targetProcessingDays, fieldNames: {}, fieldTypes: {},
  };
  form.fields.forEach(({ key }, index) => {
    if (found[`fields.${index}.name`]) errors.fieldNames[key] = found[`fields.${index}.name`];
    if (found[`fields.${index}.fieldType`]) errors.fieldTypes[key] = found[`fields.${index}.fieldType`];
  });
  return errors;
}

export const hasErrors = (errors: DocumentTypeErrors): boolean =>
  Boolean(errors.name || errors.fields || errors.targetProcessingDays || errors.certificateTitle || errors.certificateBody) ||
  Object.keys(errors.fieldNames).length > 0 ||
  Object.keys(errors.fieldTypes).length > 0;

const textOrNull = (value: string | undefined): string | null => {
  const text = (value ?? '').trim();
  return text === '' ? null : text;
};

/** The mutation input of a valid form. Target and layout are always sent: null clears them (the default layout). */
export function toDocumentTypeInput(form: DocumentTypeForm): DocumentTypeInput {
  return {
    name: form.name.trim(),
    description: form.description.trim(),
    targetProcessingDays: form.targetProcessingDays ?? null,
    certificateTitle: textOrNull(form.certificateTitle),
    certificateBody: textOrNull(form.certificateBody),
    fields: form.fields.map((field) => ({
      name: field.name.trim(),
      fieldType: field.fieldType === '' ? 'TEXT' : field.fieldType,
      required: field.required,
    })),
  };
}
