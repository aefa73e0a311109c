import { DocumentFieldType } from '../../document-types/document-type.entity';
import { certificateContent, certifiedFields, contentAfterErasure, maskedName } from '../certificate-content';

const source = {
  barangay: { name: 'Barangay San Isidro', address: 'Rizal St., San Isidro', contactNumber: '0281234567', email: 'hall@sanisidro.ph' },
  documentType: {
    name: 'Barangay Clearance',
    fields: [
      { name: 'Purpose', field_type: DocumentFieldType.TEXT, required: true },
      { name: 'Employed', field_type: DocumentFieldType.BOOLEAN, required: false },
      { name: 'Notes', field_type: DocumentFieldType.TEXT, required: false },
    ],
    certificateTitle: null,
    certificateBody: null,
  },
  referenceNumber: 'BRGY-2026-000007',
  fieldData: { Purpose: 'Employment', Employed: 'true', Notes: '', Dropped: 'kept' },
  holder: { firstName: 'Juan', middleName: 'Santos', lastName: 'Dela Cruz', address: 'Purok 1' },
  punongBarangay: 'Maria Reyes',
  issuedAt: new Date('2026-05-04T16:30:00Z'), // May 5 in Manila
};

describe('certificateContent', () => {
  it('fills the default layout and lists the filled-in values, the dropped field last', () => {
    const content = certificateContent(source);
    expect(content.title).toBe('BARANGAY CLEARANCE');
    expect(content.paragraphs).toEqual([
      'TO WHOM IT MAY CONCERN:',
      'This is to certify that Juan Santos Dela Cruz, residing at Purok 1, is a resident of Barangay San Isidro.',
      'This Barangay Clearance is issued on May 5, 2026 upon the request of the above-named person for whatever legal purpose it may serve.',
    ]);
    expect(content.details).toEqual([
      { label: 'Purpose', value: 'Employment' }, { label: 'Employed', value: 'Yes' }, { label: 'Dropped', value: 'kept' },
    ]);
    expect(content.holder.fullName).toBe('Juan Santos Dela Cruz');
  });

  it("uses the type's own title and body", () => {
    const content = certificateContent({
      ...source,
      documentType: { ...source.documentType, certificateTitle: 'Clearance of {FIRST_NAME}', certificateBody: 'For {purpose}.\n\nRef {reference_number}' },
    });
    expect(content.title).toBe('Clearance of Juan');
    expect(content.paragraphs).toEqual(['For Employment.', 'Ref BRGY-2026-000007']);
  });
});

describe('maskedName', () => {
  it.each([
    [{ firstName: 'Juan', middleName: 'Santos', lastName: 'Dela Cruz' }, 'Juan S. D***'],
    [{ firstName: 'Maria Clara', middleName: '', lastName: 'ñato' }, 'Maria Clara Ñ***'],
    [{ firstName: 'Jose', middleName: 'P', lastName: 'Rizal' }, 'Jose P. R***'],
  ])('%j -> %s', (holder, expected) => {
    expect(maskedName(holder)).toBe(expected);
  });
});

describe('contentAfterErasure', () => {
  const issued = certificateContent({
    ...source,
    documentType: { ...source.documentType, certificateTitle: 'Clearance of {FIRST_NAME} {LAST_NAME}' },
  });
  const erased = contentAfterErasure(issued);

  it('keeps what the verification page shows: the masked name, the reference number and the certified details', () => {
    expect(maskedName(erased.holder)).toBe('Juan S. D***');
    expect(erased.referenceNumber).toBe('BRGY-2026-000007');
    expect(certifiedFields(erased)).toEqual(certifiedFields(issued));
    expect(erased.barangay).toEqual(issued.barangay);
  });

  it('keeps neither the family name, the middle name nor the address, in the holder or the printed text', () => {
    const kept = JSON.stringify(erased);
    for (const gone of ['Dela Cruz', 'Santos', 'Purok 1']) expect(kept).not.toContain(gone);
    expect(erased.holder).toEqual({ firstName: 'Juan', middleName: 'S', lastName: 'D', fullName: 'Juan S. D***', address: null });
    expect(erased.paragraphs).toEqual([]);
    expect(erased.title).toBe('BARANGAY CLEARANCE');
  });
});
