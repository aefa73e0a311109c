import { canonicalChoice, EVENT_AUDIENCES, EVENT_STATUSES } from '@barangay-portal/domain';
import type { DataSource } from 'typeorm';
import { eventPolicy } from './event.policy';
import { PictureContentService } from '../content';
import { patched, patchOf } from '../../common/patch';
import type { SortKeys } from '../../db/list-query';
import type { FileStorage } from '../../uploads/file-storage';
import { Event } from './event.entity';
import { EventErrors } from './event.errors';
import { CreateEventInput, EventsArgs, EventSortField, UpdateEventInput } from './event.inputs';

type EventContent = Pick<Event, 'eventName' | 'targetAudience' | 'eventDate' | 'expectedNumberOfAttendees' | 'actualAttendees' | 'status'>;

const SORT_KEYS: Record<EventSortField, SortKeys> = {
  [EventSortField.EVENT_NAME]: { by: 'lower(event.eventName)' },
  [EventSortField.TARGET_AUDIENCE]: { by: 'event.targetAudience' },
  [EventSortField.EVENT_DATE]: { by: 'event.eventDate' },
  [EventSortField.EXPECTED_NUMBER_OF_ATTENDEES]: { by: 'event.expectedNumberOfAttendees' },
  [EventSortField.ACTUAL_ATTENDEES]: { by: 'event.actualAttendees' },
  [EventSortField.STATUS]: { by: 'event.status' },
};

/** Every event field is required, so a new event takes all of them from its input. */
const BLANK: EventContent = { eventName: '', targetAudience: '', eventDate: '', expectedNumberOfAttendees: 0, actualAttendees: 0, status: '' };

const withChanges = patchOf<EventContent>({
  eventName: patched, targetAudience: patched, eventDate: patched, expectedNumberOfAttendees: patched, actualAttendees: patched, status: patched,
});

/**
 * Barangay events. Public reads, administrator writes. Audience and status are stored in their canonical
 * spelling whatever case they were sent in, because the dashboard counts only an exact 'Ended'.
 */
export class EventService extends PictureContentService<Event, EventContent, 'eventPhotoKey', EventsArgs, CreateEventInput, UpdateEventInput> {
  constructor(db: DataSource, storage: FileStorage) {
    super(db, storage, {
      entity: Event, alias: 'event', pictureKey: 'eventPhotoKey', policy: eventPolicy, notFound: EventErrors.notFound,
      searched: ['event.eventName'], sorts: SORT_KEYS, blank: BLANK,
    });
  }

  protected merged(current: EventContent, changes: UpdateEventInput): EventContent {
    const content = withChanges(current, changes);
    return {
      ...content,
      // The inputs were validated against these lists, so a match exists; a record from the old system
      // that is somehow outside them keeps its text rather than being lost.
      targetAudience: canonicalChoice(content.targetAudience, EVENT_AUDIENCES) ?? content.targetAudience,
      status: canonicalChoice(content.status, EVENT_STATUSES) ?? content.status,
    };
  }
}
