/**
 * The Barangay Settings form's values and rules (docs/rules/accounts.md#barangay-settings-screen): the name, prefix and
 * sender rules and messages are the server's own (`BARANGAY_SETTINGS_FIELDS`), the seal is checked as every public picture.
 */
import { BARANGAY_SETTINGS_FIELDS as FIELDS, PICTURE_ACCEPT } from '@barangay-portal/domain';
import { z } from '../../ui/form/zod';
import {
  fieldErrorsOf, optionalFile, optionalText, PICTURE_HINT, pictureProblem, referencePrefix, requiredText, sameNames, type FormSchema,
} from '../../ui';

export { PICTURE_ACCEPT as SEAL_ACCEPT, PICTURE_HINT as SEAL_HINT };

export interface SettingsFormValues {
  name: string;
  /** As typed; sent trimmed and in capitals, as the server keeps it. */
  referencePrefix: string;
  /** Empty: e-mails come from the barangay's name. */
  emailSenderName: string;
  /** A newly chosen seal; null keeps the current one. */
  seal: File | null;
}

export type SettingsFormErrors = Partial<Record<keyof SettingsFormValues, string>>;

export const SETTINGS_MESSAGES = {
  nameRequired: FIELDS.name.required,
  referencePrefixRequired: FIELDS.referencePrefixRequired,
  referencePrefixInvalid: FIELDS.referencePrefixInvalid,
} as const;

export const EMPTY_SETTINGS: SettingsFormValues = { name: '', referencePrefix: '', emailSenderName: '', seal: null };

/** A prefix as the server keeps it: trimmed, in capitals (lower case is accepted and shown upper-cased). */
export const normalizedPrefix = (value: string): string => value.trim().toUpperCase();

export const settingsFormSchema: FormSchema<SettingsFormValues> = z.object({
  name: requiredText(SETTINGS_MESSAGES.nameRequired, FIELDS.name),
  referencePrefix: referencePrefix(),
  emailSenderName: optionalText(FIELDS.emailSenderName),
  seal: optionalFile(pictureProblem),
});

/** Field messages for the values; an empty object when they can be sent. */
export const validateSettings = (values: SettingsFormValues): SettingsFormErrors => fieldErrorsOf(settingsFormSchema, values);

/** The server's input fields (and the seal argument) are the form's. */
export const SETTINGS_SERVER_FIELDS = sameNames<SettingsFormValues>('name', 'referencePrefix', 'emailSenderName', 'seal');

/** The saved settings as the form holds them (no new seal chosen). */
export interface SavedSettings {
  name: string;
  referencePrefix: string;
  emailSenderName?: string | null;
}

export const settingsValuesOf = (saved: SavedSettings | null | undefined): SettingsFormValues => (saved
  ? { name: saved.name, referencePrefix: saved.referencePrefix, emailSenderName: saved.emailSenderName ?? '', seal: null }
  : EMPTY_SETTINGS);

/** The GraphQL input: trimmed, the prefix in capitals, an empty sender name as none. */
export function settingsInput(values: SettingsFormValues) {
  const sender = values.emailSenderName.trim();
  return { name: values.name.trim(), referencePrefix: normalizedPrefix(values.referencePrefix), emailSenderName: sender === '' ? null : sender };
}
