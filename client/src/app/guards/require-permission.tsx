import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { MissingPermissionPage } from '../../features/errors';
import type { Permission } from '../../gql/graphql';
import { useStaffAccess } from '../../lib/staff-access';
import { staffLandingPath } from './landing-path';
import { SessionPending } from './session-pending';

/**
 * Staff routes (docs/rules/accounts.md#staff-roles), inside RequireRole's admin check: a member whose role lacks
 * `permission` is told so (never a blank page), and one still on a temporary password is sent to the Account
 * screen to choose their own first.
 */
export function RequirePermission({ permission }: { permission?: Permission }) {
  const access = useStaffAccess();
  const { pathname } = useLocation();
  if (access.loading) return <SessionPending />;
  if (access.mustChangePassword && pathname !== paths.admin.account) return <Navigate to={paths.admin.account} replace />;
  if (permission && !access.can(permission)) return <MissingPermissionPage firstScreen={staffLandingPath(access.permissions)} />;
  return <Outlet />;
}
