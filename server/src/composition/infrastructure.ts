import { AuthThrottle } from '../limits/auth-throttle';
import { PasswordPolicy } from '../identity/password-policy';
import { SessionLinks } from '../identity/session-links';
import { SessionRegistry } from '../identity/session-registry';
import { StaffPermissions } from '../identity/staff-permissions';
import type { Identity, ModuleInfrastructure } from '../portal-module/module-infrastructure';

/** What the composition is given; the identity machinery is made from it. */
export type ServiceDeps = Omit<ModuleInfrastructure, 'identity'>;

/** The one instance of each piece of identity/ and limits/ that the modules share. */
export function createIdentity({ db, tokens, settings, limits, logger, replicas }: ServiceDeps): Identity {
  const sessions = new SessionRegistry(db, replicas);
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
  return {
    sessions,
    staffPermissions: new StaffPermissions(db, replicas),
    links: new SessionLinks(sessions, tokens),
    throttle,
    passwords: new PasswordPolicy(settings.barangayName, settings.cityName),
  };
}
