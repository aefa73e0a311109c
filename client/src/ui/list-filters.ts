import { isCalendarDate } from '@barangay-portal/domain';
import type { SelectOption } from './form-field';
import type { UrlFilter } from './url-table-state';

// The filters the admin lists declare (docs/rules/common.md#table-address), by what they take; an address
// naming any other value gives the filter's default.

/** One of a select's options (a status, a sector), sent as it is. */
export const choiceFilter = (name: string, options: readonly SelectOption[]): UrlFilter => ({
  name,
  parse: (value) => (options.some((option) => option.value === value) ? value : undefined),
});

const RECORD_ID = /^[1-9]\d{0,9}$/;

/**
 * A record's id (a purok), sent as a number. Any id is taken: the options may not have loaded when the
 * address is read, and the server answers an unknown one with no rows.
 */
export const idFilter = (name: string): UrlFilter => ({
  name,
  parse: (value) => (RECORD_ID.test(value) ? Number(value) : undefined),
});

/** A calendar day, YYYY-MM-DD (docs/rules/common.md#date-input). */
export const dayFilter = (name: string): UrlFilter => ({
  name,
  parse: (value) => (isCalendarDate(value) ? value : undefined),
});

/** Typed text (a name, an e-mail), sent trimmed; blank is all. */
export const textFilter = (name: string): UrlFilter => ({ name, typed: true, parse: (value) => value });
