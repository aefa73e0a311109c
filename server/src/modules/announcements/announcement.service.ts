import type { DataSource } from 'typeorm';
import { authorize } from '../../identity/audience';
import type { RequestContext } from '../../http/request-context';
import { announcementPolicy } from './announcement.policy';
import { auditedTransaction } from '../audit';
import type { Page } from '../../common/pagination';
import { patched, patchOf } from '../../common/patch';
import { whereAnyContains } from '../../db/like-pattern';
import { listPage, queryList, type SortKeys, sortOf } from '../../db/list-query';
import { lockedRow } from '../../db/locked-row';
import { Announcement } from './announcement.entity';
import { AnnouncementErrors } from './announcement.errors';
import { AnnouncementsArgs, AnnouncementSortField, CreateAnnouncementInput, UpdateAnnouncementInput } from './announcement.inputs';

const SORT_KEYS: Record<AnnouncementSortField, SortKeys> = {
  [AnnouncementSortField.TITLE]: { by: 'lower(announcement.title)' },
  [AnnouncementSortField.FEATURED]: { by: 'announcement.featured' },
  [AnnouncementSortField.CREATED_AT]: { by: 'announcement.createdAt' },
  [AnnouncementSortField.UPDATED_AT]: { by: 'announcement.updatedAt' },
};

const withChanges = patchOf<Pick<Announcement, 'title' | 'content' | 'featured'>>({ title: patched, content: patched, featured: patched });

/** Announcements, each barangay's own: public reads (the featured ones appear on the contact page), administrator writes. */
export class AnnouncementService {
  constructor(private readonly db: DataSource) {}

  async list(ctx: RequestContext, args: AnnouncementsArgs): Promise<Page<Announcement>> {
    authorize(ctx, announcementPolicy.view);
    const query = this.db.getRepository(Announcement).createQueryBuilder('announcement')
      .where('announcement.barangayId = :barangayId', { barangayId: ctx.barangay.id });
    whereAnyContains(query, ['announcement.title', 'announcement.content'], args.search);
    if (typeof args.featured === 'boolean') query.andWhere('announcement.featured = :featured', { featured: args.featured });
    // The id breaks ties in the direction asked.
    return await listPage(queryList(query), sortOf(SORT_KEYS, args.sortBy, args.sortDirection, { by: 'announcement.id' }), args);
  }

  async get(ctx: RequestContext, id: number): Promise<Announcement> {
    authorize(ctx, announcementPolicy.view);
    const announcement = await this.db.getRepository(Announcement).findOneBy({ id, barangayId: ctx.barangay.id });
    if (!announcement) throw AnnouncementErrors.notFound();
    return announcement;
  }

  async create(ctx: RequestContext, input: CreateAnnouncementInput): Promise<Announcement> {
    const admin = authorize(ctx, announcementPolicy.create);
    return await auditedTransaction(this.db, admin, async (manager) => await manager.save(manager.create(Announcement, {
      title: input.title.trim(),
      content: input.content.trim(),
      featured: input.featured ?? false,
      barangayId: ctx.barangay.id,
    })));
  }

  async update(ctx: RequestContext, id: number, changes: UpdateAnnouncementInput): Promise<Announcement> {
    const admin = authorize(ctx, announcementPolicy.update);
    return await auditedTransaction(this.db, admin, async (manager) => {
      const announcement = await lockedRow(manager, Announcement, { id, barangayId: ctx.barangay.id }, AnnouncementErrors.notFound);
      Object.assign(announcement, withChanges(announcement, changes));
      return await manager.save(announcement);
    });
  }

  async delete(ctx: RequestContext, id: number): Promise<void> {
    const admin = authorize(ctx, announcementPolicy.delete);
    const { affected } = await auditedTransaction(this.db, admin, async (manager) => await manager.delete(Announcement, { id, barangayId: ctx.barangay.id }));
    if (!affected) throw AnnouncementErrors.notFound();
  }
}
