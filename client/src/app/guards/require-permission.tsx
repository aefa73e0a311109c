import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { MissingPermissionPage } from '../../features/errors';
import { useStaffAccess } from '../../lib/staff-access';
import { mayOpen, type MenuItem } from '../layouts/menu-items';
import { staffLandingPath } from './landing-path';
import { SessionPending } from './session-pending';

/**
 * Staff routes (docs/rules/accounts.md#staff-roles), inside RequireRole's admin check: a member who may not open
 * `screen` (their role lacks its permission, or it is a city screen and they hold no such office) is told so (never a blank page), and one still on a temporary password is sent to the Account
 * screen to choose their own first.
 */
export function RequirePermission({ screen }: { screen: MenuItem }) {
  const access = useStaffAccess();
  const { pathname } = useLocation();
  if (access.loading) return <SessionPending />;
  if (access.mustChangePassword && pathname !== paths.admin.account) return <Navigate to={paths.admin.account} replace />;
  if (!mayOpen(screen, access)) return <MissingPermissionPage firstScreen={staffLandingPath(access)} />;
  return <Outlet />;
}
