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
    /** The administrator's own password and two-factor sign-in (issue 11). */
    account: '/account',
    /** Staff members and roles (issue 14), for those with MANAGE_STAFF. */
    staff: '/staff',
    /** The barangay's name, reference prefix, e-mail sender and seal (issue 15), for those with MANAGE_SETTINGS. */
    settings: '/settings',
    /** The Registry of Barangay Inhabitants (issue 16), for those with MANAGE_REGISTRY; its pages below. */
    registry: '/registry',
    inhabitant: '/registry/inhabitants/:id',
    households: '/registry/households',
    household: '/registry/households/:id',
    /** The import wizard: a spreadsheet of inhabitants into the registry. */
    registryImport: '/registry/import',
    /** The registry's quarterly population summary (households' records are on their pages). */
    registryReports: '/registry/reports',
    /** The access ledger (issue 17): who viewed residents' data, searched and exported, for those with VIEW_AUDIT_LOG. */
    dataAccess: '/data-access',
    /** The privacy notice's versions and the data protection officer (issue 17), for those with MANAGE_PRIVACY. */
    privacyNotice: '/privacy-notice-manager',
    /** Residents' requests to correct their read-only details (issue 17), for those with MANAGE_PRIVACY. */
    correctionRequests: '/correction-requests',
    /** Residents' requests to erase their personal data (issue 17), for those with MANAGE_PRIVACY. */
    erasureRequests: '/erasure-requests',
  },
  /** The city level's screens (docs/architecture.md#city-level), for city accounts only. */
  city: {
    /** Every barangay's figures and the city's sums; new barangays. */
    overview: '/city',
    /** The city's own accounts. */
    accounts: '/city/accounts',
  },
  /** Public: the page a certificate's QR code opens (issue 7). Link to it with verifyPathFor(code). */
  verify: '/verify/:code',
  /** Public: where a staff member's e-mailed one-time link opens, the token in the fragment (issue 14). */
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
