import { portalModule } from '../../portal-module/portal-module';
import { Event } from './event.entity';
import { eventPolicy } from './event.policy';
import { EventResolver } from './event.resolver';
import { eventRestRouter } from './event.rest';
import { eventsSeed } from './event.seed';
import { EventService } from './event.service';

/** Events on the public site, with their photos. */
export const eventsModule = portalModule({
  name: 'events',
  entities: [Event],
  services: ({ db, storage }) => ({ events: new EventService(db, storage) }),
  seeds: [eventsSeed],
  policies: { eventPolicy },
}).withDoors({
  resolvers: [EventResolver],
  rest: [{ path: '/events', router: eventRestRouter, takesFiles: true }],
});
