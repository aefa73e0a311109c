import { ACCESS_TOKEN_TTL_SECONDS } from './tokens';

/**
 * How long a sign-in lasts (docs/sessions.md): it ends when nobody renews it within `idleSeconds`, and
 * `maxSeconds` after the sign-in at the latest, however busy it is.
 */
export interface SessionPolicy {
  idleSeconds: number;
  maxSeconds: number;
}

/** The lifetimes of the tokens issued now for a session. */
export interface SessionTokenTimes {
  accessTtlSeconds: number;
  refreshExpiresAt: Date;
}

/** The moment a session that started at `startedAt` ends, however busy it was. */
export function sessionEndsAt(policy: SessionPolicy, startedAt: Date): Date {
  return new Date(startedAt.getTime() + policy.maxSeconds * 1000);
}

/** For a session that has not ended yet (`now` before `endsAt`). */
export function sessionTokenTimes(policy: SessionPolicy, endsAt: Date, now: Date): SessionTokenTimes {
  const remainingSeconds = Math.max(1, Math.floor((endsAt.getTime() - now.getTime()) / 1000));
  return {
    // Never outlives the idle window nor the session: an unused or finished session has no live token.
    accessTtlSeconds: Math.min(ACCESS_TOKEN_TTL_SECONDS, policy.idleSeconds, remainingSeconds),
    refreshExpiresAt: new Date(Math.min(now.getTime() + policy.idleSeconds * 1000, endsAt.getTime())),
  };
}
