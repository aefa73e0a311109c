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
