import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { HomeEventGalleryQuery as HomeEventGalleryData } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format-date';
import {
  Banner, capitalizeStatus, eventStatusTone, Gallery, GalleryCard, Modal, pageCountFor, StatusBadge,
} from '../../../ui';
import { HomeEventGalleryQuery } from '../api/home.graphql';
import { hasPhotoUrl } from '../carousel-selection';
import { HOME_GALLERY_PAGE_SIZE, HOME_MESSAGES } from '../home-messages';
import { StyledDetailFacts, StyledDetailPhoto } from './detail-styles';

type HomeEvent = HomeEventGalleryData['events']['items'][number];

/** The public events gallery (docs/rules/public-site.md#events-gallery): events with a photo, 6 per page; a card and its modal show the same. */
export function HomeEventGallery() {
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<HomeEvent | null>(null);
  const { data, previousData, loading, error } = useQuery(HomeEventGalleryQuery, {
    variables: { page, pageSize: HOME_GALLERY_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.events;
  if (data && page > pageCountFor(data.events.total, HOME_GALLERY_PAGE_SIZE)) {
    setPage(pageCountFor(data.events.total, HOME_GALLERY_PAGE_SIZE));
  }

  if (error && !result) return <Banner variant="error">{HOME_MESSAGES.eventsFailed}</Banner>;

  const statusOf = (event: HomeEvent) => ({ label: capitalizeStatus(event.status), tone: eventStatusTone(event.status) });
  return (
    <>
      <Gallery
        label="Events"
        items={(result?.items ?? []).filter((event) => hasPhotoUrl(event.eventPhotoUrl))}
        getItemKey={(event) => event.id}
        onOpen={setSelected}
        emptyMessage={HOME_MESSAGES.noEvents}
        loading={loading}
        paging={{ page, total: result?.total ?? 0, onPageChange: setPage }}
        renderCard={(event) => (
          <GalleryCard
            title={event.eventName}
            photoUrl={event.eventPhotoUrl}
            status={statusOf(event)}
            meta={[
              { label: 'For Who', value: event.targetAudience },
              { label: 'Event Date', value: formatDate(event.eventDate) },
            ]}
          />
        )}
      />
      <Modal open={selected !== null} onClose={() => setSelected(null)} title={selected?.eventName ?? ''} size="large">
        {selected && (
          <>
            {selected.eventPhotoUrl && <StyledDetailPhoto src={selected.eventPhotoUrl} alt={selected.eventName} />}
            <StyledDetailFacts>
              <dt>Status</dt>
              <dd><StatusBadge tone={statusOf(selected).tone}>{statusOf(selected).label}</StatusBadge></dd>
              <dt>For Who</dt>
              <dd>{selected.targetAudience}</dd>
              <dt>Event Date</dt>
              <dd>{formatDate(selected.eventDate)}</dd>
            </StyledDetailFacts>
          </>
        )}
      </Modal>
    </>
  );
}
