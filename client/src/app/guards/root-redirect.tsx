import { Navigate } from 'react-router-dom';
import { roleOf } from '../../lib/authorization';
import { useSession } from '../../lib/session-context';
import { landingPathFor } from './landing-path';
import { SessionPending } from './session-pending';

/** `/`: sends each role to its first screen. */
export function RootRedirect() {
  const session = useSession();
  if (session.status === 'refreshing') return <SessionPending />;
  return <Navigate to={landingPathFor(roleOf(session))} replace />;
}
