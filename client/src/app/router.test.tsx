import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ALL_PERMISSIONS, type Permission } from '@barangay-portal/domain';
import { paths } from '../config/paths';
import { announcementManagerScreen, residentAnnouncementsScreen } from '../features/announcements/screens';
import { loginScreen, registerScreen } from '../features/auth/screens';
import { cityAccountsScreen, cityOverviewScreen } from '../features/city/screens';
import { contactDetailsScreen } from '../features/contact/screens';
import { correctionRequestsScreen } from '../features/corrections/screens';
import { dashboardScreen } from '../features/dashboard/screens';
import { dataAccessScreen } from '../features/data-access/screens';
import { requestManagerScreen, residentRequestsScreen } from '../features/document-requests/screens';
import { documentTypesScreen } from '../features/document-types/screens';
import { erasureRequestsScreen } from '../features/erasure/screens';
import { eventManagerScreen, residentEventsScreen } from '../features/events/screens';
import { officialsScreen } from '../features/officials/screens';
import { PrivacyNoticeQuery, PrivacyNoticeVersionsQuery } from '../features/privacy/api/privacy.graphql';
import { privacyManagerScreen, privacyNoticeScreen } from '../features/privacy/screens';
import { projectManagerScreen, residentProjectsScreen } from '../features/projects/screens';
import { householdsScreen, registryReportsScreen, registryScreen } from '../features/registry/screens';
import { settingsScreen } from '../features/settings/screens';
import { staffScreen } from '../features/staff/screens';
import { EarlierDocumentRequestsQuery, IncomingTransfersQuery, MyTransferQuery } from '../features/transfers/api/transfers.graphql';
import { ProfileQuery, ResidentsQuery } from '../features/users/api/users.graphql';
import { accountScreen, profileScreen, residentsScreen } from '../features/users/screens';
import { VerifyDocumentQuery } from '../features/verification/api/verification.graphql';
import { verifyPathFor } from '../features/verification/screens';
import { SESSION_KEYS } from '../lib/session';
import { bellMocks, listPageMock, meMock, privacyConsentMock, staffAccessMock } from '../test/mocks';
import { createTestSession, renderApp } from '../test/render-app';
import { ADMIN, nowSeconds, RESIDENT, seedSession } from '../test/tokens';
import { landingPathFor } from './guards/landing-path';
import { contactUsScreen, residentContactUsScreen } from './pages/screens';
import { SessionExpiryRedirect } from './router';

const verifyMock = {
  request: { query: VerifyDocumentQuery, variables: { code: 'some-code' } },
  result: {
    data: {
      verifyDocument: {
        __typename: 'DocumentVerification', genuine: false, status: 'NOT_FOUND', valid: false, revoked: false,
        issuedBy: null, documentTypeName: null, referenceNumber: null, issueDate: null, holderName: null,
        revokedAt: null, revocationReason: null,
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name });

/** The privacy notice in force (version 1, no officer yet) and its versions, as often as asked. */
const privacyNoticeMocks = () => [
  {
    request: { query: PrivacyNoticeQuery, variables: { version: null } },
    result: {
      data: {
        privacyNotice: {
          __typename: 'PrivacyNotice', version: 1, text: '## Why this notice\n\nThe portal keeps what it needs.', publishedAt: '2026-01-05T01:00:00.000Z',
          isCurrent: true, currentVersion: 1, barangayName: 'Barangay San Isidro', dataProtectionOfficer: null,
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  {
    request: { query: PrivacyNoticeVersionsQuery },
    result: { data: { privacyNoticeVersions: [{ __typename: 'PrivacyNoticeVersion', version: 1, publishedAt: '2026-01-05T01:00:00.000Z', publishedBy: null }] } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
];

function asResident() {
  seedSession(RESIDENT);
  return [meMock('Jun', RESIDENT.email), ...bellMocks()];
}

function asAdmin() {
  seedSession(ADMIN);
  return [meMock('', ADMIN.email, 1)];
}

describe('routes for guests', () => {
  it('sends a guest from / to the public home page', async () => {
    const { router } = renderApp({ path: '/' });
    expect(await h1('Barangay Portal')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    for (const title of ['Community Services', 'Local Governance', 'Resident Support', 'Mission and Vision']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
  });

  it('shows the guest top bar and the footer with the current year', async () => {
    renderApp({ path: '/home' });
    await h1('Barangay Portal');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/home'],
      ['Contact Us', '/contact-us'],
      ['Login', '/login'],
    ]);
    // The brand is the served barangay's name (its seal, when it has one: features/settings).
    expect(await screen.findByRole('link', { name: 'Barangay San Isidro' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()} Barangay Portal`);
  });

  it.each(['/login', '/register'])('hides the footer on %s', async (path) => {
    renderApp({ path });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('opens the public verification page without a login, in the guest layout', async () => {
    const { router } = renderApp({ path: verifyPathFor('some-code'), mocks: [verifyMock] });
    expect(await h1('Document Verification')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verify/some-code');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(await screen.findByText(/No document matches this code/)).toBeInTheDocument();
  });

  it('shows the public contact page', async () => {
    renderApp({ path: '/contact-us' });
    expect(await h1('Contact Us')).toBeInTheDocument();
  });

  it.each([dashboardScreen.path, projectManagerScreen.path, profileScreen.path, residentProjectsScreen.path])(
    'sends a guest from %s to /login',
    async (path) => {
      const { router } = renderApp({ path });
      expect(await h1('Login')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
    },
  );

  it('shows the not-found page for unknown paths, whose button leads home', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({ path: '/no/such/page' });
    expect(await h1('Page Not Found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Take me home' }));
    expect(await h1('Barangay Portal')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('shows the unauthorized page with a Return Home button', async () => {
    renderApp({ path: '/unauthorized' });
    expect(await h1('Unauthorized Access')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Return Home' })).toBeInTheDocument();
  });

  it('treats an expired session as a guest and clears it, without reviving it from the refresh token (spec §4)', async () => {
    seedSession({ ...RESIDENT, exp: nowSeconds() - 1 });
    const { session, refreshTokens } = createTestSession();
    const { router } = renderApp({ path: profileScreen.path, session });
    expect(await h1('Login')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(refreshTokens).not.toHaveBeenCalled();
    expect(localStorage.getItem(SESSION_KEYS.access)).toBeNull();
  });
});

const RESIDENT_SCREENS: Array<[string, string]> = [
  [residentProjectsScreen.path, 'Projects'],
  [profileScreen.path, 'Profile'],
  [residentRequestsScreen.path, 'Document Requests'],
  [residentEventsScreen.path, 'Events'],
  [residentAnnouncementsScreen.path, 'Announcements'],
  [residentContactUsScreen.path, 'Contact Us'],
];

const ADMIN_SCREENS: Array<[string, string]> = [
  [dashboardScreen.path, 'Dashboard'],
  [projectManagerScreen.path, 'Project Manager'],
  [documentTypesScreen.path, 'Document Types Manager'],
  [requestManagerScreen.path, 'Document Requests'],
  [residentsScreen.path, 'Residents'],
  [registryScreen.path, 'Registry of Barangay Inhabitants'],
  [householdsScreen.path, 'Households'],
  [officialsScreen.path, 'Barangay Officials'],
  [eventManagerScreen.path, 'Event Management'],
  [announcementManagerScreen.path, 'Announcement Management'],
  [contactDetailsScreen.path, 'Contact Details'],
  [accountScreen.path, 'Account'],
  [settingsScreen.path, 'Barangay Settings'],
  [dataAccessScreen.path, 'Data Access'],
  [correctionRequestsScreen.path, 'Correction Requests'],
  [erasureRequestsScreen.path, 'Erasure Requests'],
];

// Each role lands on its own screen, sees each of its screens, and is shown "not found" at the other role's.
const ROLES = [
  {
    who: 'a resident', mocks: asResident, landing: residentProjectsScreen.path, landingTitle: 'Projects',
    own: RESIDENT_SCREENS, other: ADMIN_SCREENS, otherRole: 'admin',
  },
  {
    who: 'an administrator', mocks: asAdmin, landing: dashboardScreen.path, landingTitle: 'Dashboard',
    own: ADMIN_SCREENS, other: RESIDENT_SCREENS, otherRole: 'resident',
  },
];

for (const { who, mocks, landing, landingTitle, own, other, otherRole } of ROLES) {
  describe(`the screens of ${who}`, () => {
    it(`sends ${who} from / to ${landing}`, async () => {
      const { router } = renderApp({ path: '/', mocks: mocks() });
      expect(await h1(landingTitle)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(landing);
    });

    it.each(own)('shows %s titled %s', async (path, title) => {
      renderApp({ path, mocks: mocks() });
      expect(await h1(title)).toBeInTheDocument();
    });

    it.each(other.map(([path]) => path))(`sends ${who} from the ${otherRole} screen %s to /404-not-found`, async (path) => {
      const { router } = renderApp({ path, mocks: mocks() });
      expect(await h1('Page Not Found')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(paths.notFound);
    });
  });
}

// Staff roles (docs/rules/accounts.md#staff-roles): the menu and the screens follow the member's permissions, refusals say why.
describe('a staff member with a role', () => {
  const sideMenu = () => screen.getByRole('navigation', { name: 'Side menu' });
  const asSkChairperson = () => {
    seedSession(ADMIN);
    return [meMock('Sangguniang Kabataan', ADMIN.email, 1), staffAccessMock(['MANAGE_CONTENT'])];
  };

  it("lands on the first screen the role opens, and the menu holds only the role's screens", async () => {
    const { router } = renderApp({ path: '/', mocks: asSkChairperson() });
    expect(await h1('Project Manager')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(projectManagerScreen.path);
    expect(within(sideMenu()).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Project Manager', 'Barangay Officials', 'Events', 'Announcements', 'Contact Details', 'Account',
    ]);
  });

  it('is told a screen outside the role is not part of it, and offered the way to the first own screen', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({ path: residentsScreen.path, mocks: asSkChairperson() });
    expect(await h1('Not part of your role')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your role does not include this screen.');
    await user.click(screen.getByRole('button', { name: 'Go to my first screen' }));
    expect(await h1('Project Manager')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(projectManagerScreen.path);
  });

  // The Registry of Barangay Inhabitants (docs/architecture.md#registry-of-inhabitants): its list and record pages follow its menu entry's MANAGE_REGISTRY.
  it("shows the Registry in the menu only to a role that keeps it, and refuses its pages to the others", async () => {
    seedSession(ADMIN);
    renderApp({ path: registryScreen.path, mocks: [meMock('', ADMIN.email, 1), staffAccessMock(['MANAGE_REGISTRY'])] });
    expect(await h1('Registry of Barangay Inhabitants')).toBeInTheDocument();
    expect(within(sideMenu()).getAllByRole('link').map((link) => link.textContent)).toEqual(['Registry', 'Registry Reports', 'Account']);
  });

  // The privacy notice (docs/architecture.md#privacy-notice): its screen follows its menu entry's MANAGE_PRIVACY.
  it('shows the Privacy Notice screen to a role that keeps the notice, and refuses it to the others', async () => {
    seedSession(ADMIN);
    renderApp({ path: privacyManagerScreen.path, mocks: [meMock('', ADMIN.email, 1), staffAccessMock(['MANAGE_PRIVACY']), ...privacyNoticeMocks()] });
    expect(await h1('Privacy Notice')).toBeInTheDocument();
    expect(within(sideMenu()).getAllByRole('link').map((link) => link.textContent)).toEqual(['Privacy Notice', 'Correction Requests', 'Erasure Requests', 'Account']);
    cleanup();
    renderApp({ path: privacyManagerScreen.path, mocks: asSkChairperson() });
    expect(await h1('Not part of your role')).toBeInTheDocument();
  });

  // Correction requests (docs/architecture.md#privacy-corrections): their screen follows its menu entry's MANAGE_PRIVACY, as the Privacy Notice's does.
  it('shows the Correction Requests screen to a role that keeps the notice, and refuses it to the others', async () => {
    seedSession(ADMIN);
    renderApp({ path: correctionRequestsScreen.path, mocks: [meMock('', ADMIN.email, 1), staffAccessMock(['MANAGE_PRIVACY'])] });
    expect(await h1('Correction Requests')).toBeInTheDocument();
    expect(within(sideMenu()).getByRole('link', { name: 'Correction Requests' })).toHaveAttribute('aria-current', 'page');
    cleanup();
    renderApp({ path: correctionRequestsScreen.path, mocks: asSkChairperson() });
    expect(await h1('Not part of your role')).toBeInTheDocument();
    expect(within(sideMenu()).queryByRole('link', { name: 'Correction Requests' })).not.toBeInTheDocument();
  });

  // Erasure requests (docs/architecture.md#privacy-erasure): their screen follows its menu entry's MANAGE_PRIVACY, as the Privacy Notice's does.
  it('shows the Erasure Requests screen to a role that keeps the notice, and refuses it to the others', async () => {
    seedSession(ADMIN);
    renderApp({ path: erasureRequestsScreen.path, mocks: [meMock('', ADMIN.email, 1), staffAccessMock(['MANAGE_PRIVACY'])] });
    expect(await h1('Erasure Requests')).toBeInTheDocument();
    expect(within(sideMenu()).getByRole('link', { name: 'Erasure Requests' })).toHaveAttribute('aria-current', 'page');
    cleanup();
    renderApp({ path: erasureRequestsScreen.path, mocks: asSkChairperson() });
    expect(await h1('Not part of your role')).toBeInTheDocument();
    expect(within(sideMenu()).queryByRole('link', { name: 'Erasure Requests' })).not.toBeInTheDocument();
  });

  it.each([registryScreen.path, '/registry/inhabitants/5', householdsScreen.path, '/registry/households/3', registryReportsScreen.path])(
    'refuses %s to a role without MANAGE_REGISTRY, whose menu has no Registry',
    async (path) => {
      renderApp({ path, mocks: asSkChairperson() });
      expect(await h1('Not part of your role')).toBeInTheDocument();
      expect(within(sideMenu()).queryByRole('link', { name: 'Registry' })).not.toBeInTheDocument();
    },
  );

  it('is sent to the account screen while on a one-time password, from any screen', async () => {
    seedSession(ADMIN);
    const { router } = renderApp({
      path: dashboardScreen.path,
      mocks: [meMock('', ADMIN.email, 1), staffAccessMock([], { mustChangePassword: true })],
    });
    expect(await h1('Account')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(accountScreen.path);
    expect(screen.getByRole('status')).toHaveTextContent('You signed in with a one-time password.');
    expect(screen.queryByRole('link', { name: 'Manage staff members and roles' })).not.toBeInTheDocument();
  });

  it('finds the staff screen from the account screen when the role manages staff', async () => {
    seedSession(ADMIN);
    renderApp({ path: accountScreen.path, mocks: [meMock('', ADMIN.email, 1)] });
    expect(await screen.findByRole('link', { name: 'Manage staff members and roles' })).toHaveAttribute('href', staffScreen.path);
  });
});

// The city level (docs/architecture.md#city-level): city accounts see the city's screens, a barangay's staff never do.
describe('a city account', () => {
  const sideMenu = () => screen.getByRole('navigation', { name: 'Side menu' });
  const asCityOffice = (cityRole: 'CITY_ADMINISTRATOR' | 'DILG_OFFICER') => {
    seedSession(ADMIN);
    return [meMock('', ADMIN.email, 1), staffAccessMock([], { cityRole })];
  };

  it("lands on the City Overview, and the City Administrator's menu holds only the city's screens", async () => {
    const { router } = renderApp({ path: '/', mocks: asCityOffice('CITY_ADMINISTRATOR') });
    expect(await h1('City Overview')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(cityOverviewScreen.path);
    expect(within(sideMenu()).getAllByRole('link').map((link) => link.textContent)).toEqual(['City Overview', 'City Accounts', 'Account']);
  });

  it("keeps an overseeing office to the roll-up: no accounts screen, no barangay's screens", async () => {
    renderApp({ path: cityAccountsScreen.path, mocks: asCityOffice('DILG_OFFICER') });
    expect(await h1('Not part of your role')).toBeInTheDocument();
    expect(within(sideMenu()).getAllByRole('link').map((link) => link.textContent)).toEqual(['City Overview', 'Account']);
  });

  it("is refused a barangay's screens", async () => {
    renderApp({ path: dashboardScreen.path, mocks: asCityOffice('CITY_ADMINISTRATOR') });
    expect(await h1('Not part of your role')).toBeInTheDocument();
  });

  it('refuses the City Overview to a barangay administrator with every permission', async () => {
    seedSession(ADMIN);
    renderApp({ path: cityOverviewScreen.path, mocks: [meMock('', ADMIN.email, 1)] });
    expect(await h1('Not part of your role')).toBeInTheDocument();
  });
});

describe('routes for residents', () => {
  it('shows the notification bell in the top bar, and opens a verification page while signed in', async () => {
    seedSession(RESIDENT);
    const { router } = renderApp({ path: verifyPathFor('some-code'), mocks: [meMock('Jun', RESIDENT.email), ...bellMocks(3), verifyMock] });
    expect(await h1('Document Verification')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verify/some-code');
    const topBar = screen.getByRole('banner');
    expect(await within(topBar).findByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
  });

  it('asks a resident who has not agreed to the privacy notice in force to read it before any screen, and keeps the notice readable', async () => {
    const { router } = renderApp({
      path: residentProjectsScreen.path, mocks: [...asResident(), privacyConsentMock({ currentVersion: 1, agreedVersion: null }), ...privacyNoticeMocks()],
    });
    expect(await h1('Before you continue')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'I agree' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(residentProjectsScreen.path);
    act(() => void router.navigate(privacyNoticeScreen.path));
    expect(await h1('Privacy Notice')).toBeInTheDocument();
  });

  it.each([loginScreen.path, registerScreen.path, paths.home, contactUsScreen.path])(
    'sends a signed-in resident away from the guest page %s',
    async (path) => {
      const { router } = renderApp({ path, mocks: asResident() });
      expect(await h1('Projects')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(residentProjectsScreen.path);
    },
  );
});

describe('routes for administrators', () => {
  it('shows no notification bell to an administrator', async () => {
    renderApp({ path: dashboardScreen.path, mocks: asAdmin() });
    expect(await h1('Dashboard')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
  });

  it('sends a signed-in administrator away from /login to the dashboard', async () => {
    const { router } = renderApp({ path: loginScreen.path, mocks: asAdmin() });
    expect(await h1('Dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(dashboardScreen.path);
  });
});

// Moving between barangays (docs/architecture.md#resident-transfers): the transfers feature's sections, composed here into
// three screens of other features, come below each screen's own content.
describe('the sections of moving between barangays', () => {
  const sectionTitled = async (name: string) => await screen.findByRole('heading', { level: 2, name });
  const follows = (earlier: Node, later: Node) => Boolean(earlier.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING);

  it('adds the move to the Profile, below the profile', async () => {
    const me = {
      __typename: 'User', id: 7, email: RESIDENT.email, nickname: 'Jun', firstName: 'Juan', middleName: 'Santos', lastName: 'Dela Cruz',
      fullName: 'Juan Santos Dela Cruz', gender: 'MALE', birthdate: '1990-05-01', age: 35, birthPlace: 'Quezon City', religion: 'Catholic',
      address: 'Purok 1', contactNumber: '09171234567', civilStatus: 'SINGLE', isVoter: true, isEmployed: false, idVerificationStatus: 'UNVERIFIED',
      idImageRemoval: null,
    };
    renderApp({ path: profileScreen.path, mocks: [
      ...asResident(),
      { request: { query: ProfileQuery }, result: { data: { me } }, maxUsageCount: Number.POSITIVE_INFINITY },
      {
        request: { query: MyTransferQuery },
        result: { data: { transferDestinations: [{ __typename: 'TransferDestination', id: 2, name: 'Bagong Silang' }], myTransfer: null } },
      },
    ] });
    const moving = await sectionTitled('Moving to another barangay');
    expect(follows(screen.getByRole('heading', { level: 2, name: 'Two-Factor Sign-In' }), moving)).toBe(true);
    // The access ledger's "Who viewed my data" (docs/architecture.md#privacy-access-ledger) is composed into the Profile too, last.
    expect(follows(moving, await sectionTitled('Who viewed my data'))).toBe(true);
  });

  it('adds the residents moving here to the Residents screen, below the list', async () => {
    renderApp({ path: residentsScreen.path, mocks: [
      ...asAdmin(),
      listPageMock({ query: ResidentsQuery, field: 'residents', typename: 'ResidentPage' }, []),
      {
        request: { query: IncomingTransfersQuery },
        result: { data: { incomingTransfers: [{
          __typename: 'ResidentTransfer', id: 5, fromBarangayName: 'Barangay San Isidro', newAddress: 'Block 12', requestedAt: '2026-03-05T12:00:00.000Z',
          resident: {
            __typename: 'TransferringResident', id: 31, firstName: 'Ligaya', lastName: 'Dimaculangan', email: 'ligaya@example.ph',
            idVerificationStatus: 'APPROVED',
          },
        }] } },
      },
    ] });
    const moving = await sectionTitled('Residents moving here');
    expect(follows(screen.getByRole('heading', { level: 2, name: 'Residents List' }), moving)).toBe(true);
  });

  it('adds the earlier requests to the resident Document Request screen, below their own', async () => {
    renderApp({ path: residentRequestsScreen.path, mocks: [...asResident(), {
      request: { query: EarlierDocumentRequestsQuery },
      result: { data: { earlierDocumentRequests: [{
        __typename: 'EarlierDocumentRequest', id: 12, referenceNumber: 'SI-2026-000012', documentTypeName: 'Barangay Clearance', status: 'RELEASED',
        requestedAt: '2026-03-05T12:00:00.000Z', barangayName: 'Barangay San Isidro', certificateCode: null,
      }] } },
    }] });
    const earlier = await sectionTitled('Requests at your earlier barangay');
    expect(follows(screen.getByRole('heading', { level: 2, name: 'My Requests' }), earlier)).toBe(true);
  });
});

describe('root redirect', () => {
  const staff = (permissions: readonly Permission[]) => ({ permissions, cityRole: null });

  it('sends anyone who is neither administrator nor resident to /unauthorized', () => {
    expect(landingPathFor('admin', staff(ALL_PERMISSIONS))).toBe('/dashboard');
    expect(landingPathFor('resident', staff([]))).toBe('/resident/barangay-projects');
    expect(landingPathFor('guest', staff([]))).toBe('/unauthorized');
  });

  it("sends a staff member to the first screen their role opens, and one without any to the account screen", () => {
    expect(landingPathFor('admin', staff(['MANAGE_CONTENT']))).toBe('/project-list');
    expect(landingPathFor('admin', staff(['REVIEW_DOCUMENT_REQUESTS', 'VIEW_RESIDENTS']))).toBe('/document-request-manager');
    expect(landingPathFor('admin', staff([]))).toBe('/account');
  });

  it('sends a city account to the City Overview, whatever its office', () => {
    expect(landingPathFor('admin', { permissions: [], cityRole: 'CITY_ADMINISTRATOR' })).toBe('/city');
    expect(landingPathFor('admin', { permissions: [], cityRole: 'DILG_OFFICER' })).toBe('/city');
  });
});

describe('a screen that fails', () => {
  function Broken(): never {
    throw new Error('chunk unreachable');
  }

  it('shows the error page instead of a blank page, and a navigation tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = renderApp({
      path: '/broken',
      routes: [{ path: '/broken', element: <Broken /> }, { path: '/fine', element: <h1>Fine</h1> }],
    });
    expect(await h1('Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    await act(async () => {
      await router.navigate('/fine');
    });
    expect(await h1('Fine')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });
});

describe('an expired session', () => {
  it('opens the login page when the silent refresh fails', async () => {
    seedSession({ ...RESIDENT, exp: nowSeconds() + 3600 }, localStorage, 'stale-refresh');
    const { session } = createTestSession();
    const { router } = renderApp({
      path: residentProjectsScreen.path,
      session,
      mocks: asResident(),
      routes: [
        {
          path: '*',
          element: (
            <>
              <SessionExpiryRedirect session={session} />
              <p>Anywhere</p>
            </>
          ),
        },
      ],
    });
    await screen.findByText('Anywhere');
    // The server refused the token: one refresh is tried, refused, and the session is over.
    await act(async () => {
      await session.forceRefresh();
    });
    expect(router.state.location.pathname).toBe(loginScreen.path);
  });
});
