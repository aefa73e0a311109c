import type { SessionSnapshot } from './session-store';

/**
 * Roles as the browser sees them (docs/rules/accounts.md#roles). These only choose what to show; the server decides what is
 * allowed on every call.
 */
export type Role = 'guest' | 'resident' | 'admin';

export function roleOf(session: Pick<SessionSnapshot, 'status' | 'isResident' | 'isAdmin'>): Role {
  if (session.status !== 'logged-in') return 'guest';
  if (session.isResident) return 'resident';
  if (session.isAdmin) return 'admin';
  return 'guest';
}

export type Audience = 'resident' | 'admin';

export const canSee = (role: Role, audience: Audience): boolean => role === audience;
