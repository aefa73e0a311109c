import { OPEN_STATUSES, ResidentTransferStatus as Status } from '@barangay-portal/domain';
import { type DataSource, type EntityManager, In } from 'typeorm';
import { authorize } from '../../identity/audience';
import type { AuthUser } from '../../identity/auth-user';
import type { SessionRegistry } from '../../identity/session-registry';
import { SortDirection } from '../../common/pagination';
import { isUniqueViolation } from '../../db/errors';
import { fixedOrder, listAll, listFirst, queryList, SqlConditions, sqlList } from '../../db/list-query';
import { acrossBarangays } from '../../db/row-security';
import type { RequestContext } from '../../http/request-context';
import type { BarangayDirectory } from '../barangays';
import { DocumentRequestStatus } from '../document-requests';
import type { NotificationDelivery, NotificationService } from '../notifications';
import { recordMovedAway } from '../registry';
import { User } from '../accounts';
import { ResidentTransferRecord } from './resident-transfer.entity';
import { TransferErrors } from './transfer.errors';
import type { DecideTransferInput, RequestTransferInput } from './transfer.inputs';
import { transferPolicy } from './transfer.policy';
import type { EarlierDocumentRequest, ResidentTransfer, TransferDestination, TransferringResident } from './transfer.types';
import { transferDecisionNotice } from './transfer.notices';

/** Requests a barangay still owes the resident: one would be left behind with no way to follow it after the move. */
const UNFINISHED = [...OPEN_STATUSES, DocumentRequestStatus.PICKUP];

/** How many of a resident's earlier barangays' requests are shown: a lifetime's worth. */
const EARLIER_REQUESTS_SHOWN = 100;

/** Earlier requests: the latest first. */
const EARLIER_ORDER = fixedOrder([{ by: 'r.created_at', direction: SortDirection.DESC }], { by: 'r.id', direction: SortDirection.DESC });

/** Moves waiting: the longest waiting first. */
const INCOMING_ORDER = fixedOrder([{ by: 'transfer.requestedAt' }], { by: 'transfer.id' });

interface EarlierRequestRow {
  id: number;
  reference_number: string;
  document_type_name: string;
  status: DocumentRequestStatus;
  created_at: Date;
  barangay_name: string;
  verification_code: string | null;
}

/**
 * Residents moving between the install's barangays (docs/architecture.md#resident-transfers). The resident asks from
 * their barangay; the receiving barangay's staff who verify IDs accept or decline. Accepted, the account becomes
 * the new barangay's; the requests and certificates stay with the barangay that received and issued them, where they
 * keep verifying, and the resident still sees them (earlierRequests).
 */
export class TransferService {
  constructor(
    private readonly db: DataSource,
    private readonly barangays: BarangayDirectory,
    private readonly notifications: NotificationService,
    /** Told of the sessions an accepted move ends, so their sockets close at once on every replica. */
    private readonly sessions: SessionRegistry,
  ) {}

  /** The barangays a resident may move to: every other of the install. */
  async destinations(ctx: RequestContext): Promise<TransferDestination[]> {
    const resident = authorize(ctx, transferPolicy.request);
    const barangays = await this.barangays.all();
    return barangays.filter((barangay) => barangay.id !== resident.barangayId).map(({ id, name }) => ({ id, name }));
  }

  /** The resident's latest move: pending, or how the last one ended. */
  async mine(ctx: RequestContext): Promise<ResidentTransfer | null> {
    const resident = authorize(ctx, transferPolicy.viewOwn);
    const record = await this.db.getRepository(ResidentTransferRecord).findOne({ where: { residentId: resident.id }, order: { id: 'DESC' } });
    return record ? await this.shown(record, null) : null;
  }

  async request(ctx: RequestContext, input: RequestTransferInput): Promise<ResidentTransfer> {
    const resident = authorize(ctx, transferPolicy.request);
    const destinations = await this.destinations(ctx);
    if (!destinations.some((barangay) => barangay.id === input.toBarangayId)) throw TransferErrors.destination();
    const record = await this.db.transaction(async (manager) => {
      // Serialised with the resident's other writes, so no request slips in between the check and the transfer.
      await manager.query('SELECT 1 FROM "user" WHERE id = $1 FOR UPDATE', [resident.id]);
      if (await this.hasUnfinishedRequests(manager, resident.id)) throw TransferErrors.openRequests();
      if (await manager.existsBy(ResidentTransferRecord, { residentId: resident.id, status: Status.PENDING })) throw TransferErrors.alreadyPending();
      return await manager.save(manager.create(ResidentTransferRecord, {
        residentId: resident.id, fromBarangayId: resident.barangayId!, toBarangayId: input.toBarangayId, newAddress: input.newAddress.trim(),
      }));
    }).catch((error: unknown) => {
      if (isUniqueViolation(error)) throw TransferErrors.alreadyPending();
      throw error;
    });
    return await this.shown(record, null);
  }

  /** The resident withdraws a move the new barangay has not decided yet. */
  async cancel(ctx: RequestContext, id: number): Promise<ResidentTransfer> {
    const resident = authorize(ctx, transferPolicy.cancel);
    const record = await this.db.transaction(async (manager) => {
      const found = await manager.findOne(ResidentTransferRecord, { where: { id, residentId: resident.id }, lock: { mode: 'pessimistic_write' } });
      if (!found) throw TransferErrors.notFound();
      if (found.status !== Status.PENDING) throw TransferErrors.notPending();
      return await manager.save(Object.assign(found, { status: Status.CANCELED, decidedAt: new Date() }));
    });
    return await this.shown(record, null);
  }

  /** Moves waiting for this barangay, oldest first, with who is moving. */
  async incoming(ctx: RequestContext): Promise<ResidentTransfer[]> {
    const staff = authorize(ctx, transferPolicy.viewIncoming);
    // The movers are still their old barangay's: their rows are read with every barangay in sight, only those moving here.
    return await acrossBarangays(this.db, async (manager) => {
      const waiting = manager.getRepository(ResidentTransferRecord).createQueryBuilder('transfer')
        .where('transfer.toBarangayId = :here AND transfer.status = :pending', { here: staff.barangayId!, pending: Status.PENDING });
      const records = await listAll(queryList(waiting), INCOMING_ORDER);
      const residents = await manager.findBy(User, { id: In(records.map((record) => record.residentId)) });
      const byId = new Map(residents.map((resident) => [resident.id, resident]));
      return await Promise.all(records.map((record) => this.shown(record, movingResident(byId.get(record.residentId)!))));
    });
  }

  /**
   * Accepted: in one transaction, the account becomes this barangay's with its new address, its sessions at the old
   * address end, the registry of the barangay left records its linked inhabitant as moved out, and the resident is told.
   * Once committed, the ended sessions' tokens and subscription sockets stop at once, as a revocation's do.
   * Declined: the resident is told why and stays. Audited in this barangay's log.
   */
  async decide(ctx: RequestContext, input: DecideTransferInput): Promise<ResidentTransfer> {
    const staff = authorize(ctx, transferPolicy.decide);
    const declineReason = input.accept ? null : input.reason?.trim() ?? '';
    if (declineReason === '') throw TransferErrors.reasonRequired();
    const { record, delivery, endedSessions } = await acrossBarangays(this.db, async (manager) => {
      const found = await manager.findOne(ResidentTransferRecord, {
        where: { id: input.id, toBarangayId: staff.barangayId! }, lock: { mode: 'pessimistic_write' },
      });
      if (!found) throw TransferErrors.notFound();
      if (found.status !== Status.PENDING) throw TransferErrors.notPending();
      const resident = await manager.findOneByOrFail(User, { id: found.residentId });
      let endedSessions: string[] = [];
      if (input.accept) {
        endedSessions = await this.moveAccount(manager, resident, found);
        await this.actAs(manager, staff, found.fromBarangayId);
        await recordMovedAway(manager, resident.id);
      }
      await this.actAs(manager, staff, staff.barangayId!);
      if (input.accept) await manager.update(User, { id: resident.id }, { address: found.newAddress });
      const decided = await manager.save(Object.assign(found, {
        status: input.accept ? Status.ACCEPTED : Status.DECLINED, decidedAt: new Date(), decidedById: staff.id, declineReason,
      }));
      const delivery = await this.tell(manager, resident, decided);
      return { record: decided, delivery, endedSessions };
    });
    this.sessions.ended(endedSessions);
    delivery.publish();
    return await this.shown(record, null);
  }

  /** The resident hears of the decision in their barangay now: the new one when accepted, else the one they stay in. */
  private async tell(manager: EntityManager, resident: User, transfer: ResidentTransferRecord): Promise<NotificationDelivery> {
    const receiving = await this.barangays.byId(transfer.toBarangayId);
    const [hostName] = await this.barangays.hostNamesOf(transfer.toBarangayId);
    const accepted = transfer.status === Status.ACCEPTED;
    const recipient = {
      id: resident.id, email: resident.email, firstName: resident.firstName, barangayId: accepted ? transfer.toBarangayId : transfer.fromBarangayId,
    };
    return await this.notifications.record(manager, [
      transferDecisionNotice(recipient, { barangayName: receiving.name, hostName: hostName ?? null, declineReason: transfer.declineReason }),
    ]);
  }

  /** The resident's requests kept by barangays they lived in before, newest first, for them alone. */
  async earlierRequests(ctx: RequestContext): Promise<EarlierDocumentRequest[]> {
    const resident = authorize(ctx, transferPolicy.viewOwn);
    const conditions = new SqlConditions();
    conditions.and(`r.requester_id = ${conditions.param(resident.id)} AND r.barangay_id <> ${conditions.param(resident.barangayId)}`);
    const rows = await acrossBarangays(this.db, async (manager) => await listFirst(sqlList<EarlierRequestRow>(manager, {
      select: `SELECT r.id, r.reference_number, t.name AS document_type_name, r.status, r.created_at, b.name AS barangay_name, c.verification_code
         FROM document_request r
         JOIN document_type t ON t.id = r.document_type_id
         JOIN barangay b ON b.id = r.barangay_id
         LEFT JOIN document_certificate c ON c.request_id = r.id AND c.revoked_at IS NULL`,
      from: 'document_request r',
      conditions,
    }), EARLIER_ORDER, EARLIER_REQUESTS_SHOWN));
    return rows.map((row) => ({
      id: row.id, referenceNumber: row.reference_number, documentTypeName: row.document_type_name, status: row.status,
      requestedAt: row.created_at, barangayName: row.barangay_name, certificateCode: row.verification_code,
    }));
  }

  private async hasUnfinishedRequests(manager: EntityManager, residentId: number): Promise<boolean> {
    const [row] = await manager.query<Array<{ unfinished: boolean }>>(
      'SELECT EXISTS (SELECT 1 FROM document_request WHERE requester_id = $1 AND status = ANY ($2::document_request_status[])) AS unfinished',
      [residentId, UNFINISHED]);
    return row.unfinished;
  }

  /**
   * The account row changes barangay with every barangay in sight (a barangay's policy refuses to write a row out of
   * it) and unaudited; what the staff member then changes is audited in their barangay's log. Returns the sessions
   * (sign-ins at the old barangay) it ended.
   */
  private async moveAccount(manager: EntityManager, resident: User, transfer: ResidentTransferRecord): Promise<string[]> {
    if (resident.barangayId !== transfer.fromBarangayId) throw TransferErrors.notPending();
    if (await this.hasUnfinishedRequests(manager, resident.id)) throw TransferErrors.openRequests();
    await manager.update(User, { id: resident.id }, { barangayId: transfer.toBarangayId });
    const deleted = await manager.query<[Array<{ family_id: string }>, number]>(
      'DELETE FROM refresh_token WHERE user_id = $1 RETURNING family_id', [resident.id]);
    // TypeORM answers a DELETE … RETURNING as [rows, count].
    return [...new Set(deleted[0].map((row) => row.family_id))];
  }

  /**
   * From here on in the transaction: the staff member's name and a barangay, for the policies and the audit log (the
   * barangay left, for its registry's record of the move; then the staff member's own).
   */
  private async actAs(manager: EntityManager, staff: AuthUser, barangayId: number): Promise<void> {
    await manager.query(`SELECT set_config('portal.barangay_id', $1, true), set_config('portal.actor_id', $2, true)`,
      [String(barangayId), String(staff.id)]);
  }

  private async shown(record: ResidentTransferRecord, resident: TransferringResident | null): Promise<ResidentTransfer> {
    const [from, to, [toHostName]] = await Promise.all([
      this.barangays.byId(record.fromBarangayId), this.barangays.byId(record.toBarangayId), this.barangays.hostNamesOf(record.toBarangayId),
    ]);
    return {
      id: record.id, status: record.status, fromBarangayName: from.name, toBarangayName: to.name, toHostName: toHostName ?? null,
      newAddress: record.newAddress,
      requestedAt: record.requestedAt, decidedAt: record.decidedAt, declineReason: record.declineReason, resident,
    };
  }
}

function movingResident(user: User): TransferringResident {
  return {
    id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email, birthdate: user.birthdate,
    contactNumber: user.contactNumber, idVerificationStatus: user.idVerificationStatus,
  };
}
