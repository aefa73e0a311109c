import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session-context';
import { SessionPending } from './session-pending';

/** Route guards (docs/rules/screens.md#root-redirect): token-less users go to the public home page. */
export function RequireToken({ children }: { children: ReactNode }) {
  const { status } = useSession();
  if (status === 'refreshing') return <SessionPending />;
  if (status !== 'logged-in') return <Navigate to={paths.home} replace />;
  return <>{children}</>;
}
