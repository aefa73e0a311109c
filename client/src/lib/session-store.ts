import {
  clearSession, inspectSession, SESSION_KEYS, storeSession, type ActiveSession, type LoginPayload, type SessionCheck,
} from './session';

/** The idle window when the token does not say (docs/sessions.md); the server's SESSION_IDLE_MINUTES default. */
export const DEFAULT_IDLE_SECONDS = 30 * 60;
/** A token is renewed this long before it expires at most (half its life when that is shorter, so a slow renewal still lands in time). */
const RENEW_BEFORE_EXPIRY_MS = 2 * 60 * 1000;
/** Activity is written to storage at most this often: every tab reads it, so it must not be written per keystroke. */
const ACTIVITY_WRITE_INTERVAL_MS = 5 * 1000;
/** The session timer wakes at least this often, so a clock that jumped (a laptop waking up) is noticed. */
const MAX_TIMER_MS = 30 * 1000;
/** After a renewal that failed while the token still lives (a network blip), the next try waits this long. */
const RENEWAL_RETRY_MS = 15 * 1000;

export type SessionStatus = 'logged-in' | 'logged-out' | 'refreshing';

/** What the screens know about the session; replaced (never mutated) when it changes. */
export interface SessionSnapshot {
  status: SessionStatus;
  isResident: boolean;
  /** The administrator role is the opposite of is_resident (docs/rules/accounts.md#access-token-claims), and only for a signed-in user. */
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
  /** Runs a token renewal alone among this browser's tabs; by default the Web Locks API where there is one. */
  runExclusive?: <T>(task: () => Promise<T>) => Promise<T>;
}

export interface SessionStore {
  getSnapshot: () => SessionSnapshot;
  subscribe: (listener: () => void) => () => void;
  /**
   * Called when a signed-in user's session ends under them (idle window over, renewal refused): they have to
   * sign in again. Not called for a session found expired on start, which ends silently (docs/sessions.md#expired-on-start).
   */
  onSessionExpired: (listener: () => void) => () => void;
  login: (payload: LoginPayload) => SessionSnapshot;
  logout: () => Promise<void>;
  /**
   * The access token to send now, or null for a guest. Checks the stored session first: an expired token
   * ends the session, refresh token or not (docs/sessions.md#expired-on-start); a live one about to expire is renewed first, once,
   * shared by every caller that asks meanwhile.
   */
  ensureAccessToken: () => Promise<string | null>;
  /** Refreshes even though the token looks valid (the server refused it); one attempt, shared likewise. */
  forceRefresh: () => Promise<string | null>;
  /** Re-reads the stored session ("on use": navigation, another tab's change). */
  revalidate: () => void;
  /** Someone used the portal (a key, a tap): the idle window starts again. */
  noteActivity: () => void;
  /** Stops the session timer (tests, and pages that are torn down). */
  dispose: () => void;
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

/** One renewal at a time across the browser's tabs: two tabs spending one refresh token would end the session. */
function webLocksOrDirect<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request('barangay-portal-session-renewal', task) : task();
}

/** When a live session should be renewed: shortly before its token expires. */
function renewalDueAt(session: ActiveSession): number {
  const expiresMs = session.claims.exp * 1000;
  const lifetimeMs = session.claims.iat === undefined ? Infinity : expiresMs - session.claims.iat * 1000;
  return expiresMs - Math.min(RENEW_BEFORE_EXPIRY_MS, lifetimeMs / 2);
}

export function createSessionStore(options: SessionStoreOptions): SessionStore {
  const storage = options.storage ?? window.localStorage;
  const now = options.now ?? Date.now;
  const logoutTimeoutMs = options.logoutTimeoutMs ?? 3000;
  const runExclusive = options.runExclusive ?? webLocksOrDirect;
  const listeners = new Set<() => void>();
  const expiredListeners = new Set<() => void>();
  let snapshot: SessionSnapshot = LOGGED_OUT;
  let pendingRefresh: Promise<string | null> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastActivityWritten = 0;
  let renewalRetryAt = 0;

  const publish = (next: SessionSnapshot): void => {
    if (sameSnapshot(snapshot, next)) return;
    snapshot = next;
    for (const listener of listeners) listener();
  };

  const endSession = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    clearSession(storage);
    publish(LOGGED_OUT);
  };

  /** Ends a session whose refresh token is still stored: the server is told too, without waiting for it. */
  const abandonSession = (refresh: string | null): void => {
    if (refresh) options.revokeRefreshToken(refresh).catch(() => undefined);
    endSession();
  };

  /** A signed-in user's session ended under them: they are sent to sign in again. */
  const expireSession = (refresh: string | null): null => {
    abandonSession(refresh);
    for (const listener of expiredListeners) listener();
    return null;
  };

  const lastActivity = (): number => {
    const stored = Number(storage.getItem(SESSION_KEYS.lastActivity));
    return Number.isFinite(stored) && stored > 0 ? stored : now();
  };

  const idleDeadline = (session: ActiveSession): number => lastActivity() + (session.claims.idle ?? DEFAULT_IDLE_SECONDS) * 1000;

  const nextRenewalAt = (session: ActiveSession): number => Math.max(renewalDueAt(session), renewalRetryAt);

  const writeActivity = (at: number): void => {
    lastActivityWritten = at;
    storage.setItem(SESSION_KEYS.lastActivity, String(at));
  };

  /**
   * Exchanges the refresh token for a new pair. `force`: the server refused the current token, so only a new
   * one will do; otherwise this is the renewal before expiry, and a live token is kept when it fails.
   */
  const refreshOnce = (force: boolean): Promise<string | null> => {
    if (pendingRefresh) return pendingRefresh;
    // Only a session not yet shown as signed in waits visibly; a running page keeps its screen meanwhile.
    if (snapshot.status !== 'logged-in') publish({ ...snapshot, status: 'refreshing' });
    pendingRefresh = runExclusive(async () => {
      // Another tab may have renewed the session while this one waited for the lock.
      const current = inspectSession(storage, now());
      const live = current.status === 'logged-in' ? current.session : null;
      if (!force && live && now() < renewalDueAt(live)) {
        publish(snapshotOf(current));
        return live.access;
      }
      const refresh = storage.getItem(SESSION_KEYS.refresh);
      try {
        if (!refresh) throw new Error('no refresh token stored');
        storeSession(await options.refreshTokens(refresh), storage);
      } catch {
        if (force || !live) return expireSession(null);
        renewalRetryAt = now() + RENEWAL_RETRY_MS;
        return live.access;
      }
      const check = inspectSession(storage, now());
      if (check.status !== 'logged-in') return expireSession(storage.getItem(SESSION_KEYS.refresh));
      publish(snapshotOf(check));
      return check.session.access;
    }).finally(() => {
      pendingRefresh = null;
      schedule();
    });
    return pendingRefresh;
  };

  /**
   * The session rules of docs/sessions.md, applied whenever the session is used and by the session timer:
   * an expired, undecodable or mismatching token ends the session silently (docs/sessions.md#expired-on-start); a session nobody
   * used for its idle window ends and sends the user to sign in; a live one is renewed shortly before expiry.
   */
  const ensureAccessToken = (): Promise<string | null> => {
    if (pendingRefresh) return pendingRefresh;
    const check = inspectSession(storage, now());
    if (check.status === 'logged-out') {
      abandonSession(check.refresh);
      return Promise.resolve(null);
    }
    if (now() >= idleDeadline(check.session)) return Promise.resolve(expireSession(check.session.refresh));
    publish(snapshotOf(check));
    if (now() >= nextRenewalAt(check.session)) return refreshOnce(false);
    schedule();
    return Promise.resolve(check.session.access);
  };

  /** Wakes the store when the session next needs attention: its renewal or the end of its idle window. */
  function schedule(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const check = inspectSession(storage, now());
    if (check.status !== 'logged-in') return;
    const dueAt = Math.min(nextRenewalAt(check.session), idleDeadline(check.session));
    timer = setTimeout(() => void ensureAccessToken(), Math.min(Math.max(dueAt - now(), 0), MAX_TIMER_MS));
  }

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
      writeActivity(now());
      const check = inspectSession(storage, now());
      if (check.status === 'logged-in') {
        publish(snapshotOf(check));
        schedule();
      } else {
        endSession();
      }
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
      if (!storage.getItem(SESSION_KEYS.refresh)) {
        endSession();
        return Promise.resolve(null);
      }
      return refreshOnce(true);
    },
    revalidate() {
      void ensureAccessToken();
    },
    noteActivity() {
      if (snapshot.status !== 'logged-in') return;
      const at = now();
      if (at - lastActivityWritten >= ACTIVITY_WRITE_INTERVAL_MS) writeActivity(at);
    },
    dispose() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };

  // The check on start (docs/sessions.md#expired-on-start). A session stored before the idle window was kept starts its window now.
  if (storage.getItem(SESSION_KEYS.access) && !storage.getItem(SESSION_KEYS.lastActivity)) writeActivity(now());
  store.revalidate();
  return store;
}
