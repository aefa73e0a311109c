import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '../../config/paths';
import { loginScreen } from '../../features/auth/screens';
import { canSee, roleOf, type Audience } from '../../lib/authorization';
import { useSession } from '../../lib/session-context';
import { SessionPending } from './session-pending';

/**
 * Route guards (docs/rules/screens.md#guard-role-pages) for resident-only and admin-only routes: no token goes to /login, another role to
 * /404-not-found (so the screen's existence is not confirmed to it).
 */
export function RequireRole({ audience }: { audience: Audience }) {
  const session = useSession();
  if (session.status === 'refreshing') return <SessionPending />;
  if (session.status !== 'logged-in') return <Navigate to={loginScreen.path} replace />;
  if (!canSee(roleOf(session), audience)) return <Navigate to={paths.notFound} replace />;
  return <Outlet />;
}
