import { MAX_OPEN_REQUESTS, OPEN_STATUSES } from '@barangay-portal/domain';
import { DataSource, EntityManager, In, IsNull } from 'typeorm';
import type { AuthUser } from '../../identity/auth-user';
import { admits, authorize } from '../../identity/audience';
import type { RequestContext } from '../../http/request-context';
import { documentRequestPolicy } from './document-request.policy';
import { auditedTransaction } from '../audit';
import { type Page, SortDirection } from '../../common/pagination';
import { manyByKey } from '../../db/batch-loads';
import { listPage, queryList, type SortKeys, sortOf } from '../../db/list-query';
import { lockedRow } from '../../db/locked-row';
import type { CertificateService } from '../certificates';
import { DocumentType } from '../document-types';
import type { NotificationService } from '../notifications';
import { Inhabitant, InhabitantStatus, RegistryErrors } from '../registry';
import { IdVerificationStatus, User } from '../accounts';
import { assertTransition } from './document-request-lifecycle';
import { DocumentRequest, DocumentRequestStatus } from './document-request.entity';
import { DocumentRequestErrors } from './document-request.errors';
import {
  CounterDocumentRequestInput, DocumentRequestAllowance, DocumentRequestsArgs, DocumentRequestSortField, SubmitDocumentRequestInput,
} from './document-request.inputs';
import { DocumentRequestStatusChange } from './document-request-status-change.entity';
import { renderClaimStub } from './claim-stub-pdf';
import { documentRequestsMatching } from './document-request-list-filter';
import { validateFieldData } from './field-data';
import { processingTime, ProcessingTime } from './processing-time';
import { requestStatusNotice } from './document-request.notices';

/** Who a new request is for (an account, an inhabitant at the counter, or a linked inhabitant's account) and who submits it. */
interface RequestParty {
  requesterId: number | null;
  inhabitantId: number | null;
  by: number;
}

/** The requests manager's screen (the client's paths.admin.documentRequests), which a claim stub's QR code opens with its search. */
const REQUESTS_MANAGER_PATH = '/document-request-manager';

const SORT_KEYS: Record<DocumentRequestSortField, SortKeys> = {
  [DocumentRequestSortField.REQUESTED_AT]: { by: 'request.createdAt' },
  [DocumentRequestSortField.STATUS]: { by: 'request.status' },
  [DocumentRequestSortField.DOCUMENT_TYPE]: { by: 'type.name' },
  [DocumentRequestSortField.REQUESTOR]: [{ by: 'COALESCE(inhabitant.lastName, requester.lastName)' }, { by: 'COALESCE(inhabitant.firstName, requester.firstName)' }],
};

/**
 * Document requests and their lifecycle. Every rule (docs/rules/documents.md#documents) is enforced here, whichever API the
 * call came through: only verified residents submit online (staff take requests at the counter for inhabitants), at most three open at once (atomically), the
 * field data matches its type, and status moves follow the lifecycle for the caller's role. A request belongs to
 * the barangay it was made at (docs/architecture.md#tenancy): its staff alone list, read and move it; another
 * barangay's request is not found.
 */
export class DocumentRequestService {
  constructor(
    private readonly db: DataSource,
    private readonly certificates: CertificateService,
    private readonly notifications: NotificationService,
  ) {}

  async submit(ctx: RequestContext, input: SubmitDocumentRequestInput): Promise<DocumentRequest> {
    const resident = authorize(ctx, documentRequestPolicy.submit);
    // The answer is read inside the transaction: once it has committed, nothing can fail and make a saved
    // request look refused (a client would then submit it twice).
    return await this.db.transaction(async (manager) => {
      // Locking the resident's row serialises their submissions, so the open-request count below
      // cannot be raced: ten simultaneous submissions with two open end with exactly three.
      const user = await lockedRow(manager, User, resident.id, DocumentRequestErrors.notVerified);
      if (user.idVerificationStatus !== IdVerificationStatus.APPROVED) throw DocumentRequestErrors.notVerified();
      return await this.insertRequest(manager, ctx, input, { requesterId: user.id, inhabitantId: null, by: user.id });
    });
  }

  /**
   * Walk-in service (docs/architecture.md#registry-of-inhabitants): a request taken at the counter for an inhabitant living in the barangay, under the
   * same type rules and open-request limit. An inhabitant linked to an account requests as that account (one
   * person, once: one history, one limit); the staff member is who submitted it. No ID verification: the staff
   * member sees the person at the window.
   */
  async submitAtCounter(ctx: RequestContext, input: CounterDocumentRequestInput): Promise<DocumentRequest> {
    const staff = authorize(ctx, documentRequestPolicy.submitAtCounter);
    return await auditedTransaction(this.db, staff, async (manager) => {
      // The inhabitant's row (and their account's, as an online submission takes it) serialises their requests.
      const inhabitant = await lockedRow(manager, Inhabitant, { id: input.inhabitantId, barangayId: ctx.barangay.id }, RegistryErrors.inhabitantNotFound);
      if (inhabitant.status !== InhabitantStatus.LIVING) throw DocumentRequestErrors.notLivingHere();
      if (inhabitant.userId !== null) await lockedRow(manager, User, inhabitant.userId, DocumentRequestErrors.notFound);
      return await this.insertRequest(manager, ctx, input, { requesterId: inhabitant.userId, inhabitantId: inhabitant.id, by: staff.id });
    });
  }

  /**
   * Inserts a pending request of one of the barangay's types for the person named (their rows locked by the caller),
   * refused when its answers do not fit the type or they already have the most requests open.
   */
  private async insertRequest(
    manager: EntityManager, ctx: RequestContext, input: SubmitDocumentRequestInput, party: RequestParty,
  ): Promise<DocumentRequest> {
    // Only the barangay's own types: another barangay's is as unknown as one that never existed.
    const type = await manager.findOneBy(DocumentType, { id: input.documentTypeId, barangayId: ctx.barangay.id, archivedAt: IsNull() });
    if (!type) throw DocumentRequestErrors.unknownType();
    const fieldData = validateFieldData(type.fields, input.fieldData);
    if (await this.openRequestsOf(manager, party) >= MAX_OPEN_REQUESTS) {
      throw party.requesterId === party.by ? DocumentRequestErrors.tooManyOpen() : DocumentRequestErrors.counterTooManyOpen();
    }
    // The insert trigger numbers it from the barangay's per-year counter, whose row stays locked until this
    // commits: submissions by different residents of a barangay take their numbers one after the other, without gaps.
    const request = await manager.save(manager.create(DocumentRequest, {
      documentTypeId: type.id, requesterId: party.requesterId, inhabitantId: party.inhabitantId, fieldData,
      status: DocumentRequestStatus.PENDING, barangayId: ctx.barangay.id, referencePrefix: ctx.barangay.referencePrefix,
    }));
    await this.recordChange(manager, request.id, null, DocumentRequestStatus.PENDING, party.by);
    return await this.load(ctx, request.id, manager);
  }

  /**
   * A person's open requests: an account's (online and at the counter) with those taken at the counter for its linked
   * inhabitant before a link not yet confirmed (not the account's to read, but the same person's to count); else an
   * inhabitant's taken at the counter.
   */
  private async openRequestsOf(manager: EntityManager, party: RequestParty): Promise<number> {
    if (party.requesterId === null) {
      return await manager.countBy(DocumentRequest, { inhabitantId: party.inhabitantId ?? 0, status: In([...OPEN_STATUSES]) });
    }
    const [{ open }] = await manager.query<Array<{ open: number }>>(
      `SELECT count(*)::int AS open FROM document_request
        WHERE status = ANY ($2::document_request_status[])
          AND (requester_id = $1 OR inhabitant_id IN (SELECT i.id FROM inhabitant i WHERE i.user_id = $1))`,
      [party.requesterId, OPEN_STATUSES]);
    return open;
  }

  /**
   * Moves a request to `to`, if the caller's role may make that move (and, for residents, it is theirs).
   * In the same transaction: the first move to pickup issues the certificate, and an administrator's move
   * notifies the resident (and queues the e-mail); the notification goes live once all of it committed.
   */
  async changeStatus(ctx: RequestContext, requestId: number, to: DocumentRequestStatus): Promise<DocumentRequest> {
    const user = authorize(ctx, documentRequestPolicy.changeStatus);
    const { changed, delivery } = await auditedTransaction(this.db, user, async (manager) => {
      // The row lock makes two simultaneous moves of one request happen one after the other, each seeing the other's result.
      const request = await lockedRow(manager, DocumentRequest, { id: requestId, barangayId: ctx.barangay.id }, DocumentRequestErrors.notFound);
      this.assertMayRead(user, request);
      assertTransition(request.status, to, user.role);
      const from = request.status;
      await manager.update(DocumentRequest, { id: requestId }, { status: to });
      await this.recordChange(manager, requestId, from, to, user.id);
      if (to === DocumentRequestStatus.PICKUP) await this.certificates.issue(manager, requestId, user.id);
      const changed = await this.load(ctx, requestId, manager);
      // Residents are told of what others do to their requests, not of their own cancellations.
      // An inhabitant served at the counter without an account hears of it at the counter.
      if (request.requesterId === null || request.requesterId === user.id) return { changed, delivery: null };
      const requester = await manager.findOneByOrFail(User, { id: request.requesterId });
      const type = await manager.findOneByOrFail(DocumentType, { id: request.documentTypeId });
      return {
        changed,
        delivery: await this.notifications.record(manager, [
          requestStatusNotice(requester, { id: request.id, referenceNumber: request.referenceNumber, documentTypeName: type.name }, to),
        ]),
      };
    });
    delivery?.publish();
    return changed;
  }

  /**
   * The claim stub of a request taken at the counter, for the staff who took it to print and hand over; its QR
   * code opens the request in the requests manager (`managerUrl`: the screen's address with the search).
   */
  async claimStub(ctx: RequestContext, requestId: number): Promise<{ bytes: Buffer; fileName: string }> {
    authorize(ctx, documentRequestPolicy.printClaimStub);
    const request = await this.load(ctx, requestId);
    if (!request.takenAtCounter) throw DocumentRequestErrors.notTakenAtCounter();
    const bytes = await renderClaimStub({
      barangayName: ctx.barangay.name,
      referenceNumber: request.referenceNumber,
      documentTypeName: request.documentTypeName,
      requestor: request.requestor,
      requestedAt: request.requestedAt,
      lookupUrl: `${ctx.origin}${REQUESTS_MANAGER_PATH}?q=${encodeURIComponent(request.referenceNumber)}`,
    });
    return { bytes, fileName: `claim-stub-${request.referenceNumber}.pdf` };
  }

  /** How long an open request has waited, against its type's target (the request's type must be loaded). */
  processingTime(ctx: RequestContext, request: DocumentRequest): ProcessingTime {
    return ctx.loaders.once(this.processingTimeOf, request);
  }

  /** Per row (RequestLoaders.once): four fields read it, and each working-out reads the barangay's calendar twice. */
  private readonly processingTimeOf = (request: DocumentRequest): ProcessingTime =>
    processingTime(request.requestedAt, request.status, request.documentType?.targetProcessingDays ?? null);

  async get(ctx: RequestContext, requestId: number): Promise<DocumentRequest> {
    const user = authorize(ctx, documentRequestPolicy.view);
    const request = await this.load(ctx, requestId);
    this.assertMayRead(user, request);
    return request;
  }

  /**
   * Residents see only their own requests; administrators see all of the barangay's, searched, filtered and
   * sorted by the database.
   */
  async list(ctx: RequestContext, args: DocumentRequestsArgs): Promise<Page<DocumentRequest>> {
    const user = authorize(ctx, documentRequestPolicy.view);
    const query = documentRequestsMatching(this.db.getRepository(DocumentRequest).createQueryBuilder('request'), ctx.barangay.id, args);
    if (!admits(documentRequestPolicy.seeEveryRequest, user)) query.andWhere('request.requesterId = :requesterId', { requesterId: user.id });
    // Ties broken by the latest request first, whichever way the list is sorted.
    const order = sortOf(SORT_KEYS, args.sortBy, args.sortDirection, { by: 'request.id', direction: SortDirection.DESC });
    return await listPage(queryList(query), order, args);
  }

  /** The request's status changes, oldest first, for whoever may read the request; one query for every request of an answer. */
  async history(ctx: RequestContext, request: DocumentRequest): Promise<DocumentRequestStatusChange[]> {
    this.assertMayRead(authorize(ctx, documentRequestPolicy.view), request);
    return await ctx.loaders.of(this.historiesOf).load(request.id);
  }

  /** Batch function (RequestLoaders): the status changes of these requests, each request's oldest first. */
  private readonly historiesOf = manyByKey(() => this.db.getRepository(DocumentRequestStatusChange), 'requestId', {
    relations: { changedBy: true },
    order: { changedAt: 'ASC', id: 'ASC' },
  });

  async allowance(ctx: RequestContext): Promise<DocumentRequestAllowance> {
    const resident = authorize(ctx, documentRequestPolicy.allowance);
    const openCount = await this.db.getRepository(DocumentRequest)
      .countBy({ requesterId: resident.id, status: In([...OPEN_STATUSES]) });
    return { openCount, limit: MAX_OPEN_REQUESTS, canSubmit: openCount < MAX_OPEN_REQUESTS };
  }

  private assertMayRead(user: AuthUser, request: DocumentRequest): void {
    if (!admits(documentRequestPolicy.seeEveryRequest, user) && request.requesterId !== user.id) throw DocumentRequestErrors.notYours();
  }

  /** The barangay's request with its type and requester; another barangay's is not found. */
  private async load(ctx: RequestContext, requestId: number, manager: EntityManager = this.db.manager): Promise<DocumentRequest> {
    const request = await manager.getRepository(DocumentRequest).findOne({
      where: { id: requestId, barangayId: ctx.barangay.id },
      relations: { documentType: true, requester: true, inhabitant: true },
    });
    if (!request) throw DocumentRequestErrors.notFound();
    return request;
  }

  private async recordChange(
    manager: EntityManager, requestId: number, from: DocumentRequestStatus | null, to: DocumentRequestStatus, by: number,
  ): Promise<void> {
    await manager.insert(DocumentRequestStatusChange, { requestId, fromStatus: from, toStatus: to, changedById: by });
  }
}
