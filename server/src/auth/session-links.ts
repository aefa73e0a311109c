import type { DataSource } from 'typeorm';
import type { Caller } from './auth-user';
import type { LinkPurpose, TokenService } from './tokens';

/**
 * Link tokens (an ID image, a certificate PDF) bound to the sign-in that asked for them: once that session
 * has ended (logout, idle window, maximum length, a password change elsewhere) its links open nothing, so
 * a link copied from a shared computer dies with the session (docs/sessions.md).
 */
export class SessionLinks {
  constructor(
    private readonly db: DataSource,
    private readonly tokens: TokenService,
  ) {}

  async sign(caller: Caller, purpose: LinkPurpose, subjectId: number): Promise<string> {
    return await this.tokens.signLinkToken(purpose, subjectId, undefined, caller.user?.sessionId);
  }

  /** The record id the link opens, or null when it is forged, expired, for another purpose or its session ended. */
  async verify(purpose: LinkPurpose, token: string): Promise<number | null> {
    const grant = await this.tokens.verifyLinkGrant(purpose, token).catch(() => null);
    if (!grant) return null;
    if (grant.sessionId !== undefined && !(await this.sessionIsLive(grant.sessionId))) return null;
    return grant.subjectId;
  }

  /** A session lives while its newest refresh token is neither used, revoked nor expired. */
  private async sessionIsLive(sessionId: string): Promise<boolean> {
    const [row] = await this.db.query<Array<{ live: boolean }>>(
      `SELECT EXISTS (
         SELECT 1 FROM refresh_token
          WHERE family_id = $1 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > now()
       ) AS live`,
      [sessionId],
    );
    return row.live;
  }
}
