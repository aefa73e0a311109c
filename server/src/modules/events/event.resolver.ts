import { contentResolver } from '../../graphql/content-resolver';
import { Event } from './event.entity';
import { CreateEventInput, EventPage, EventsArgs, UpdateEventInput } from './event.inputs';
import { eventPolicy } from './event.policy';
import type { EventService } from './event.service';

/** events, event, createEvent, updateEvent, deleteEvent. */
export const EventResolver = contentResolver({
  type: Event, Page: EventPage, Args: EventsArgs, CreateInput: CreateEventInput, UpdateInput: UpdateEventInput,
  policy: eventPolicy, service: (own: { events: EventService }) => own.events,
  picture: { arg: 'eventPhoto', description: 'The event photo: a JPEG, PNG, WebP or GIF image of at most 5 MB.' },
  describe: {
    list: 'Events, paged, searched by name and sorted. Public.',
    one: 'One event. Public.',
    create: 'Adds an event, with an optional photo. Administrators only.',
    update: 'Changes the given fields of an event; a new photo replaces the old one. Administrators only.',
    delete: 'Deletes an event and its photo; true when done. Administrators only.',
    id: 'Event id.',
    input: 'The event.',
  },
});
