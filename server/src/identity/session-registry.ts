import type { DataSource, EntityManager } from 'typeorm';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { publishList, replicaList, type ReplicaEvents } from '../replicas/replica-events';

/** How long a "still signed in" answer is trusted before the database is asked again (docs/sessions.md). */
const LIVE_ANSWER_TTL_MS = 5_000;
/** Sessions remembered as ended; past this many the oldest are forgotten (the database still knows). */
const MAX_REMEMBERED_ENDED = 10_000;

/** Sessions (refresh-token families, UUIDs: no personal data) that ended on another replica. */
const SESSIONS_ENDED = replicaList('sessions.ended', (item): item is string => typeof item === 'string');

/**
 * Which sign-ins (refresh-token families) are still alive. Access tokens, file links and subscription
 * sockets of a session stop working as soon as it ends: logout, a reused refresh token, a password change
 * elsewhere, or its idle window or maximum length running out. A live answer is kept for a few seconds so a
 * busy page does not cost a query per request. An ending applies at once on every replica: the one that ended it
 * tells the others (docs/architecture.md#replica-events), and only if that message is lost does another replica trust its
 * live answer for those seconds more.
 */
export class SessionRegistry {
  private readonly liveUntil = new Map<string, number>();
  private readonly endedSessions = new Set<string>();
  private readonly listeners = new Set<(sessionIds: readonly string[]) => void>();

  constructor(private readonly db: DataSource, private readonly replicas: ReplicaEvents, private readonly now: () => number = Date.now) {
    replicas.on(SESSIONS_ENDED, (sessionIds) => this.endedHere(sessionIds));
  }

  /** A session lives while its newest refresh token is neither used, revoked nor expired. */
  async isLive(sessionId: string): Promise<boolean> {
    if (this.endedSessions.has(sessionId)) return false;
    if ((this.liveUntil.get(sessionId) ?? 0) > this.now()) return true;
    let row: { live: boolean };
    try {
      [row] = await this.db.query<Array<{ live: boolean }>>(
        `SELECT EXISTS (
           SELECT 1 FROM refresh_token
            WHERE family_id = $1 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > now()
         ) AS live`,
        [sessionId],
      );
    } catch (error) {
      // With the database unreachable the session cannot be checked, but nothing can be done without the
      // database either: the request's own work answers 503 with Retry-After, not "Token is invalid".
      if (isDatabaseUnavailable(error)) return true;
      throw error;
    }
    if (row.live) this.liveUntil.set(sessionId, this.now() + LIVE_ANSWER_TTL_MS);
    else this.remember([sessionId]);
    return row.live;
  }

  /** Revokes every live refresh token of the given sessions, in the caller's transaction; returns the sessions ended. */
  async revoke(manager: EntityManager, where: { familyId: string } | { userId: number; exceptFamilyId?: string }): Promise<string[]> {
    const rows = 'familyId' in where
      ? await manager.query<Array<{ family_id: string }>>(
        `UPDATE refresh_token SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL RETURNING family_id`,
        [where.familyId])
      : await manager.query<Array<{ family_id: string }>>(
        `UPDATE refresh_token SET revoked_at = now()
          WHERE user_id = $1 AND revoked_at IS NULL AND ($2::uuid IS NULL OR family_id <> $2::uuid)
          RETURNING family_id`,
        [where.userId, where.exceptFamilyId ?? null]);
    // TypeORM answers an UPDATE … RETURNING as [rows, count].
    const returned = Array.isArray(rows[0]) ? (rows[0] as unknown as Array<{ family_id: string }>) : rows;
    return [...new Set(returned.map((row) => row.family_id))];
  }

  /** Call once the transaction that revoked the sessions has committed: they stop working at once, on every replica. */
  ended(sessionIds: readonly string[]): void {
    if (sessionIds.length === 0) return;
    this.endedHere(sessionIds);
    publishList(this.replicas, SESSIONS_ENDED, sessionIds);
  }

  /** Told whenever sessions end, here or on another replica (the subscription server closes their sockets). */
  onEnded(listener: (sessionIds: readonly string[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private endedHere(sessionIds: readonly string[]): void {
    this.remember(sessionIds);
    for (const listener of this.listeners) listener(sessionIds);
  }

  private remember(sessionIds: readonly string[]): void {
    for (const id of sessionIds) {
      this.liveUntil.delete(id);
      this.endedSessions.add(id);
    }
    for (const oldest of this.endedSessions) {
      if (this.endedSessions.size <= MAX_REMEMBERED_ENDED) break;
      this.endedSessions.delete(oldest);
    }
  }
}
