import {
  BARANGAY_SETTINGS_FIELDS, fileTooLargeMessage, inMegabytes, INVALID_EMAIL_MESSAGE, isEmailAddress, MAX_PICTURE_BYTES, PICTURE_DESCRIPTION,
  PICTURE_MEDIA_TYPES, referencePrefixOf, RESIDENT_FIELDS, textProblem, uploadHint, type TextRule,
} from '@barangay-portal/domain';
import { z } from './zod';

/**
 * Zod pieces for the forms' schemas, each applying a rule of `@barangay-portal/domain` (the server's own),
 * so no limit or message is written twice (docs/architecture.md#client-forms).
 */

/** A value of type V refused with the message `check` gives (undefined: accepted). */
export const checked = <V>(check: (value: V) => string | undefined) =>
  z.custom<V>().superRefine((value, context) => {
    const message = check(value);
    if (message !== undefined) context.addIssue({ code: 'custom', message });
  });

/** Text that must be filled (spaces alone count as empty), then meet the shared text rule once trimmed. */
export const requiredText = (missing: string, rule?: TextRule) =>
  checked<string>((value) => {
    const text = value.trim();
    if (text === '') return missing;
    return rule ? textProblem(text, rule) : undefined;
  });

/** Text that may be empty, else meets the shared text rule once trimmed. */
export const optionalText = (rule: TextRule) => checked<string>((value) => textProblem(value.trim(), rule));

/** A choice from a select: V, or '' while unanswered, which is refused with `missing`. */
export const requiredChoice = <V extends string>(missing: string) =>
  checked<V | ''>((value) => (value === '' ? missing : undefined));

/** An account's login e-mail, as the server checks it: given, within the field's limits, an address. */
export const requiredEmail = () =>
  checked<string>((value) => {
    const text = value.trim();
    if (text === '') return RESIDENT_FIELDS.email.required;
    return textProblem(text, RESIDENT_FIELDS.email) ?? (isEmailAddress(text) ? undefined : INVALID_EMAIL_MESSAGE);
  });

/** The person a new staff or city account is for: login e-mail and names, as the server checks them. */
export const accountHolderFields = () => ({
  email: requiredEmail(),
  firstName: requiredText(RESIDENT_FIELDS.firstName.required, RESIDENT_FIELDS.firstName),
  lastName: requiredText(RESIDENT_FIELDS.lastName.required, RESIDENT_FIELDS.lastName),
});

/** The account holder's fields as sent: trimmed. */
export const accountHolderOf = ({ email, firstName, lastName }: { email: string; firstName: string; lastName: string }) =>
  ({ email: email.trim(), firstName: firstName.trim(), lastName: lastName.trim() });

/** A barangay's reference-number prefix, as the server checks it (lower case is accepted and kept in capitals). */
export const referencePrefix = () =>
  checked<string>((value) => {
    if (value.trim() === '') return BARANGAY_SETTINGS_FIELDS.referencePrefixRequired;
    return referencePrefixOf(value) === null ? BARANGAY_SETTINGS_FIELDS.referencePrefixInvalid : undefined;
  });

/** A value the form holds but does not check (a flag, an optional date). */
export const unchecked = <V>() => z.custom<V>();

/** A newly chosen file, or null (keep the current one); `problem` says what is wrong with a chosen one. */
export const optionalFile = (problem: (file: File) => string | undefined) =>
  checked<File | null>((file) => (file ? problem(file) : undefined));

/** What a public picture (an official's, the barangay's seal) is refused for, as the server says it. */
export const PICTURE_MESSAGES = {
  notImage: `Upload ${PICTURE_DESCRIPTION}.`,
  tooLarge: fileTooLargeMessage(MAX_PICTURE_BYTES),
} as const;

/** A public picture field's hint: 'An image (JPEG, PNG, WebP or GIF) of at most 5 MB.' */
export const PICTURE_HINT = uploadHint(PICTURE_DESCRIPTION, `of at most ${inMegabytes(MAX_PICTURE_BYTES)} MB.`);

/** A chosen picture's problem, if any: images only (by the type the file claims; the server reads its bytes), 5 MB at most. */
export function pictureProblem(file: File): string | undefined {
  if (!(PICTURE_MEDIA_TYPES as readonly string[]).includes(file.type)) return PICTURE_MESSAGES.notImage;
  return file.size > MAX_PICTURE_BYTES ? PICTURE_MESSAGES.tooLarge : undefined;
}

/** 'YYYY-MM-DD' texts compare in date order: true when both are given and `later` is before `earlier`. */
export const datesOutOfOrder = (earlier: string, later: string): boolean => earlier !== '' && later !== '' && later < earlier;
