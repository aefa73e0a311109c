import privacy from 'virtual:portal-messages/privacy';
import { namespaceOf } from '../../lib/i18n/catalogue';

/** What the privacy notice's screens say (docs/architecture.md#privacy-notice): the public page, the gate after sign-in, the staff's screen. */
export const privacyMessages = namespaceOf<'privacy'>(privacy);
