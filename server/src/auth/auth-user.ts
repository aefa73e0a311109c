import { DomainError, ErrorKind } from '../common/domain-error';

export type Role = 'ADMIN' | 'RESIDENT';

/** The role an access token's `is_resident` claim names. */
export function roleOf(isResident: boolean): Role {
  return isResident ? 'RESIDENT' : 'ADMIN';
}

/** Who is calling, as proven by the access token. */
export interface AuthUser {
  id: number;
  email: string;
  role: Role;
  isVerified: boolean;
  /** The login (refresh-token family) this access token belongs to; absent on tokens issued before it existed. */
  sessionId?: string;
  /** When the access token stops being valid, in seconds since the epoch (a subscription socket closes then). */
  expiresAt?: number;
}

/** The caller's identity, or why there is none. */
export interface Caller {
  user: AuthUser | null;
  /** Set when a token was sent but could not be accepted. */
  tokenError?: string;
}

/**
 * The one authorization check behind GraphQL's `@Authorized` and the REST routes: no (valid) token is
 * UNAUTHENTICATED, a valid token of another role is FORBIDDEN. An empty role list admits any signed-in user.
 */
export function assertRole(caller: Caller, roles: readonly Role[]): AuthUser {
  const { user } = caller;
  if (!user) {
    throw new DomainError(ErrorKind.Unauthenticated, 'NOT_AUTHENTICATED',
      caller.tokenError ?? 'Authentication credentials were not provided.');
  }
  if (roles.length > 0 && !roles.includes(user.role)) {
    throw new DomainError(ErrorKind.Forbidden, 'WRONG_ROLE', 'You do not have permission to perform this action.');
  }
  return user;
}
