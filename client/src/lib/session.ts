/**
 * The browser's copy of the session (docs/rules/accounts.md#login-screen): the tokens and flags of the login answer in localStorage,
 * and the rules that decide whether they still describe a signed-in user. The token is decoded, never
 * verified: the server verifies it on every call, the browser only needs its claims to pick screens.
 */

/** Storage keys, named as the login answer names its fields. */
export const SESSION_KEYS = {
  access: 'access',
  refresh: 'refresh',
  isResident: 'is_resident',
  isVerified: 'is_verified',
  email: 'email',
  /** When someone last used the portal in this browser (any tab), in milliseconds: the idle window runs from it. */
  lastActivity: 'last_activity',
} as const;

/**
 * Claims of the portal's access token (docs/rules/accounts.md#access-token-claims). `exp` and `iat` are in seconds since the epoch;
 * `idle` is the session's idle window in seconds (docs/sessions.md).
 */
export interface AccessClaims {
  sub: string;
  email: string;
  is_resident: boolean;
  is_verified: boolean;
  exp: number;
  iat?: number;
  idle?: number;
}

/** What a successful login or refresh answers (the `AuthPayload` of the schema). */
export interface LoginPayload {
  access: string;
  refresh: string;
  isResident: boolean;
  isVerified: boolean;
  email: string;
}

export interface ActiveSession {
  access: string;
  refresh: string | null;
  isResident: boolean;
  isVerified: boolean;
  email: string;
  claims: AccessClaims;
}

export type LoggedOutReason = 'no-token' | 'expired' | 'undecodable' | 'mismatch';

export type SessionCheck =
  | { status: 'logged-in'; session: ActiveSession }
  | { status: 'logged-out'; reason: LoggedOutReason; refresh: string | null };

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  // fatal: a payload that is not UTF-8 is a broken token, not text to guess at.
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** The claims of a JWT, or null when it is not a JWT carrying all the portal's claims. */
export function decodeAccessToken(token: string): AccessClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[1] === '') return null;
  let payload: unknown;
  try {
    payload = JSON.parse(decodeBase64Url(parts[1]));
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null) return null;
  const claims = payload as Record<string, unknown>;
  if (
    typeof claims.sub !== 'string' ||
    typeof claims.email !== 'string' ||
    typeof claims.is_resident !== 'boolean' ||
    typeof claims.is_verified !== 'boolean' ||
    typeof claims.exp !== 'number' ||
    !Number.isFinite(claims.exp)
  ) {
    return null;
  }
  const optionalSeconds = (value: unknown): number | undefined =>
    typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
  const iat = optionalSeconds(claims.iat);
  const idle = optionalSeconds(claims.idle);
  return {
    sub: claims.sub,
    email: claims.email,
    is_resident: claims.is_resident,
    is_verified: claims.is_verified,
    exp: claims.exp,
    ...(iat !== undefined && { iat }),
    ...(idle !== undefined && { idle }),
  };
}

/** Whole seconds, the unit of the token's `exp` claim. */
export const toSeconds = (milliseconds: number): number => Math.floor(milliseconds / 1000);

/** Evaluates the stored session without changing anything. */
export function inspectSession(storage: Storage, nowMs: number): SessionCheck {
  const access = storage.getItem(SESSION_KEYS.access);
  const refresh = storage.getItem(SESSION_KEYS.refresh);
  if (!access) return { status: 'logged-out', reason: 'no-token', refresh };
  const claims = decodeAccessToken(access);
  if (!claims) return { status: 'logged-out', reason: 'undecodable', refresh };
  // The stored flags are what the screens use; a copy that disagrees with the signed claims was tampered
  // with or left over from another account, and neither may be trusted.
  const flagsMatch =
    storage.getItem(SESSION_KEYS.isResident) === String(claims.is_resident) &&
    storage.getItem(SESSION_KEYS.isVerified) === String(claims.is_verified) &&
    storage.getItem(SESSION_KEYS.email) === claims.email;
  if (!flagsMatch) return { status: 'logged-out', reason: 'mismatch', refresh };
  if (claims.exp <= toSeconds(nowMs)) return { status: 'logged-out', reason: 'expired', refresh };
  return {
    status: 'logged-in',
    session: {
      access,
      refresh,
      isResident: claims.is_resident,
      isVerified: claims.is_verified,
      email: claims.email,
      claims,
    },
  };
}

/**
 * Logging out (docs/rules/screens.md#logout) clears all stored data, not only the session's items: nothing of the previous user
 * may survive on a shared computer (the playground, for one, keeps typed headers such as tokens).
 */
export function clearSession(storage: Storage): void {
  storage.clear();
}

/** Stores a login (or refresh) answer. */
export function storeSession(payload: LoginPayload, storage: Storage): void {
  storage.setItem(SESSION_KEYS.access, payload.access);
  storage.setItem(SESSION_KEYS.refresh, payload.refresh);
  storage.setItem(SESSION_KEYS.isResident, String(payload.isResident));
  storage.setItem(SESSION_KEYS.isVerified, String(payload.isVerified));
  storage.setItem(SESSION_KEYS.email, payload.email);
}

/** The access token to send, if the stored session is a live one; for code outside React (the playground). */
export function currentAccessToken(storage: Storage, nowMs: number = Date.now()): string | null {
  const result = inspectSession(storage, nowMs);
  return result.status === 'logged-in' ? result.session.access : null;
}
