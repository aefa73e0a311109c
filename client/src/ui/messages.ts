import ui from 'virtual:portal-messages/ui';
import { namespaceOf } from '../lib/i18n/catalogue';

/** The shared UI pieces' own texts. */
export const uiMessages = namespaceOf<'ui'>(ui);
