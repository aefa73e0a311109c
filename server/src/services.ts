import type { DataSource } from 'typeorm';
import { AuthThrottle } from './auth/auth-throttle';
import type { LimitStore } from './auth/limit-store';
import { PasswordPolicy } from './auth/password-policy';
import type { TokenService } from './auth/tokens';
import { SessionLinks } from './auth/session-links';
import { SessionRegistry } from './auth/session-registry';
import { StaffPermissions } from './auth/staff-permissions';
import type { Logger } from './common/logger';
import type { ReplicaEvents } from './replicas/replica-events';
import type { AppConfig } from './config/env';
import type { FileStorage } from './uploads/file-storage';
import { AnnouncementService } from './modules/announcements/announcement.service';
import { AuditService } from './modules/audit/audit.service';
import { BarangayDirectory } from './modules/barangays/barangay-directory';
import { BarangaySettingsService } from './modules/barangays/barangay-settings.service';
import { CertificateService } from './modules/certificates/certificate.service';
import { ContactDetailsService } from './modules/contact/contact-details.service';
import { CityService } from './modules/city/city.service';
import { DashboardService } from './modules/dashboard/dashboard.service';
import { DocumentRequestService } from './modules/document-requests/document-request.service';
import { DocumentTypeService } from './modules/document-types/document-type.service';
import { EventService } from './modules/events/event.service';
import type { MailTransport } from './modules/notifications/mailer';
import { NotificationService } from './modules/notifications/notification.service';
import { OutboxService } from './modules/notifications/outbox.service';
import { BarangayOfficialService } from './modules/officials/barangay-official.service';
import { ProjectService } from './modules/projects/project.service';
import { AuthService } from './modules/users/auth.service';
import { CurrentPasswordCheck } from './modules/users/current-password';
import { TwoFactorSignIn } from './modules/users/two-factor-sign-in';
import { TwoFactorService } from './modules/users/two-factor.service';
import { StaffPasswordLinks } from './modules/staff/staff-password-links';
import { StaffPasswords } from './modules/staff/staff-passwords';
import { StaffService } from './modules/staff/staff.service';
import { TransferService } from './modules/transfers/transfer.service';
import { RegistryService } from './modules/registry/registry.service';
import { InhabitantImportService } from './modules/registry/import/inhabitant-import.service';
import { RegistryExportService } from './modules/registry/export/registry-export.service';
import { DocumentRequestExportService } from './modules/document-requests/document-request.export';
import { countPopulation } from './modules/registry/reports/population-count';
import { RegistryReportsService } from './modules/registry/reports/registry-reports.service';
import { ResidentLinkService } from './modules/registry/resident-link.service';
import { UsersService } from './modules/users/users.service';
import { DataAccessLedger } from './modules/data-access/data-access-ledger';
import { DataAccessService } from './modules/data-access/data-access.service';
import { PrivacyNoticeService } from './modules/privacy/privacy-notice.service';
import { IdImageRetention } from './modules/users/id-image-retention';
import { PersonalDataService } from './modules/personal-data/personal-data.service';
import { CorrectionService } from './modules/corrections/corrections.service';
import { ErasureService } from './modules/erasure/erasure.service';

/** One instance of each domain service, shared by the GraphQL resolvers and the REST handlers. */
export interface Services {
  /** The barangays of the install, and which one a request's host serves. */
  barangays: BarangayDirectory;
  barangaySettings: BarangaySettingsService;
  auth: AuthService;
  /** Which sign-ins are alive; the subscription server closes the sockets of those that end. */
  sessions: SessionRegistry;
  users: UsersService;
  /** Deletes decided valid-ID images past their retention; main.ts runs it daily, tests call `runOnce` directly. */
  idImageRetention: IdImageRetention;
  /** Two-factor sign-in: enrolment, status, recovery codes, turning it off. */
  twoFactor: TwoFactorService;
  /** The sign-in steps after the password that end in a session (the code step, enrolment at sign-in). */
  twoFactorSignIn: TwoFactorSignIn;
  documentTypes: DocumentTypeService;
  documentRequests: DocumentRequestService;
  certificates: CertificateService;
  notifications: NotificationService;
  /** The e-mail outbox; its worker is started by createApp, and tests may drain it directly. */
  outbox: OutboxService;
  projects: ProjectService;
  events: EventService;
  announcements: AnnouncementService;
  officials: BarangayOfficialService;
  contactDetails: ContactDetailsService;
  dashboard: DashboardService;
  /** Residents moving between the install's barangays. */
  transfers: TransferService;
  /** The Registry of Barangay Inhabitants: puroks, households and inhabitants. */
  registry: RegistryService;
  /** Spreadsheets into the registry: upload, dry run, the import as a job. */
  inhabitantImports: InhabitantImportService;
  /** The registry's lists as CSV or XLSX. */
  registryExports: RegistryExportService;
  /** The staff's document requests list as CSV or XLSX. */
  documentRequestExports: DocumentRequestExportService;
  /** The registry's reports: household records and the quarterly population summary, as PDF and CSV. */
  registryReports: RegistryReportsService;
  /** One person, once: residents' accounts linked to their inhabitants in the registry. */
  residentLinks: ResidentLinkService;
  /** The city level: the roll-up, new barangays and the city's accounts. */
  city: CityService;
  /** The barangay's privacy notice, its versions and the residents' consent to it. */
  privacyNotice: PrivacyNoticeService;
  audit: AuditService;
  /** The access ledger's readers: a resident's "Who viewed my data", the staff's search and export (recording is the viewing services'). */
  dataAccess: DataAccessService;
  /** The barangay office's accounts and roles. */
  staff: StaffService;
  /** "Download my data": every record about the signed-in resident, as JSON or PDF. */
  personalData: PersonalDataService;
  /** Residents' correction requests of their read-only details, and the staff's decisions on them. */
  corrections: CorrectionService;
  /** Residents' erasure requests: the plan of what is erased and kept, and the staff's processing or refusal. */
  erasure: ErasureService;
}

/** The configuration the services read. */
export type ServiceSettings = Pick<AppConfig,
  'barangayName' | 'cityName' | 'publicUrl' | 'verifyRateLimitPerMinute' | 'authRateLimitPerAddress' | 'authRateLimitPerAccount' | 'authTakenEmailsPerAddress'
  | 'authSlowdownFreeFailures' | 'authSlowdownMaxSeconds' | 'authSlowdownResetMinutes' | 'sessionIdleMinutes' | 'sessionMaxHours' | 'adminMfa'
  | 'idRetentionRejectedDays' | 'idRetentionApprovedDays'>;

/** What the services are built from. */
export interface ServiceDeps {
  db: DataSource;
  /**
   * The heavy reads' data source (docs/architecture.md#replicas-read-database): DATABASE_READ_URL's pool, else `db`. The
   * dashboards' statistics, the city roll-up and the registry reports' counts read there; nothing is written there.
   */
  reads: DataSource;
  tokens: TokenService;
  storage: FileStorage;
  logger: Logger;
  settings: ServiceSettings;
  /** SMTP when SMTP_URL is set; null sends no e-mail (and queues none). */
  mailTransport: MailTransport | null;
  /** Where every rate limit counts: PostgreSQL or Redis, shared by the replicas (docs/architecture.md#replicas-limits). */
  limits: LimitStore;
  /** What the replicas tell each other (docs/architecture.md#replica-events): ended sessions, changed staff and barangays, notifications. */
  replicas: ReplicaEvents;
}

export function createServices({ db, reads, tokens, storage, logger, settings, mailTransport, replicas, limits }: ServiceDeps): Services {
  const barangays = new BarangayDirectory(db, undefined, settings.cityName, settings.publicUrl, replicas);
  const outbox = new OutboxService(db, mailTransport, logger);
  const notifications = new NotificationService(db, outbox, barangays, replicas);
  const sessions = new SessionRegistry(db, replicas);
  const staffPermissions = new StaffPermissions(db, replicas);
  const links = new SessionLinks(sessions, tokens);
  const certificates = new CertificateService(db, links, { verifyRateLimitPerMinute: settings.verifyRateLimitPerMinute }, logger, storage, limits);
  // One throttle for sign-ins, second steps and password changes: a wrong current password or code slows the account down as a wrong login does.
  const throttle = new AuthThrottle({
    perAddressPerMinute: settings.authRateLimitPerAddress,
    failedLoginsPerAccount: settings.authRateLimitPerAccount,
    takenEmailsPerAddress: settings.authTakenEmailsPerAddress,
    slowdown: {
      freeFailures: settings.authSlowdownFreeFailures,
      firstDelayMs: 1000,
      maxDelayMs: settings.authSlowdownMaxSeconds * 1000,
      quietResetMs: settings.authSlowdownResetMinutes * 60_000,
    },
  }, limits, logger);
  const passwords = new PasswordPolicy(settings.barangayName, settings.cityName);
  const currentPassword = new CurrentPasswordCheck(db, throttle, logger);
  const twoFactor = new TwoFactorService(db, tokens, throttle, logger, { adminMfa: settings.adminMfa, cityName: settings.cityName }, currentPassword);
  // Registration records the consent to the privacy notice in the new account's transaction.
  const privacyNotice = new PrivacyNoticeService(db);
  const auth = new AuthService(db, tokens, throttle, passwords,
    { idleSeconds: settings.sessionIdleMinutes * 60, maxSeconds: settings.sessionMaxHours * 3600 }, sessions, logger, twoFactor, staffPermissions,
    privacyNotice);
  const staffPasswords = new StaffPasswords(db, new StaffPasswordLinks(tokens, notifications, { publicUrl: settings.publicUrl }, barangays), passwords, throttle,
    { registry: sessions, permissions: staffPermissions }, logger);
  // Written to by the services that serve views of residents' data (docs/architecture.md#privacy-access-ledger).
  const ledger = new DataAccessLedger(db);
  const registry = new RegistryService(db, ledger);
  return {
    barangays,
    barangaySettings: new BarangaySettingsService(db, storage, barangays),
    auth,
    sessions,
    users: new UsersService(db, links, storage, notifications, sessions, { currentPassword, passwords }, logger, staffPermissions, ledger),
    idImageRetention: new IdImageRetention(db, storage, {
      rejectedDays: settings.idRetentionRejectedDays, approvedDays: settings.idRetentionApprovedDays,
    }),
    twoFactor,
    twoFactorSignIn: new TwoFactorSignIn(auth, twoFactor),
    documentTypes: new DocumentTypeService(db),
    documentRequests: new DocumentRequestService(db, certificates, notifications),
    certificates,
    notifications,
    outbox,
    projects: new ProjectService(db, storage),
    events: new EventService(db, storage),
    announcements: new AnnouncementService(db),
    officials: new BarangayOfficialService(db, storage),
    contactDetails: new ContactDetailsService(db),
    // The Inhabitants section counts as the registry's population summary does: one count, handed in.
    dashboard: new DashboardService(reads, (barangayId, asOf) => countPopulation(reads, barangayId, asOf)),
    audit: new AuditService(db),
    dataAccess: new DataAccessService(db),
    staff: new StaffService(db, staffPasswords, sessions, staffPermissions),
    transfers: new TransferService(db, barangays, notifications, sessions),
    registry,
    inhabitantImports: new InhabitantImportService(db, logger),
    registryExports: new RegistryExportService(db, ledger),
    documentRequestExports: new DocumentRequestExportService(db, ledger),
    registryReports: new RegistryReportsService(db, registry, { cityName: settings.cityName }, ledger, reads),
    residentLinks: new ResidentLinkService(db),
    city: new CityService(db, barangays, staffPasswords, settings.cityName, reads),
    privacyNotice,
    personalData: new PersonalDataService(db),
    corrections: new CorrectionService(db, notifications),
    erasure: new ErasureService(db, { currentPassword, sessions, storage, notifications }),
  };
}
