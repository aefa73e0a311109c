import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { LoginPage } from '../features/auth/pages/login-page';
import { RegisterPage } from '../features/auth/pages/register-page';
import { ContactUsPage } from '../features/contact/pages/contact-us-page';
import { NotFoundPage } from '../features/errors/pages/not-found-page';
import { RouteErrorPage } from '../features/errors/pages/route-error-page';
import { UnauthorizedPage } from '../features/errors/pages/unauthorized-page';
import { HomePage } from '../features/home/pages/home-page';
import { GuestOnly } from './guards/guest-only';
import { RequireRole } from './guards/require-role';
import { RequireToken } from './guards/require-token';
import { RootRedirect } from './guards/root-redirect';
import { RootLayout } from './layouts/root-layout';
import * as Pages from './lazy-pages';

/** The route table of spec §2. */
export const routes: RouteObject[] = [
  {
    path: paths.root,
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
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
          { path: paths.contactUs, element: <ContactUsPage /> },
          { path: paths.login, element: <LoginPage /> },
          { path: paths.register, element: <RegisterPage /> },
        ],
      },
      {
        element: <RequireRole audience="resident" />,
        children: [
          { path: paths.resident.projects, element: <Pages.ResidentProjectsPage /> },
          { path: paths.resident.profile, element: <Pages.ProfilePage /> },
          { path: paths.resident.documentRequest, element: <Pages.ResidentDocumentRequestsPage /> },
          { path: paths.resident.events, element: <Pages.ResidentEventsPage /> },
          { path: paths.resident.announcements, element: <Pages.ResidentAnnouncementsPage /> },
          { path: paths.resident.contactUs, element: <Pages.ResidentContactPage /> },
        ],
      },
      {
        element: <RequireRole audience="admin" />,
        children: [
          { path: paths.admin.dashboard, element: <Pages.DashboardPage /> },
          { path: paths.admin.projects, element: <Pages.ProjectManagerPage /> },
          { path: paths.admin.documentTypes, element: <Pages.DocumentTypeManagerPage /> },
          { path: paths.admin.documentRequests, element: <Pages.DocumentRequestManagerPage /> },
          { path: paths.admin.residents, element: <Pages.ResidentListPage /> },
          { path: paths.admin.officials, element: <Pages.OfficialsManagerPage /> },
          { path: paths.admin.events, element: <Pages.EventManagerPage /> },
          { path: paths.admin.announcements, element: <Pages.AnnouncementManagerPage /> },
          { path: paths.admin.contactDetails, element: <Pages.ContactDetailsPage /> },
        ],
      },
      // Public and outside the guards: a bank or school checks a certificate with no account (issue 7).
      { path: paths.verify, element: <Pages.VerifyDocumentPage /> },
      { path: paths.notFound, element: <NotFoundPage /> },
      { path: paths.unauthorized, element: <UnauthorizedPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
