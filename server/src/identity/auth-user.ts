import { type CityPermission, type CityRole, cityRoleAllows, type Permission } from '@barangay-portal/domain';
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
  /** What the staff member's role lets them do, as it stands now (not as when the token was issued); none for residents. */
  permissions: readonly Permission[];
  isVerified: boolean;
  /**
   * The barangay the account belongs to: it acts within that barangay only (docs/architecture.md#tenancy). Empty for
   * a city account, which belongs to none and acts at every barangay's address (docs/architecture.md#city-level).
   */
  barangayId: number | null;
  /** A city account's office; empty for everyone else. */
  cityRole: CityRole | null;
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
  /** Set when the token could not be checked because the database is not answering: protected calls answer 503 with it. */
  outage?: unknown;
}

/**
 * The role check behind `authorize` (identity/audience.ts): no (valid) token is UNAUTHENTICATED, a valid token of
 * another role is FORBIDDEN. An empty role list admits any signed-in user.
 */
export function assertRole(caller: Caller, roles: readonly Role[]): AuthUser {
  const user = assertSignedIn(caller);
  if (roles.length > 0 && !roles.includes(user.role)) throw new DomainError(ErrorKind.Forbidden, 'WRONG_ROLE', NO_PERMISSION);
  return user;
}

/** A staff member whose role includes `permission` (docs/rules/accounts.md#staff-roles), or the refusal. */
export function assertPermission(caller: Caller, permission: Permission): AuthUser {
  const user = assertSignedIn(caller);
  if (!user.permissions.includes(permission)) throw new DomainError(ErrorKind.Forbidden, 'MISSING_PERMISSION', NO_PERMISSION);
  return user;
}

/** A city account whose office includes `permission` (docs/architecture.md#city-level), or the refusal. */
export function assertCityPermission(caller: Caller, permission: CityPermission): AuthUser {
  const user = assertSignedIn(caller);
  if (!cityRoleAllows(user.cityRole, permission)) throw new DomainError(ErrorKind.Forbidden, 'MISSING_PERMISSION', NO_PERMISSION);
  return user;
}

const NO_PERMISSION = 'You do not have permission to perform this action.';

function assertSignedIn(caller: Caller): AuthUser {
  if (caller.user) return caller.user;
  if (caller.outage) throw caller.outage;
  throw new DomainError(ErrorKind.Unauthenticated, 'NOT_AUTHENTICATED', caller.tokenError ?? 'Authentication credentials were not provided.');
}
