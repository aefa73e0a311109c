import { DataSource, EntityManager } from 'typeorm';
import type { AuthUser } from '../../identity/auth-user';
import { admits, authorize } from '../../identity/audience';
import type { RequestContext } from '../../http/request-context';
import { userPolicy } from './users.policy';
import { auditedTransaction } from '../audit';
import type { PasswordPolicy } from '../../identity/password-policy';
import { hashPassword } from '../../identity/passwords';
import type { SessionLinks } from '../../identity/session-links';
import type { SessionRegistry } from '../../identity/session-registry';
import type { StaffPermissions } from '../../identity/staff-permissions';
import type { Logger } from '../../common/logger';
import type { Page } from '../../common/pagination';
import { securityEvent } from '../../common/security-events';
import { manyByKey } from '../../db/batch-loads';
import { containsPattern } from '../../db/like-pattern';
import { UnreadableFileError } from '../../uploads/file-encryption';
import type { FileStorage } from '../../uploads/file-storage';
import type { IncomingFile } from '../../uploads/incoming-file';
import { DataAccessKind, type DataAccessLedger, idsOf, IdViewPurpose, requiredIdViewPurpose } from '../data-access';
import type { NotificationDelivery, NotificationService } from '../notifications';
import { LISTED_ACCOUNT_IDS, listedAccounts } from './account-list';
import { accountsHere } from './accounts-here';
import { AuthErrors } from './auth.errors';
import { IdImageRemoval } from './id-image-removal.entity';
import { IdVerificationDecision } from './id-verification-decision.entity';
import {
  IdVerificationOutcome, IdVerificationStatus, PROFILE_CIVIL_STATUSES, STATUS_AFTER, UserType,
} from './user.enums';
import { User } from './user.entity';
import type { Language } from './user.enums';
import type { CurrentPasswordCheck } from './current-password';
import { UsersErrors } from './users.errors';
import { listResidents, searchResidents } from './resident-registry';
import { ChangePasswordInput, requestedPassword, ResidentsArgs, UpdateProfileInput } from './users.inputs';
import { mediaTypeOfValidId, VALID_ID_RULES, validIdPath } from './valid-id-file';
import { idDecisionNotice, passwordChangedNotice } from './users.notices';

/** Which resident a decision is about: GraphQL names them by id, the REST client (docs/rules/id-verification.md#verification-decision) by e-mail. */
export type ResidentRef = { id: number } | { email: string };

/** What a stored password change leaves to do once its transaction has committed. */
interface PasswordChange {
  endedSessions: string[];
  delivery: NotificationDelivery;
}

/** A private file ready to send. */
export interface ValidIdFile {
  bytes: Buffer;
  mediaType: string;
}

/** A resident uploads an ID only before one is under review or accepted (docs/rules/id-verification.md#upload-allowed-from). */
const UPLOAD_ALLOWED_FROM: readonly IdVerificationStatus[] = [IdVerificationStatus.UNVERIFIED, IdVerificationStatus.REJECTED];

/** What guards passwords: the policy for a new one, and the check of the current one. */
export interface PasswordGuards {
  currentPassword: CurrentPasswordCheck;
  passwords: PasswordPolicy;
}

/**
 * Residents: the own profile, the valid-ID upload and its verification, and the administrators' registry.
 * Every rule (docs/rules/common.md#server-enforces) about them is enforced here, whichever API the call came through.
 */
export class UsersService {
  constructor(
    private readonly db: DataSource,
    private readonly links: SessionLinks,
    private readonly storage: FileStorage,
    private readonly notifications: NotificationService,
    private readonly sessions: SessionRegistry,
    private readonly guards: PasswordGuards,
    private readonly logger: Logger,
    private readonly staffPermissions: StaffPermissions,
    /** Records staff views of a resident's profile and ID image (docs/architecture.md#privacy-access-ledger). */
    private readonly ledger: DataAccessLedger,
  ) {}

  /** The signed-in account's own record, an account of this barangay or the city's. */
  async me(ctx: RequestContext): Promise<User> {
    const { id } = authorize(ctx, userPolicy.me);
    const user = await this.db.getRepository(User).findOneBy({ id, barangayId: accountsHere(ctx.barangay.id) });
    if (!user) throw AuthErrors.accountGone();
    return user;
  }

  /**
   * Every account of the barangay, for the REST `GET /api/auth/user/` the original dashboard reads and counts: an
   * erased one is no longer a resident it may count (docs/architecture.md#privacy-erasure). Handed to `write` a batch
   * at a time from a database cursor (listedAccounts), each batch written before the next is read, so a barangay of
   * 250,000 costs the memory of one batch. Staff only; the access ledger records the list once, naming every account
   * in it, from the snapshot the list is read from.
   */
  async listAll(ctx: RequestContext, write: (batch: User[]) => Promise<void>): Promise<void> {
    const staff = authorize(ctx, userPolicy.listAccounts);
    const shown = { kind: DataAccessKind.LISTED, of: 'accounts', ids: { sql: LISTED_ACCOUNT_IDS, params: [ctx.barangay.id] } } as const;
    await this.ledger.servedRecorded(ctx, staff.id, shown, async (manager) => {
      for await (const batch of listedAccounts(manager, ctx.barangay.id)) {
        for (const { user, removal } of batch) this.knownRemovals.set(user, removal);
        await write(batch.map(({ user }) => user));
      }
    });
  }

  /**
   * The latest ID image removal of accounts read with it (the full list's cursor reads it in the account's row), so
   * `idImageRemoval` asks the database nothing for them. Weak: an entry goes with its account once the batch is written.
   */
  private readonly knownRemovals = new WeakMap<User, IdImageRemoval | null>();

  /**
   * The registry: the barangay's residents searched by part of a first or last name, filtered by status, sorted and
   * paged by the database.
   */
  async residents(ctx: RequestContext, args: ResidentsArgs): Promise<Page<User>> {
    const staff = authorize(ctx, userPolicy.browseResidents);
    const pattern = containsPattern(args.search);
    const barangayId = ctx.barangay.id;
    const page = pattern ? await searchResidents(this.db, barangayId, args, pattern) : await listResidents(this.db, barangayId, args);
    // The page shows each resident's name, e-mail, age and status: one ledger row for everyone on it.
    await this.ledger.recordShown(ctx, staff.id, {
      kind: pattern ? DataAccessKind.SEARCHED : DataAccessKind.LISTED, of: 'accounts', ids: idsOf(page.items.map((user) => user.id)),
    });
    return page;
  }

  /** One of the barangay's residents, their full profile: a view the access ledger records. Another barangay's is not found. */
  async resident(ctx: RequestContext, id: number): Promise<User> {
    const staff = authorize(ctx, userPolicy.browseResidents);
    const user = await this.db.getRepository(User).findOneBy({ id, userType: UserType.RESIDENT, barangayId: ctx.barangay.id });
    if (!user) throw UsersErrors.residentNotFound();
    await this.ledger.record(ctx, staff.id, [{ kind: DataAccessKind.PROFILE, residentId: user.id }]);
    return user;
  }

  /**
   * A resident changes only address, contact number, civil status, voter and employed
   * (docs/rules/accounts.md#profile-edit), and optionally the password; the input type has no other field. A new password needs the current one
   * (otherwise nothing at all is saved) and is stored as `changePassword` stores it. `clientAddress`:
   * where the request came from, for the slowdown and the security log.
   */
  async updateProfile(ctx: RequestContext, input: UpdateProfileInput): Promise<User> {
    const resident = authorize(ctx, userPolicy.updateProfile);
    const newPassword = requestedPassword(input.password);
    // Checked and hashed before the transaction: argon2 takes tens of milliseconds and needs no lock.
    const checkedHash = newPassword === null ? null
      : await this.checkPasswordChange(ctx, resident.id, newPassword, input.currentPassword);
    const passwordHash = newPassword === null ? null : await hashPassword(newPassword);
    const change = await this.db.transaction(async (manager) => {
      const user = await this.lockUser(manager, resident.id, { withPasswordHash: true });
      if (!user) throw AuthErrors.accountGone();
      // Changed since it was checked (another session changed it meanwhile): the password given is no longer current.
      if (checkedHash !== null && user.passwordHash !== checkedHash) throw UsersErrors.wrongCurrentPassword();
      // The profile offers four civil statuses; a resident registered as separated may keep that value
      // while changing something else, rather than being made to pick a status that is not theirs.
      if (!PROFILE_CIVIL_STATUSES.includes(input.civilStatus) && input.civilStatus !== user.civilStatus) {
        throw UsersErrors.profileCivilStatus();
      }
      await manager.update(User, { id: user.id }, {
        address: input.address.trim(),
        contactNumber: input.contactNumber.trim(),
        civilStatus: input.civilStatus,
        isVoter: input.isVoter,
        isEmployed: input.isEmployed,
      });
      return passwordHash === null ? null : await this.storePassword(manager, user, resident, passwordHash);
    });
    if (change) this.passwordChanged(resident.id, change);
    return await this.load(resident.id);
  }

  /**
   * A new password for the signed-in account, resident or administrator. It needs the current one, ends the
   * account's other sessions (every refresh token except this login's stops working) and tells the owner, in
   * the bell and by e-mail, so a change they did not make does not go unnoticed. `clientAddress`: where the
   * request came from, for the slowdown and the security log.
   */
  async changePassword(ctx: RequestContext, input: ChangePasswordInput): Promise<User> {
    const account = authorize(ctx, userPolicy.changePassword);
    const checkedHash = await this.checkPasswordChange(ctx, account.id, input.password, input.currentPassword);
    const passwordHash = await hashPassword(input.password);
    const change = await this.db.transaction(async (manager) => {
      const user = await this.lockUser(manager, account.id, { withPasswordHash: true });
      if (!user) throw AuthErrors.accountGone();
      if (user.passwordHash !== checkedHash) throw UsersErrors.wrongCurrentPassword();
      return await this.storePassword(manager, user, account, passwordHash);
    });
    this.passwordChanged(account.id, change);
    return await this.load(account.id);
  }

  /** Keeps the language the signed-in account chose, which follows it to every device (docs/architecture/languages.md#choosing). */
  async choosePreferredLanguage(ctx: RequestContext, language: Language): Promise<User> {
    const { id } = authorize(ctx, userPolicy.choosePreferredLanguage);
    await this.db.getRepository(User).update({ id, barangayId: accountsHere(ctx.barangay.id) }, { preferredLanguage: language });
    return await this.me(ctx);
  }

  /** Stores the new hash, ends the account's other sessions and records the owner's notification, in the caller's transaction. */
  private async storePassword(manager: EntityManager, user: User, account: AuthUser, passwordHash: string): Promise<PasswordChange> {
    // A staff member's own password replaces the temporary one they were given: their permissions apply from now.
    await manager.update(User, { id: user.id }, { passwordHash, mustChangePassword: false });
    const endedSessions = await this.sessions.revoke(manager, { userId: user.id, exceptFamilyId: account.sessionId });
    const delivery = await this.notifications.record(manager, [passwordChangedNotice(user, new Date())]);
    return { endedSessions, delivery };
  }

  /** After the commit: the ended sessions stop at once, the owner is told, and the change is logged. */
  private passwordChanged(accountId: number, change: PasswordChange): void {
    this.sessions.ended(change.endedSessions);
    this.staffPermissions.forgetAll();
    change.delivery.publish();
    securityEvent(this.logger, 'auth.password.changed', { accountId });
  }

  /**
   * Whether a password change may go ahead: the new password passes the policy (the account's own names
   * and e-mail are among its context words), and the current one is right. A wrong current password is a
   * guess like a wrong sign-in: it slows the account down, and is refused while the slowdown runs.
   * Returns the stored hash the current password matched; throws the field error otherwise.
   */
  private async checkPasswordChange(
    ctx: RequestContext, userId: number, newPassword: string, currentPassword: string | null | undefined,
  ): Promise<string> {
    const { currentPassword: check, passwords } = this.guards;
    const account = await check.account(userId);
    passwords.assertAcceptable(newPassword, account, ctx.barangay.name);
    await check.assertMatches(account, currentPassword, ctx.clientAddress);
    return account.passwordHash;
  }

  /**
   * Stores the resident's valid ID privately and sets the status to pending, whatever the client said
   * the status should be. Allowed only from unverified or rejected. A re-upload replaces the old file.
   */
  async uploadValidId(ctx: RequestContext, file: IncomingFile | undefined): Promise<User> {
    const resident = authorize(ctx, userPolicy.uploadValidId);
    if (!file || file.size === 0) throw UsersErrors.validIdMissing();
    // Filled inside the transaction; read after it to clean up whichever file ends up unreferenced.
    const files: { stored?: string; replaced?: string | null } = {};
    try {
      await this.db.transaction(async (manager) => {
        // The row lock orders two simultaneous uploads, so the second sees pending and is refused.
        const user = await this.lockUser(manager, resident.id);
        if (!user) throw AuthErrors.accountGone();
        if (!UPLOAD_ALLOWED_FROM.includes(user.idVerificationStatus)) throw UsersErrors.uploadNotAllowed(user.idVerificationStatus);
        files.stored = (await this.storage.store(file, 'private', VALID_ID_RULES)).key;
        files.replaced = user.validIdKey;
        await manager.update(User, { id: user.id }, { validIdKey: files.stored, idVerificationStatus: IdVerificationStatus.PENDING });
      });
    } catch (error) {
      // No row names the new file: remove it, so no unreachable copy of an identity document stays on disk.
      await this.discard(files.stored);
      throw error;
    }
    // Only now that the new key is committed is the old file unreferenced.
    await this.discard(files.replaced);
    return await this.load(resident.id);
  }

  /**
   * An administrator approves or rejects a pending ID of one of the barangay's residents, and only a pending one
   * (docs/rules/id-verification.md#decision-pending-only); another barangay's resident is not found, by id or by
   * e-mail. Each decision is recorded, and the resident notified in the same transaction (live once it committed).
   */
  async decideIdVerification(ctx: RequestContext, ref: ResidentRef, outcome: IdVerificationOutcome): Promise<User> {
    const admin = authorize(ctx, userPolicy.decideIdVerification);
    const { userId, delivery } = await auditedTransaction(this.db, admin, async (manager) => {
      const query = manager.getRepository(User).createQueryBuilder('user')
        .setLock('pessimistic_write')
        .where('user.userType = :type AND user.barangayId = :barangayId', { type: UserType.RESIDENT, barangayId: ctx.barangay.id });
      if ('id' in ref) query.andWhere('user.id = :id', { id: ref.id });
      else query.andWhere('lower(user.email) = lower(:email)', { email: ref.email.trim() });
      // The lock makes two administrators deciding at once take turns: the second finds it no longer pending.
      const user = await query.getOne();
      if (!user) throw UsersErrors.residentNotFound();
      if (user.idVerificationStatus !== IdVerificationStatus.PENDING) throw UsersErrors.notPending(user.idVerificationStatus);
      if (outcome === IdVerificationOutcome.APPROVED && !user.validIdKey) throw UsersErrors.noFileToApprove();
      await manager.update(User, { id: user.id }, { idVerificationStatus: STATUS_AFTER[outcome] });
      await manager.insert(IdVerificationDecision, { userId: user.id, decidedById: admin.id, decision: outcome });
      return { userId: user.id, delivery: await this.notifications.record(manager, [idDecisionNotice(user, outcome)]) };
    });
    delivery.publish();
    return await this.load(userId);
  }

  /** Every decision on the user's ID, oldest first; null for anyone but the user and administrators. One query for every user of an answer. */
  async idVerificationHistory(ctx: RequestContext, user: User): Promise<IdVerificationDecision[] | null> {
    if (!this.mayReadPrivate(ctx, user)) return null;
    return await ctx.loaders.of(this.decisionsOf).load(user.id);
  }

  /** Batch function (RequestLoaders): the ID decisions on these users, each user's oldest first. */
  private readonly decisionsOf = manyByKey(() => this.db.getRepository(IdVerificationDecision), 'userId', {
    relations: { decidedBy: true },
    order: { decidedAt: 'ASC', id: 'ASC' },
  });

  /**
   * A link to the user's ID file that works without a Bearer header (for <img src> and new tabs) for
   * a few minutes; null when there is no file or the caller is neither the user nor an administrator.
   */
  async validIdUrl(ctx: RequestContext, user: User): Promise<string | null> {
    if (!user.validIdKey || !this.mayReadPrivate(ctx, user)) return null;
    return `${validIdPath(user.id)}?token=${await this.links.sign(ctx.caller, 'valid-id', user.id)}`;
  }

  /**
   * `validIdUrl` as REST's `valid_id` gives it: an image URL the original client shows in an <img>, which cannot say
   * why. For staff opening someone else's, the link carries its purpose (recorded in the access ledger when the file is
   * fetched): `asked`, else verify_identity while the user's verification is pending, the one time that client shows
   * it; otherwise none, and the file asks for one. One's own link carries none.
   */
  async validIdUrlWithPurpose(ctx: RequestContext, user: User, asked: IdViewPurpose | undefined): Promise<string | null> {
    const link = await this.validIdUrl(ctx, user);
    if (link === null || ctx.caller.user?.id === user.id) return link;
    const purpose = asked ?? (user.idVerificationStatus === IdVerificationStatus.PENDING ? IdViewPurpose.VERIFY_IDENTITY : null);
    return purpose === null ? link : `${link}&purpose=${purpose}`;
  }

  validIdMediaType(ctx: RequestContext, user: User): string | null {
    if (!user.validIdKey || !this.mayReadPrivate(ctx, user)) return null;
    return mediaTypeOfValidId(user.validIdKey);
  }

  /**
   * The account's ID image deleted under the retention rule (docs/architecture.md#privacy-retention), while no image
   * was uploaded since; null otherwise, or for anyone but the user and staff who see IDs. One query for every user of an answer.
   */
  async idImageRemoval(ctx: RequestContext, user: User): Promise<IdImageRemoval | null> {
    if (user.validIdKey || !this.mayReadPrivate(ctx, user)) return null;
    if (this.knownRemovals.has(user)) return this.knownRemovals.get(user) ?? null;
    const [latest] = await ctx.loaders.of(this.removalsOf).load(user.id);
    return latest ?? null;
  }

  /** Batch function (RequestLoaders): the ID image removals of these users, each user's latest first. */
  private readonly removalsOf = manyByKey(() => this.db.getRepository(IdImageRemoval), 'userId', {
    order: { removedAt: 'DESC', id: 'DESC' },
  });

  /**
   * The private file of one of the barangay's accounts, for its owner or an administrator (by Bearer token) or for
   * whoever holds a valid link token issued for this user. A guest hears 401, another resident 403, and 404 means
   * no file, or an account of another barangay (whichever way the caller came). Staff opening someone else's file give
   * why (`purposeAsked`, one of IdViewPurpose), else 400; the view is recorded in the access ledger before the file is
   * sent (docs/architecture.md#privacy-access-ledger).
   */
  async validIdFile(ctx: RequestContext, userId: number, linkToken: string | undefined, purposeAsked?: string): Promise<ValidIdFile> {
    const viewerId = await this.validIdViewer(ctx, userId, linkToken);
    const user = await this.db.getRepository(User).findOne({
      where: { id: userId, barangayId: ctx.barangay.id }, select: { id: true, validIdKey: true },
    });
    if (!user?.validIdKey) throw UsersErrors.noValidId();
    const purpose = viewerId === userId ? null : requiredIdViewPurpose(purposeAsked);
    const file = await this.readValidId(user.validIdKey);
    if (!file) throw UsersErrors.noValidId();
    if (purpose) await this.ledger.record(ctx, viewerId, [{ kind: DataAccessKind.ID_IMAGE, residentId: userId, purpose }]);
    return file;
  }

  /**
   * Who opens the valid ID of `userId`: the caller by Bearer token when it is theirs or they see anyone's, else whoever
   * asked for the link token (its holder). Refuses as `validIdFile` says; a link that names no holder opens nothing,
   * since its view could not be recorded under anyone's name.
   */
  private async validIdViewer(ctx: RequestContext, userId: number, linkToken: string | undefined): Promise<number> {
    const caller = ctx.caller.user;
    if (caller && this.callerMayReadPrivate(caller, userId)) return caller.id;
    if (linkToken === undefined) {
      authorize(ctx, userPolicy.viewValidId);
      throw UsersErrors.notYourValidId();
    }
    const grant = await this.links.grant('valid-id', linkToken);
    if (grant?.subjectId !== userId || grant.holderId === undefined) throw UsersErrors.invalidValidIdLink();
    return grant.holderId;
  }

  /**
   * The stored ID, decrypted and checked (docs/architecture.md#privacy-encryption); null when the file is gone. One that
   * fails its check is refused, and logged with the reason and key id only: nothing of whose file it is.
   */
  private async readValidId(key: string): Promise<ValidIdFile | null> {
    try {
      return await this.storage.read('private', key);
    } catch (error) {
      if (!(error instanceof UnreadableFileError)) throw error;
      this.logger.warn({ reason: error.reason, keyId: error.keyId }, 'A stored valid ID failed its integrity check and was not sent');
      throw UsersErrors.validIdUnreadable();
    }
  }

  /**
   * Deletes a valid-ID file no row names any more. A failed delete must not change the answer (the
   * upload succeeded, or its own error is the one to report); the leftover file is served by no route.
   */
  private async discard(key: string | null | undefined): Promise<void> {
    await this.storage.remove('private', key).catch(() => undefined);
  }

  /** The account's ID details are the caller's to see, and the account is of the request's barangay. */
  private mayReadPrivate(ctx: RequestContext, account: Pick<User, 'id' | 'barangayId'>): boolean {
    return account.barangayId === ctx.barangay.id && this.callerMayReadPrivate(ctx.caller.user, account.id);
  }

  /** One's own ID details, or anyone's for staff who verify IDs (within the barangay: `mayReadPrivate`). */
  private callerMayReadPrivate(user: AuthUser | null, userId: number): boolean {
    return !!user && (admits(userPolicy.seeAnyValidId, user) || user.id === userId);
  }

  private async lockUser(manager: EntityManager, id: number, options: { withPasswordHash?: boolean } = {}): Promise<User | null> {
    const query = manager.createQueryBuilder(User, 'user').setLock('pessimistic_write').where('user.id = :id', { id });
    if (options.withPasswordHash) query.addSelect('user.passwordHash');
    return await query.getOne();
  }

  private async load(id: number): Promise<User> {
    const user = await this.db.getRepository(User).findOneBy({ id });
    if (!user) throw AuthErrors.accountGone();
    return user;
  }
}
