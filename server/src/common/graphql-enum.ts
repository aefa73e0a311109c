import { registerEnumType } from 'type-graphql';

/** The values of an enum object: EnumValue<typeof AuditAction> is 'create' | 'update' | 'delete'. */
export type EnumValue<E> = E[keyof E];

type Entries = Readonly<Record<string, readonly [value: string, description: string]>>;
type ValuesOf<E extends Entries> = { readonly [K in keyof E]: E[K][0] };

const mapValues = <T, R>(record: Readonly<Record<string, T>>, map: (value: T) => R): Record<string, R> =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]));

/**
 * Registers `values` (an enum, or a shared vocabulary such as `{ PICKUP: 'pickup' }`) as the GraphQL enum `name`,
 * each name with its description. GraphQL sends the names; the server works with the values.
 */
export function registerDescribedEnum<V extends Readonly<Record<string, string>>>(
  values: V, name: string, description: string, descriptions: Readonly<Record<keyof V & string, string>>,
): void {
  registerEnumType(values, {
    name, description, valuesConfig: mapValues(descriptions, (text) => ({ description: text })) as Record<keyof V, { description: string }>,
  });
}

/**
 * A GraphQL enum written once, as `{ NAME: ['value', 'description'] }`: returns the frozen `{ NAME: 'value' }`
 * (its type is `EnumValue<typeof X>`), registered under `name`. Replaces a TypeScript enum plus its
 * registerEnumType with every value's description written again.
 */
export function describedEnum<const E extends Entries>(name: string, description: string, entries: E): ValuesOf<E> {
  const values = Object.freeze(mapValues(entries, ([value]) => value)) as ValuesOf<E>;
  registerDescribedEnum(values, name, description, mapValues(entries, ([, text]) => text) as Record<keyof E & string, string>);
  return values;
}
