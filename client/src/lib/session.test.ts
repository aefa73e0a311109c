import { beforeEach, describe, expect, it } from 'vitest';
import { checkSession } from '../test/session-check';
import { makeClaims, makeToken, nowSeconds, seedSession } from '../test/tokens';
import { decodeAccessToken, SESSION_KEYS, storeSession } from './session';

const storedKeys = () => Object.values(SESSION_KEYS).filter((key) => localStorage.getItem(key) !== null);

describe('decodeAccessToken', () => {
  it('reads the claims of a base64url payload, including non-ASCII text', () => {
    const claims = makeClaims({ email: 'niño@example.com' });
    expect(decodeAccessToken(makeToken(claims))).toEqual(claims);
  });

  it.each([
    ['not a JWT', 'abc'],
    ['a payload that is not base64', 'a.%%%.c'],
    ['a payload that is not JSON', `a.${btoa('not json')}.c`],
    ['a payload without the portal claims', makeToken({ sub: '1', exp: nowSeconds() + 60 })],
    ['an exp that is not a number', makeToken({ ...makeClaims(), exp: 'tomorrow' })],
  ])('answers null for %s', (_case, token) => {
    expect(decodeAccessToken(token)).toBeNull();
  });
});

describe('checkSession', () => {
  beforeEach(() => localStorage.clear());

  it('is logged in with a live token whose claims match the stored flags', () => {
    seedSession({ is_resident: true, is_verified: true });
    const result = checkSession();
    expect(result.status).toBe('logged-in');
    if (result.status === 'logged-in') {
      expect(result.session).toMatchObject({ isResident: true, isVerified: true, email: 'juan.delacruz@example.com' });
    }
    expect(storedKeys()).toHaveLength(5);
  });

  it('logs out and clears all stored data when the token has expired', () => {
    seedSession({ exp: nowSeconds() - 1 });
    localStorage.setItem('graphiql:headers', '{"Authorization":"Bearer old"}');
    expect(checkSession()).toMatchObject({ status: 'logged-out', reason: 'expired' });
    expect(storedKeys()).toEqual([]);
    expect(localStorage.length).toBe(0);
  });

  it('compares the expiry in seconds: exp equal to now is expired, one second later is not', () => {
    const now = 1_700_000_000;
    seedSession({ exp: now });
    expect(checkSession(now * 1000 + 999).status).toBe('logged-out');

    seedSession({ exp: now + 1 });
    expect(checkSession(now * 1000 + 999).status).toBe('logged-in');
    // Compared with milliseconds by mistake, a token valid for another minute would look long expired.
    seedSession({ exp: now + 60 });
    expect(checkSession(now * 1000).status).toBe('logged-in');
  });

  it('logs out and clears everything when the token cannot be decoded', () => {
    seedSession();
    localStorage.setItem(SESSION_KEYS.access, 'garbage');
    expect(checkSession()).toMatchObject({ status: 'logged-out', reason: 'undecodable' });
    expect(storedKeys()).toEqual([]);
  });

  it.each([
    ['is_resident', SESSION_KEYS.isResident, 'false'],
    ['is_verified', SESSION_KEYS.isVerified, 'true'],
    ['email', SESSION_KEYS.email, 'someone.else@example.com'],
  ])('logs out and clears everything when the stored %s disagrees with the token', (_flag, key, value) => {
    seedSession({ is_resident: true, is_verified: false });
    localStorage.setItem(key, value);
    expect(checkSession()).toMatchObject({ status: 'logged-out', reason: 'mismatch' });
    expect(storedKeys()).toEqual([]);
  });

  it('logs out when a flag is missing', () => {
    seedSession();
    localStorage.removeItem(SESSION_KEYS.isVerified);
    expect(checkSession().status).toBe('logged-out');
    expect(storedKeys()).toEqual([]);
  });

  it('is logged out without a token', () => {
    expect(checkSession()).toMatchObject({ status: 'logged-out', reason: 'no-token' });
  });

  it('accepts what storeSession stores from a login answer', () => {
    const claims = makeClaims({ is_resident: false });
    storeSession(
      { access: makeToken(claims), refresh: 'r', isResident: false, isVerified: false, email: claims.email },
      localStorage,
    );
    expect(localStorage.getItem(SESSION_KEYS.isResident)).toBe('false');
    expect(checkSession().status).toBe('logged-in');
  });
});
