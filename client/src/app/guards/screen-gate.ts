import { cityRoleAllows, type CityPermission } from '@barangay-portal/domain';
import type { Permission } from '../../gql/graphql';
import type { ScreenRow } from '../../lib/screens';
import type { StaffAccess } from '../../lib/staff-access';

/** What a staff screen asks of the member (docs/rules/accounts.md#staff-roles); neither: any staff member. */
export interface ScreenGate {
  /** A permission of the member's role. */
  permission?: Permission;
  /** A city office's permission, for the city level's screens (docs/architecture.md#city-level). */
  cityPermission?: CityPermission;
}

/**
 * Who may open `row`: its own rule, or, for a sub-page (a registry record's page), the rule of the menu screen it names;
 * a sub-page naming no menu entry is a mistake in the table, refused when the routes are built.
 */
export function gateOf(row: ScreenRow, rows: readonly ScreenRow[]): ScreenGate {
  if (row.menuScreen === undefined) return { permission: row.permission, cityPermission: row.cityPermission };
  const screen = rows.find((other) => other.path === row.menuScreen && other.menu !== undefined && other.menuScreen === undefined);
  if (!screen) throw new Error(`No menu entry says who may open ${row.path}.`);
  return gateOf(screen, rows);
}

/** What decides a staff member's screens: their role's permissions, or a city account's office. */
export type ScreenAccess = Pick<StaffAccess, 'permissions' | 'cityRole'>;

/** Whether a staff member with `access` may open a screen behind `gate`. */
export function mayOpen(gate: ScreenGate, { permissions, cityRole }: ScreenAccess): boolean {
  if (gate.cityPermission) return cityRoleAllows(cityRole, gate.cityPermission);
  return gate.permission === undefined || permissions.includes(gate.permission);
}
