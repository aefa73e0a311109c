import { ValidateBy, ValidationOptions } from 'class-validator';

/** The spec's e-mail pattern: text, at-sign, text, dot, text. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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

/** A calendar date that is not after today (birthdates). */
export function IsPastCalendarDate(message: string, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isPastCalendarDate',
      validator: {
        validate: (value: unknown) => isCalendarDate(value) && value <= new Date().toISOString().slice(0, 10),
      },
    },
    { ...options, message },
  );
}
