import { portalModule } from '../../portal-module/portal-module';
import { DocumentType } from './document-type.entity';
import { documentTypePolicy } from './document-type.policy';
import { DocumentTypeResolver } from './document-type.resolver';
import { documentTypeRestRouter } from './document-type.rest';
import { DocumentTypeService } from './document-type.service';

/** The documents residents may request, their fields and their certificates' wording. */
export const documentTypesModule = portalModule({
  name: 'document-types',
  entities: [DocumentType],
  services: ({ db }) => ({ documentTypes: new DocumentTypeService(db) }),
  policies: { documentTypePolicy },
}).withDoors({
  resolvers: [DocumentTypeResolver],
  rest: [{ path: '/document-types', router: documentTypeRestRouter }],
});
