import { portalModule } from '../../portal-module/portal-module';
import { ContactDetails } from './contact-details.entity';
import { contactDetailsPolicy } from './contact-details.policy';
import { ContactDetailsResolver } from './contact-details.resolver';
import { contactDetailsRestRouter } from './contact-details.rest';
import { contactDetailsSeed } from './contact-details.seed';
import { ContactDetailsService } from './contact-details.service';

/** The barangay hall's contact details, shown on Contact Us. */
export const contactModule = portalModule({
  name: 'contact',
  entities: [ContactDetails],
  services: ({ db }) => ({ contactDetails: new ContactDetailsService(db) }),
  seeds: [contactDetailsSeed],
  policies: { contactDetailsPolicy },
}).withDoors({
  resolvers: [ContactDetailsResolver],
  rest: [{ path: '/contact-us-details', router: contactDetailsRestRouter }],
});
