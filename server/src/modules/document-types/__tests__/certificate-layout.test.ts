import { DocumentFieldType } from '../document-type.entity';
import {
  availablePlaceholders, displayValue, fillPlaceholders, paragraphsOf, placeholderValues, unknownPlaceholders,
} from '../certificate-layout';

const fields = [
  { name: 'Purpose', field_type: DocumentFieldType.TEXT, required: true },
  { name: 'Business name', field_type: DocumentFieldType.TEXT, required: true },
  { name: 'Home based', field_type: DocumentFieldType.BOOLEAN, required: false },
  { name: 'Opening date', field_type: DocumentFieldType.DATE, required: false },
];
const builtIns = {
  full_name: 'Juan Santos Dela Cruz', first_name: 'Juan', last_name: 'Dela Cruz', address: 'Purok 1', purpose: '',
  document_type: 'Business Permit', reference_number: 'BRGY-2026-000001', issue_date: 'May 5, 2026', barangay_name: 'Barangay San Isidro',
};

describe('certificate layouts', () => {
  it('offers the built-in placeholders and every field name once', () => {
    expect(availablePlaceholders(fields)).toEqual([
      'full_name', 'first_name', 'last_name', 'address', 'purpose', 'document_type', 'reference_number', 'issue_date', 'barangay_name',
      'Business name', 'Home based', 'Opening date',
    ]);
  });

  it('names the placeholders a type does not offer, whatever their letter case', () => {
    expect(unknownPlaceholders('{FULL_NAME} of {business name} for {Purpose}: {colour} {colour} {age}', fields)).toEqual(['{colour}', '{age}']);
  });

  it('fills placeholders in any letter case, reads {purpose} from the Purpose field, and shows booleans and dates plainly', () => {
    const values = placeholderValues(builtIns, fields, { Purpose: 'Loan', 'Business name': 'Sari-sari', 'Home based': 'true', 'Opening date': '2026-12-01' });
    expect(fillPlaceholders('{Full_Name} ({purpose}) runs {Business name}, home based: {home based}, since {Opening date}. {unknown}', values))
      .toBe('Juan Santos Dela Cruz (Loan) runs Sari-sari, home based: Yes, since December 1, 2026. {unknown}');
  });

  it('splits a body into paragraphs at blank lines', () => {
    expect(paragraphsOf('One\nstill one\n\n  \nTwo\n\n')).toEqual(['One\nstill one', 'Two']);
  });

  it('shows values as people read them', () => {
    expect(displayValue(DocumentFieldType.BOOLEAN, 'false')).toBe('No');
    expect(displayValue(DocumentFieldType.NUMBER, '15000')).toBe('15000');
  });
});
