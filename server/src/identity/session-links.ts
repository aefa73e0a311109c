import type { Caller } from './auth-user';
import type { SessionRegistry } from './session-registry';
import type { LinkGrant, LinkPurpose, TokenService } from './tokens';

/**
 * Link tokens (an ID image, a certificate PDF) bound to the sign-in that asked for them: once that session
 * has ended (logout, idle window, maximum length, a password change elsewhere) its links open nothing, so
 * a link copied from a shared computer dies with the session (docs/sessions.md).
 */
export class SessionLinks {
  constructor(
    private readonly sessions: SessionRegistry,
    private readonly tokens: TokenService,
  ) {}

  async sign(caller: Caller, purpose: LinkPurpose, subjectId: number): Promise<string> {
    return await this.tokens.signLinkToken(purpose, subjectId, undefined, caller.user?.sessionId, caller.user?.id);
  }

  /** The record id the link opens, or null when it is forged, expired, for another purpose or its session ended. */
  async verify(purpose: LinkPurpose, token: string): Promise<number | null> {
    return (await this.grant(purpose, token))?.subjectId ?? null;
  }

  /** What the link opens and who asked for it, or null as for `verify`. */
  async grant(purpose: LinkPurpose, token: string): Promise<LinkGrant | null> {
    const grant = await this.tokens.verifyLinkGrant(purpose, token).catch(() => null);
    if (!grant) return null;
    if (grant.sessionId !== undefined && !(await this.sessions.isLive(grant.sessionId))) return null;
    return grant;
  }
}
