/**
 * A fixed list of values under upper-case names, e.g. `{ PICKUP: 'pickup' }`: the value is what the database
 * and the REST API hold, the name is what GraphQL sends (the server registers the object as a GraphQL enum).
 * Plain objects rather than TypeScript enums, so a literal such as 'pickup' is a value of the type.
 */
export type Vocabulary = Readonly<Record<string, string>>;

/** The values of a vocabulary, e.g. 'pending' | 'pickup'. */
export type ValueOf<V extends Vocabulary> = V[keyof V];

/** The names of a vocabulary as GraphQL sends them, e.g. 'PENDING' | 'PICKUP'. */
export type NameOf<V extends Vocabulary> = keyof V & string;

/** The GraphQL name of a value: nameOf(DocumentRequestStatus, 'pickup') is 'PICKUP'. */
export function nameOf<V extends Vocabulary>(vocabulary: V, value: ValueOf<V>): NameOf<V> {
  const name = (Object.keys(vocabulary) as Array<NameOf<V>>).find((key) => vocabulary[key] === value);
  if (name === undefined) throw new RangeError(`${String(value)} is not a value of this vocabulary`);
  return name;
}

/** `value` spelled as in `choices`, whatever its letter case and surrounding spaces; undefined when it is none of them. */
export function canonicalChoice<T extends string>(value: string | null | undefined, choices: readonly T[]): T | undefined {
  const wanted = (value ?? '').trim().toLowerCase();
  return choices.find((choice) => choice.toLowerCase() === wanted);
}
