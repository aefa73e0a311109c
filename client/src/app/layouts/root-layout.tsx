import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useSession, useSessionStore } from '../../lib/session-context';
import { Loading } from '../../ui';
import { ContentShown } from '../content-shown';
import { AuthenticatedLayout } from './authenticated-layout';
import { GuestLayout } from './guest-layout';

/** Picks the layout by session (docs/rules/screens.md#layout-signed-in) and re-checks the stored session on every navigation ("on use"). */
export function RootLayout() {
  const { pathname } = useLocation();
  const store = useSessionStore();
  const { status } = useSession();

  useEffect(() => store.revalidate(), [pathname, store]);

  const content = (
    <Suspense fallback={<Loading />}>
      <Outlet />
      <ContentShown />
    </Suspense>
  );
  return status === 'logged-in'
    ? <AuthenticatedLayout>{content}</AuthenticatedLayout>
    : <GuestLayout>{content}</GuestLayout>;
}
