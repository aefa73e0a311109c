import { randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { authorize } from '../../identity/audience';
import type { AuthThrottle } from '../../limits/auth-throttle';
import type { PasswordOwner, PasswordPolicy } from '../../identity/password-policy';
import { hashPassword } from '../../identity/passwords';
import type { SessionRegistry } from '../../identity/session-registry';
import type { StaffPermissions } from '../../identity/staff-permissions';
import { passwordFingerprint, type SetPasswordGrant } from '../../identity/tokens';
import type { Logger } from '../../common/logger';
import { securityEvent } from '../../common/security-events';
import type { RequestContext } from '../../http/request-context';
import type { NotificationDelivery } from '../notifications';
import { ACCOUNTS_HERE, User, UserType } from '../accounts';
import type { LinkRecipient, PasswordLinkReason, StaffPasswordLinks } from './staff-password-links';
import { StaffErrors } from './staff.errors';
import type { SetStaffPasswordInput } from './staff.inputs';
import { staffPolicy } from './staff.policy';

/** A first or fresh password, before it is stored: what to store, and what (if anything) to show once. */
export interface PreparedPassword {
  passwordHash: string;
  /** Null when the member is e-mailed a link instead. */
  temporaryPassword: string | null;
}

/**
 * How a staff member comes to their own password (docs/rules/accounts.md#staff-roles): a one-time password shown to
 * the manager who made or reset the account, or, when e-mail is configured, a one-time link only the member sees
 * (the stored password is then a random secret nobody knows). Either way the member must choose their own before
 * any permission applies.
 */
export class StaffPasswords {
  constructor(
    private readonly db: DataSource,
    private readonly links: StaffPasswordLinks,
    private readonly policy: PasswordPolicy,
    private readonly throttle: AuthThrottle,
    private readonly sessions: { registry: SessionRegistry; permissions: StaffPermissions },
    private readonly logger: Logger,
  ) {}

  /** Hashed before the transaction that stores it: argon2 takes a while, and no lock need wait for it. */
  async prepare(owner: PasswordOwner, barangayName: string): Promise<PreparedPassword> {
    const temporaryPassword = this.links.enabled ? null : this.policy.generate(owner, barangayName);
    const passwordHash = await hashPassword(temporaryPassword ?? randomBytes(32).toString('base64url'));
    return { passwordHash, temporaryPassword };
  }

  /** In the transaction that stored `prepared`: e-mails the link when there is no temporary password to show. */
  async handOver(manager: EntityManager, recipient: LinkRecipient, prepared: PreparedPassword, reason: PasswordLinkReason): Promise<NotificationDelivery | null> {
    if (prepared.temporaryPassword !== null) return null;
    return await this.links.send(manager, recipient, prepared.passwordHash, reason);
  }

  /**
   * The member's own password, through their link. The link works once (any stored password changes the hash it
   * was issued against), never for a deactivated account nor at another barangay's address than the account's,
   * and each try counts against the address's limit.
   * Every session of the account ends: whoever held the old password is out.
   */
  async setWithLink(ctx: RequestContext, input: SetStaffPasswordInput): Promise<boolean> {
    authorize(ctx, staffPolicy.setOwnPassword);
    const { clientAddress } = ctx;
    await this.throttle.attempt(clientAddress);
    const grant = await this.links.redeem(input.token).catch((error: unknown) => {
      securityEvent(this.logger, 'auth.password.link.refused', { accountId: null, clientAddress });
      throw error;
    });
    const refuse = () => {
      securityEvent(this.logger, 'auth.password.link.refused', { accountId: grant.userId, clientAddress });
      return StaffErrors.passwordLinkInvalid();
    };
    const account = await this.linkedAccount(this.db.manager, ctx, grant, false);
    if (!account) throw refuse();
    this.policy.assertAcceptable(input.password, account, ctx.barangay.name);
    const passwordHash = await hashPassword(input.password);
    const endedSessions = await this.db.transaction(async (manager) => {
      // Checked again under the lock: two uses of one link at once, only the first stores its password.
      if (!await this.linkedAccount(manager, ctx, grant, true)) throw refuse();
      await manager.update(User, { id: grant.userId }, { passwordHash, mustChangePassword: false });
      return await this.sessions.registry.revoke(manager, { userId: grant.userId });
    });
    this.sessions.registry.ended(endedSessions);
    this.sessions.permissions.forgetAll();
    securityEvent(this.logger, 'auth.password.set', { accountId: grant.userId, clientAddress });
    return true;
  }

  /** The barangay's (or the city's) active staff account whose password hash is still the one the link was issued against, or null. */
  private async linkedAccount(manager: EntityManager, ctx: RequestContext, grant: SetPasswordGrant, lock: boolean): Promise<User | null> {
    const query = manager.createQueryBuilder(User, 'user').addSelect('user.passwordHash')
      .where(`user.id = :userId AND ${ACCOUNTS_HERE}`, { userId: grant.userId, barangayId: ctx.barangay.id });
    if (lock) query.setLock('pessimistic_write');
    const user = await query.getOne();
    const usable = user?.userType === UserType.ADMIN && user.isActive && passwordFingerprint(user.passwordHash) === grant.passwordFingerprint;
    return usable ? user : null;
  }
}
