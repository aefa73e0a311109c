import { portalModule } from '../../portal-module/portal-module';
import { dataAccessModule } from '../data-access/data-access.module';
import { NotificationKind } from '../notifications';
import { notificationsModule } from '../notifications/notifications.module';
import { privacyConsentsSeed } from '../privacy';
import { accountsRestRouter } from './accounts.rest';
import { CurrentPasswordCheck } from './current-password';
import { IdImageRemoval } from './id-image-removal.entity';
import { IdImageRetention } from './id-image-retention';
import { IdVerificationDecision } from './id-verification-decision.entity';
import { User } from './user.entity';
import { userPolicy } from './users.policy';
import { UsersResolver } from './users.resolver';
import { residentsSeed } from './users.seed';
import { UsersService } from './users.service';

/** Accounts: profiles, password changes, ID verification and the ID images' retention. Signing in is the sign-in module's. */
export const accountsModule = portalModule({
  name: 'accounts',
  uses: [notificationsModule, dataAccessModule],
  entities: [User, IdVerificationDecision, IdImageRemoval],
  services: ({ db, storage, logger, settings, identity }, use) => {
    const { sessions, staffPermissions, links, throttle, passwords } = identity;
    /** The current password as proof before a change to the account (two-factor and erasure requests take it too). */
    const currentPassword = new CurrentPasswordCheck(db, throttle, logger);
    return {
      currentPassword,
      users: new UsersService(db, links, storage, use(notificationsModule).notifications, sessions, { currentPassword, passwords }, logger,
        staffPermissions, use(dataAccessModule).accessLedger),
      /** Deletes decided valid-ID images past their retention; main.ts runs it daily, tests call `runOnce` directly. */
      idImageRetention: new IdImageRetention(db, storage, { rejectedDays: settings.idRetentionRejectedDays, approvedDays: settings.idRetentionApprovedDays }),
    };
  },
  seeds: [residentsSeed, privacyConsentsSeed],
  notices: [NotificationKind.ID_APPROVED, NotificationKind.ID_REJECTED, NotificationKind.PASSWORD_CHANGED],
  policies: { userPolicy },
}).withDoors({
  resolvers: [UsersResolver],
  rest: [{ path: '/auth', router: accountsRestRouter, takesFiles: true }],
});
