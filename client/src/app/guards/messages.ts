import guards from 'virtual:portal-messages/guards';
import { namespaceOf } from '../../lib/i18n/catalogue';

/** What the route guards say while they cannot decide yet. */
export const guardsMessages = namespaceOf<'guards'>(guards);
