import {
  fileTooLargeMessage, inMegabytes, MAX_PICTURE_BYTES, OFFICIAL_FIELDS, PICTURE_DESCRIPTION, textProblem, TERM_END_BEFORE_START_MESSAGE, uploadHint,
} from '@barangay-portal/domain';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMessages } from '../../lib/i18n/language-context';
import { officialsMessages } from './messages';
import {
  EMPTY_OFFICIAL, officialInput, pictureError as pictureErrorIn, pictureHint, validateOfficial as validateIn, type OfficialFormValues,
} from './official-form';

// The form's messages in English, the default language.
const t = renderHook(() => useMessages(officialsMessages)).result.current;
const validateOfficial = (values: OfficialFormValues) => validateIn(values, t);
const pictureError = (file: File) => pictureErrorIn(file, t);

const filled = { ...EMPTY_OFFICIAL, position: 'Punong Barangay', name: 'Maria Santos', contactNumber: '09171234567', address: 'Purok 1' };

describe('official form rules', () => {
  it('requires position, name, contact number and address', () => {
    expect(validateOfficial(EMPTY_OFFICIAL)).toEqual({
      position: 'Position is required',
      name: 'Name is required',
      contactNumber: 'Contact number is required',
      address: 'Address is required',
    });
    expect(validateOfficial(filled)).toEqual({});
    expect(validateOfficial({ ...filled, contactNumber: '0'.repeat(51), address: 'Purok\u0000 1' })).toEqual({
      contactNumber: 'Contact number must be at most 50 characters.',
      address: 'Address contains characters that are not allowed.',
    });
  });

  it('keeps the term dates optional but in order', () => {
    expect(validateOfficial({ ...filled, termStart: '2025-07-01' })).toEqual({});
    expect(validateOfficial({ ...filled, termStart: '2025-07-01', termEnd: '2025-06-30' }))
      .toEqual({ termEnd: 'Term end cannot be before term start.' });
    expect(validateOfficial({ ...filled, termStart: '2025-07-01', termEnd: '2028-06-30' })).toEqual({});
  });

  it('accepts images only, of at most 5 MB', () => {
    expect(pictureHint(t)).toBe('An image (JPEG, PNG, WebP or GIF) of at most 5 MB.');
    expect(pictureError(new File(['png'], 'photo.png', { type: 'image/png' }))).toBeUndefined();
    expect(pictureError(new File(['%PDF'], 'id.pdf', { type: 'application/pdf' }))).toBe('Upload an image (JPEG, PNG, WebP or GIF).');
    const large = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'large.jpg', { type: 'image/jpeg' });
    expect(pictureError(large)).toBe('The file is larger than 5 MB.');
    expect(validateOfficial({ ...filled, officialPicture: new File(['x'], 'notes.txt', { type: 'text/plain' }) }))
      .toEqual({ officialPicture: 'Upload an image (JPEG, PNG, WebP or GIF).' });
  });

  it("says in English what the server says", () => {
    for (const field of ['position', 'name', 'contactNumber', 'address'] as const) {
      const rule = OFFICIAL_FIELDS[field];
      expect(validateOfficial({ ...filled, [field]: ' ' })[field]).toBe(rule.required);
      const tooLong = 'x'.repeat(rule.max + 1);
      expect(validateOfficial({ ...filled, [field]: tooLong })[field]).toBe(textProblem(tooLong, rule));
      expect(validateOfficial({ ...filled, [field]: 'x\u0007' })[field]).toBe(textProblem('x\u0007', rule));
    }
    expect(validateOfficial({ ...filled, termStart: '2025-07-01', termEnd: '2025-06-30' }).termEnd).toBe(TERM_END_BEFORE_START_MESSAGE);
    expect(pictureHint(t)).toBe(uploadHint(PICTURE_DESCRIPTION, `of at most ${inMegabytes(MAX_PICTURE_BYTES)} MB.`));
    expect(pictureError(new File(['x'], 'notes.txt', { type: 'text/plain' }))).toBe(`Upload ${PICTURE_DESCRIPTION}.`);
    expect(pictureError(new File([new Uint8Array(MAX_PICTURE_BYTES + 1)], 'large.jpg', { type: 'image/jpeg' })))
      .toBe(fileTooLargeMessage(MAX_PICTURE_BYTES));
  });

  it('leaves empty term dates out of a new official and clears them on an edit', () => {
    expect(officialInput({ ...filled, name: ' Maria Santos ' }, 'create')).toEqual({
      position: 'Punong Barangay', name: 'Maria Santos', contactNumber: '09171234567', address: 'Purok 1', termStart: null, termEnd: null,
    });
    expect(officialInput(filled, 'update')).toMatchObject({ termStart: '', termEnd: '' });
  });
});
