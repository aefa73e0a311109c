import notifications from 'virtual:portal-messages/notifications';
import { namespaceOf } from '../../lib/i18n/catalogue';

/** The notification bell's texts. */
export const notificationsMessages = namespaceOf<'notifications'>(notifications);
