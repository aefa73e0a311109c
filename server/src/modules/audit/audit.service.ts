import type { DataSource } from 'typeorm';
import { authorize } from '../../identity/audience';
import type { RequestContext } from '../../http/request-context';
import { auditPolicy } from './audit.policy';
import { type Page, SortDirection } from '../../common/pagination';
import { fixedOrder, listPage, queryList } from '../../db/list-query';
import { AuditLogEntry } from './audit-log-entry.entity';
import type { AuditLogArgs } from './audit.inputs';

/** The log's one order: the latest write first. */
const NEWEST_FIRST = fixedOrder([{ by: 'entry.createdAt', direction: SortDirection.DESC }], { by: 'entry.id', direction: SortDirection.DESC });

/**
 * Reading the audit log (administrators only); the log itself is written by the database. Each barangay's staff
 * read the writes made within their barangay only (docs/architecture.md#tenancy).
 */
export class AuditService {
  constructor(private readonly db: DataSource) {}

  async list(ctx: RequestContext, args: AuditLogArgs): Promise<Page<AuditLogEntry>> {
    authorize(ctx, auditPolicy.view);
    const query = this.db.getRepository(AuditLogEntry).createQueryBuilder('entry')
      .where('entry.barangayId = :barangayId', { barangayId: ctx.barangay.id });
    if (args.entity) query.andWhere('entry.entity = :entity', { entity: args.entity });
    if (args.entityId) query.andWhere('entry.entityId = :entityId', { entityId: args.entityId });
    if (args.actorId !== undefined && args.actorId !== null) query.andWhere('entry.actorId = :actorId', { actorId: args.actorId });
    if (args.action) query.andWhere('entry.action = :action', { action: args.action });
    return await listPage(queryList(query), NEWEST_FIRST, args);
  }
}
