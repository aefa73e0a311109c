import { canonicalChoice, EVENT_AUDIENCES, EVENT_FIELDS, EVENT_STATUSES } from '@barangay-portal/domain';
import { z } from '../../ui/form/zod';
import {
  checked, fieldErrorsOf, optionalFile, requiredChoice, requiredText, sameNames, serverMessagesOn, type FormSchema,
} from '../../ui';
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
  eventNameRequired: EVENT_FIELDS.eventName.required,
  targetAudienceRequired: EVENT_FIELDS.targetAudienceRequired,
  eventDateRequired: EVENT_FIELDS.eventDateRequired,
  expectedRequired: 'Expected number of attendees is required',
  expectedNegative: 'Expected number of attendees cannot be negative.',
  expectedWhole: 'Expected number of attendees must be a whole number.',
  actualRequired: 'Actual attendees is required',
  actualNegative: 'Actual attendees cannot be negative.',
  actualWhole: 'Actual attendees must be a whole number.',
  statusRequired: EVENT_FIELDS.statusRequired,
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

/** A count of attendees: given, not below zero, whole. */
const count = (messages: { required: string; negative: string; whole: string }) => checked<number | null>((value) => {
  if (value === null) return messages.required;
  if (value < 0) return messages.negative;
  return Number.isInteger(value) ? undefined : messages.whole;
});

/** Every field is required, the attendee counts are whole numbers not below zero, the photo an image (docs/rules/content.md#event-modal). */
export const eventFormSchema: FormSchema<EventFormValues> = z.object({
  eventName: requiredText(EVENT_FORM_MESSAGES.eventNameRequired),
  targetAudience: requiredChoice(EVENT_FORM_MESSAGES.targetAudienceRequired),
  eventDate: requiredChoice(EVENT_FORM_MESSAGES.eventDateRequired),
  expectedNumberOfAttendees: count({
    required: EVENT_FORM_MESSAGES.expectedRequired,
    negative: EVENT_FORM_MESSAGES.expectedNegative,
    whole: EVENT_FORM_MESSAGES.expectedWhole,
  }),
  actualAttendees: count({
    required: EVENT_FORM_MESSAGES.actualRequired,
    negative: EVENT_FORM_MESSAGES.actualNegative,
    whole: EVENT_FORM_MESSAGES.actualWhole,
  }),
  status: requiredChoice(EVENT_FORM_MESSAGES.statusRequired),
  photo: optionalFile((file) => (file.type.startsWith('image/') ? undefined : EVENT_FORM_MESSAGES.imageOnly)),
});

/** The form's messages for the values; an empty object when they can be sent. */
export const validateEventForm = (values: EventFormValues): EventFormErrors => fieldErrorsOf(eventFormSchema, values);

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
export const EVENT_SERVER_FIELDS: Readonly<Record<string, EventFormField>> = {
  ...sameNames<EventFormValues>('eventName', 'targetAudience', 'eventDate', 'expectedNumberOfAttendees', 'actualAttendees', 'status'),
  eventPhoto: 'photo',
};

/** The server's field messages on the form's fields. */
export const eventFieldErrors = (fields: Record<string, string>): EventFormErrors => serverMessagesOn(fields, EVENT_SERVER_FIELDS);
