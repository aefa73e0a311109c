import { ValidateBy, ValidationOptions } from 'class-validator';

/** The spec's e-mail pattern: text, at-sign, text, dot, text. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Nothing was sent for the field: absent, null, or text with nothing but white space in it. */
const isMissing = (value: unknown): boolean => value == null || (typeof value === 'string' && value.trim() === '');

/** A string with something other than white space in it. */
export function IsFilled(message: string, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    { name: 'isFilled', validator: { validate: (value: unknown) => typeof value === 'string' && value.trim() !== '' } },
    { ...options, message },
  );
}

/** A real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export function IsCalendarDate(message: string, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isCalendarDate', validator: { validate: isCalendarDate } }, { ...options, message });
}

/** A calendar date that is not after today (birthdates); a date that was given but is not one says so. */
export function IsPastCalendarDate(messages: { required: string; invalid: string }, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isPastCalendarDate',
      validator: {
        validate: (value: unknown) => isCalendarDate(value) && value <= new Date().toISOString().slice(0, 10),
      },
    },
    { ...options, message: ({ value }) => (isMissing(value) ? messages.required : messages.invalid) },
  );
}

/**
 * One of a fixed list of values. A field left out hears the spec's "… is required"; a value that was given
 * but is not on the list hears what the list is, so nobody is told to fill in a field they filled in.
 */
export function IsOneOf(values: readonly unknown[], messages: { required: string; invalid: string }, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    { name: 'isOneOf', constraints: [values], validator: { validate: (value: unknown) => values.includes(value) } },
    { ...options, message: ({ value }) => (isMissing(value) ? messages.required : messages.invalid) },
  );
}

/** A yes/no answer sent as a boolean (the REST layer turns the texts "true"/"false" into one first). */
export function IsYesNo(messages: { required: string; invalid: string }, options?: ValidationOptions): PropertyDecorator {
  return IsOneOf([true, false], messages, options);
}

/** The longest texts each kind of field takes: the same numbers on both APIs and in the browser's forms. */
export const TEXT_LIMITS = {
  name: 100,
  address: 300,
  phone: 50,
  email: 254,
  title: 200,
  url: 2000,
  freeText: 2000,
} as const;

/** The largest value a PostgreSQL integer (int4) column or id holds. */
export const INT4_MAX = 2_147_483_647;

/**
 * Refused in every text: C0 controls, DEL, C1 controls, and the bidirectional embedding, override and
 * isolate characters that can make stored text read differently from what it is (a name that displays
 * reversed, a file name that hides its real ending). Multi-line text may keep tab, line feed and carriage return.
 */
function isRefusedCharacter(code: number, multiline: boolean): boolean {
  if (multiline && (code === 0x09 || code === 0x0a || code === 0x0d)) return false;
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f) || (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
}

export interface TextRule {
  /** Most characters allowed. */
  max: number;
  /** The field's name as the person filling the form knows it, starting the message. */
  label: string;
  /** Whether line breaks and tabs belong in it (an announcement's content, a description). */
  multiline?: boolean;
}

/** What is wrong with a text under `rule`, as the field message; undefined when nothing is. */
export function textProblem(value: string, { max, label, multiline = false }: TextRule): string | undefined {
  // Counted as a browser's maxLength counts (UTF-16 units), so a form that fits its limit fits here.
  if (value.length > max) return `${label} must be at most ${max} characters.`;
  for (let index = 0; index < value.length; index += 1) {
    // Every refused character is in the Basic Multilingual Plane, so one UTF-16 unit tells.
    if (isRefusedCharacter(value.charCodeAt(index), multiline)) return `${label} contains characters that are not allowed.`;
  }
  return undefined;
}

/**
 * A text field's length and character rule. Values that are not text pass here: whether the field is
 * required, or must be text at all, is the business of the field's other rules.
 */
export function IsText(rule: TextRule, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isText',
      constraints: [rule.max],
      validator: { validate: (value: unknown) => typeof value !== 'string' || textProblem(value, rule) === undefined },
    },
    { ...options, message: ({ value }) => (typeof value === 'string' && textProblem(value, rule)) || `${rule.label} is not valid.` },
  );
}
