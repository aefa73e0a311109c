import { useMessages } from '../../../lib/i18n/language-context';
import { Page } from '../../../ui';
import { EventGallery } from '../components/event-gallery';
import { eventsMessages } from '../messages';

/** The resident's events (docs/rules/public-site.md#events-gallery): the events gallery. Default export: the router loads it lazily. */
export default function ResidentEventsPage() {
  const t = useMessages(eventsMessages);
  return (
    <Page title={t('residentPage.title')}>
      <EventGallery cardHeadingLevel={2} />
    </Page>
  );
}
