import { portalModule } from '../../portal-module/portal-module';
import { PrivacyConsentRecord } from './privacy-consent.entity';
import { PrivacyNoticeRecord } from './privacy-notice.entity';
import { PrivacyNoticeService } from './privacy-notice.service';
import { privacyPolicy } from './privacy.policy';
import { PrivacyResolver } from './privacy.resolver';
import { privacyRestRouter } from './privacy.rest';

/** The barangay's privacy notice, its versions and the residents' consent to it (docs/architecture.md#privacy-notice). */
export const privacyModule = portalModule({
  name: 'privacy',
  entities: [PrivacyNoticeRecord, PrivacyConsentRecord],
  services: ({ db }) => ({ privacyNotice: new PrivacyNoticeService(db) }),
  policies: { privacyPolicy },
}).withDoors({
  resolvers: [PrivacyResolver],
  rest: [{ path: '/privacy-notice', router: privacyRestRouter }],
});
