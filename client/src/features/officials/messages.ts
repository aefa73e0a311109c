import officials from 'virtual:portal-messages/officials';
import { namespaceOf } from '../../lib/i18n/catalogue';
import type { Translate } from '../../lib/i18n/language-context';

/**
 * The officials' texts: the grid of the Contact Us pages, the Barangay Officials screen and its modal. The
 * English ones are the spec's, word for word (docs/rules/content.md#official-messages).
 */
export const officialsMessages = namespaceOf<'officials'>(officials);

export type OfficialsTranslate = Translate<'officials'>;
