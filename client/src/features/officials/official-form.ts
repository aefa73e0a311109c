import {
  inMegabytes, MAX_PICTURE_BYTES, OFFICIAL_FIELDS, PICTURE_ACCEPT, PICTURE_MEDIA_TYPES, textProblem, type TextRule,
} from '@barangay-portal/domain';
import { z } from '../../ui/form/zod';
import {
  checked, datesOutOfOrder, fieldErrorsOf, optionalFile, sameNames, unchecked, type FormSchema,
} from '../../ui';
import type { OfficialsTranslate } from './messages';

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

export { PICTURE_ACCEPT };

/** The picture's limit in megabytes, as the hint and the refusal say it. */
const PICTURE_MEGABYTES = inMegabytes(MAX_PICTURE_BYTES);

/** The picture field's hint: 'An image (JPEG, PNG, WebP or GIF) of at most 5 MB.' */
export const pictureHint = (t: OfficialsTranslate): string => t('fields.picture.hint', { megabytes: PICTURE_MEGABYTES });

/** Rows per page (docs/rules/content.md#officials-screen). */
export const OFFICIALS_PAGE_SIZE = 5;

export const EMPTY_OFFICIAL: OfficialFormValues = {
  position: '', name: '', contactNumber: '', address: '', termStart: '', termEnd: '', officialPicture: null,
};

/**
 * The picture's problem, if any, as the server refuses it (the shared picture rule: images only, by the type
 * the file claims, of at most 5 MB); none without a file.
 */
export function pictureError(file: File | null, t: OfficialsTranslate): string | undefined {
  if (!file) return undefined;
  if (!(PICTURE_MEDIA_TYPES as readonly string[]).includes(file.type)) return t('fields.picture.notImage');
  return file.size > MAX_PICTURE_BYTES ? t('fields.picture.tooLarge', { megabytes: PICTURE_MEGABYTES }) : undefined;
}

type TextField = 'position' | 'name' | 'contactNumber' | 'address';

/**
 * Text that must be filled and keep to the server's rule (OFFICIAL_FIELDS): the rule decides, the field's own
 * messages (the server's, in the page's language) say why.
 */
const ruledText = (t: OfficialsTranslate, field: TextField) => {
  const rule: TextRule = OFFICIAL_FIELDS[field];
  return checked<string>((value) => {
    const text = value.trim();
    if (text === '') return t(`fields.${field}.required`);
    if (textProblem(text, rule) === undefined) return undefined;
    return text.length > rule.max ? t(`fields.${field}.tooLong`, { max: rule.max }) : t(`fields.${field}.refused`);
  });
};

export const officialFormSchema = (t: OfficialsTranslate): FormSchema<OfficialFormValues> => z.object({
  position: ruledText(t, 'position'),
  name: ruledText(t, 'name'),
  contactNumber: ruledText(t, 'contactNumber'),
  address: ruledText(t, 'address'),
  termStart: unchecked<string>(),
  termEnd: unchecked<string>(),
  officialPicture: optionalFile((file) => pictureError(file, t)),
}).superRefine((values, context) => {
  if (datesOutOfOrder(values.termStart, values.termEnd)) {
    context.addIssue({ code: 'custom', path: ['termEnd'], message: t('fields.termEnd.beforeStart') });
  }
});

/** Field messages for the values; an empty object when they can be sent. */
export const validateOfficial = (values: OfficialFormValues, t: OfficialsTranslate): OfficialFormErrors =>
  fieldErrorsOf(officialFormSchema(t), values);

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
