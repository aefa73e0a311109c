import { Page } from '../../../ui';
import { EventGallery } from '../components/event-gallery';

/** The resident's events (spec §2): the events gallery. Default export: the router loads it lazily. */
export default function ResidentEventsPage() {
  return (
    <Page title="Events">
      <EventGallery />
    </Page>
  );
}
