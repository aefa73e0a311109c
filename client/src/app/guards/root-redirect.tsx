import { Navigate } from 'react-router-dom';
import { roleOf } from '../../lib/authorization';
import { useSession } from '../../lib/session-context';
import { useStaffAccess } from '../../lib/staff-access';
import { landingPathFor } from './landing-path';
import { SessionPending } from './session-pending';

/** `/`: sends each role to its first screen; a staff member to the first their role opens. */
export function RootRedirect() {
  const session = useSession();
  const role = roleOf(session);
  const access = useStaffAccess({ skip: role !== 'admin' });
  if (session.status === 'refreshing' || access.loading) return <SessionPending />;
  return <Navigate to={landingPathFor(role, access)} replace />;
}
