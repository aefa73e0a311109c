import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session-context';

/** Route guards (docs/rules/screens.md#guard-guest-pages): signed-in users are sent away from the guest pages to `/` (their own landing page). */
export function GuestOnly() {
  const { status } = useSession();
  if (status === 'logged-in') return <Navigate to={paths.root} replace />;
  return <Outlet />;
}
