import { canonicalChoice, EVENT_AUDIENCES, EVENT_STATUSES } from '@barangay-portal/domain';
import type { CreateEventInput, EventFieldsFragment, UpdateEventInput } from '../../gql/graphql';

// The audiences and statuses are the server's own, in their stored spelling (docs/rules/content.md#event-fields).
const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
export const TARGET_AUDIENCE_OPTIONS = asOptions(EVENT_AUDIENCES);
export const EVENT_STATUS_OPTIONS = asOptions(EVENT_STATUSES);

/** The add/edit modal's fields; the date is 'YYYY-MM-DD' or '', numbers are null while empty. */
export interface EventFormValues {
  eventName: string;
  targetAudience: string;
  eventDate: string;
  expectedNumberOfAttendees: number | null;
  actualAttendees: number | null;
  status: string;
  /** A newly chosen photo; null keeps the current one. */
  photo: File | null;
}

export type EventFormField = keyof EventFormValues;
export type EventFormErrors = Partial<Record<EventFormField, string>>;

export const EVENT_FORM_MESSAGES = {
  eventNameRequired: 'Event name is required',
  targetAudienceRequired: 'Target audience is required',
  eventDateRequired: 'Event date is required',
  expectedRequired: 'Expected number of attendees is required',
  expectedNegative: 'Expected number of attendees cannot be negative.',
  expectedWhole: 'Expected number of attendees must be a whole number.',
  actualRequired: 'Actual attendees is required',
  actualNegative: 'Actual attendees cannot be negative.',
  actualWhole: 'Actual attendees must be a whole number.',
  statusRequired: 'Status is required',
  imageOnly: 'Please choose an image file.',
} as const;

/** A stored value in the letter case of the list ('senior citizens' -> 'Senior Citizens'); unknown values stay. */
const canonical = (value: string | null | undefined, allowed: readonly string[]): string =>
  canonicalChoice(value, allowed) ?? (value ?? '').trim();

export function eventFormValues(event?: EventFieldsFragment | null): EventFormValues {
  return {
    eventName: event?.eventName ?? '',
    targetAudience: canonical(event?.targetAudience, EVENT_AUDIENCES),
    eventDate: event?.eventDate ?? '',
    expectedNumberOfAttendees: event?.expectedNumberOfAttendees ?? null,
    actualAttendees: event?.actualAttendees ?? null,
    status: canonical(event?.status, EVENT_STATUSES),
    photo: null,
  };
}

function countError(value: number | null, messages: { required: string; negative: string; whole: string }) {
  if (value === null) return messages.required;
  if (value < 0) return messages.negative;
  if (!Number.isInteger(value)) return messages.whole;
  return undefined;
}

/** Every field is required, the attendee counts are whole numbers not below zero, the photo an image (docs/rules/content.md#event-modal). */
export function validateEventForm(values: EventFormValues): EventFormErrors {
  const errors: EventFormErrors = {};
  if (values.eventName.trim() === '') errors.eventName = EVENT_FORM_MESSAGES.eventNameRequired;
  if (values.targetAudience === '') errors.targetAudience = EVENT_FORM_MESSAGES.targetAudienceRequired;
  if (values.eventDate === '') errors.eventDate = EVENT_FORM_MESSAGES.eventDateRequired;
  const expected = countError(values.expectedNumberOfAttendees, {
    required: EVENT_FORM_MESSAGES.expectedRequired,
    negative: EVENT_FORM_MESSAGES.expectedNegative,
    whole: EVENT_FORM_MESSAGES.expectedWhole,
  });
  if (expected) errors.expectedNumberOfAttendees = expected;
  const actual = countError(values.actualAttendees, {
    required: EVENT_FORM_MESSAGES.actualRequired,
    negative: EVENT_FORM_MESSAGES.actualNegative,
    whole: EVENT_FORM_MESSAGES.actualWhole,
  });
  if (actual) errors.actualAttendees = actual;
  if (values.status === '') errors.status = EVENT_FORM_MESSAGES.statusRequired;
  if (values.photo && !values.photo.type.startsWith('image/')) errors.photo = EVENT_FORM_MESSAGES.imageOnly;
  return errors;
}

/** The input of a valid form (every field is filled then). */
export function toEventInput(values: EventFormValues): CreateEventInput & UpdateEventInput {
  return {
    eventName: values.eventName.trim(),
    targetAudience: values.targetAudience,
    eventDate: values.eventDate,
    expectedNumberOfAttendees: values.expectedNumberOfAttendees ?? 0,
    actualAttendees: values.actualAttendees ?? 0,
    status: values.status,
  };
}

/** Server field names (the GraphQL input's, plus the photo argument) -> the form's fields. */
export function eventFieldErrors(fields: Record<string, string>): EventFormErrors {
  const errors: EventFormErrors = {};
  const known: Record<string, EventFormField> = {
    eventName: 'eventName', targetAudience: 'targetAudience', eventDate: 'eventDate',
    expectedNumberOfAttendees: 'expectedNumberOfAttendees', actualAttendees: 'actualAttendees', status: 'status',
    eventPhoto: 'photo',
  };
  for (const [name, message] of Object.entries(fields)) {
    const field = known[name];
    if (field) errors[field] = message;
  }
  return errors;
}
