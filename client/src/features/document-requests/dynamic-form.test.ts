import { fieldRequiredMessage, fieldValueProblem } from '@barangay-portal/domain';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMessages } from '../../lib/i18n/language-context';
import {
  booleanOptions, booleanText, displayValue as displayIn, emptyValues, fieldEntries as fieldEntriesIn, inputKindOf as inputKindIn, toFieldData,
  validateFieldValues as validateIn, type FieldValues, type RequestField,
} from './dynamic-form';
import { documentRequestsMessages } from './messages';

// The texts in English, the default language.
const t = renderHook(() => useMessages(documentRequestsMessages)).result.current;
const inputKindOf = (fieldType: RequestField['fieldType']) => inputKindIn(t, fieldType);
const validateFieldValues = (fields: readonly RequestField[], values: FieldValues) => validateIn(t, fields, values);
const displayValue = (value: unknown, fieldType?: RequestField['fieldType']) => displayIn(t, value, fieldType);
const fieldEntries = (fieldData: unknown, fields?: Parameters<typeof fieldEntriesIn>[2]) => fieldEntriesIn(t, fieldData, fields);

const FIELDS: RequestField[] = [
  { name: 'Purpose', fieldType: 'TEXT', required: true },
  { name: 'Years of Residency', fieldType: 'NUMBER', required: true },
  { name: 'Date Needed', fieldType: 'DATE', required: false },
  { name: 'Email', fieldType: 'EMAIL', required: false },
  { name: 'Registered Voter', fieldType: 'BOOLEAN', required: true },
];

describe('the Request Document form mapping (spec §5 Document request)', () => {
  it('gives each field type its input, and booleans a Select / Yes / No choice', () => {
    expect(inputKindOf('TEXT')).toEqual({ control: 'input', type: 'text' });
    expect(inputKindOf('NUMBER')).toEqual({ control: 'input', type: 'number' });
    expect(inputKindOf('DATE')).toEqual({ control: 'input', type: 'date' });
    expect(inputKindOf('EMAIL')).toEqual({ control: 'input', type: 'email' });
    expect(inputKindOf('BOOLEAN')).toEqual({ control: 'select', placeholder: 'Select', options: booleanOptions(t) });
    expect(booleanOptions(t)).toEqual([{ value: 'true', label: 'Yes' }, { value: 'false', label: 'No' }]);
  });

  it("turns yes/no answers into the text 'true' or 'false'", () => {
    expect(booleanText(true)).toBe('true');
    expect(booleanText('false')).toBe('false');
    expect(booleanText('')).toBe('');
    expect(booleanText('yes')).toBe('');
  });

  it('requires the required fields, naming each', () => {
    expect(validateFieldValues(FIELDS, emptyValues(FIELDS))).toEqual({
      Purpose: 'Purpose is required.',
      'Years of Residency': 'Years of Residency is required.',
      'Registered Voter': 'Registered Voter is required.',
    });
  });

  it('checks numbers, dates and e-mails when given', () => {
    const values = {
      Purpose: 'Employment', 'Years of Residency': 'twelve', 'Date Needed': '2026-02-30', Email: 'juan@', 'Registered Voter': 'true',
    };
    expect(validateFieldValues(FIELDS, values)).toEqual({
      'Years of Residency': 'Years of Residency must be a number.',
      'Date Needed': 'Date Needed must be a date (YYYY-MM-DD).',
      Email: 'Email must be an e-mail address.',
    });
    expect(validateFieldValues(FIELDS, { ...values, 'Years of Residency': '12.5', 'Date Needed': '2026-03-05', Email: 'juan@example.com' }))
      .toEqual({});
  });

  it('says in English what the server says', () => {
    const bad = { NUMBER: 'twelve', DATE: '2026-02-30', EMAIL: 'juan@', BOOLEAN: 'maybe', TEXT: 'anything' } as const;
    for (const field of FIELDS) {
      expect(validateFieldValues([field], {})[field.name]).toBe(field.required ? fieldRequiredMessage(field.name) : undefined);
      const type = field.fieldType.toLowerCase() as Parameters<typeof fieldValueProblem>[0];
      expect(validateFieldValues([field], { [field.name]: bad[field.fieldType] })[field.name])
        .toBe(fieldValueProblem(type, field.name, bad[field.fieldType], 'Yes/No'));
    }
    expect(validateFieldValues([FIELDS[4]], { 'Registered Voter': 'maybe' })).toEqual({ 'Registered Voter': 'Registered Voter must be Yes or No.' });
  });

  it('sends trimmed values and leaves out empty optional fields', () => {
    expect(toFieldData(FIELDS, {
      Purpose: ' Employment ', 'Years of Residency': '12', 'Date Needed': '', Email: '  ', 'Registered Voter': 'false',
    })).toEqual({ Purpose: 'Employment', 'Years of Residency': '12', 'Registered Voter': 'false' });
  });

  it('shows stored values, booleans as Yes / No', () => {
    expect(displayValue('true', 'BOOLEAN')).toBe('Yes');
    expect(displayValue('false')).toBe('No');
    expect(displayValue('true', 'TEXT')).toBe('true');
    expect(displayValue(12)).toBe('12');
    expect(displayValue(null)).toBe('');
    expect(fieldEntries({ Voter: 'true', Purpose: 'Employment' })).toEqual([['Purpose', 'Employment'], ['Voter', 'Yes']]);
    expect(fieldEntries(null)).toEqual([]);
    // A date field's answer reads as a date; a text field that looks like one stays as written.
    expect(fieldEntries({ 'Date Needed': '2026-12-20', Note: '2026-12-20' }, [{ name: 'Date Needed', fieldType: 'DATE' }, { name: 'Note', fieldType: 'TEXT' }]))
      .toEqual([['Date Needed', 'December 20, 2026'], ['Note', '2026-12-20']]);
    expect(displayValue('not a date', 'DATE')).toBe('not a date');
    expect(fieldEntries(['x'])).toEqual([]);
  });
});
