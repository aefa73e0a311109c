import { canonicalChoice, EVENT_AUDIENCES, EVENT_STATUSES } from '@barangay-portal/domain';
import type { DataSource } from 'typeorm';
import { authorize } from '../../auth/audience';
import type { RequestContext } from '../../http/request-context';
import { eventPolicy } from './event.policy';
import { auditedTransaction } from '../audit';
import { Page, pageWindow } from '../../common/pagination';
import { patched } from '../../common/patch';
import { likePattern } from '../../db/like-pattern';
import { lockedRow } from '../../db/locked-row';
import type { FileStorage } from '../../uploads/file-storage';
import { discardPicture, PictureUpload, writeWithPicture } from '../../uploads/public-picture';
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
  constructor(private readonly db: DataSource, private readonly storage: FileStorage) {}

  async list(ctx: RequestContext, args: EventsArgs): Promise<Page<Event>> {
    authorize(ctx, eventPolicy.view);
    const query = this.db.getRepository(Event).createQueryBuilder('event');
    const search = args.search?.trim();
    if (search) query.andWhere('lower(event.eventName) LIKE :pattern', { pattern: likePattern(search) });
    if (args.withPhoto === true) query.andWhere('event.eventPhotoKey IS NOT NULL');
    if (args.withPhoto === false) query.andWhere('event.eventPhotoKey IS NULL');
    const { skip, take } = pageWindow(args);
    const [items, total] = await query
      .orderBy(SORT_COLUMNS[args.sortBy], args.sortDirection)
      .addOrderBy('event.id', args.sortDirection)
      .skip(skip).take(take)
      .getManyAndCount();
    return { items, total, page: args.page, pageSize: args.pageSize };
  }


  async get(ctx: RequestContext, id: number): Promise<Event> {
    authorize(ctx, eventPolicy.view);
    const event = await this.db.getRepository(Event).findOneBy({ id });
    if (!event) throw EventErrors.notFound();
    return event;
  }

  async create(ctx: RequestContext, input: CreateEventInput, photo: PictureUpload): Promise<Event> {
    const admin = authorize(ctx, eventPolicy.create);
    const content = this.canonical(input);
    return await writeWithPicture(this.storage, photo, async (storePicture) => await auditedTransaction(this.db, admin, async (manager) => {
      const eventPhotoKey = await storePicture(null);
      return await manager.save(manager.create(Event, { ...content, eventPhotoKey }));
    }));
  }

  /** Applies the fields given; a new photo replaces the old one, whose file is removed once the change is saved. */
  async update(ctx: RequestContext, id: number, changes: UpdateEventInput, photo: PictureUpload): Promise<Event> {
    const admin = authorize(ctx, eventPolicy.update);
    return await writeWithPicture(this.storage, photo, async (storePicture) => await auditedTransaction(this.db, admin, async (manager) => {
      const event = await lockedRow(manager, Event, id, EventErrors.notFound);
      Object.assign(event, this.canonical({
        eventName: patched(event.eventName, changes.eventName),
        targetAudience: patched(event.targetAudience, changes.targetAudience),
        eventDate: patched(event.eventDate, changes.eventDate),
        expectedNumberOfAttendees: patched(event.expectedNumberOfAttendees, changes.expectedNumberOfAttendees),
        actualAttendees: patched(event.actualAttendees, changes.actualAttendees),
        status: patched(event.status, changes.status),
      }));
      event.eventPhotoKey = await storePicture(event.eventPhotoKey);
      return await manager.save(event);
    }));
  }

  /** Deletes the event, then (once that is committed) its photo file. */
  async delete(ctx: RequestContext, id: number): Promise<void> {
    const admin = authorize(ctx, eventPolicy.delete);
    const photoKey = await auditedTransaction(this.db, admin, async (manager) => {
      const event = await lockedRow(manager, Event, id, EventErrors.notFound);
      await manager.delete(Event, { id });
      return event.eventPhotoKey;
    });
    await discardPicture(this.storage, photoKey);
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
