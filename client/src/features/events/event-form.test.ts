import { describe, expect, it } from 'vitest';
import {
  EVENT_FORM_MESSAGES, eventFieldErrors, eventFormValues, toEventInput, validateEventForm, type EventFormValues,
} from './event-form';

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
      eventName: EVENT_FORM_MESSAGES.eventNameRequired,
      targetAudience: EVENT_FORM_MESSAGES.targetAudienceRequired,
      eventDate: EVENT_FORM_MESSAGES.eventDateRequired,
      expectedNumberOfAttendees: EVENT_FORM_MESSAGES.expectedRequired,
      actualAttendees: EVENT_FORM_MESSAGES.actualRequired,
      status: EVENT_FORM_MESSAGES.statusRequired,
    });
    expect(validateEventForm(filled())).toEqual({});
  });

  it('refuses negative and fractional attendee counts; zero is fine', () => {
    expect(validateEventForm(filled({ expectedNumberOfAttendees: -1, actualAttendees: -3 }))).toEqual({
      expectedNumberOfAttendees: EVENT_FORM_MESSAGES.expectedNegative,
      actualAttendees: EVENT_FORM_MESSAGES.actualNegative,
    });
    expect(validateEventForm(filled({ expectedNumberOfAttendees: 2.5 }))).toEqual({
      expectedNumberOfAttendees: EVENT_FORM_MESSAGES.expectedWhole,
    });
    expect(validateEventForm(filled({ expectedNumberOfAttendees: 0, actualAttendees: 0 }))).toEqual({});
  });

  it('accepts images only as the photo', () => {
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    expect(validateEventForm(filled({ photo: text }))).toEqual({ photo: EVENT_FORM_MESSAGES.imageOnly });
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
