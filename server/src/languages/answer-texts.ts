import type { Locale } from '@barangay-portal/domain';
import type { FieldErrors } from '../common/domain-error';
import { serverTexts } from './server-texts';

/** An error answer's texts in the asker's language: its message and each field's messages. */
export function translatedError<M extends string | null, F extends FieldErrors | undefined>(message: M, fields: F, locale: Locale): { message: M; fields: F } {
  const translate = (text: string) => serverTexts.translate(text, locale);
  return {
    message: (message === null ? message : translate(message)) as M,
    fields: (fields && Object.fromEntries(Object.entries(fields).map(([name, messages]) => [name, messages.map(translate)]))) as F,
  };
}
