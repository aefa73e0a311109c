import home from 'virtual:portal-messages/home';
import { namespaceOf } from '../../lib/i18n/catalogue';

export const homeMessages = namespaceOf<'home'>(home);
