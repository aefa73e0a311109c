import { portalModule } from '../../portal-module/portal-module';
import { accountsModule } from '../accounts/accounts.module';
import { privacyModule } from '../privacy/privacy.module';
import { AuthResolver } from './auth.resolver';
import { authRestRouter } from './auth.rest';
import { AuthService } from './auth.service';
import { RefreshToken } from './refresh-token.entity';
import { signInPolicy } from './sign-in.policy';
import { TwoFactorSignIn } from './two-factor-sign-in';
import { RecoveryCode, TwoFactor } from './two-factor.entity';
import { TwoFactorResolver } from './two-factor.resolver';
import { twoFactorRestRouter } from './two-factor.rest';
import { TwoFactorService } from './two-factor.service';

/** Signing in: registration, the session's tokens, two-factor sign-in and its recovery codes. */
export const signInModule = portalModule({
  name: 'sign-in',
  uses: [accountsModule, privacyModule],
  entities: [RefreshToken, TwoFactor, RecoveryCode],
  services: ({ db, tokens, logger, settings, identity }, use) => {
    const { sessions, staffPermissions, throttle, passwords } = identity;
    const { currentPassword, users } = use(accountsModule);
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
      /** Handed on from accounts: a registration is answered as every account is. */
      users,
    };
  },
  policies: { signInPolicy },
}).withDoors({
  resolvers: [AuthResolver, TwoFactorResolver],
  rest: [{ path: '/auth', router: authRestRouter }, { path: '/auth', router: twoFactorRestRouter }],
});
