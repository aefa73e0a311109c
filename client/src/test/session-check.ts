import { clearSession, inspectSession, type SessionCheck } from '../lib/session';

/**
 * The session rule (docs/sessions.md#expired-on-start) in one call, as the session store applies it: an expired token (compared in
 * seconds), a token that cannot be decoded, or stored flags that disagree with the token's claims mean
 * logged out, and then all stored data is cleared.
 */
export function checkSession(nowMs: number = Date.now(), storage: Storage = window.localStorage): SessionCheck {
  const result = inspectSession(storage, nowMs);
  if (result.status === 'logged-out') clearSession(storage);
  return result;
}
