import { useEffect, useRef } from 'react';
import type { IdVerificationStatus } from '../gql/graphql';
import { useSession, useSessionStore } from './session-context';

/**
 * The token's is_verified claim was true or false when it was issued; once the server reports another
 * verification status (an administrator approved the ID meanwhile), one refresh brings a token that says so.
 */
export function useVerificationTokenSync(status: IdVerificationStatus | null | undefined): void {
  const session = useSession();
  const store = useSessionStore();
  const refreshedFor = useRef<IdVerificationStatus | null>(null);
  const approved = status === 'APPROVED';

  useEffect(() => {
    if (!status || session.status !== 'logged-in' || !session.isResident) return;
    if (approved === session.isVerified || refreshedFor.current === status) return;
    refreshedFor.current = status;
    void store.forceRefresh();
  }, [status, approved, session.status, session.isResident, session.isVerified, store]);
}
