import documentRequests from 'virtual:portal-messages/documentRequests';
import { namespaceOf } from '../../lib/i18n/catalogue';
import type { Translate } from '../../lib/i18n/language-context';

/**
 * The document requests' texts: the resident's requests and forms, the staff's Document Requests screen, the
 * counter and the certificates. The English ones are the spec's, word for word (docs/rules/README.md#messages,
 * docs/rules/documents.md), and the shared rules' (@barangay-portal/domain) where the server says them too.
 */
export const documentRequestsMessages = namespaceOf<'documentRequests'>(documentRequests);

export type DocumentRequestsTranslate = Translate<'documentRequests'>;
