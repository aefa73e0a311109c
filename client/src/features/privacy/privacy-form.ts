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
