import { canonicalChoice } from '@barangay-portal/domain';
import { isURL, ValidateBy, ValidateIf, ValidationOptions } from 'class-validator';
import { composeDecorators } from './compose-decorators';
import { IsCalendarDate } from './validators';

/**
 * Skips a property's other rules when it holds nothing (undefined, null or ''). Used for optional values
 * that an update may clear with '' (a project's link, an official's term dates).
 */
export function IsOptionalOrEmpty(): PropertyDecorator {
  return ValidateIf((_object, value: unknown) => value !== undefined && value !== null && value !== '');
}

/** A date that may be left out, or cleared with '' by an update (a project's dates, an official's term). */
export function IsOptionalDate(): PropertyDecorator {
  return composeDecorators(IsOptionalOrEmpty(), IsCalendarDate());
}

/**
 * One of a fixed list of texts, in any letter case (records from the old system vary); the service then
 * stores the canonical spelling, because some readers (the dashboard's "Ended") compare exactly.
 */
export function IsOneOf(choices: readonly string[], message: string, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    { name: 'isOneOf', validator: { validate: (value: unknown) => typeof value === 'string' && canonicalChoice(value, choices) !== undefined } },
    { ...options, message },
  );
}

/** A whole number from 0 to `max`: one rule, so a bad count gets one message whatever is wrong with it. */
export function IsCount(max: number, message: string, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    { name: 'isCount', validator: { validate: (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= max } },
    { ...options, message },
  );
}

/** An absolute http(s) URL with a real host name: what a browser can open from a public page. */
export function IsWebUrl(message: string, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isWebUrl',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && isURL(value, { protocols: ['http', 'https'], require_protocol: true }),
      },
    },
    { ...options, message },
  );
}
