import { Page } from '../../../ui';
import { EventGallery } from '../components/event-gallery';

/** The resident's events (docs/rules/public-site.md#events-gallery): the events gallery. Default export: the router loads it lazily. */
export default function ResidentEventsPage() {
  return (
    <Page title="Events">
      <EventGallery cardHeadingLevel={2} />
    </Page>
  );
}
