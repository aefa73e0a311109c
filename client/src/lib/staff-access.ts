import { useQuery } from '@apollo/client/react';
import { cityRoleAllows, type CityPermission } from '@barangay-portal/domain';
import type { CityRole, Permission } from '../gql/graphql';
import { StaffAccessQuery } from './staff-access.graphql';

export interface StaffAccess {
  /** True until the answer is in: nothing can be decided before. */
  loading: boolean;
  /** The signed-in account's id (null until known): some actions are for other members only. */
  accountId: number | null;
  permissions: readonly Permission[];
  /** A staff member still signed in with a temporary password: every permission waits until they replace it. */
  mustChangePassword: boolean;
  /** Whether the member's role gives `permission`; false while loading, so a gated action never shows and then goes. */
  can: (permission: Permission) => boolean;
  /** A city account's office (docs/architecture.md#city-level); null for a barangay's staff. */
  cityRole: CityRole | null;
  /** Whether the city office gives `permission`; false for a barangay's staff and while loading. */
  canCity: (permission: CityPermission) => boolean;
}

/**
 * The staff member's permissions, to choose which screens and actions to offer. They only choose what to show:
 * the server checks the permission on every call. `skip` for residents and guests, who have none.
 */
export function useStaffAccess({ skip = false }: { skip?: boolean } = {}): StaffAccess {
  const { data, loading } = useQuery(StaffAccessQuery, { skip });
  const permissions = data?.me.permissions ?? [];
  const cityRole = data?.me.cityRole ?? null;
  return {
    loading: !skip && loading && !data,
    accountId: data?.me.id ?? null,
    permissions,
    mustChangePassword: data?.me.mustChangePassword ?? false,
    can: (permission) => permissions.includes(permission),
    cityRole,
    canCity: (permission) => cityRoleAllows(cityRole, permission),
  };
}
