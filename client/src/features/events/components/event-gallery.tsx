import { useState } from 'react';
import type { EventCardFieldsFragment, EventGalleryQuery as EventGalleryData } from '../../../gql/graphql';
import { useMessages } from '../../../lib/i18n/language-context';
import { useDateFormat } from '../../../lib/i18n/use-date-format';
import {
  Banner, eventStatusTone, Gallery, GalleryCard, usePagedQuery, type GalleryCardHeadingLevel,
} from '../../../ui';
import { EventGalleryQuery } from '../api/events.graphql';
import { eventAudienceText, eventsMessages, eventStatusText } from '../messages';
import { EVENT_GALLERY_PAGE_SIZE } from '../page-sizes';
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
  const t = useMessages(eventsMessages);
  const { date } = useDateFormat();
  const [selected, setSelected] = useState<EventGalleryData['events']['items'][number] | null>(null);
  const { list, loading, failed, pages } = usePagedQuery(EventGalleryQuery, EVENT_GALLERY_PAGE_SIZE, (data) => data.events);

  if (failed && !list) return <Banner variant="error">{t('loadFailed')}</Banner>;

  return (
    <>
      <Gallery
        cardHeadingLevel={cardHeadingLevel}
        label={t('gallery.label')}
        items={(list?.items ?? []).filter(hasPhoto)}
        getItemKey={(event) => event.id}
        onOpen={setSelected}
        emptyMessage={t('gallery.empty')}
        loading={loading}
        paging={{ page: pages.page, total: list?.total ?? 0, onPageChange: pages.onPageChange }}
        renderCard={(event) => (
          <GalleryCard
            title={event.eventName}
            photo={event.eventPhoto}
            status={{ label: eventStatusText(t, event.status), tone: eventStatusTone(event.status) }}
            meta={[
              { label: t('details.forWho'), value: eventAudienceText(t, event.targetAudience) },
              { label: t('details.eventDate'), value: date(event.eventDate) },
            ]}
          />
        )}
      />
      <EventDetailsModal event={selected} onClose={() => setSelected(null)} />
    </>
  );
}
