import { portalModule } from '../../portal-module/portal-module';
import { certificatesModule } from '../certificates/certificates.module';
import { dataAccessModule } from '../data-access/data-access.module';
import { NotificationKind } from '../notifications';
import { notificationsModule } from '../notifications/notifications.module';
import { DocumentRequestStatusChange } from './document-request-status-change.entity';
import { DocumentRequest } from './document-request.entity';
import { DocumentRequestExportService } from './document-request.export';
import { documentRequestExportRestRouter } from './document-request-export.rest';
import { documentRequestPolicy } from './document-request.policy';
import { DocumentRequestResolver } from './document-request.resolver';
import { documentRequestRestRouter } from './document-request.rest';
import { DocumentRequestService } from './document-request.service';

/** Document requests and their lifecycle; a request's certificate is served with it (docs/rules/documents.md). */
export const documentRequestsModule = portalModule({
  name: 'document-requests',
  uses: [certificatesModule, notificationsModule, dataAccessModule],
  entities: [DocumentRequest, DocumentRequestStatusChange],
  services: ({ db }, use) => {
    const { certificates } = use(certificatesModule);
    return {
      documentRequests: new DocumentRequestService(db, certificates, use(notificationsModule).notifications),
      documentRequestExports: new DocumentRequestExportService(db, use(dataAccessModule).accessLedger),
      // The request's `certificate` field and the revoke route are served here, with the request.
      certificates,
    };
  },
  notices: [NotificationKind.REQUEST_STATUS_CHANGED, NotificationKind.REQUEST_READY_FOR_PICKUP],
  policies: { documentRequestPolicy },
}).withDoors({
  resolvers: [DocumentRequestResolver],
  // The export first: the requests' own `/:id/` would take `export.csv` for an id.
  rest: [{ path: '/document-requests', router: documentRequestExportRestRouter }, { path: '/document-requests', router: documentRequestRestRouter }],
});
