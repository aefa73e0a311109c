/** The official form's values and rules (spec §5 Official), mirroring the server's input rules. */

export interface OfficialFormValues {
  position: string;
  name: string;
  contactNumber: string;
  address: string;
  /** 'YYYY-MM-DD' or ''. */
  termStart: string;
  termEnd: string;
  /** A newly chosen picture; null keeps the current one. */
  officialPicture: File | null;
}

export type OfficialField = keyof OfficialFormValues;
export type OfficialFormErrors = Partial<Record<OfficialField, string>>;

/** The server's limits (5 MB pictures of these types). */
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const PICTURE_ACCEPT = 'image/*';

export const OFFICIAL_MESSAGES = {
  positionRequired: 'Position is required',
  nameRequired: 'Name is required',
  contactNumberRequired: 'Contact number is required',
  addressRequired: 'Address is required',
  positionTooLong: 'Position must be at most 100 characters.',
  nameTooLong: 'Name must be at most 100 characters.',
  contactNumberTooLong: 'Contact number must be at most 50 characters.',
  addressTooLong: 'Address must be at most 300 characters.',
  termEndBeforeStart: 'Term end cannot be before term start.',
  pictureNotImage: 'Upload an image (JPEG, PNG, WebP or GIF).',
  pictureTooLarge: 'The file is larger than 5 MB.',
} as const;

/** Spec §2 and §8 texts of the Barangay Officials screen. */
export const OFFICIAL_TEXTS = {
  added: 'Official added.',
  updated: 'Official updated.',
  deleted: 'Official deleted.',
  loadFailed: 'Failed to load officials.',
  deleteFailed: 'Delete failed.',
  saveFailed: 'Save failed.',
  confirmDelete: 'Are you sure you want to delete this official?',
  deleteLabel: 'Delete Official',
  keepLabel: 'Keep Official',
  empty: 'No officials found.',
} as const;

/** Rows per page (spec §9). */
export const OFFICIALS_PAGE_SIZE = 5;

export const EMPTY_OFFICIAL: OfficialFormValues = {
  position: '', name: '', contactNumber: '', address: '', termStart: '', termEnd: '', officialPicture: null,
};

const length = (text: string) => Array.from(text).length;

function required(value: string, max: number, missing: string, tooLong: string): string | undefined {
  const text = value.trim();
  if (text === '') return missing;
  return length(text) > max ? tooLong : undefined;
}

/** The picture's problem, if any: images only (decided by the file's type here; the server reads its bytes). */
export function pictureError(file: File | null): string | undefined {
  if (!file) return undefined;
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return OFFICIAL_MESSAGES.pictureNotImage;
  return file.size > PICTURE_MAX_BYTES ? OFFICIAL_MESSAGES.pictureTooLarge : undefined;
}

/** Field messages for the values; an empty object when they can be sent. */
export function validateOfficial(values: OfficialFormValues): OfficialFormErrors {
  const errors: OfficialFormErrors = {
    position: required(values.position, 100, OFFICIAL_MESSAGES.positionRequired, OFFICIAL_MESSAGES.positionTooLong),
    name: required(values.name, 100, OFFICIAL_MESSAGES.nameRequired, OFFICIAL_MESSAGES.nameTooLong),
    contactNumber: required(values.contactNumber, 50, OFFICIAL_MESSAGES.contactNumberRequired, OFFICIAL_MESSAGES.contactNumberTooLong),
    address: required(values.address, 300, OFFICIAL_MESSAGES.addressRequired, OFFICIAL_MESSAGES.addressTooLong),
    // 'YYYY-MM-DD' texts compare in date order.
    termEnd: values.termStart && values.termEnd && values.termEnd < values.termStart ? OFFICIAL_MESSAGES.termEndBeforeStart : undefined,
    officialPicture: pictureError(values.officialPicture),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined)) as OfficialFormErrors;
}

/**
 * The GraphQL input. A new official leaves out empty term dates; an edit sends '' for a cleared date,
 * which the server takes as "remove it".
 */
export function officialInput(values: OfficialFormValues, mode: 'create' | 'update') {
  const date = (value: string) => (value === '' && mode === 'create' ? null : value);
  return {
    position: values.position.trim(),
    name: values.name.trim(),
    contactNumber: values.contactNumber.trim(),
    address: values.address.trim(),
    termStart: date(values.termStart),
    termEnd: date(values.termEnd),
  };
}
