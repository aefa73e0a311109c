import verification from 'virtual:portal-messages/verification';
import { namespaceOf } from '../../lib/i18n/catalogue';

/** The certificate verification page's texts. */
export const verificationMessages = namespaceOf<'verification'>(verification);
