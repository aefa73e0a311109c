import { portalModule } from '../../portal-module/portal-module';
import { personalDataPolicy } from './personal-data.policy';
import { personalDataRestRouter } from './personal-data.rest';
import { PersonalDataService } from './personal-data.service';

/** "Download my data": every record about the signed-in resident, as JSON or PDF. */
export const personalDataModule = portalModule({
  name: 'personal-data',
  services: ({ db }) => ({ personalData: new PersonalDataService(db) }),
  policies: { personalDataPolicy },
}).withDoors({
  rest: [{ path: '/auth', router: personalDataRestRouter }],
});
