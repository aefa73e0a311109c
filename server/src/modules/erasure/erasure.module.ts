import { portalModule } from '../../portal-module/portal-module';
import { NotificationKind } from '../notifications';
import { notificationsModule } from '../notifications/notifications.module';
import { accountsModule } from '../accounts/accounts.module';
import { ErasureRequestRecord } from './erasure-request.entity';
import { erasurePolicy } from './erasure.policy';
import { ErasureResolver } from './erasure.resolver';
import { erasureRestRouter } from './erasure.rest';
import { erasureRequestsSeed } from './erasure.seed';
import { ErasureService } from './erasure.service';

/** Residents' erasure requests: the plan of what is erased and kept, and the staff's processing or refusal. */
export const erasureModule = portalModule({
  name: 'erasure',
  uses: [accountsModule, notificationsModule],
  entities: [ErasureRequestRecord],
  services: ({ db, storage, identity }, use) => ({
    erasure: new ErasureService(db, {
      currentPassword: use(accountsModule).currentPassword, sessions: identity.sessions, storage, notifications: use(notificationsModule).notifications,
    }),
  }),
  seeds: [erasureRequestsSeed],
  notices: [NotificationKind.ERASURE_REFUSED],
  policies: { erasurePolicy },
}).withDoors({
  resolvers: [ErasureResolver],
  rest: [{ path: '/auth', router: erasureRestRouter }],
});
