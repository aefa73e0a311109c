import { assertRole, type AuthUser, type Caller, type Role } from './auth-user';

/** Anyone, signed in or not. */
export interface PublicAudience {
  readonly kind: 'public';
}

/** Signed-in callers of these roles; no roles listed means any signed-in caller. */
export interface RestrictedAudience {
  readonly kind: 'restricted';
  readonly roles: readonly Role[];
}

/** Who may perform an operation: the value a module's policy table (`<name>.policy.ts`) gives each operation. */
export type Audience = PublicAudience | RestrictedAudience;

/** A module's policy table: operation, in the domain's words, to its audience (docs/architecture.md#flow-role-check). */
export type Policy = Readonly<Record<string, Audience>>;

export const PUBLIC: PublicAudience = Object.freeze({ kind: 'public' });
export const SIGNED_IN: RestrictedAudience = Object.freeze({ kind: 'restricted', roles: Object.freeze([]) });

/** Signed-in callers of one of these roles. */
export function only(...roles: Role[]): RestrictedAudience {
  return Object.freeze({ kind: 'restricted', roles: Object.freeze([...roles]) });
}

/**
 * The content modules' table (projects, events, officials, announcements; docs/rules/common.md#access-control):
 * anyone reads, administrators write. Each module still exports it under its own policy name.
 */
/** A content module's policy table: who reads, who writes. */
export type ContentPolicy = Readonly<{
  view: Audience;
  create: RestrictedAudience;
  update: RestrictedAudience;
  delete: RestrictedAudience;
}>;

export const PUBLIC_READ_ADMIN_WRITE: ContentPolicy = Object.freeze({ view: PUBLIC, create: only('ADMIN'), update: only('ADMIN'), delete: only('ADMIN') });

/** The roles `@Authorized` and the role check take; null for a public operation, which has no check. */
export function rolesOf(audience: Audience): readonly Role[] | null {
  return audience.kind === 'public' ? null : audience.roles;
}

/**
 * The one check behind the service, the GraphQL decorator and the REST guard: a restricted audience
 * answers the signed-in user or refuses (401 / 403 through assertRole); a public one answers the user, if any.
 */
export function authorize(context: { caller: Caller }, audience: RestrictedAudience): AuthUser;
export function authorize(context: { caller: Caller }, audience: Audience): AuthUser | null;
export function authorize(context: { caller: Caller }, audience: Audience): AuthUser | null {
  const roles = rolesOf(audience);
  return roles === null ? context.caller.user : assertRole(context.caller, roles);
}

/** Whether the user belongs to the audience, without refusing: for rules such as "administrators see every request". */
export function admits(audience: Audience, user: AuthUser | null): boolean {
  const roles = rolesOf(audience);
  if (roles === null) return true;
  return user !== null && (roles.length === 0 || roles.includes(user.role));
}
