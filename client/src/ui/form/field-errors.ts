import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { graphqlErrorInfo, serverFieldErrors } from '../../lib/graphql-errors';
import type { z } from './zod';

/**
 * The first message of each field a schema refuses, keyed by the field's path ('title', 'fields.2.name'):
 * what the form shows, for the pure `validate...` functions the tests call.
 */
export function fieldErrorsOf(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    if (!(path in errors)) errors[path] = issue.message;
  }
  return errors;
}

/**
 * Puts the server's field messages (`serverFieldErrors`: input field name -> message) on the form's fields.
 * `fields` names the form field of each input field the form shows; the others are left out.
 */
export function setServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  messages: Record<string, string>,
  fields: Readonly<Record<string, FieldPath<T>>>,
): void {
  const shown = serverMessagesOn<FieldPath<T>>(messages, fields);
  for (const field of Object.keys(shown) as FieldPath<T>[]) {
    setError(field, { type: 'server', message: shown[field] });
  }
}

/** The server's field messages keyed by the form field showing each (`fields`: input field -> form field). */
export function serverMessagesOn<F extends string>(
  messages: Record<string, string>,
  fields: Readonly<Record<string, F>>,
): Partial<Record<F, string>> {
  const shown: Partial<Record<F, string>> = {};
  for (const [name, message] of Object.entries(messages)) {
    if (Object.hasOwn(fields, name)) shown[fields[name]] = message;
  }
  return shown;
}

/** The identity map of the named fields, for a form whose fields are called as the server's input fields. */
export const sameNames = <T extends FieldValues>(...names: readonly FieldPath<T>[]): Record<string, FieldPath<T>> =>
  Object.fromEntries(names.map((name) => [name, name]));

/**
 * A form the server refused: its field messages go on the fields `fields` shows, and the answer is the banner's words:
 * `checkFields` when some went on fields, else the server's own message for the whole (one already waits, say), else `failed`.
 */
export function refusalOnForm<T extends FieldValues>(
  caught: unknown,
  setError: UseFormSetError<T>,
  fields: Readonly<Record<string, FieldPath<T>>>,
  texts: { checkFields: string; failed: string },
): string {
  const messages = serverFieldErrors(caught);
  setServerFieldErrors(setError, messages, fields);
  if (Object.keys(serverMessagesOn(messages, fields)).length > 0) return texts.checkFields;
  return graphqlErrorInfo(caught).message ?? texts.failed;
}
