import events from 'virtual:portal-messages/events';
import {
  canonicalChoice, EVENT_AUDIENCES, EVENT_STATUSES, EventAudience, EventStatus, nameOf,
} from '@barangay-portal/domain';
import { namespaceOf } from '../../lib/i18n/catalogue';
import type { Translate } from '../../lib/i18n/language-context';
import { capitalizeStatus } from '../../ui';

/**
 * The events' texts: the gallery, Event Management and its modal. The English ones are the spec's, word for
 * word (docs/rules/content.md#event-messages).
 */
export const eventsMessages = namespaceOf<'events'>(events);

export type EventsTranslate = Translate<'events'>;

/** An event's status as shown, in any letter case; a status the portal does not know is shown capitalised, as the server has it. */
export function eventStatusText(t: EventsTranslate, status: string | null | undefined): string {
  const known = canonicalChoice(status, EVENT_STATUSES);
  return known ? t(`status.${nameOf(EventStatus, known)}`) : capitalizeStatus(status);
}

/** Whom an event is for, as shown; an audience the portal does not know stays as stored. */
export function eventAudienceText(t: EventsTranslate, audience: string | null | undefined): string {
  const known = canonicalChoice(audience, EVENT_AUDIENCES);
  return known ? t(`audience.${nameOf(EventAudience, known)}`) : (audience ?? '');
}
