import type { Logger } from './logger';

/**
 * Security events: one structured log line each, with a stable `event` name an operator can alert on.
 * Lines carry account ids and client addresses, never a password, a token or an e-mail in clear (an
 * e-mail that names no account yet is masked). Field names avoid the logger's redacted keys on purpose:
 * redaction is the safety net, not the plan.
 */
export interface SecurityEventFields {
  /** A password sign-in that issued a session. */
  'auth.login.succeeded': { accountId: number; clientAddress: string };
  /** A wrong password or unknown e-mail; `accountId` is null when no account has that e-mail. */
  'auth.login.failed': { accountId: number | null; email: string; clientAddress: string };
  /**
   * A sign-in, registration or password check refused by a rate limit: per `address`, per `account` and
   * address, while the account's slowdown across all addresses runs (`account-slowdown`), or a registration after
   * too many answers that an e-mail already has an account (`taken-email`).
   */
  'auth.throttled': {
    limit: 'address' | 'account' | 'account-slowdown' | 'taken-email';
    clientAddress: string;
    retryAfterSeconds: number;
    email?: string;
  };
  /**
   * A registration answered that its e-mail already has an account (the spec's answer, which tells whether one exists):
   * counted per address (`taken-email` above); `email` masked.
   */
  'auth.register.email_taken': { email: string; clientAddress: string };
  /** A refresh token presented a second time: someone else holds a copy; its whole session was revoked. */
  'auth.refresh.reused': { accountId: number; clientAddress: string };
  'auth.password.changed': { accountId: number };
  /** A staff member chose their password through an e-mailed one-time link. */
  'auth.password.set': { accountId: number; clientAddress: string };
  /** A set-password link refused: forged, expired, already used, or for an account that is deactivated. */
  'auth.password.link.refused': { accountId: number | null; clientAddress: string };
  /** A change to the account (a new password, two-factor sign-in off) refused: the current password given was wrong. */
  'auth.password.change.failed': { accountId: number; clientAddress: string };
  /**
   * A subscription socket refused: a connection_init without an acceptable token (closed 4403), an account
   * already holding the most connections (closed 4429), or one subscription too many on a connection.
   */
  'subscription.refused': {
    reason: 'unauthenticated' | 'too-many-connections' | 'too-many-subscriptions';
    closeCode: 4403 | 4429 | null;
    callerId: number | null;
    clientAddress: string;
  };
  /** A certificate verification look-up refused by VERIFY_RATE_LIMIT. */
  'verification.throttled': { clientAddress: string; retryAfterSeconds: number };
  /** Two-factor sign-in was turned on (enrolment confirmed with a code). */
  'auth.mfa.enabled': { accountId: number; clientAddress: string };
  /** Two-factor sign-in was turned off (with the password and a code). */
  'auth.mfa.disabled': { accountId: number; clientAddress: string };
  /** A new set of recovery codes replaced the old one. */
  'auth.mfa.recovery_codes.regenerated': { accountId: number; clientAddress: string };
  /** A wrong, replayed or malformed second-step code. */
  'auth.mfa.failed': { accountId: number; clientAddress: string; reason: 'wrong-code' | 'replayed-code' };
  /** A recovery code stood in for the authenticator (each works once). */
  'auth.mfa.recovery_code.used': { accountId: number; clientAddress: string };
  /** A 401 or 403 answer on either API. */
  'access.refused': {
    api: 'rest' | 'graphql';
    status: 401 | 403;
    code: string;
    reason: string;
    callerId: number | null;
    clientAddress: string;
    method?: string;
    path?: string;
    operation?: string | null;
    field?: string;
  };
}

export type SecurityEventName = keyof SecurityEventFields;

const LEVEL: Record<SecurityEventName, 'info' | 'warn'> = {
  'auth.login.succeeded': 'info',
  'auth.login.failed': 'warn',
  'auth.throttled': 'warn',
  'auth.register.email_taken': 'warn',
  'auth.refresh.reused': 'warn',
  'auth.password.changed': 'info',
  'auth.password.set': 'info',
  'auth.password.link.refused': 'warn',
  'auth.password.change.failed': 'warn',
  'subscription.refused': 'warn',
  'verification.throttled': 'warn',
  'auth.mfa.enabled': 'info',
  'auth.mfa.disabled': 'warn',
  'auth.mfa.recovery_codes.regenerated': 'info',
  'auth.mfa.failed': 'warn',
  'auth.mfa.recovery_code.used': 'warn',
  'access.refused': 'warn',
};

const MESSAGE: Record<SecurityEventName, string> = {
  'auth.login.succeeded': 'sign-in succeeded',
  'auth.login.failed': 'sign-in failed',
  'auth.throttled': 'attempt refused by a rate limit',
  'auth.register.email_taken': 'registration answered that the e-mail already has an account',
  'auth.refresh.reused': 'refresh token reused; session revoked',
  'auth.password.changed': 'password changed',
  'auth.password.set': 'password set through a one-time link',
  'auth.password.link.refused': 'set-password link refused',
  'auth.password.change.failed': 'password change refused: wrong current password',
  'subscription.refused': 'subscription socket refused',
  'verification.throttled': 'certificate look-up refused by a rate limit',
  'auth.mfa.enabled': 'two-factor sign-in turned on',
  'auth.mfa.disabled': 'two-factor sign-in turned off',
  'auth.mfa.recovery_codes.regenerated': 'two-factor recovery codes replaced',
  'auth.mfa.failed': 'two-factor code refused',
  'auth.mfa.recovery_code.used': 'two-factor recovery code used',
  'access.refused': 'access refused',
};

export function securityEvent<E extends SecurityEventName>(logger: Logger, event: E, fields: SecurityEventFields[E]): void {
  const line: Record<string, unknown> = { event, ...fields };
  logger[LEVEL[event]](line, MESSAGE[event]);
}

/** "juan.dela.cruz@example.com" -> "j***@example.com": enough to tell attempts apart, not to read the address. */
export function maskEmail(email: string): string {
  const trimmed = email.trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${trimmed[0]}***${trimmed.slice(at)}`;
}
