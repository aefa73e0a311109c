import { portalModule } from '../../portal-module/portal-module';
import { dataAccessModule } from '../data-access/data-access.module';
import { NotificationKind } from '../notifications';
import { notificationsModule } from '../notifications/notifications.module';
import { privacyConsentsSeed } from '../privacy';
import { privacyModule } from '../privacy/privacy.module';
import { AuthResolver } from './auth.resolver';
import { authRestRouter } from './auth.rest';
import { AuthService } from './auth.service';
import { CurrentPasswordCheck } from './current-password';
import { IdImageRemoval } from './id-image-removal.entity';
import { IdImageRetention } from './id-image-retention';
import { IdVerificationDecision } from './id-verification-decision.entity';
import { RefreshToken } from './refresh-token.entity';
import { TwoFactorSignIn } from './two-factor-sign-in';
import { RecoveryCode, TwoFactor } from './two-factor.entity';
import { TwoFactorResolver } from './two-factor.resolver';
import { twoFactorRestRouter } from './two-factor.rest';
import { TwoFactorService } from './two-factor.service';
import { User } from './user.entity';
import { userPolicy } from './users.policy';
import { UsersResolver } from './users.resolver';
import { residentsSeed } from './users.seed';
import { UsersService } from './users.service';

/** Accounts and signing in: registration, tokens, two-factor, profiles, ID verification and the ID images' retention. */
export const usersModule = portalModule({
  name: 'users',
  uses: [notificationsModule, dataAccessModule, privacyModule],
  entities: [User, RefreshToken, IdVerificationDecision, TwoFactor, RecoveryCode, IdImageRemoval],
  services: ({ db, tokens, storage, logger, settings, identity }, use) => {
    const { sessions, staffPermissions, links, throttle, passwords } = identity;
    const { notifications } = use(notificationsModule);
    const currentPassword = new CurrentPasswordCheck(db, throttle, logger);
    const twoFactor = new TwoFactorService(db, tokens, throttle, logger, { adminMfa: settings.adminMfa, cityName: settings.cityName }, currentPassword);
    // Registration records the consent to the privacy notice in the new account's transaction.
    const auth = new AuthService(db, tokens, throttle, passwords,
      { idleSeconds: settings.sessionIdleMinutes * 60, maxSeconds: settings.sessionMaxHours * 3600 }, sessions, logger, twoFactor, staffPermissions,
      use(privacyModule).privacyNotice);
    return {
      auth,
      twoFactor,
      /** The sign-in steps after the password that end in a session (the code step, enrolment at sign-in). */
      twoFactorSignIn: new TwoFactorSignIn(auth, twoFactor),
      /** The current password as proof before a change to the account (erasure requests take it too). */
      currentPassword,
      users: new UsersService(db, links, storage, notifications, sessions, { currentPassword, passwords }, logger, staffPermissions,
        use(dataAccessModule).accessLedger),
      /** Deletes decided valid-ID images past their retention; main.ts runs it daily, tests call `runOnce` directly. */
      idImageRetention: new IdImageRetention(db, storage, { rejectedDays: settings.idRetentionRejectedDays, approvedDays: settings.idRetentionApprovedDays }),
    };
  },
  seeds: [residentsSeed, privacyConsentsSeed],
  notices: [NotificationKind.ID_APPROVED, NotificationKind.ID_REJECTED, NotificationKind.PASSWORD_CHANGED],
  policies: { userPolicy },
}).withDoors({
  resolvers: [AuthResolver, TwoFactorResolver, UsersResolver],
  rest: [{ path: '/auth', router: authRestRouter, takesFiles: true }, { path: '/auth', router: twoFactorRestRouter }],
});
