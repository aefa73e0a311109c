import {
  CORRECTABLE_DETAILS, CORRECTABLE_FIELD_NAMES, CORRECTION_STATUS_LABELS, canonicalChoice, correctableDetail, CorrectableField, Gender,
  SEX_LABELS, nameOf, type CorrectableFieldName, type CorrectionRequestStatusName, type Locale,
} from '@barangay-portal/domain';
import { formatDate } from '../../lib/format-date';
import type { SelectOption, StatusTone } from '../../ui';

// How the screens show correction requests (docs/architecture.md#privacy-corrections); their own words are the
// catalogue's (messages.ts). The details' labels and rules, the statuses' names and the server's refusals are the
// shared ones of @barangay-portal/domain.
export { CORRECTION_STATUS_LABELS };

/** A request's status colour: waiting yellow, approved green, not approved red, withdrawn grey. */
export const CORRECTION_STATUS_TONES: Readonly<Record<CorrectionRequestStatusName, StatusTone>> = {
  PENDING: 'yellow',
  APPROVED: 'green',
  REJECTED: 'red',
  WITHDRAWN: 'gray',
};

/** The details a resident may ask to correct, in the Profile's order, by their GraphQL names. */
export const DETAIL_OPTIONS: readonly SelectOption[] = CORRECTABLE_FIELD_NAMES
  .map((name) => ({ value: name, label: CORRECTABLE_DETAILS[name].label }));

export const GENDER_OPTIONS: readonly SelectOption[] = Object.values(Gender).map((value) => ({ value, label: SEX_LABELS[nameOf(Gender, value)] }));

export const detailLabel = (field: CorrectableFieldName): string => CORRECTABLE_DETAILS[field].label;

/** A detail's value as a person reads it: a gender in words, a birthdate spelled out, a dash for none. */
export function shownValue(field: CorrectableFieldName, value: string | null | undefined, locale: Locale): string {
  if (value == null || value === '') return '—';
  const { input } = correctableDetail(CorrectableField[field]);
  if (input.kind === 'date') return formatDate(value, value, locale);
  if (input.kind === 'choice') {
    const gender = canonicalChoice(value, Object.values(Gender));
    return gender ? SEX_LABELS[nameOf(Gender, gender)] : value;
  }
  return value;
}

/** Rows a page of the staff's list shows. */
export const CORRECTIONS_PAGE_SIZE = 10;
