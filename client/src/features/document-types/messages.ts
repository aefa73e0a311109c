import documentTypes from 'virtual:portal-messages/documentTypes';
import { namespaceOf } from '../../lib/i18n/catalogue';
import type { Translate } from '../../lib/i18n/language-context';

/** The Document Types Manager's texts (docs/rules/documents.md#document-types-screen: the spec's verbatim in English). */
export const documentTypesMessages = namespaceOf<'documentTypes'>(documentTypes);

/** The feature's texts in the page's language: what the form's rules are given to word their messages. */
export type DocumentTypesText = Translate<'documentTypes'>;
