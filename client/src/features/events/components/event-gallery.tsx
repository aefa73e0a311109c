import { useState } from 'react';
import type { EventCardFieldsFragment, EventGalleryQuery as EventGalleryData } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format-date';
import {
  Banner, capitalizeStatus, eventStatusTone, Gallery, GalleryCard, usePagedQuery, type GalleryCardHeadingLevel,
} from '../../../ui';
import { EventGalleryQuery } from '../api/events.graphql';
import { EVENT_GALLERY_PAGE_SIZE, EVENT_MESSAGES } from '../event-messages';
import { EventDetailsModal } from './event-details-modal';

const hasPhoto = (event: EventCardFieldsFragment): boolean => Boolean(event.eventPhotoUrl?.trim());

export interface EventGalleryProps {
  /** 2 on the residents' Events screen, right under its h1; 3 (the default) under the home page's section title. */
  cardHeadingLevel?: GalleryCardHeadingLevel;
}

/**
 * The events gallery (docs/rules/public-site.md#events-gallery) of the home page and the residents' Events screen: events with a
 * photo, 6 cards per page paged on the server, each opening a large details modal.
 */
export function EventGallery({ cardHeadingLevel }: EventGalleryProps) {
  const [selected, setSelected] = useState<EventGalleryData['events']['items'][number] | null>(null);
  const { list, loading, failed, pages } = usePagedQuery(EventGalleryQuery, EVENT_GALLERY_PAGE_SIZE, (data) => data.events);

  if (failed && !list) return <Banner variant="error">{EVENT_MESSAGES.loadFailed}</Banner>;

  return (
    <>
      <Gallery
        cardHeadingLevel={cardHeadingLevel}
        label="Events"
        items={(list?.items ?? []).filter(hasPhoto)}
        getItemKey={(event) => event.id}
        onOpen={setSelected}
        emptyMessage={EVENT_MESSAGES.emptyGallery}
        loading={loading}
        paging={{ page: pages.page, total: list?.total ?? 0, onPageChange: pages.onPageChange }}
        renderCard={(event) => (
          <GalleryCard
            title={event.eventName}
            photo={event.eventPhoto}
            status={{ label: capitalizeStatus(event.status), tone: eventStatusTone(event.status) }}
            meta={[
              { label: 'For Who', value: event.targetAudience },
              { label: 'Event Date', value: formatDate(event.eventDate) },
            ]}
          />
        )}
      />
      <EventDetailsModal event={selected} onClose={() => setSelected(null)} />
    </>
  );
}
