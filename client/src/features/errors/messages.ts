import errors from 'virtual:portal-messages/errors';
import { namespaceOf } from '../../lib/i18n/catalogue';

/** The error pages' texts. */
export const errorsMessages = namespaceOf<'errors'>(errors);
