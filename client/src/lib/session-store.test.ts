import { describe, expect, it, vi } from 'vitest';
import { makeLoginPayload, nowSeconds, seedSession } from '../test/tokens';
import { SESSION_KEYS, storeSession, type AccessClaims, type LoginPayload } from './session';
import { createSessionStore } from './session-store';

function setup(refreshTokens: (refresh: string) => Promise<LoginPayload>) {
  const refresh = vi.fn(refreshTokens);
  const revoke = vi.fn((_refresh: string) => Promise.resolve());
  const store = createSessionStore({ refreshTokens: refresh, revokeRefreshToken: revoke, logoutTimeoutMs: 50 });
  return { store, refresh, revoke };
}

describe('session store', () => {
  it('starts logged in from a valid stored session, with admin derived from is_resident', () => {
    seedSession({ is_resident: false, email: 'admin@example.com' });
    const { store } = setup(() => Promise.reject(new Error('unused')));
    expect(store.getSnapshot()).toMatchObject({ status: 'logged-in', isAdmin: true, isResident: false, email: 'admin@example.com' });
  });

  it('on start, an expired token ends the session even with a refresh token stored (spec §4)', async () => {
    seedSession({ exp: nowSeconds() - 5 }, localStorage, 'old-refresh');
    const { store, refresh, revoke } = setup(() => Promise.resolve(makeLoginPayload({}, 'new-refresh')));
    expect(store.getSnapshot().status).toBe('logged-out');
    expect(await store.ensureAccessToken()).toBeNull();
    expect(refresh).not.toHaveBeenCalled();
    // The server forgets the session too, so the refresh token cannot revive it from anywhere else.
    expect(revoke).toHaveBeenCalledWith('old-refresh');
    expect(localStorage.length).toBe(0);
  });

  it('renews a live token shortly before it expires, once for every caller asking meanwhile', async () => {
    seedSession({ iat: nowSeconds() - 14 * 60, exp: nowSeconds() + 60 }, localStorage, 'old-refresh');
    const renewed = makeLoginPayload({}, 'new-refresh');
    const { store, refresh } = setup(() => Promise.resolve(renewed));
    const [first, second] = await Promise.all([store.ensureAccessToken(), store.ensureAccessToken()]);
    expect(first).toBe(renewed.access);
    expect(second).toBe(renewed.access);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledWith('old-refresh');
    expect(localStorage.getItem(SESSION_KEYS.refresh)).toBe('new-refresh');
    expect(store.getSnapshot().status).toBe('logged-in');
    store.dispose();
  });

  it('keeps a live token when its renewal fails, and tries again later', async () => {
    const stored = seedSession({ iat: nowSeconds() - 14 * 60, exp: nowSeconds() + 60 });
    const { store, refresh } = setup(() => Promise.reject(new Error('offline')));
    expect(await store.ensureAccessToken()).toBe(stored.access);
    expect(await store.ensureAccessToken()).toBe(stored.access);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().status).toBe('logged-in');
    store.dispose();
  });

  it('when the server refuses the token and its renewal, clears the session and sends the user to login', async () => {
    seedSession();
    const { store, refresh } = setup(() => Promise.reject(new Error('Token is invalid or expired')));
    const expired = vi.fn();
    store.onSessionExpired(expired);

    expect(await store.forceRefresh()).toBeNull();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().status).toBe('logged-out');
    expect(Object.values(SESSION_KEYS).map((key) => localStorage.getItem(key))).toEqual(Object.values(SESSION_KEYS).map(() => null));
  });

  it('ends a session nobody used for its idle window, tells the server, and sends the user to login', () => {
    const now = vi.fn(() => Date.now());
    seedSession({ idle: 10 * 60 }, localStorage, 'idle-refresh');
    const revoke = vi.fn(() => Promise.resolve());
    const store = createSessionStore({ refreshTokens: () => Promise.reject(new Error('unused')), revokeRefreshToken: revoke, now });
    const expired = vi.fn();
    store.onSessionExpired(expired);
    expect(store.getSnapshot().status).toBe('logged-in');

    now.mockReturnValue(Date.now() + 9 * 60_000);
    store.revalidate();
    expect(store.getSnapshot().status).toBe('logged-in');
    now.mockReturnValue(Date.now() + 10 * 60_000 + 1);
    store.revalidate();
    expect(store.getSnapshot().status).toBe('logged-out');
    expect(expired).toHaveBeenCalledTimes(1);
    expect(revoke).toHaveBeenCalledWith('idle-refresh');
    expect(localStorage.length).toBe(0);
  });

  it('restarts the idle window whenever someone uses the portal', () => {
    const start = Date.now();
    const now = vi.fn(() => start);
    seedSession({ idle: 10 * 60, exp: nowSeconds() + 60 * 60 });
    const store = createSessionStore({ refreshTokens: () => Promise.reject(new Error('unused')), revokeRefreshToken: () => Promise.resolve(), now });
    now.mockReturnValue(start + 8 * 60_000);
    store.noteActivity();
    now.mockReturnValue(start + 16 * 60_000);
    store.revalidate();
    expect(store.getSnapshot().status).toBe('logged-in');
    now.mockReturnValue(start + 18 * 60_000 + 1);
    store.revalidate();
    expect(store.getSnapshot().status).toBe('logged-out');
  });

  it('renews on its own timer while the page is open, and ends the session at the idle deadline', async () => {
    vi.useFakeTimers();
    try {
      const payloadAt = (claims: Partial<AccessClaims>, refresh: string) =>
        makeLoginPayload({ iat: nowSeconds(), exp: nowSeconds() + 15 * 60, idle: 30 * 60, ...claims }, refresh);
      const { store, refresh } = setup(() => Promise.resolve(payloadAt({}, `refresh-${refresh.mock.calls.length}`)));
      store.login(payloadAt({}, 'first'));
      const expired = vi.fn();
      store.onSessionExpired(expired);

      await vi.advanceTimersByTimeAsync(13 * 60_000 + 1000);
      expect(refresh).toHaveBeenCalledTimes(1);
      expect(store.getSnapshot().status).toBe('logged-in');
      // Nobody touches the page: renewed once more at 26 minutes, ended at 30.
      await vi.advanceTimersByTimeAsync(16 * 60_000);
      expect(store.getSnapshot().status).toBe('logged-in');
      await vi.advanceTimersByTimeAsync(60_000 + 30_000);
      expect(store.getSnapshot().status).toBe('logged-out');
      expect(expired).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes the token another tab renewed instead of spending the refresh token again', async () => {
    seedSession({ iat: nowSeconds() - 14 * 60, exp: nowSeconds() + 60 }, localStorage, 'spent-by-the-other-tab');
    const otherTab = makeLoginPayload({}, 'renewed-by-the-other-tab');
    const runExclusive = async <T,>(task: () => Promise<T>): Promise<T> => {
      // While this tab waited for the lock, the other one renewed and stored the new pair.
      storeSession(otherTab, localStorage);
      return await task();
    };
    const refresh = vi.fn(() => Promise.resolve(makeLoginPayload()));
    const store = createSessionStore({ refreshTokens: refresh, revokeRefreshToken: () => Promise.resolve(), runExclusive });
    expect(await store.ensureAccessToken()).toBe(otherTab.access);
    expect(refresh).not.toHaveBeenCalled();
    store.dispose();
  });

  it('does not try to refresh an undecodable or tampered session: silent logout', async () => {
    seedSession({ exp: nowSeconds() - 5 });
    localStorage.setItem(SESSION_KEYS.isResident, 'false');
    const { store, refresh } = setup(() => Promise.resolve(makeLoginPayload()));
    expect(await store.ensureAccessToken()).toBeNull();
    expect(refresh).not.toHaveBeenCalled();
    expect(localStorage.getItem(SESSION_KEYS.access)).toBeNull();
  });

  it('login stores the answer; a token that contradicts the answer is refused', () => {
    const { store } = setup(() => Promise.reject(new Error('unused')));
    expect(store.login(makeLoginPayload({ is_resident: true })).status).toBe('logged-in');

    const forged = { ...makeLoginPayload({ is_resident: true }), isResident: false };
    expect(store.login(forged).status).toBe('logged-out');
    expect(localStorage.getItem(SESSION_KEYS.access)).toBeNull();
  });

  it('logout revokes the refresh token, then clears storage, even when the server call fails', async () => {
    seedSession({}, localStorage, 'my-refresh');
    const { store, revoke } = setup(() => Promise.reject(new Error('unused')));
    revoke.mockRejectedValueOnce(new Error('offline'));
    await store.logout();
    expect(revoke).toHaveBeenCalledWith('my-refresh');
    expect(store.getSnapshot().status).toBe('logged-out');
    expect(localStorage.length).toBe(0);
  });

  it('notices on use that a token expired while the page was open', () => {
    const now = vi.fn(() => Date.now());
    seedSession({ exp: nowSeconds() + 5 * 60 });
    localStorage.removeItem(SESSION_KEYS.refresh);
    const store = createSessionStore({
      refreshTokens: () => Promise.reject(new Error('unused')),
      revokeRefreshToken: () => Promise.resolve(),
      now,
    });
    expect(store.getSnapshot().status).toBe('logged-in');
    now.mockReturnValue(Date.now() + 5 * 60_000 + 1000);
    store.revalidate();
    expect(store.getSnapshot().status).toBe('logged-out');
  });
});
