import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../ui/testing/in-english';
import {
  DOCUMENT_TYPE_MESSAGES, placeholdersOf, EMPTY_DOCUMENT_TYPE_FORM, addField, documentTypeFormOf, hasErrors, newField, removeField,
  toDocumentTypeInput, updateField, validateDocumentType as validateIn, type DocumentTypeForm,
} from './document-type-form';
import { documentTypesMessages } from './messages';

// The form's messages in English, as the screen shows them.
const validateDocumentType = (form: DocumentTypeForm) => validateIn(inEnglish(documentTypesMessages), form);

describe('document type form (spec §3, §5 Document type)', () => {
  it('adds a field as text and required, each with its own key', () => {
    const first = newField();
    const second = newField();
    expect(first).toMatchObject({ name: '', fieldType: 'TEXT', required: true });
    expect(second.key).not.toBe(first.key);
  });

  it('adds, changes and removes fields by key, leaving the others alone', () => {
    let form = addField(addField(addField(EMPTY_DOCUMENT_TYPE_FORM)));
    const [a, b, c] = form.fields;
    form = updateField(form, b.key, { name: 'Purpose', fieldType: 'NUMBER', required: false });
    form = removeField(form, a.key);
    expect(form.fields.map((field) => field.key)).toEqual([b.key, c.key]);
    expect(form.fields[0]).toMatchObject({ name: 'Purpose', fieldType: 'NUMBER', required: false });
    expect(EMPTY_DOCUMENT_TYPE_FORM.fields).toEqual([]);
  });

  it("needs a name and at least one field: 'Please add at least one field before submitting.'", () => {
    const errors = validateDocumentType(EMPTY_DOCUMENT_TYPE_FORM);
    expect(errors.name).toBe('Name is required');
    expect(errors.fields).toBe(DOCUMENT_TYPE_MESSAGES.atLeastOneField);
    expect(hasErrors(errors)).toBe(true);
  });

  it('needs a name for each field, unique within the type', () => {
    let form = addField(addField(addField({ ...EMPTY_DOCUMENT_TYPE_FORM, name: 'Cedula' })));
    const [a, b, c] = form.fields;
    form = updateField(form, a.key, { name: 'Purpose' });
    form = updateField(form, c.key, { name: ' Purpose ' });
    const errors = validateDocumentType(form);
    expect(errors.fieldNames).toEqual({ [b.key]: 'Field name is required', [c.key]: 'Field names must be unique' });
    expect(errors.name).toBeUndefined();
    expect(errors.fields).toBeUndefined();
  });

  it('sends trimmed names with each type and required flag', () => {
    let form = addField({ name: ' Barangay Clearance ', description: ' For jobs ', fields: [] });
    form = updateField(form, form.fields[0].key, { name: ' Purpose ' });
    form = addField(form);
    form = updateField(form, form.fields[1].key, { name: 'Resident since', fieldType: 'DATE', required: false });
    expect(hasErrors(validateDocumentType(form))).toBe(false);
    expect(toDocumentTypeInput(form)).toEqual({
      name: 'Barangay Clearance',
      description: 'For jobs',
      targetProcessingDays: null,
      certificateTitle: null,
      certificateBody: null,
      fields: [
        { name: 'Purpose', fieldType: 'TEXT', required: true },
        { name: 'Resident since', fieldType: 'DATE', required: false },
      ],
    });
  });

  it('edits an existing type from its stored fields', () => {
    const form = documentTypeFormOf({
      name: 'Cedula', description: '', fields: [{ name: 'Income', fieldType: 'NUMBER', required: false }],
    });
    expect(form.fields).toHaveLength(1);
    expect(form.fields[0]).toMatchObject({ name: 'Income', fieldType: 'NUMBER', required: false });
  });

  it('accepts an empty target or a whole number of working days from 1 to 365', () => {
    const base = addField({ ...EMPTY_DOCUMENT_TYPE_FORM, name: 'Cedula' });
    const valid = updateField(base, base.fields[0].key, { name: 'Purpose' });
    for (const target of [null, 1, 10, 365]) {
      expect(validateDocumentType({ ...valid, targetProcessingDays: target }).targetProcessingDays).toBeUndefined();
    }
    for (const target of [0, -2, 1.5, 366]) {
      const errors = validateDocumentType({ ...valid, targetProcessingDays: target });
      expect(errors.targetProcessingDays).toBe('Enter a whole number of working days from 1 to 365, or leave it empty.');
      expect(hasErrors(errors)).toBe(true);
    }
  });

  it('sends the target and the layout, with null for empty (the default layout, no target)', () => {
    const base = addField({ ...EMPTY_DOCUMENT_TYPE_FORM, name: 'Cedula' });
    const form = updateField(base, base.fields[0].key, { name: 'Purpose' });
    expect(toDocumentTypeInput({ ...form, targetProcessingDays: 4, certificateTitle: ' {full_name} ', certificateBody: 'Text\n\nMore ' }))
      .toMatchObject({ targetProcessingDays: 4, certificateTitle: '{full_name}', certificateBody: 'Text\n\nMore' });
    expect(toDocumentTypeInput({ ...form, certificateTitle: '  ', certificateBody: '' }))
      .toMatchObject({ targetProcessingDays: null, certificateTitle: null, certificateBody: null });
    const edited = documentTypeFormOf({
      name: 'Cedula', description: '', fields: [], targetProcessingDays: 7, certificateTitle: 'T', certificateBody: null,
    });
    expect(edited).toMatchObject({ targetProcessingDays: 7, certificateTitle: 'T', certificateBody: '' });
  });

  it('lists each placeholder once, with the field names, in braces', () => {
    expect(placeholdersOf(['full_name', 'purpose'], ['Purpose', ' Income ', ''])).toEqual(['{full_name}', '{purpose}', '{Income}']);
  });
});
