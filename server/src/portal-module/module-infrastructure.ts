import type { DataSource } from 'typeorm';
import type { AuthThrottle } from '../limits/auth-throttle';
import type { LimitStore } from '../limits/limit-store';
import type { PasswordPolicy } from '../identity/password-policy';
import type { SessionLinks } from '../identity/session-links';
import type { SessionRegistry } from '../identity/session-registry';
import type { StaffPermissions } from '../identity/staff-permissions';
import type { TokenService } from '../identity/tokens';
import type { Logger } from '../common/logger';
import type { AppConfig } from '../config/env';
import type { ReplicaEvents } from '../replicas/replica-events';
import type { FileStorage } from '../uploads/file-storage';

/** The configuration the modules' services read. */
export type ServiceSettings = Pick<AppConfig,
  'barangayName' | 'cityName' | 'publicUrl' | 'verifyRateLimitPerMinute' | 'authRateLimitPerAddress' | 'authRateLimitPerAccount' | 'authTakenEmailsPerAddress'
  | 'authSlowdownFreeFailures' | 'authSlowdownMaxSeconds' | 'authSlowdownResetMinutes' | 'sessionIdleMinutes' | 'sessionMaxHours' | 'adminMfa'
  | 'idRetentionRejectedDays' | 'idRetentionApprovedDays' | 'smtpUrl' | 'mailFrom'>;

/**
 * The sign-in machinery of identity/ and limits/ that several modules act through: one instance of each for the whole portal,
 * so a session ended or a permission changed by one module is seen by all.
 */
export interface Identity {
  /** Which sign-ins are alive; the subscription server closes the sockets of those that end. */
  sessions: SessionRegistry;
  staffPermissions: StaffPermissions;
  /** Short-lived links bound to a session (private files, certificates). */
  links: SessionLinks;
  /** One throttle for sign-ins, second steps and password changes: a wrong current password or code slows the account down as a wrong login does. */
  throttle: AuthThrottle;
  passwords: PasswordPolicy;
}

/** What every module's services are built from (composition/infrastructure.ts makes it once). */
export interface ModuleInfrastructure {
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
  /** Where every rate limit counts: PostgreSQL or Redis, shared by the replicas (docs/architecture.md#replicas-limits). */
  limits: LimitStore;
  /** What the replicas tell each other (docs/architecture.md#replica-events): ended sessions, changed staff and barangays, notifications. */
  replicas: ReplicaEvents;
  identity: Identity;
}
