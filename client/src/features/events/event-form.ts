import { canonicalChoice, EVENT_AUDIENCES, EVENT_STATUSES } from '@barangay-portal/domain';
import { z } from '../../ui/form/zod';
import {
  checked, fieldErrorsOf, optionalFile, requiredChoice, requiredText, sameNames, serverMessagesOn, type FormSchema,
} from '../../ui';
import type { CreateEventInput, EventFieldsFragment, UpdateEventInput } from '../../gql/graphql';
import { eventAudienceText, eventStatusText, type EventsTranslate } from './messages';

// The audiences and statuses are the server's own, sent in their stored spelling (docs/rules/content.md#event-fields).
export const targetAudienceOptions = (t: EventsTranslate) =>
  EVENT_AUDIENCES.map((value) => ({ value, label: eventAudienceText(t, value) }));
export const eventStatusOptions = (t: EventsTranslate) =>
  EVENT_STATUSES.map((value) => ({ value, label: eventStatusText(t, value) }));

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

/**
 * Every field is required, the attendee counts are whole numbers not below zero, the photo an image
 * (docs/rules/content.md#event-modal). The required texts are the server's own (EVENT_FIELDS).
 */
export const eventFormSchema = (t: EventsTranslate): FormSchema<EventFormValues> => z.object({
  eventName: requiredText(t('fields.eventName.required')),
  targetAudience: requiredChoice(t('fields.targetAudience.required')),
  eventDate: requiredChoice(t('fields.eventDate.required')),
  expectedNumberOfAttendees: count({
    required: t('fields.expected.required'),
    negative: t('fields.expected.negative'),
    whole: t('fields.expected.whole'),
  }),
  actualAttendees: count({
    required: t('fields.actual.required'),
    negative: t('fields.actual.negative'),
    whole: t('fields.actual.whole'),
  }),
  status: requiredChoice(t('fields.status.required')),
  photo: optionalFile((file) => (file.type.startsWith('image/') ? undefined : t('fields.photo.imageOnly'))),
});

/** The form's messages for the values; an empty object when they can be sent. */
export const validateEventForm = (values: EventFormValues, t: EventsTranslate): EventFormErrors =>
  fieldErrorsOf(eventFormSchema(t), values);

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
