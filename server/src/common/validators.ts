import {
  isCalendarDate, isPastCalendarDate, isUndeliverableEmail, textProblem, UNDELIVERABLE_EMAIL_MESSAGE, type RequiredTextRule, type TextRule,
} from '@barangay-portal/domain';
import { IsInt, Max, Min, ValidateBy, ValidationOptions } from 'class-validator';
import { composeDecorators } from './compose-decorators';

// The text rule itself is shared with the browser's forms; the decorators below apply it to inputs.
export { textProblem };

/** Nothing was sent for the field: absent, null, or text with nothing but white space in it. */
const isMissing = (value: unknown): boolean => value == null || (typeof value === 'string' && value.trim() === '');

/** What a field says when nothing was sent for it, and when what was sent is not acceptable. */
export interface RefusalMessages {
  required: string;
  invalid: string;
}

/** A string with something other than white space in it. */
export function IsFilled(message: string, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    { name: 'isFilled', validator: { validate: (value: unknown) => typeof value === 'string' && value.trim() !== '' } },
    { ...options, message },
  );
}

/**
 * An account's sign-in e-mail: never an address no mail reaches (UNDELIVERABLE_EMAIL_DOMAINS), among them the
 * placeholder addresses of erased accounts. Other texts are left to the field's pattern.
 */
export function IsDeliverableEmail(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    { name: 'isDeliverableEmail', validator: { validate: (value: unknown) => typeof value !== 'string' || !isUndeliverableEmail(value) } },
    { ...options, message: UNDELIVERABLE_EMAIL_MESSAGE },
  );
}

/** What every date field of the content records says when its value is not a date. */
export const INVALID_DATE_MESSAGE = 'Enter a valid date (YYYY-MM-DD).';

export function IsCalendarDate(message = INVALID_DATE_MESSAGE, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isCalendarDate', validator: { validate: isCalendarDate } }, { ...options, message });
}

/** A calendar date that is not after the barangay's today (birthdates); a date that was given but is not one says so. */
export function IsPastCalendarDate(messages: RefusalMessages, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isPastCalendarDate',
      validator: { validate: (value: unknown) => isPastCalendarDate(value) },
    },
    { ...options, message: ({ value }) => (isMissing(value) ? messages.required : messages.invalid) },
  );
}

/**
 * One of a fixed list of values. A field left out hears the spec's "… is required"; a value that was given
 * but is not on the list hears what the list is, so nobody is told to fill in a field they filled in.
 */
export function IsOneOf(values: readonly unknown[], messages: RefusalMessages, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    { name: 'isOneOf', constraints: [values], validator: { validate: (value: unknown) => values.includes(value) } },
    { ...options, message: ({ value }) => (isMissing(value) ? messages.required : messages.invalid) },
  );
}

/** A yes/no answer sent as a boolean (the REST layer turns the texts "true"/"false" into one first). */
export function IsYesNo(messages: RefusalMessages, options?: ValidationOptions): PropertyDecorator {
  return IsOneOf([true, false], messages, options);
}

/** The largest value a PostgreSQL integer (int4) column or id holds. */
export const INT4_MAX = 2_147_483_647;

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

/** A required text field: its length and character rule, and its "… is required" when left empty or blank. */
export function IsRequiredText(rule: RequiredTextRule): PropertyDecorator {
  return composeDecorators(IsText(rule), IsFilled(rule.required));
}

/**
 * An id the client picked from a list (a document type, a barangay, a purok, a household): a whole number the database
 * can hold and no less than 1, else `message` (what to pick), the same on GraphQL and REST.
 */
export function IsChosenId(message: string): PropertyDecorator {
  return composeDecorators(IsInt({ message }), Min(1, { message }), Max(INT4_MAX, { message }));
}
