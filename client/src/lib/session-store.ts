import {
  clearSession, inspectSession, SESSION_KEYS, storeSession, type LoginPayload, type SessionCheck,
} from './session';

export type SessionStatus = 'logged-in' | 'logged-out' | 'refreshing';

/** What the screens know about the session; replaced (never mutated) when it changes. */
export interface SessionSnapshot {
  status: SessionStatus;
  isResident: boolean;
  /** The administrator role is the opposite of is_resident (spec §3), and only for a signed-in user. */
  isAdmin: boolean;
  isVerified: boolean;
  email: string | null;
}

export interface SessionStoreOptions {
  /** Exchanges a refresh token for a new session; rejects when the server refuses it. */
  refreshTokens: (refresh: string) => Promise<LoginPayload>;
  /** Ends the server-side session of a refresh token. */
  revokeRefreshToken: (refresh: string) => Promise<void>;
  storage?: Storage;
  now?: () => number;
  /** How long logout waits for the server before clearing the session anyway. */
  logoutTimeoutMs?: number;
}

export interface SessionStore {
  getSnapshot: () => SessionSnapshot;
  subscribe: (listener: () => void) => () => void;
  /** Called when a session ends because its refresh failed: the user has to sign in again. */
  onSessionExpired: (listener: () => void) => () => void;
  login: (payload: LoginPayload) => SessionSnapshot;
  logout: () => Promise<void>;
  /**
   * The access token to send now, or null for a guest. Checks the stored session first; an expired token
   * with a stored refresh token gets one silent refresh attempt, shared by every caller that asks meanwhile.
   */
  ensureAccessToken: () => Promise<string | null>;
  /** Refreshes even though the token looks valid (the server refused it); one attempt, shared likewise. */
  forceRefresh: () => Promise<string | null>;
  /** Re-reads the stored session ("on use": navigation, another tab's change). */
  revalidate: () => void;
}

const LOGGED_OUT: SessionSnapshot = {
  status: 'logged-out', isResident: false, isAdmin: false, isVerified: false, email: null,
};

function snapshotOf(check: SessionCheck): SessionSnapshot {
  if (check.status === 'logged-out') return LOGGED_OUT;
  const { isResident, isVerified, email } = check.session;
  return { status: 'logged-in', isResident, isAdmin: !isResident, isVerified, email };
}

const sameSnapshot = (a: SessionSnapshot, b: SessionSnapshot): boolean =>
  a.status === b.status && a.isResident === b.isResident && a.isAdmin === b.isAdmin &&
  a.isVerified === b.isVerified && a.email === b.email;

/** Waits for a promise to settle, but no longer than the given time; never rejects. */
async function settleWithin(promise: Promise<unknown>, timeoutMs: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  try {
    await Promise.race([promise.then(() => undefined, () => undefined), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function createSessionStore(options: SessionStoreOptions): SessionStore {
  const storage = options.storage ?? window.localStorage;
  const now = options.now ?? Date.now;
  const logoutTimeoutMs = options.logoutTimeoutMs ?? 3000;
  const listeners = new Set<() => void>();
  const expiredListeners = new Set<() => void>();
  let snapshot: SessionSnapshot = LOGGED_OUT;
  let pendingRefresh: Promise<string | null> | null = null;

  const publish = (next: SessionSnapshot): void => {
    if (sameSnapshot(snapshot, next)) return;
    snapshot = next;
    for (const listener of listeners) listener();
  };

  const endSession = (): void => {
    clearSession(storage);
    publish(LOGGED_OUT);
  };

  const refreshOnce = (refresh: string): Promise<string | null> => {
    if (pendingRefresh) return pendingRefresh;
    // Only a session not yet shown as signed in waits visibly; a running page keeps its screen meanwhile.
    if (snapshot.status !== 'logged-in') publish({ ...snapshot, status: 'refreshing' });
    pendingRefresh = (async () => {
      try {
        storeSession(await options.refreshTokens(refresh), storage);
        const check = inspectSession(storage, now());
        if (check.status !== 'logged-in') throw new Error(`refreshed session is not usable: ${check.reason}`);
        publish(snapshotOf(check));
        return check.session.access;
      } catch {
        endSession();
        for (const listener of expiredListeners) listener();
        return null;
      } finally {
        pendingRefresh = null;
      }
    })();
    return pendingRefresh;
  };

  const ensureAccessToken = (): Promise<string | null> => {
    if (pendingRefresh) return pendingRefresh;
    const check = inspectSession(storage, now());
    if (check.status === 'logged-in') {
      publish(snapshotOf(check));
      return Promise.resolve(check.session.access);
    }
    if (check.reason === 'expired' && check.refresh) return refreshOnce(check.refresh);
    // Undecodable, mismatching or expired without a way to renew: a silent logout (spec §8).
    endSession();
    return Promise.resolve(null);
  };

  const store: SessionStore = {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onSessionExpired(listener) {
      expiredListeners.add(listener);
      return () => expiredListeners.delete(listener);
    },
    login(payload) {
      storeSession(payload, storage);
      const check = inspectSession(storage, now());
      if (check.status === 'logged-in') publish(snapshotOf(check));
      else endSession();
      return snapshot;
    },
    async logout() {
      const refresh = storage.getItem(SESSION_KEYS.refresh);
      if (refresh) {
        // Best effort: the server forgetting the refresh token is good hygiene, but the browser forgets
        // the session either way, and a slow or absent server must not keep the user signed in.
        await settleWithin(options.revokeRefreshToken(refresh), logoutTimeoutMs);
      }
      endSession();
    },
    ensureAccessToken,
    forceRefresh() {
      if (pendingRefresh) return pendingRefresh;
      const refresh = storage.getItem(SESSION_KEYS.refresh);
      if (!refresh) {
        endSession();
        return Promise.resolve(null);
      }
      return refreshOnce(refresh);
    },
    revalidate() {
      void ensureAccessToken();
    },
  };

  // The check on start (spec §4).
  store.revalidate();
  return store;
}
