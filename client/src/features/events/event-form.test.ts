import { EVENT_FIELDS } from '@barangay-portal/domain';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMessages } from '../../lib/i18n/language-context';
import {
  eventFieldErrors, eventFormValues, toEventInput, validateEventForm as validateIn, type EventFormValues,
} from './event-form';
import { eventsMessages } from './messages';

// The form's messages in English, the default language.
const t = renderHook(() => useMessages(eventsMessages)).result.current;
const validateEventForm = (values: EventFormValues) => validateIn(values, t);

const filled = (overrides: Partial<EventFormValues> = {}): EventFormValues => ({
  eventName: 'Clean-up Drive',
  targetAudience: 'Adults',
  eventDate: '2026-03-05',
  expectedNumberOfAttendees: 50,
  actualAttendees: 0,
  status: 'Upcoming',
  photo: null,
  ...overrides,
});

describe('event form', () => {
  it('requires every field', () => {
    expect(validateEventForm(eventFormValues())).toEqual({
      eventName: 'Event name is required',
      targetAudience: 'Target audience is required',
      eventDate: 'Event date is required',
      expectedNumberOfAttendees: 'Expected number of attendees is required',
      actualAttendees: 'Actual attendees is required',
      status: 'Status is required',
    });
    expect(validateEventForm(filled())).toEqual({});
  });

  it('says in English what the server says', () => {
    expect(validateEventForm(eventFormValues())).toMatchObject({
      eventName: EVENT_FIELDS.eventName.required,
      targetAudience: EVENT_FIELDS.targetAudienceRequired,
      eventDate: EVENT_FIELDS.eventDateRequired,
      status: EVENT_FIELDS.statusRequired,
    });
  });

  it('refuses negative and fractional attendee counts; zero is fine', () => {
    expect(validateEventForm(filled({ expectedNumberOfAttendees: -1, actualAttendees: -3 }))).toEqual({
      expectedNumberOfAttendees: 'Expected number of attendees cannot be negative.',
      actualAttendees: 'Actual attendees cannot be negative.',
    });
    expect(validateEventForm(filled({ expectedNumberOfAttendees: 2.5 }))).toEqual({
      expectedNumberOfAttendees: 'Expected number of attendees must be a whole number.',
    });
    expect(validateEventForm(filled({ expectedNumberOfAttendees: 0, actualAttendees: 0 }))).toEqual({});
  });

  it('accepts images only as the photo', () => {
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    expect(validateEventForm(filled({ photo: text }))).toEqual({ photo: 'Please choose an image file.' });
    expect(validateEventForm(filled({ photo: new File(['gif'], 'a.gif', { type: 'image/gif' }) }))).toEqual({});
  });

  it('reads stored values in the list spelling and builds the input', () => {
    const values = eventFormValues({
      id: 3, eventName: 'Senior Wellness Day', targetAudience: 'senior citizens', eventDate: '2026-04-01',
      expectedNumberOfAttendees: 80, actualAttendees: 75, status: 'ENDED', eventPhotoUrl: null,
    });
    expect(values).toMatchObject({ targetAudience: 'Senior Citizens', status: 'Ended' });
    expect(toEventInput(values)).toEqual({
      eventName: 'Senior Wellness Day', targetAudience: 'Senior Citizens', eventDate: '2026-04-01',
      expectedNumberOfAttendees: 80, actualAttendees: 75, status: 'Ended',
    });
  });

  it('puts the server field messages on the form fields', () => {
    expect(eventFieldErrors({ actualAttendees: 'Actual attendees must be a whole number from 0 to 1000000.', eventPhoto: 'Upload an image.' }))
      .toEqual({ actualAttendees: 'Actual attendees must be a whole number from 0 to 1000000.', photo: 'Upload an image.' });
  });
});
