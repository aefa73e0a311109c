import { sessionEndsAt, sessionTokenTimes } from '../session-policy';
import { ACCESS_TOKEN_TTL_SECONDS } from '../tokens';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const policy = { idleSeconds: 30 * 60, maxSeconds: 12 * 60 * 60 };
const signIn = new Date('2026-11-23T08:00:00Z');

describe('session token lifetimes', () => {
  it('ends a session twelve hours after its sign-in', () => {
    expect(sessionEndsAt(policy, signIn)).toEqual(new Date(signIn.getTime() + 12 * HOUR));
  });

  it('gives a fresh session a 15-minute access token and a refresh token that dies after 30 idle minutes', () => {
    const times = sessionTokenTimes(policy, sessionEndsAt(policy, signIn), signIn);
    expect(times.accessTtlSeconds).toBe(ACCESS_TOKEN_TTL_SECONDS);
    expect(times.refreshExpiresAt).toEqual(new Date(signIn.getTime() + 30 * MINUTE));
  });

  it('never lets a token outlive the session, however busy it was', () => {
    const now = new Date(signIn.getTime() + 12 * HOUR - 5 * MINUTE);
    const times = sessionTokenTimes(policy, sessionEndsAt(policy, signIn), now);
    expect(times.accessTtlSeconds).toBe(5 * 60);
    expect(times.refreshExpiresAt).toEqual(sessionEndsAt(policy, signIn));
  });

  it('keeps the access token within a short idle window', () => {
    const short = { idleSeconds: 5 * 60, maxSeconds: 3600 };
    expect(sessionTokenTimes(short, sessionEndsAt(short, signIn), signIn).accessTtlSeconds).toBe(5 * 60);
  });
});
