import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { MissingPermissionPage } from '../../features/errors';
import { accountScreen } from '../../features/users/screens';
import { useStaffAccess } from '../../lib/staff-access';
import { staffLandingPath } from './landing-path';
import { mayOpen, type ScreenGate } from './screen-gate';
import { SessionPending } from './session-pending';

/**
 * Staff routes (docs/rules/accounts.md#staff-roles), inside RequireRole's admin check: a member who may not pass `gate`
 * (their role lacks its permission, or it is a city screen and they hold no such office) is told so (never a blank page), and one still on a temporary password is sent to the Account
 * screen to choose their own first.
 */
export function RequirePermission({ gate }: { gate: ScreenGate }) {
  const access = useStaffAccess();
  const { pathname } = useLocation();
  const account = accountScreen.path;
  if (access.loading) return <SessionPending />;
  if (access.mustChangePassword && pathname !== account) return <Navigate to={account} replace />;
  if (!mayOpen(gate, access)) return <MissingPermissionPage firstScreen={staffLandingPath(access)} />;
  return <Outlet />;
}
