import { portalModule } from '../../portal-module/portal-module';
import { barangaysModule } from '../barangays/barangays.module';
import { NotificationKind } from '../notifications';
import { notificationsModule } from '../notifications/notifications.module';
import { ResidentTransferRecord } from './resident-transfer.entity';
import { transferPolicy } from './transfer.policy';
import { TransferResolver } from './transfer.resolver';
import { TransferService } from './transfer.service';

/** Residents moving between the install's barangays. */
export const transfersModule = portalModule({
  name: 'transfers',
  uses: [barangaysModule, notificationsModule],
  entities: [ResidentTransferRecord],
  services: ({ db, identity }, use) => ({
    transfers: new TransferService(db, use(barangaysModule).barangays, use(notificationsModule).notifications, identity.sessions),
  }),
  notices: [NotificationKind.TRANSFER_ACCEPTED, NotificationKind.TRANSFER_DECLINED],
  policies: { transferPolicy },
}).withDoors({
  resolvers: [TransferResolver],
});
