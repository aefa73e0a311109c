import type { EntityManager } from 'typeorm';
import { SET_PASSWORD_TOKEN_TTL_SECONDS, type SetPasswordGrant, type TokenService } from '../../identity/tokens';
import { longDateTime } from '../../common/local-time';
import type { BarangayDirectory } from '../barangays';
import type { NotificationDelivery, NotificationService } from '../notifications';
import { StaffErrors } from './staff.errors';

/** The page of the client that takes the link (client route /set-password); the token rides in the fragment, which no server or proxy logs. */
export const SET_PASSWORD_PATH = '/set-password';

export interface StaffPasswordLinkSettings {
  /** PUBLIC_URL: where the link points. A link is never built from the Host header of a request. */
  publicUrl: string | undefined;
}

/** Why a member is sent a link: their new account, or a reset by a staff manager. */
export type PasswordLinkReason = 'new-account' | 'reset';

/** Whom the link is for. */
export interface LinkRecipient {
  id: number;
  email: string;
  firstName: string;
  /** Empty for a city account. */
  barangayId: number | null;
}

/**
 * One-time links, by e-mail, for a staff member to choose their own password (docs/rules/accounts.md#staff-roles):
 * nobody else ever sees it, unlike a temporary password handed over at the desk. Offered when e-mail is configured
 * (SMTP_URL) and the portal knows its own address (PUBLIC_URL).
 */
export class StaffPasswordLinks {
  constructor(
    private readonly tokens: TokenService,
    private readonly notifications: NotificationService,
    private readonly settings: StaffPasswordLinkSettings,
    private readonly barangays: Pick<BarangayDirectory, 'homeOf'>,
  ) {}

  get enabled(): boolean {
    return this.notifications.sendsEmail && this.settings.publicUrl !== undefined;
  }

  /** Queues the link in the caller's transaction; it works until the account's password hash is no longer `passwordHash`. */
  async send(manager: EntityManager, recipient: LinkRecipient, passwordHash: string, reason: PasswordLinkReason): Promise<NotificationDelivery> {
    const now = Math.floor(Date.now() / 1000);
    const token = await this.tokens.signSetPasswordToken(recipient.id, passwordHash, now);
    const home = await this.barangays.homeOf(recipient.barangayId);
    // At the account's own barangay's address: it signs in nowhere else.
    const link = `${home.address ?? this.settings.publicUrl}${SET_PASSWORD_PATH}#token=${token}`;
    const expires = new Date((now + SET_PASSWORD_TOKEN_TTL_SECONDS) * 1000);
    return await this.notifications.queueEmail(manager, {
      to: recipient.email,
      senderName: home.senderName,
      subject: `${home.name}: set the password of your staff account`,
      body: this.body(recipient, home.name, link, expires, reason),
    });
  }

  /** What a link grants; a forged or expired one gets the same answer as a used one. */
  async redeem(token: string): Promise<SetPasswordGrant> {
    try {
      return await this.tokens.verifySetPasswordToken(token);
    } catch {
      throw StaffErrors.passwordLinkInvalid();
    }
  }

  private body(recipient: LinkRecipient, barangayName: string, link: string, expires: Date, reason: PasswordLinkReason): string {
    const portal = `the ${barangayName} portal`;
    const why = reason === 'new-account'
      ? `A staff account was made for you on ${portal}.`
      : `The barangay office reset the password of your staff account on ${portal}. Your old password no longer works.`;
    return [
      `Hello ${recipient.firstName},`,
      '',
      why,
      `Open this link to choose your password. It works once, until ${longDateTime(expires)}:`,
      '',
      link,
      '',
      'If you did not expect this message, you can ignore it; ask the barangay office if you have questions.',
      '',
      `This message was sent by ${portal}. Please do not reply to it.`,
    ].join('\n');
  }
}
