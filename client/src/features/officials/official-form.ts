import { OFFICIAL_FIELDS, PICTURE_ACCEPT, TERM_END_BEFORE_START_MESSAGE } from '@barangay-portal/domain';
import { z } from '../../ui/form/zod';
import {
  datesOutOfOrder, fieldErrorsOf, optionalFile, PICTURE_HINT, PICTURE_MESSAGES, pictureProblem, requiredText, sameNames, unchecked,
  type FormSchema,
} from '../../ui';

/** The official form's values and rules (docs/rules/content.md#official-fields); the text and picture rules are the server's own. */

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

export { PICTURE_ACCEPT, PICTURE_HINT };

const { position: POSITION, name: NAME, contactNumber: CONTACT_NUMBER, address: ADDRESS } = OFFICIAL_FIELDS;

export const OFFICIAL_MESSAGES = {
  positionRequired: POSITION.required,
  nameRequired: NAME.required,
  contactNumberRequired: CONTACT_NUMBER.required,
  addressRequired: ADDRESS.required,
  termEndBeforeStart: TERM_END_BEFORE_START_MESSAGE,
  pictureNotImage: PICTURE_MESSAGES.notImage,
  pictureTooLarge: PICTURE_MESSAGES.tooLarge,
} as const;

/** The texts of the Barangay Officials screen (docs/rules/content.md#official-messages). */
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

/** Rows per page (docs/rules/content.md#officials-screen). */
export const OFFICIALS_PAGE_SIZE = 5;

export const EMPTY_OFFICIAL: OfficialFormValues = {
  position: '', name: '', contactNumber: '', address: '', termStart: '', termEnd: '', officialPicture: null,
};

/** The picture's problem, if any (the shared picture rule); none without a file. */
export const pictureError = (file: File | null): string | undefined => (file ? pictureProblem(file) : undefined);

export const officialFormSchema: FormSchema<OfficialFormValues> = z.object({
  position: requiredText(OFFICIAL_MESSAGES.positionRequired, POSITION),
  name: requiredText(OFFICIAL_MESSAGES.nameRequired, NAME),
  contactNumber: requiredText(OFFICIAL_MESSAGES.contactNumberRequired, CONTACT_NUMBER),
  address: requiredText(OFFICIAL_MESSAGES.addressRequired, ADDRESS),
  termStart: unchecked<string>(),
  termEnd: unchecked<string>(),
  officialPicture: optionalFile(pictureError),
}).superRefine((values, context) => {
  if (datesOutOfOrder(values.termStart, values.termEnd)) {
    context.addIssue({ code: 'custom', path: ['termEnd'], message: OFFICIAL_MESSAGES.termEndBeforeStart });
  }
});

/** Field messages for the values; an empty object when they can be sent. */
export const validateOfficial = (values: OfficialFormValues): OfficialFormErrors => fieldErrorsOf(officialFormSchema, values);

/** The server's input fields (and the picture argument) are the form's. */
export const OFFICIAL_SERVER_FIELDS = sameNames<OfficialFormValues>(
  'position', 'name', 'contactNumber', 'address', 'termStart', 'termEnd', 'officialPicture',
);

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
