import { useQuery } from '@apollo/client/react';
import type { Permission } from '../../gql/graphql';
import { StaffAccessQuery } from './api/staff-access.graphql';

export interface StaffAccess {
  /** True until the answer is in: nothing can be decided before. */
  loading: boolean;
  permissions: readonly Permission[];
  /** A staff member still signed in with a temporary password: every permission waits until they replace it. */
  mustChangePassword: boolean;
}

/**
 * The staff member's permissions, to choose which screens to offer. They only choose what to show: the server
 * checks the permission on every call. `skip` for residents and guests, who have none.
 */
export function useStaffAccess({ skip = false }: { skip?: boolean } = {}): StaffAccess {
  const { data, loading } = useQuery(StaffAccessQuery, { skip });
  return {
    loading: !skip && loading && !data,
    permissions: data?.me.permissions ?? [],
    mustChangePassword: data?.me.mustChangePassword ?? false,
  };
}
