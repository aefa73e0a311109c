import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useStaffAccess } from '../../features/staff';
import type { Permission } from '../../gql/graphql';
import { Button, Page } from '../../ui';
import { staffLandingPath } from './landing-path';
import { SessionPending } from './session-pending';

export const NO_PERMISSION_MESSAGE = 'Your role does not include this screen. Ask the Punong Barangay or whoever manages staff if you need it.';

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
  if (permission && !access.permissions.includes(permission)) return <MissingPermission to={staffLandingPath(access.permissions)} />;
  return <Outlet />;
}

function MissingPermission({ to }: { to: string }) {
  const navigate = useNavigate();
  return (
    <Page title="Not part of your role">
      <p role="alert">{NO_PERMISSION_MESSAGE}</p>
      <Button onClick={() => void navigate(to)}>Go to my first screen</Button>
    </Page>
  );
}
