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

/** How one field takes the value sent: `patched` or `patchedOptional`. */
export type FieldPatch<V> = (current: V, next: V | null | undefined) => V;

/** What an update input may say of the fields `P`: each one left out, null (kept), or its new value. */
export type Changes<P> = { [F in keyof P]?: P[F] | null };

/**
 * An update applied to a record's fields `P`, each field by its own rule (`patched`, `patchedOptional`),
 * so a record states once which of its fields are required and which an empty text removes.
 */
export function patchOf<P extends object>(rules: { [F in keyof P]-?: FieldPatch<P[F]> }): (current: P, changes: Changes<P>) => P {
  const fields = Object.keys(rules) as Array<keyof P>;
  return (current, changes) => {
    const content = {} as P;
    for (const field of fields) content[field] = rules[field](current[field], changes[field]);
    return content;
  };
}
