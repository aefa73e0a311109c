import {
  correctableDetail, correctableFieldOf, correctableFieldProblem, correctedValue, correctionValueProblem, sameAsRecord,
} from '@barangay-portal/domain';
import type { DataSource, EntityManager } from 'typeorm';
import { authorize } from '../../identity/audience';
import { DomainError } from '../../common/domain-error';
import { type Page, SortDirection } from '../../common/pagination';
import { isUniqueViolation } from '../../db/errors';
import { fixedOrder, listAll, listPage, mappedPage, queryList, SqlConditions, sqlList } from '../../db/list-query';
import { acrossBarangays } from '../../db/row-security';
import type { RequestContext } from '../../http/request-context';
import { auditedTransaction } from '../audit';
import type { NotificationService } from '../notifications';
import { AuthErrors, User } from '../accounts';
import { CorrectableField, CorrectionRequestRecord, CorrectionRequestStatus as Status } from './correction-request.entity';
import { CorrectionErrors } from './corrections.errors';
import type { CorrectionRequestsArgs, RejectCorrectionRequestInput, RequestCorrectionInput } from './corrections.inputs';
import { correctionPolicy } from './corrections.policy';
import type { CorrectionRequest, CorrectionRequestEntry } from './corrections.types';
import { correctionDecisionNotice } from './corrections.notices';

/** A row of the staff's list as PostgreSQL answers it. */
interface EntryRow {
  id: number;
  field: CorrectableField;
  current_value: string | null;
  requested_value: string;
  reason: string;
  status: Status;
  created_at: Date;
  decided_at: Date | null;
  decision_reason: string | null;
  user_id: number;
  resident_name: string;
  decided_by: string | null;
}

/** The staff's rows (`c`) with whose they are and who decided, by name as the accounts say it now. */
const ENTRIES = `
  SELECT c.id, c.field, c.current_value, c.requested_value, c.reason, c.status, c.created_at, c.decided_at, c.decision_reason, c.user_id,
         coalesce(concat_ws(' ', u.first_name, nullif(u.middle_name, ''), u.last_name), '') AS resident_name,
         nullif(concat_ws(' ', d.first_name, d.last_name), '') AS decided_by
    FROM correction_request c LEFT JOIN "user" u ON u.id = c.user_id LEFT JOIN "user" d ON d.id = c.decided_by`;

/** The staff's list: waiting requests first, the longest waiting first; then the decided ones, the latest first. */
const LIST_ORDER = fixedOrder([
  { by: `(c.status <> 'pending')` },
  { by: `CASE WHEN c.status = 'pending' THEN c.created_at END` },
  { by: 'c.created_at', direction: SortDirection.DESC },
], { by: 'c.id', direction: SortDirection.DESC });

/** A resident's own requests: the latest first. */
const THEIRS_ORDER = fixedOrder([{ by: 'request.createdAt', direction: SortDirection.DESC }], { by: 'request.id', direction: SortDirection.DESC });

/**
 * Residents' correction requests (docs/architecture.md#privacy-corrections), the Data Privacy Act's right to
 * rectification. A resident asks, with a reason, that a read-only detail of their profile take another value, checked
 * by the rule registration applies; staff with MANAGE_PRIVACY approve it (the account's detail changes in the same
 * audited transaction) or reject it with a reason, and the resident is told in the bell. One request waits per account
 * and detail.
 */
export class CorrectionService {
  constructor(
    private readonly db: DataSource,
    private readonly notifications: NotificationService,
  ) {}

  /** The signed-in resident asks to correct a detail; refused when the value is what the record says or one already waits. */
  async request(ctx: RequestContext, input: RequestCorrectionInput): Promise<CorrectionRequest> {
    const resident = authorize(ctx, correctionPolicy.request);
    const field = checkedField(input);
    const requestedValue = correctedValue(field, input.requestedValue);
    const alreadyPending = () => CorrectionErrors.alreadyPending(correctableDetail(field).label);
    const record = await this.db.transaction(async (manager) => {
      // The account first, as a decision takes it: its detail is read as it stands, and two requests take turns.
      const account = await manager.findOne(User, { where: { id: resident.id }, lock: { mode: 'pessimistic_write' } });
      if (!account) throw AuthErrors.accountGone();
      const currentValue = valueOf(account, field);
      if (sameAsRecord(field, requestedValue, currentValue)) throw CorrectionErrors.sameValue();
      if (await manager.existsBy(CorrectionRequestRecord, { userId: account.id, field, status: Status.PENDING })) throw alreadyPending();
      return await manager.save(manager.create(CorrectionRequestRecord, {
        barangayId: ctx.barangay.id, userId: account.id, field, currentValue, requestedValue, reason: input.reason.trim(),
      }));
    }).catch((error: unknown) => {
      // The unique index: a request for the same detail committed meanwhile (or kept by a barangay the resident left).
      if (isUniqueViolation(error)) throw alreadyPending();
      throw error;
    });
    return shown(record);
  }

  /**
   * The signed-in resident's requests, newest first: read in every barangay and kept to their own, so a request left
   * with a barangay they moved from is still theirs to see and withdraw.
   */
  async mine(ctx: RequestContext): Promise<CorrectionRequest[]> {
    const resident = authorize(ctx, correctionPolicy.viewOwn);
    const records = await acrossBarangays(this.db, async (manager) => await listAll(queryList(manager.getRepository(CorrectionRequestRecord)
      .createQueryBuilder('request').where('request.userId = :userId', { userId: resident.id })), THEIRS_ORDER));
    return records.map(shown);
  }

  /** The resident withdraws one of their own requests while it waits. */
  async withdraw(ctx: RequestContext, id: number): Promise<CorrectionRequest> {
    const resident = authorize(ctx, correctionPolicy.withdraw);
    const record = await acrossBarangays(this.db, async (manager) => {
      const found = await manager.findOne(CorrectionRequestRecord, { where: { id, userId: resident.id }, lock: { mode: 'pessimistic_write' } });
      if (!found) throw CorrectionErrors.notFound();
      if (found.status !== Status.PENDING) throw CorrectionErrors.notPending();
      return await manager.save(Object.assign(found, { status: Status.WITHDRAWN, decidedAt: new Date() }));
    });
    return shown(record);
  }

  /** The barangay's requests, with `status` only those; waiting ones first. */
  async list(ctx: RequestContext, args: CorrectionRequestsArgs): Promise<Page<CorrectionRequestEntry>> {
    authorize(ctx, correctionPolicy.review);
    const conditions = new SqlConditions();
    conditions.and(`c.barangay_id = ${conditions.param(ctx.barangay.id)}`);
    if (args.status) conditions.and(`c.status = ${conditions.param(args.status)}`);
    const entries = sqlList<EntryRow>(this.db, { select: ENTRIES, from: 'correction_request c', conditions });
    return await mappedPage(listPage(entries, LIST_ORDER, args), entryOf);
  }

  /**
   * Approved: in one transaction audited under the staff member, the account's detail takes the requested value (the
   * registry search's copy of the names follows by its trigger), the request is decided, and the resident is told.
   */
  async approve(ctx: RequestContext, id: number): Promise<CorrectionRequestEntry> {
    const staff = authorize(ctx, correctionPolicy.decide);
    const { record, delivery } = await auditedTransaction(this.db, staff, async (manager) => {
      const { request, account } = await this.lockedPending(manager, ctx.barangay.id, id);
      const { profileField, label } = correctableDetail(request.field);
      await manager.update(User, { id: account.id }, { [profileField]: request.requestedValue });
      const decided = await manager.save(Object.assign(request, { status: Status.APPROVED, decidedAt: new Date(), decidedById: staff.id }));
      const told = await this.notifications.record(manager, [correctionDecisionNotice(account, label, null)]);
      return { record: decided, delivery: told };
    });
    delivery.publish();
    return await this.entry(record.id);
  }

  /** Not approved, with the reason the resident is told; their record stays as it is. */
  async reject(ctx: RequestContext, input: RejectCorrectionRequestInput): Promise<CorrectionRequestEntry> {
    const staff = authorize(ctx, correctionPolicy.decide);
    const decisionReason = input.reason.trim();
    const { record, delivery } = await auditedTransaction(this.db, staff, async (manager) => {
      const { request, account } = await this.lockedPending(manager, ctx.barangay.id, input.id);
      const decided = await manager.save(Object.assign(request, {
        status: Status.REJECTED, decidedAt: new Date(), decidedById: staff.id, decisionReason,
      }));
      const told = await this.notifications.record(manager, [
        correctionDecisionNotice(account, correctableDetail(request.field).label, decisionReason),
      ]);
      return { record: decided, delivery: told };
    });
    delivery.publish();
    return await this.entry(record.id);
  }

  /**
   * A waiting request of the barangay and its resident's account, both locked: the account first, then the request, the
   * order a resident's request takes them in, so the two never wait on each other. Another barangay's request is not
   * found; one decided or withdrawn meanwhile is refused; a resident who moved away is no longer this barangay's to change.
   */
  private async lockedPending(
    manager: EntityManager, barangayId: number, id: number,
  ): Promise<{ request: CorrectionRequestRecord; account: User }> {
    const asked = await manager.findOneBy(CorrectionRequestRecord, { id, barangayId });
    if (!asked) throw CorrectionErrors.notFound();
    const account = await manager.findOne(User, { where: { id: asked.userId, barangayId }, lock: { mode: 'pessimistic_write' } });
    const request = await manager.findOne(CorrectionRequestRecord, { where: { id, barangayId }, lock: { mode: 'pessimistic_write' } });
    if (!request) throw CorrectionErrors.notFound();
    if (request.status !== Status.PENDING) throw CorrectionErrors.notPending();
    if (!account) throw CorrectionErrors.residentMoved();
    return { request, account };
  }

  /** A decided request as the staff's list shows it, read after the commit. */
  private async entry(id: number): Promise<CorrectionRequestEntry> {
    const [row] = await this.db.query<EntryRow[]>(`${ENTRIES} WHERE c.id = $1`, [id]);
    return entryOf(row);
  }
}

/** The detail asked for, checked again here (the input's rules already did, on both APIs), so the service holds whoever calls. */
function checkedField(input: RequestCorrectionInput): CorrectableField {
  const field = correctableFieldOf(input.field);
  if (!field) throw DomainError.invalid('INVALID_INPUT', { field: [correctableFieldProblem(input.field) ?? ''] });
  const problem = correctionValueProblem(field, input.requestedValue);
  if (problem) throw DomainError.invalid('INVALID_INPUT', { requestedValue: [problem] });
  return field;
}

/** What the account's record says for the detail now; null when it holds nothing. */
function valueOf(account: User, field: CorrectableField): string | null {
  return account[correctableDetail(field).profileField] ?? null;
}

function shown(record: CorrectionRequestRecord): CorrectionRequest {
  return {
    id: record.id, field: record.field, currentValue: record.currentValue, requestedValue: record.requestedValue, reason: record.reason,
    status: record.status, requestedAt: record.createdAt, decidedAt: record.decidedAt, decisionReason: record.decisionReason,
  };
}

function entryOf(row: EntryRow): CorrectionRequestEntry {
  return {
    id: row.id, field: row.field, currentValue: row.current_value, requestedValue: row.requested_value, reason: row.reason, status: row.status,
    requestedAt: row.created_at, decidedAt: row.decided_at, decisionReason: row.decision_reason,
    residentId: row.user_id, residentName: row.resident_name, decidedBy: row.decided_by,
  };
}
