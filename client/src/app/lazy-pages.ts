import { lazy } from 'react';

/*
 * Signed-in screens load on demand, so guests never download them (and residents never download the
 * admin screens). Each module's default export is its page.
 */

/*
 * The guest pages other than /home load on demand too: the home page is where most visitors arrive and
 * its JavaScript has a budget (npm run bench:client); the login, registration and contact pages come when
 * asked for (the login page's chunk is a few kB).
 */
export const LoginPage = lazy(() => import('../features/auth/pages/login-page').then((page) => ({ default: page.LoginPage })));
export const RegisterPage = lazy(
  () => import('../features/auth/pages/register-page').then((page) => ({ default: page.RegisterPage })),
);
export const SetPasswordPage = lazy(
  () => import('../features/auth/pages/set-password-page').then((page) => ({ default: page.SetPasswordPage })),
);
// Composed in app/ of the contact, announcements and officials features; the same page for guests and residents.
export const ContactUsPage = lazy(() => import('./pages/contact-us-page'));

export const ResidentProjectsPage = lazy(() => import('../features/projects/pages/resident-projects-page'));
export const ProfilePage = lazy(() => import('../features/users/pages/profile-page'));
export const ResidentDocumentRequestsPage = lazy(
  () => import('../features/document-requests/pages/resident-document-requests-page'),
);
export const ResidentEventsPage = lazy(() => import('../features/events/pages/resident-events-page'));
export const ResidentAnnouncementsPage = lazy(
  () => import('../features/announcements/pages/resident-announcements-page'),
);

export const DashboardPage = lazy(() => import('../features/dashboard/pages/dashboard-page'));
export const ProjectManagerPage = lazy(() => import('../features/projects/pages/project-manager-page'));
export const DocumentTypeManagerPage = lazy(
  () => import('../features/document-types/pages/document-type-manager-page'),
);
export const DocumentRequestManagerPage = lazy(
  () => import('../features/document-requests/pages/document-request-manager-page'),
);
export const ResidentListPage = lazy(() => import('../features/users/pages/resident-list-page'));
export const RegistryPage = lazy(() => import('../features/registry/pages/registry-page'));
export const InhabitantPage = lazy(() => import('../features/registry/pages/inhabitant-page'));
export const HouseholdsPage = lazy(() => import('../features/registry/pages/households-page'));
export const HouseholdPage = lazy(() => import('../features/registry/pages/household-page'));
export const RegistryImportPage = lazy(() => import('../features/registry/pages/registry-import-page'));
export const RegistryReportsPage = lazy(() => import('../features/registry/pages/registry-reports-page'));
export const OfficialsManagerPage = lazy(() => import('../features/officials/pages/officials-manager-page'));
export const EventManagerPage = lazy(() => import('../features/events/pages/event-manager-page'));
export const AnnouncementManagerPage = lazy(
  () => import('../features/announcements/pages/announcement-manager-page'),
);
export const ContactDetailsPage = lazy(() => import('../features/contact/pages/contact-details-page'));
export const AccountPage = lazy(() => import('../features/users/pages/account-page'));
export const StaffPage = lazy(() => import('../features/staff/pages/staff-page').then((page) => ({ default: page.StaffPage })));
export const SettingsPage = lazy(() => import('../features/settings/pages/settings-page'));
export const CityOverviewPage = lazy(() => import('../features/city/pages/city-overview-page'));
export const CityAccountsPage = lazy(() => import('../features/city/pages/city-accounts-page'));
export const DataAccessLedgerPage = lazy(() => import('../features/data-access/pages/data-access-ledger-page'));
export const PrivacyManagerPage = lazy(() => import('../features/privacy/pages/privacy-manager-page'));
export const CorrectionRequestsPage = lazy(() => import('../features/corrections/pages/correction-requests-page'));
export const ErasureRequestsPage = lazy(() => import('../features/erasure/pages/erasure-requests-page'));

/*
 * Moving between barangays adds a section to the Profile, Residents and resident Document Request screens
 * (docs/architecture.md#resident-transfers): the feature's entry, on demand like those screens, one chunk for the three.
 */
const transfers = () => import('../features/transfers');
export const ResidentTransferSection = lazy(() => transfers().then((feature) => ({ default: feature.ResidentTransferSection })));
export const IncomingTransfersSection = lazy(() => transfers().then((feature) => ({ default: feature.IncomingTransfersSection })));
export const EarlierRequestsSection = lazy(() => transfers().then((feature) => ({ default: feature.EarlierRequestsSection })));

/*
 * The privacy notice (docs/architecture.md#privacy-notice): its public page, opened from the registration form, the
 * footer and the profile, and the gate before the residents' screens, which residents alone download.
 */
export const PrivacyNoticePage = lazy(() => import('../features/privacy/pages/privacy-notice-page'));
export const PrivacyConsentGate = lazy(() => import('../features/privacy').then((feature) => ({ default: feature.PrivacyConsentGate })));

// "Who viewed my data" (docs/architecture.md#privacy-access-ledger): a section of the resident's Profile, its own chunk.
export const MyDataAccessesSection = lazy(
  () => import('../features/data-access').then((feature) => ({ default: feature.MyDataAccessesSection })),
);

// "Correct My Details" (docs/architecture.md#privacy-corrections): a card of the resident's Profile, its own chunk.
export const CorrectMyDetailsCard = lazy(
  () => import('../features/corrections').then((feature) => ({ default: feature.CorrectMyDetailsCard })),
);

// "Erase My Data" (docs/architecture.md#privacy-erasure): a card of the resident's Profile, its own chunk.
export const EraseMyDataCard = lazy(() => import('../features/erasure').then((feature) => ({ default: feature.EraseMyDataCard })));

// Public, but opened only from a certificate's QR code: no reason to put it in every visitor's download.
export const VerifyDocumentPage = lazy(() => import('../features/verification/pages/verify-document-page'));
