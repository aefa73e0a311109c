import { describe, expect, it } from 'vitest';
import { EMPTY_OFFICIAL, OFFICIAL_MESSAGES, officialInput, pictureError, validateOfficial } from './official-form';

const filled = { ...EMPTY_OFFICIAL, position: 'Punong Barangay', name: 'Maria Santos', contactNumber: '09171234567', address: 'Purok 1' };

describe('official form rules', () => {
  it('requires position, name, contact number and address', () => {
    expect(validateOfficial(EMPTY_OFFICIAL)).toEqual({
      position: OFFICIAL_MESSAGES.positionRequired,
      name: OFFICIAL_MESSAGES.nameRequired,
      contactNumber: OFFICIAL_MESSAGES.contactNumberRequired,
      address: OFFICIAL_MESSAGES.addressRequired,
    });
    expect(validateOfficial(filled)).toEqual({});
  });

  it('keeps the term dates optional but in order', () => {
    expect(validateOfficial({ ...filled, termStart: '2025-07-01' })).toEqual({});
    expect(validateOfficial({ ...filled, termStart: '2025-07-01', termEnd: '2025-06-30' }))
      .toEqual({ termEnd: 'Term end cannot be before term start.' });
    expect(validateOfficial({ ...filled, termStart: '2025-07-01', termEnd: '2028-06-30' })).toEqual({});
  });

  it('accepts images only, of at most 5 MB', () => {
    expect(pictureError(new File(['png'], 'photo.png', { type: 'image/png' }))).toBeUndefined();
    expect(pictureError(new File(['%PDF'], 'id.pdf', { type: 'application/pdf' }))).toBe(OFFICIAL_MESSAGES.pictureNotImage);
    const large = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'large.jpg', { type: 'image/jpeg' });
    expect(pictureError(large)).toBe('The file is larger than 5 MB.');
    expect(validateOfficial({ ...filled, officialPicture: new File(['x'], 'notes.txt', { type: 'text/plain' }) }))
      .toEqual({ officialPicture: OFFICIAL_MESSAGES.pictureNotImage });
  });

  it('leaves empty term dates out of a new official and clears them on an edit', () => {
    expect(officialInput({ ...filled, name: ' Maria Santos ' }, 'create')).toEqual({
      position: 'Punong Barangay', name: 'Maria Santos', contactNumber: '09171234567', address: 'Purok 1', termStart: null, termEnd: null,
    });
    expect(officialInput(filled, 'update')).toMatchObject({ termStart: '', termEnd: '' });
  });
});
