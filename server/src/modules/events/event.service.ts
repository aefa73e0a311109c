import { canonicalChoice, EVENT_AUDIENCES, EVENT_STATUSES } from '@barangay-portal/domain';
import type { DataSource } from 'typeorm';
import { authorize } from '../../auth/audience';
import type { RequestContext } from '../../http/request-context';
import { eventPolicy } from './event.policy';
import { PictureRecords } from '../audit';
import type { Page } from '../../common/pagination';
import { patched } from '../../common/patch';
import { likePattern } from '../../db/like-pattern';
import { sortedPage } from '../../db/sorted-page';
import type { FileStorage } from '../../uploads/file-storage';
import type { PictureUpload } from '../../uploads/public-picture';
import { Event } from './event.entity';
import { EventErrors } from './event.errors';
import { CreateEventInput, EventsArgs, EventSortField, UpdateEventInput } from './event.inputs';

type EventContent = Pick<Event, 'eventName' | 'targetAudience' | 'eventDate' | 'expectedNumberOfAttendees' | 'actualAttendees' | 'status'>;

const SORT_COLUMNS: Record<EventSortField, string> = {
  [EventSortField.EVENT_NAME]: 'lower(event.eventName)',
  [EventSortField.TARGET_AUDIENCE]: 'event.targetAudience',
  [EventSortField.EVENT_DATE]: 'event.eventDate',
  [EventSortField.EXPECTED_NUMBER_OF_ATTENDEES]: 'event.expectedNumberOfAttendees',
  [EventSortField.ACTUAL_ATTENDEES]: 'event.actualAttendees',
  [EventSortField.STATUS]: 'event.status',
};

/**
 * Barangay events. Public reads, administrator writes. Audience and status are stored in their canonical
 * spelling whatever case they were sent in, because the dashboard counts only an exact 'Ended'.
 */
export class EventService {
  private readonly records: PictureRecords<Event, 'eventPhotoKey'>;

  constructor(private readonly db: DataSource, storage: FileStorage) {
    this.records = new PictureRecords(db, storage, Event, 'eventPhotoKey', EventErrors.notFound);
  }

  async list(ctx: RequestContext, args: EventsArgs): Promise<Page<Event>> {
    authorize(ctx, eventPolicy.view);
    const query = this.db.getRepository(Event).createQueryBuilder('event');
    const search = args.search?.trim();
    if (search) query.andWhere('lower(event.eventName) LIKE :pattern', { pattern: likePattern(search) });
    return await sortedPage(this.records.withPicture(query, args.withPhoto), args, { column: SORT_COLUMNS[args.sortBy] });
  }

  async get(ctx: RequestContext, id: number): Promise<Event> {
    authorize(ctx, eventPolicy.view);
    return await this.records.find(id);
  }

  async create(ctx: RequestContext, input: CreateEventInput, photo: PictureUpload): Promise<Event> {
    const admin = authorize(ctx, eventPolicy.create);
    const content = this.canonical(input);
    return await this.records.create(admin, content, photo);
  }

  /** Applies the fields given; a new photo replaces the old one, whose file is removed once the change is saved. */
  async update(ctx: RequestContext, id: number, changes: UpdateEventInput, photo: PictureUpload): Promise<Event> {
    const admin = authorize(ctx, eventPolicy.update);
    return await this.records.update(admin, id, photo, (event) => Object.assign(event, this.canonical({
      eventName: patched(event.eventName, changes.eventName),
      targetAudience: patched(event.targetAudience, changes.targetAudience),
      eventDate: patched(event.eventDate, changes.eventDate),
      expectedNumberOfAttendees: patched(event.expectedNumberOfAttendees, changes.expectedNumberOfAttendees),
      actualAttendees: patched(event.actualAttendees, changes.actualAttendees),
      status: patched(event.status, changes.status),
    })));
  }

  /** Deletes the event, then (once that is committed) its photo file. */
  async delete(ctx: RequestContext, id: number): Promise<void> {
    await this.records.delete(authorize(ctx, eventPolicy.delete), id);
  }

  private canonical(content: EventContent): EventContent {
    return {
      ...content,
      eventName: content.eventName.trim(),
      // The inputs were validated against these lists, so a match exists; a record from the old system
      // that is somehow outside them keeps its text rather than being lost.
      targetAudience: canonicalChoice(content.targetAudience, EVENT_AUDIENCES) ?? content.targetAudience,
      status: canonicalChoice(content.status, EVENT_STATUSES) ?? content.status,
    };
  }
}
