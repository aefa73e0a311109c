import type { Router } from 'express';
import { SortDirection } from '../../common/pagination';
import { contentRestRouter, everyRowOf, pictureUrlShape } from '../../rest/content-router';
import { restProjection } from '../../rest/projection';
import type { RestOptions } from '../../rest/rest-options';
import { Event } from './event.entity';
import { CreateEventInput, EventsArgs, EventSortField, UpdateEventInput } from './event.inputs';
import { eventPolicy } from './event.policy';
import type { EventService } from './event.service';

/** The GraphQL Event's fields; REST's event_photo is eventPhotoUrl as an absolute URL. */
export const eventToJson = restProjection(Event, pictureUrlShape('eventPhoto'));

/** /api/events/ (docs/rules/rest-api.md#rest-paths): public reads, administrator writes, multipart for the photo. */
export function eventRestRouter(services: { events: EventService }, options: RestOptions): Router {
  return contentRestRouter({
    service: services.events, policy: eventPolicy, toJson: eventToJson, CreateInput: CreateEventInput, UpdateInput: UpdateEventInput,
    // Latest event date first.
    everyRow: () => everyRowOf(EventsArgs, { sortBy: EventSortField.EVENT_DATE, sortDirection: SortDirection.DESC }),
    picture: { field: 'eventPhoto' },
  }, options);
}
