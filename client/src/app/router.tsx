import { Component, Suspense, useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { NotFoundPage, RouteErrorPage, UnauthorizedPage } from '../features/errors';
import { StaffAccountNotes } from '../features/staff';
import type { SessionStore } from '../lib/session-store';
import { GuestOnly } from './guards/guest-only';
import { RequirePermission } from './guards/require-permission';
import { RequireRole } from './guards/require-role';
import { RequireToken } from './guards/require-token';
import { RootRedirect } from './guards/root-redirect';
import { ADMIN_MENU, CITY_MENU, STAFF_SCREEN } from './layouts/menu-items';
import { RootLayout } from './layouts/root-layout';
import * as Pages from './lazy-pages';
import { HomePage } from './pages/home-page';

/**
 * A staff screen behind the permission its menu entry names (docs/rules/accounts.md#staff-roles, docs/architecture.md#city-level);
 * `menuPath` names that entry for a page reached from a menu screen rather than from the menu (a registry record's page).
 */
function staffRoute(path: string, element: ReactNode, menuPath: string = path): RouteObject {
  const screen = [...ADMIN_MENU, STAFF_SCREEN, ...CITY_MENU].find((item) => item.to === menuPath);
  if (!screen) throw new Error(`No menu entry says who may open ${path}.`);
  return { element: <RequirePermission screen={screen} />, children: [{ path, element }] };
}

/**
 * A section another feature adds to a screen, loaded on demand: until it is there the screen shows without it, rather
 * than the whole screen giving way to the loading indicator.
 */
function section(element: ReactNode) {
  return <Suspense fallback={null}>{element}</Suspense>;
}

/** The residents' screens (docs/rules/screens.md#route-table), behind the role guard and the privacy notice's gate. */
const RESIDENT_SCREENS: RouteObject[] = [
  { path: paths.resident.projects, element: <Pages.ResidentProjectsPage /> },
  {
    path: paths.resident.profile,
    element: (
      <Pages.ProfilePage afterEditProfile={section(<Pages.CorrectMyDetailsCard />)} afterDownloadMyData={section(<Pages.EraseMyDataCard />)}>
        {section(<Pages.ResidentTransferSection />)}{section(<Pages.MyDataAccessesSection />)}
      </Pages.ProfilePage>
    ),
  },
  {
    path: paths.resident.documentRequest,
    element: <Pages.ResidentDocumentRequestsPage>{section(<Pages.EarlierRequestsSection />)}</Pages.ResidentDocumentRequestsPage>,
  },
  { path: paths.resident.events, element: <Pages.ResidentEventsPage /> },
  { path: paths.resident.announcements, element: <Pages.ResidentAnnouncementsPage /> },
  { path: paths.resident.contactUs, element: <Pages.ContactUsPage /> },
];

/**
 * The route table (docs/rules/screens.md#route-table), rendered by <AppRoutes> inside a <BrowserRouter>. Declarative routing on
 * purpose: the portal uses no loaders, actions or fetchers, and React Router's data router (the engine
 * behind createBrowserRouter) would add about 17 kB gzip to every visitor's first download.
 */
export const routes: RouteObject[] = [
  {
    path: paths.root,
    element: <RootLayout />,
    children: [
      {
        index: true,
        element: (
          <RequireToken>
            <RootRedirect />
          </RequireToken>
        ),
      },
      {
        element: <GuestOnly />,
        children: [
          { path: paths.home, element: <HomePage /> },
          { path: paths.contactUs, element: <Pages.ContactUsPage /> },
          { path: paths.login, element: <Pages.LoginPage /> },
          { path: paths.register, element: <Pages.RegisterPage /> },
        ],
      },
      {
        element: <RequireRole audience="resident" />,
        // A resident who has not agreed to the privacy notice in force reads it and agrees first (docs/architecture.md#privacy-notice).
        children: [{ element: <Pages.PrivacyConsentGate />, children: RESIDENT_SCREENS }],
      },
      {
        element: <RequireRole audience="admin" />,
        children: [
          staffRoute(paths.admin.dashboard, <Pages.DashboardPage />),
          staffRoute(paths.admin.projects, <Pages.ProjectManagerPage />),
          staffRoute(paths.admin.documentTypes, <Pages.DocumentTypeManagerPage />),
          staffRoute(paths.admin.documentRequests, <Pages.DocumentRequestManagerPage />),
          staffRoute(paths.admin.residents, <Pages.ResidentListPage>{section(<Pages.IncomingTransfersSection />)}</Pages.ResidentListPage>),
          staffRoute(paths.admin.registry, <Pages.RegistryPage />),
          staffRoute(paths.admin.inhabitant, <Pages.InhabitantPage />, paths.admin.registry),
          staffRoute(paths.admin.households, <Pages.HouseholdsPage />, paths.admin.registry),
          staffRoute(paths.admin.household, <Pages.HouseholdPage />, paths.admin.registry),
          staffRoute(paths.admin.registryImport, <Pages.RegistryImportPage />, paths.admin.registry),
          staffRoute(paths.admin.registryReports, <Pages.RegistryReportsPage />),
          staffRoute(paths.admin.officials, <Pages.OfficialsManagerPage />),
          staffRoute(paths.admin.events, <Pages.EventManagerPage />),
          staffRoute(paths.admin.announcements, <Pages.AnnouncementManagerPage />),
          staffRoute(paths.admin.contactDetails, <Pages.ContactDetailsPage />),
          staffRoute(paths.admin.account, <Pages.AccountPage><StaffAccountNotes /></Pages.AccountPage>),
          staffRoute(paths.admin.staff, <Pages.StaffPage />),
          staffRoute(paths.admin.settings, <Pages.SettingsPage />),
          staffRoute(paths.admin.dataAccess, <Pages.DataAccessLedgerPage />),
          staffRoute(paths.admin.privacyNotice, <Pages.PrivacyManagerPage />),
          staffRoute(paths.admin.correctionRequests, <Pages.CorrectionRequestsPage />),
          staffRoute(paths.admin.erasureRequests, <Pages.ErasureRequestsPage />),
          staffRoute(paths.city.overview, <Pages.CityOverviewPage />),
          staffRoute(paths.city.accounts, <Pages.CityAccountsPage />),
        ],
      },
      // Public and outside the guards: a bank or school checks a certificate with no account (docs/rules/certificates.md#certificate-verification).
      { path: paths.verify, element: <Pages.VerifyDocumentPage /> },
      // Public, for guests and the signed in alike: the privacy notice in force or an earlier version.
      { path: paths.privacy, element: <Pages.PrivacyNoticePage /> },
      // Public too: whoever is signed in on this browser, the link is for the member it was e-mailed to.
      { path: paths.setPassword, element: <Pages.SetPasswordPage /> },
      { path: paths.notFound, element: <NotFoundPage /> },
      { path: paths.unauthorized, element: <UnauthorizedPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

interface RouteErrorBoundaryProps {
  pathname: string;
  children: ReactNode;
}

/**
 * A screen that fails to render (e.g. a lazy chunk unreachable after a deploy) shows RouteErrorPage instead
 * of a blank page; navigating elsewhere tries again.
 */
class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, { failed: boolean; pathname: string }> {
  override state = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: RouteErrorBoundaryProps, state: { failed: boolean; pathname: string }) {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}

/** The portal's screens for the current address (docs/rules/screens.md#route-table), or RouteErrorPage when one fails. */
export function AppRoutes({ table = routes }: { table?: RouteObject[] }) {
  const element = useRoutes(table);
  const { pathname } = useLocation();
  return <RouteErrorBoundary pathname={pathname}>{element}</RouteErrorBoundary>;
}

/** A session whose silent refresh failed is over: sign in again (docs/sessions.md#renewal). */
export function SessionExpiryRedirect({ session }: { session: SessionStore }) {
  const navigate = useNavigate();
  useEffect(() => session.onSessionExpired(() => void navigate(paths.login, { replace: true })), [session, navigate]);
  return null;
}
