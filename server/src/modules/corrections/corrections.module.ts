import { portalModule } from '../../portal-module/portal-module';
import { NotificationKind } from '../notifications';
import { notificationsModule } from '../notifications/notifications.module';
import { CorrectionRequestRecord } from './correction-request.entity';
import { correctionPolicy } from './corrections.policy';
import { CorrectionResolver } from './corrections.resolver';
import { correctionRestRouter } from './corrections.rest';
import { correctionRequestsSeed } from './corrections.seed';
import { CorrectionService } from './corrections.service';

/** Residents' correction requests of their read-only details, and the staff's decisions on them. */
export const correctionsModule = portalModule({
  name: 'corrections',
  uses: [notificationsModule],
  entities: [CorrectionRequestRecord],
  services: ({ db }, use) => ({ corrections: new CorrectionService(db, use(notificationsModule).notifications) }),
  seeds: [correctionRequestsSeed],
  notices: [NotificationKind.CORRECTION_APPROVED, NotificationKind.CORRECTION_REJECTED],
  policies: { correctionPolicy },
}).withDoors({
  resolvers: [CorrectionResolver],
  rest: [{ path: '/auth', router: correctionRestRouter }],
});
