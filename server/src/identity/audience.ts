import { type CityPermission, cityRoleAllows, type Permission } from '@barangay-portal/domain';
import { assertCityPermission, assertPermission, assertRole, type AuthUser, type Caller, type Role } from './auth-user';

/** Anyone, signed in or not. */
export interface PublicAudience {
  readonly kind: 'public';
}

/** Signed-in callers of these roles; no roles listed means any signed-in caller. */
export interface RestrictedAudience {
  readonly kind: 'restricted';
  readonly roles: readonly Role[];
}

/** Staff members whose role includes this permission (docs/rules/accounts.md#staff-roles). */
export interface PermittedAudience {
  readonly kind: 'permitted';
  readonly permission: Permission;
}

/** City accounts whose office includes this permission (docs/architecture.md#city-level). */
export interface CityAudience {
  readonly kind: 'city';
  readonly permission: CityPermission;
}

/** An audience that needs a signed-in caller. */
export type SignedInAudience = RestrictedAudience | PermittedAudience | CityAudience;

/** Who may perform an operation: the value a module's policy table (`<name>.policy.ts`) gives each operation. */
export type Audience = PublicAudience | SignedInAudience;

/** A module's policy table: operation, in the domain's words, to its audience (docs/architecture.md#flow-role-check). */
export type Policy = Readonly<Record<string, Audience>>;

export const PUBLIC: PublicAudience = Object.freeze({ kind: 'public' });
export const SIGNED_IN: RestrictedAudience = Object.freeze({ kind: 'restricted', roles: Object.freeze([]) });

/** Signed-in callers of one of these roles. */
export function only(...roles: Role[]): RestrictedAudience {
  return Object.freeze({ kind: 'restricted', roles: Object.freeze([...roles]) });
}

/** Staff members holding `permission`. */
export function permitted(permission: Permission): PermittedAudience {
  return Object.freeze({ kind: 'permitted', permission });
}

/** City accounts whose office includes `permission`. */
export function cityPermitted(permission: CityPermission): CityAudience {
  return Object.freeze({ kind: 'city', permission });
}

/** A content module's policy table: who reads, who writes. */
export type ContentPolicy = Readonly<{
  view: Audience;
  create: SignedInAudience;
  update: SignedInAudience;
  delete: SignedInAudience;
}>;

/**
 * The content modules' table (projects, events, officials, announcements; docs/rules/common.md#access-control):
 * anyone reads, staff with MANAGE_CONTENT write. Each module still exports it under its own policy name.
 */
export const PUBLIC_READ_CONTENT_STAFF_WRITE: ContentPolicy = Object.freeze({
  view: PUBLIC, create: permitted('MANAGE_CONTENT'), update: permitted('MANAGE_CONTENT'), delete: permitted('MANAGE_CONTENT'),
});

/**
 * The one check behind the service, the GraphQL decorator and the REST guard: a signed-in audience answers
 * the signed-in user or refuses (401 / 403); a public one answers the user, if any.
 */
export function authorize(context: { caller: Caller }, audience: SignedInAudience): AuthUser;
export function authorize(context: { caller: Caller }, audience: Audience): AuthUser | null;
export function authorize(context: { caller: Caller }, audience: Audience): AuthUser | null {
  switch (audience.kind) {
    case 'public':
      return context.caller.user;
    case 'restricted':
      return assertRole(context.caller, audience.roles);
    case 'permitted':
      return assertPermission(context.caller, audience.permission);
    case 'city':
      return assertCityPermission(context.caller, audience.permission);
  }
}

/** Whether the user belongs to the audience, without refusing: for rules such as "reviewers see every request". */
export function admits(audience: Audience, user: AuthUser | null): boolean {
  switch (audience.kind) {
    case 'public':
      return true;
    case 'restricted':
      return user !== null && (audience.roles.length === 0 || audience.roles.includes(user.role));
    case 'permitted':
      return user !== null && user.permissions.includes(audience.permission);
    case 'city':
      return user !== null && cityRoleAllows(user.cityRole, audience.permission);
  }
}
