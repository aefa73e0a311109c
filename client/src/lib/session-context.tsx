import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { LoginPayload } from './session';
import type { SessionSnapshot, SessionStore } from './session-store';

const SessionContext = createContext<SessionStore | null>(null);

export function SessionProvider({ store, children }: { store: SessionStore; children: ReactNode }) {
  return <SessionContext.Provider value={store}>{children}</SessionContext.Provider>;
}

export interface SessionState extends SessionSnapshot {
  login(payload: LoginPayload): SessionSnapshot;
  logout(): Promise<void>;
}

/** The signed-in user's flags and the login/logout actions; re-renders when the session changes. */
export function useSession(): SessionState {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSession must be used inside <SessionProvider>.');
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return useMemo(
    () => ({ ...snapshot, login: store.login, logout: store.logout }),
    [snapshot, store],
  );
}

/** The store itself, for code that must re-check the session (route changes) rather than read it. */
export function useSessionStore(): SessionStore {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSessionStore must be used inside <SessionProvider>.');
  return store;
}
