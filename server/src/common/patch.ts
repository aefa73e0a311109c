/*
 * Applying an update input to a stored record: a field that was not sent (undefined) or sent as null keeps
 * its stored value, so clients may send only what changed (docs/rules/content.md#partial-updates: "only non-null values sent").
 */

/** `next` when it was sent, else `current`. Text is trimmed. */
export function patched<T>(current: T, next: T | null | undefined): T {
  if (next === undefined || next === null) return current;
  return (typeof next === 'string' ? next.trim() : next) as T;
}

/** An optional text value: not sent keeps it, empty text removes it, anything else replaces it (trimmed). */
export function patchedOptional(current: string | null, next: string | null | undefined): string | null {
  if (next === undefined || next === null) return current;
  const text = next.trim();
  return text === '' ? null : text;
}
