import { portalModule } from '../../portal-module/portal-module';
import { Announcement } from './announcement.entity';
import { announcementPolicy } from './announcement.policy';
import { AnnouncementResolver } from './announcement.resolver';
import { announcementRestRouter } from './announcement.rest';
import { announcementsSeed } from './announcement.seed';
import { AnnouncementService } from './announcement.service';

/** Announcements on the public site. */
export const announcementsModule = portalModule({
  name: 'announcements',
  entities: [Announcement],
  services: ({ db }) => ({ announcements: new AnnouncementService(db) }),
  seeds: [announcementsSeed],
  policies: { announcementPolicy },
}).withDoors({
  resolvers: [AnnouncementResolver],
  rest: [{ path: '/announcements', router: announcementRestRouter }],
});
