/**
 * The privacy notice screen's forms (docs/architecture.md#privacy-notice): the notice's text and the data protection
 * officer's contact, with the server's own rules and messages (PRIVACY_NOTICE_FIELDS).
 */
import { INVALID_EMAIL_MESSAGE, isEmailAddress, PRIVACY_NOTICE_FIELDS as FIELDS, textProblem } from '@barangay-portal/domain';
import { z } from '../../ui/form/zod';
import { checked, optionalText, requiredText, sameNames, type FormSchema } from '../../ui';

export interface NoticeFormValues {
  text: string;
}

export const noticeFormSchema: FormSchema<NoticeFormValues> = z.object({
  // Multi-line: the rule is applied as typed (line breaks are the notice's layout), the blank check on the trimmed text.
  text: checked<string>((value) => (value.trim() === '' ? FIELDS.text.required : textProblem(value, FIELDS.text))),
});

/** The server's input fields are the form's; `basedOnVersion` is refused only when someone published meanwhile (a banner). */
export const NOTICE_SERVER_FIELDS = sameNames<NoticeFormValues>('text');

export interface OfficerFormValues {
  name: string;
  email: string;
  phone: string;
}

export const officerFormSchema: FormSchema<OfficerFormValues> = z.object({
  name: requiredText(FIELDS.officerName.required, FIELDS.officerName),
  email: checked<string>((value) => {
    const text = value.trim();
    if (text === '') return FIELDS.officerEmail.required;
    return textProblem(text, FIELDS.officerEmail) ?? (isEmailAddress(text) ? undefined : INVALID_EMAIL_MESSAGE);
  }),
  phone: optionalText(FIELDS.officerPhone),
});

export const OFFICER_SERVER_FIELDS = sameNames<OfficerFormValues>('name', 'email', 'phone');

export const officerValuesOf = (officer: { name: string; email: string; phone?: string | null } | null | undefined): OfficerFormValues =>
  ({ name: officer?.name ?? '', email: officer?.email ?? '', phone: officer?.phone ?? '' });

/** The GraphQL input: trimmed, an empty phone as none. */
export function officerInput(values: OfficerFormValues) {
  const phone = values.phone.trim();
  return { name: values.name.trim(), email: values.email.trim(), phone: phone === '' ? null : phone };
}

/** What the staff screen says. */
export const PRIVACY_MANAGER_TEXTS = {
  title: 'Privacy Notice',
  editorTitle: 'The notice in force',
  editorIntro: (version: number) =>
    `Version ${version} is in force. Edit its text below and publish it as version ${version + 1}: earlier versions are kept as they were.`,
  textLabel: 'Privacy notice text',
  preview: 'Read it as residents see it',
  publish: (version: number) => `Publish as version ${version}`,
  confirmTitle: 'Publish a new version',
  confirmMessage: (version: number) =>
    `Publish version ${version} of the privacy notice? Every resident will be asked to read it and agree to it again before using the portal.`,
  confirmLabel: 'Publish',
  cancelLabel: 'Keep editing',
  publishing: 'Publishing...',
  published: (version: number) => `Version ${version} published. Residents will be asked to agree to it.`,
  publishFailed: 'The new version could not be published.',
  versionsTitle: 'Versions',
  versionsEmpty: 'No versions yet.',
  portalDefault: 'The portal (default text)',
  read: (version: number) => `Read version ${version}`,
  readNew: (version: number) => `Read version ${version}, published meanwhile`,
  officerTitle: 'Data protection officer',
  officerIntro: 'Shown with the privacy notice: how residents reach the barangay about their personal data.',
  officerSaved: "The data protection officer's contact was saved.",
  officerSaveFailed: "The data protection officer's contact could not be saved.",
  loadFailed: 'The privacy notice could not be loaded.',
  loading: 'Loading the privacy notice...',
} as const;
