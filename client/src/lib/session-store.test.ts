import { describe, expect, it, vi } from 'vitest';
import { makeLoginPayload, nowSeconds, seedSession } from '../test/tokens';
import { SESSION_KEYS, type LoginPayload } from './session';
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

  it('on start, renews an expired token once with the stored refresh token', async () => {
    seedSession({ exp: nowSeconds() - 5 }, localStorage, 'old-refresh');
    const renewed = makeLoginPayload({}, 'new-refresh');
    const { store, refresh } = setup(() => Promise.resolve(renewed));
    expect(store.getSnapshot().status).toBe('refreshing');

    const [first, second] = await Promise.all([store.ensureAccessToken(), store.ensureAccessToken()]);
    expect(first).toBe(renewed.access);
    expect(second).toBe(renewed.access);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledWith('old-refresh');
    expect(localStorage.getItem(SESSION_KEYS.refresh)).toBe('new-refresh');
    expect(store.getSnapshot().status).toBe('logged-in');
  });

  it('when the refresh fails, clears the session and tells the app to send the user to login', async () => {
    seedSession({ exp: nowSeconds() - 5 });
    const { store, refresh } = setup(() => Promise.reject(new Error('Token is invalid or expired')));
    const expired = vi.fn();
    store.onSessionExpired(expired);

    expect(await store.ensureAccessToken()).toBeNull();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().status).toBe('logged-out');
    expect(Object.values(SESSION_KEYS).map((key) => localStorage.getItem(key))).toEqual([null, null, null, null, null]);
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
    seedSession({ exp: nowSeconds() + 60 });
    localStorage.removeItem(SESSION_KEYS.refresh);
    const store = createSessionStore({
      refreshTokens: () => Promise.reject(new Error('unused')),
      revokeRefreshToken: () => Promise.resolve(),
      now,
    });
    expect(store.getSnapshot().status).toBe('logged-in');
    now.mockReturnValue(Date.now() + 61_000);
    store.revalidate();
    expect(store.getSnapshot().status).toBe('logged-out');
  });
});
