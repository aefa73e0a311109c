import announcements from 'virtual:portal-messages/announcements';
import { namespaceOf } from '../../lib/i18n/catalogue';
import type { Translate } from '../../lib/i18n/language-context';

/**
 * The announcements' texts: the residents' list, the featured block of the Contact Us pages, Announcement
 * Management and its modal. The English ones are the spec's, word for word (docs/rules/content.md#announcement-messages).
 */
export const announcementsMessages = namespaceOf<'announcements'>(announcements);

export type AnnouncementsTranslate = Translate<'announcements'>;
