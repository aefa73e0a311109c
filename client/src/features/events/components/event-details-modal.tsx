import type { EventCardFieldsFragment } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format-date';
import { capitalizeStatus, eventStatusTone, GalleryDetailsModal, type PictureSource } from '../../../ui';

export interface EventDetailsModalProps {
  /** The event shown; null keeps the modal closed. */
  event: (EventCardFieldsFragment & { eventPhoto: PictureSource | null }) | null;
  onClose: () => void;
}

/** A gallery card's details (docs/rules/public-site.md#events-gallery): photo, name, status, 'For Who' and the event date. */
export function EventDetailsModal({ event, onClose }: EventDetailsModalProps) {
  const item = event && {
    title: event.eventName,
    photo: event.eventPhoto,
    status: { label: capitalizeStatus(event.status), tone: eventStatusTone(event.status) },
  };
  return (
    <GalleryDetailsModal
      item={item}
      onClose={onClose}
      facts={event && (
        <>
          <dt>For Who</dt>
          <dd>{event.targetAudience}</dd>
          <dt>Event Date</dt>
          <dd>{formatDate(event.eventDate)}</dd>
        </>
      )}
    />
  );
}
