import { getMetadataStorage, Int } from 'type-graphql';
import { toSnakeCase } from './case';
import { asSentBoolean, type Body, formBoolean, formInteger, formText } from './form-fields';

/** Reads one field of a REST body, by its REST name. */
export type FieldReader = (body: Body, restName: string) => unknown;

/** How a body's fields are read, by the GraphQL type of the input field each fills. */
export interface BodyReaders {
  readonly text: FieldReader;
  readonly integer: FieldReader;
  readonly boolean: FieldReader;
}

/**
 * The content forms and the contact record (docs/rules/rest-api.md#rest-filled-fields): blank fields are
 * left out, so an update keeps those values; numbers and true/false may arrive as multipart text.
 */
export const FILLED_FIELDS: BodyReaders = { text: formText, integer: formInteger, boolean: formBoolean };

const asSent: FieldReader = (body, key) => body[key];

/** The account and settings forms: every field as sent (blank text included, for the validators to refuse), "true"/"false" as booleans. */
export const AS_SENT: BodyReaders = { text: asSent, integer: asSent, boolean: (body, key) => asSentBoolean(body[key]) };

/** Where a REST body differs from the input class it fills; the fields themselves come from the class's GraphQL fields. */
export interface BodyShape<I> {
  /** How fields are read; FILLED_FIELDS unless said. */
  readonly readers?: BodyReaders;
  /** Fields read otherwise (lower-cased choices, defaults, nested inputs), by input name: the exceptions. */
  readonly values?: { readonly [K in keyof I]?: (body: Body) => unknown };
}

function readerFor(type: unknown, readers: BodyReaders): FieldReader {
  if (type === Int) return readers.integer;
  if (type === Boolean) return readers.boolean;
  return readers.text;
}

/**
 * The input a REST body fills: each GraphQL field of the input class read from its snake_case name
 * (`dateStarted` from `date_started`), as its GraphQL type says (text, whole number, true/false), with the
 * shape's exceptions. No module copies its form fields into its input by hand.
 */
export function bodyInput<I extends object>(Input: new () => I, shape: BodyShape<I> = {}): (body: Body) => Partial<I> {
  let plan: Array<[name: string, read: (body: Body) => unknown]> | undefined;
  const planned = () => {
    // The input's own fields and those it inherits (NewPasswordFields, for one).
    plan ??= getMetadataStorage().fields.filter((field) => field.target === Input || Input.prototype instanceof field.target).map((field) => {
      const own = shape.values?.[field.name as keyof I];
      const read = readerFor(field.getType(), shape.readers ?? FILLED_FIELDS);
      const restName = toSnakeCase(field.name);
      return [field.name, own ?? ((body: Body) => read(body, restName))];
    });
    return plan;
  };
  return (body) => Object.fromEntries(planned().map(([name, read]) => [name, read(body)])) as Partial<I>;
}
