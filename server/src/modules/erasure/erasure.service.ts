import { randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { authorize } from '../../identity/audience';
import { hashPassword } from '../../identity/passwords';
import type { SessionRegistry } from '../../identity/session-registry';
import { type Page, SortDirection } from '../../common/pagination';
import { isUniqueViolation } from '../../db/errors';
import { fixedOrder, listPage, mappedPage, SqlConditions, sqlList } from '../../db/list-query';
import { acrossBarangays } from '../../db/row-security';
import type { RequestContext } from '../../http/request-context';
import type { FileStorage } from '../../uploads/file-storage';
import { auditedTransaction } from '../audit';
import type { NotificationDelivery, NotificationService } from '../notifications';
import { AuthErrors, type CurrentPasswordCheck, User } from '../accounts';
import { ERASURE_CATALOGUE } from './erasure-catalogue';
import { ErasureRequestRecord, ErasureRequestStatus as Status } from './erasure-request.entity';
import { ErasureRun } from './erasure-run';
import { ErasureErrors } from './erasure.errors';
import type { ErasureRequestsArgs, RefuseErasureRequestInput, RequestErasureInput } from './erasure.inputs';
import { planOf } from './erasure-plan';
import { erasurePolicy } from './erasure.policy';
import type { ErasurePlan, ErasureRequest, ErasureRequestEntry } from './erasure.types';
import { erasureRefusedNotice } from './erasure.notices';

/** A row of the staff's list as PostgreSQL answers it. */
interface EntryRow {
  id: number;
  status: Status;
  reason: string | null;
  requested_at: Date;
  decided_at: Date | null;
  refusal_reason: string | null;
  held: ErasureRequestRecord['held'];
  user_id: number;
  resident_name: string;
  resident_erased: boolean;
  decided_by: string | null;
}

/** The staff's list: waiting requests first, the longest waiting first; then the decided ones, the latest first. */
const LIST_ORDER = fixedOrder([
  { by: `(e.status <> 'pending')` },
  { by: `CASE WHEN e.status = 'pending' THEN e.requested_at END` },
  { by: 'e.requested_at', direction: SortDirection.DESC },
], { by: 'e.id', direction: SortDirection.DESC });

const ENTRY_SQL = `
  SELECT e.id, e.status, e.reason, e.requested_at, e.decided_at, e.refusal_reason, e.held, e.user_id,
         coalesce(concat_ws(' ', u.first_name, nullif(u.middle_name, ''), u.last_name), '') AS resident_name,
         u.erased_at IS NOT NULL AS resident_erased, nullif(concat_ws(' ', d.first_name, d.last_name), '') AS decided_by
    FROM erasure_request e LEFT JOIN "user" u ON u.id = e.user_id LEFT JOIN "user" d ON d.id = e.decided_by`;

/** What the transaction that processed a request leaves to do once committed. */
interface Processed {
  id: number;
  endedSessions: string[];
  filesToRemove: string[];
}

/**
 * Residents' erasure requests (docs/architecture.md#privacy-erasure), the Data Privacy Act's right to erasure. A resident
 * reads what an erasure would erase and keep, and asks, confirming with their password; staff with MANAGE_PRIVACY process
 * the request (the catalogue's every step in one audited transaction: the account closed, its sessions ended, personal
 * data erased or made anonymous, the records the barangay must keep held with the reason) or refuse it with a reason the
 * resident is told. One request waits per account.
 */
export class ErasureService {
  constructor(
    private readonly db: DataSource,
    private readonly deps: {
      currentPassword: CurrentPasswordCheck;
      sessions: SessionRegistry;
      storage: FileStorage;
      notifications: NotificationService;
    },
  ) {}

  /** What erasing the signed-in resident's data would erase and keep, with how many of their rows each is. */
  async plan(ctx: RequestContext): Promise<ErasurePlan> {
    const resident = authorize(ctx, erasurePolicy.viewOwn);
    return await acrossBarangays(this.db, (manager) => planOf(manager, resident.id));
  }

  /** The signed-in resident's latest request, if any. */
  async mine(ctx: RequestContext): Promise<ErasureRequest | null> {
    const resident = authorize(ctx, erasurePolicy.viewOwn);
    const record = await this.db.getRepository(ErasureRequestRecord).findOne({ where: { userId: resident.id }, order: { id: 'DESC' } });
    return record && shown(record);
  }

  /** The signed-in resident asks, confirming with the password they sign in with; refused while one already waits. */
  async request(ctx: RequestContext, input: RequestErasureInput): Promise<ErasureRequest> {
    const resident = authorize(ctx, erasurePolicy.request);
    const { currentPassword } = this.deps;
    await currentPassword.assertMatches(await currentPassword.account(resident.id), input.currentPassword, ctx.clientAddress);
    const record = await this.db.transaction(async (manager) => {
      const account = await manager.findOne(User, { where: { id: resident.id }, lock: { mode: 'pessimistic_write' } });
      if (!account) throw AuthErrors.accountGone();
      if (await manager.existsBy(ErasureRequestRecord, { userId: account.id, status: Status.PENDING })) throw ErasureErrors.alreadyPending();
      return await manager.save(manager.create(ErasureRequestRecord, {
        barangayId: ctx.barangay.id, userId: account.id, reason: input.reason?.trim() || null,
      }));
    }).catch((error: unknown) => {
      // The unique index: a request committed meanwhile (a second tab, a double click).
      if (isUniqueViolation(error)) throw ErasureErrors.alreadyPending();
      throw error;
    });
    return shown(record);
  }

  /** The resident withdraws their request while it waits. */
  async withdraw(ctx: RequestContext): Promise<ErasureRequest> {
    const resident = authorize(ctx, erasurePolicy.withdraw);
    const record = await this.db.transaction(async (manager) => {
      const found = await manager.findOne(ErasureRequestRecord, {
        where: { userId: resident.id }, order: { id: 'DESC' }, lock: { mode: 'pessimistic_write' },
      });
      if (!found) throw ErasureErrors.nothingToWithdraw();
      if (found.status !== Status.PENDING) throw ErasureErrors.notPending();
      return await manager.save(Object.assign(found, { status: Status.WITHDRAWN, decidedAt: new Date() }));
    });
    return shown(record);
  }

  /** The barangay's requests, with `status` only those; waiting ones first. */
  async list(ctx: RequestContext, args: ErasureRequestsArgs): Promise<Page<ErasureRequestEntry>> {
    authorize(ctx, erasurePolicy.review);
    const conditions = new SqlConditions();
    conditions.and(`e.barangay_id = ${conditions.param(ctx.barangay.id)}`);
    if (args.status) conditions.and(`e.status = ${conditions.param(args.status)}`);
    const entries = sqlList<EntryRow>(this.db, { select: ENTRY_SQL, from: 'erasure_request e', conditions });
    return await mappedPage(listPage(entries, LIST_ORDER, args), entryOf);
  }

  /** For staff, what processing a waiting request would erase and keep now; null once it is decided. */
  async planFor(ctx: RequestContext, entry: ErasureRequestEntry): Promise<ErasurePlan | null> {
    authorize(ctx, erasurePolicy.review);
    if (entry.status !== Status.PENDING) return null;
    return await acrossBarangays(this.db, (manager) => planOf(manager, entry.residentId));
  }

  /**
   * Processed: in one transaction audited under the staff member, every line of the catalogue in its order, then the
   * request records what was held and why. Once committed the resident's sessions stop at once and their ID image goes.
   */
  async process(ctx: RequestContext, id: number): Promise<ErasureRequestEntry> {
    const staff = authorize(ctx, erasurePolicy.decide);
    // Hashed before the transaction: argon2 takes tens of milliseconds and needs no lock.
    const unusablePasswordHash = await hashPassword(randomBytes(32).toString('base64url'));
    const processed = await auditedTransaction(this.db, staff, async (manager): Promise<Processed> => {
      const { request, account } = await this.lockedPending(manager, ctx.barangay.id, id);
      const subject = { residentId: account.id, staffId: staff.id, homeBarangayId: request.barangayId, unusablePasswordHash };
      const run = await ErasureRun.start(manager, subject, this.deps.sessions);
      const { kept } = await run.everywhere(() => planOf(manager, account.id));
      for (const line of ERASURE_CATALOGUE) await line.apply?.(run);
      await manager.save(Object.assign(request, {
        status: Status.ERASED, decidedAt: new Date(), decidedById: staff.id, held: kept.map(({ what, why, count }) => ({ what, why: why ?? '', count })),
      }));
      return { id: request.id, endedSessions: run.endedSessions, filesToRemove: run.filesToRemove };
    }).catch((error: unknown) => {
      // A unique key any step writes (the placeholder e-mail, a row moved or unlinked) already taken: the whole run was
      // rolled back, so nothing is half erased, and the staff member is told so rather than shown a fault.
      if (isUniqueViolation(error)) throw ErasureErrors.clash();
      throw error;
    });
    await this.afterErasure(processed);
    return await this.entry(processed.id);
  }

  /** Refused, with the reason the resident is told; nothing of theirs changes. */
  async refuse(ctx: RequestContext, input: RefuseErasureRequestInput): Promise<ErasureRequestEntry> {
    const staff = authorize(ctx, erasurePolicy.decide);
    const refusalReason = input.reason.trim();
    const { record, delivery } = await auditedTransaction(this.db, staff, async (manager) => {
      const { request, account } = await this.lockedPending(manager, ctx.barangay.id, input.id);
      const decided = await manager.save(Object.assign(request, { status: Status.REFUSED, decidedAt: new Date(), decidedById: staff.id, refusalReason }));
      const told: NotificationDelivery = await this.deps.notifications.record(manager, [erasureRefusedNotice(account, refusalReason)]);
      return { record: decided, delivery: told };
    });
    delivery.publish();
    return await this.entry(record.id);
  }

  /** The barangay's request, locked and still waiting, with its resident's account, locked too and still of this barangay. */
  private async lockedPending(manager: EntityManager, barangayId: number, id: number): Promise<{ request: ErasureRequestRecord; account: User }> {
    const request = await manager.findOne(ErasureRequestRecord, { where: { id, barangayId }, lock: { mode: 'pessimistic_write' } });
    if (!request) throw ErasureErrors.notFound();
    if (request.status !== Status.PENDING) throw ErasureErrors.notPending();
    const account = await manager.findOne(User, { where: { id: request.userId }, lock: { mode: 'pessimistic_write' } });
    if (!account) throw ErasureErrors.notFound();
    if (account.barangayId !== barangayId) throw ErasureErrors.residentMoved();
    return { request, account };
  }

  /** Once committed: the ended sessions stop at once in this process, and the ID image no row names any more is deleted. */
  private async afterErasure(processed: Processed): Promise<void> {
    this.deps.sessions.ended(processed.endedSessions);
    for (const key of processed.filesToRemove) {
      // A failed delete leaves a file no row names: the upload sweep removes it at its next pass.
      await this.deps.storage.remove('private', key).catch(() => undefined);
    }
  }

  private async entry(id: number): Promise<ErasureRequestEntry> {
    const [row] = await this.db.query<EntryRow[]>(`${ENTRY_SQL} WHERE e.id = $1`, [id]);
    return entryOf(row);
  }
}

function shown(record: ErasureRequestRecord): ErasureRequest {
  return {
    id: record.id, status: record.status, reason: record.reason, requestedAt: record.requestedAt, decidedAt: record.decidedAt,
    refusalReason: record.refusalReason, held: heldLines(record.held),
  };
}

function entryOf(row: EntryRow): ErasureRequestEntry {
  return {
    id: row.id, status: row.status, reason: row.reason, requestedAt: row.requested_at, decidedAt: row.decided_at,
    refusalReason: row.refusal_reason, held: heldLines(row.held), residentId: row.user_id, residentName: row.resident_name,
    residentErased: row.resident_erased, decidedBy: row.decided_by,
  };
}

const heldLines = (held: ErasureRequestRecord['held']) => (held ?? []).map(({ what, why, count }) => ({ what, why, count }));
