import { portalModule } from '../../portal-module/portal-module';
import { DocumentCertificate } from './certificate.entity';
import { certificatePolicy } from './certificate.policy';
import { CertificateResolver } from './certificate.resolver';
import { CertificateService } from './certificate.service';
import { verificationRestRouter } from './verification.rest';

/** Verifiable certificates: issued at For Pickup, downloaded, verified by their code, revoked. */
export const certificatesModule = portalModule({
  name: 'certificates',
  services: ({ db, logger, storage, limits, settings, identity }) => ({
    certificates: new CertificateService(db, identity.links, { verifyRateLimitPerMinute: settings.verifyRateLimitPerMinute }, logger, storage, limits),
  }),
  entities: [DocumentCertificate],
  policies: { certificatePolicy },
}).withDoors({
  resolvers: [CertificateResolver],
  rest: [{ path: '/verify', router: verificationRestRouter }],
});
