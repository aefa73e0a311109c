/** Every route (docs/rules/screens.md#route-table) in one place; links and redirects use these, never string literals. */
export const paths = {
  root: '/',
  home: '/home',
  contactUs: '/contact-us',
  login: '/login',
  register: '/register',
  /** Public: the barangay's privacy notice in force, or an earlier version (`?version=2`; privacyNoticePathFor). */
  privacy: '/privacy',
  resident: {
    projects: '/resident/barangay-projects',
    profile: '/resident/profile',
    documentRequest: '/resident/document-request',
    events: '/resident/events',
    announcements: '/resident/announcements',
    contactUs: '/resident/contact-us',
  },
  admin: {
    dashboard: '/dashboard',
    projects: '/project-list',
    documentTypes: '/document-type-manager',
    documentRequests: '/document-request-manager',
    residents: '/resident-list',
    officials: '/barangay-officials-list',
    events: '/event-manager',
    announcements: '/announcement-manager',
    contactDetails: '/contact-details',
    /** The administrator's own password and two-factor sign-in (docs/rules/accounts.md#account-screen). */
    account: '/account',
    /** Staff members and roles (docs/rules/accounts.md#staff-roles), for those with MANAGE_STAFF. */
    staff: '/staff',
    /** The barangay's name, reference prefix, e-mail sender and seal (docs/rules/accounts.md#barangay-settings-screen), for those with MANAGE_SETTINGS. */
    settings: '/settings',
    /** The Registry of Barangay Inhabitants (docs/architecture.md#registry-of-inhabitants), for those with MANAGE_REGISTRY; its pages below. */
    registry: '/registry',
    inhabitant: '/registry/inhabitants/:id',
    households: '/registry/households',
    household: '/registry/households/:id',
    /** The import wizard: a spreadsheet of inhabitants into the registry. */
    registryImport: '/registry/import',
    /** The registry's quarterly population summary (households' records are on their pages). */
    registryReports: '/registry/reports',
    /** The access ledger (docs/architecture.md#privacy-access-ledger): who viewed residents' data, searched and exported, for those with VIEW_AUDIT_LOG. */
    dataAccess: '/data-access',
    /** The privacy notice's versions and the data protection officer (docs/architecture.md#privacy-notice), for those with MANAGE_PRIVACY. */
    privacyNotice: '/privacy-notice-manager',
    /** Residents' requests to correct their read-only details (docs/architecture.md#privacy-corrections), for those with MANAGE_PRIVACY. */
    correctionRequests: '/correction-requests',
    /** Residents' requests to erase their personal data (docs/architecture.md#privacy-erasure), for those with MANAGE_PRIVACY. */
    erasureRequests: '/erasure-requests',
  },
  /** The city level's screens (docs/architecture.md#city-level), for city accounts only. */
  city: {
    /** Every barangay's figures and the city's sums; new barangays. */
    overview: '/city',
    /** The city's own accounts. */
    accounts: '/city/accounts',
  },
  /** Public: the page a certificate's QR code opens (docs/rules/certificates.md#verification-screen). Link to it with verifyPathFor(code). */
  verify: '/verify/:code',
  /** Public: where a staff member's e-mailed one-time link opens, the token in the fragment (docs/rules/accounts.md#staff-roles). */
  setPassword: '/set-password',
  notFound: '/404-not-found',
  unauthorized: '/unauthorized',
} as const;

/** The verification page of one code. */
export const verifyPathFor = (code: string): string => `/verify/${encodeURIComponent(code)}`;

/** The public page of one version of the privacy notice. */
export const privacyNoticePathFor = (version: number): string => `/privacy?version=${version}`;

/** The registry's page of one inhabitant. */
export const inhabitantPathFor = (id: number): string => `/registry/inhabitants/${id}`;

/** The registry's page of one household. */
export const householdPathFor = (id: number): string => `/registry/households/${id}`;

/** Pages where the layouts hide their chrome (top bar and side menu, or the footer). */
export const bareLayoutPaths: readonly string[] = [paths.login, paths.register, paths.setPassword];
