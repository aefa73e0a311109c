import type { EventCardFieldsFragment } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format-date';
import {
  capitalizeStatus, eventStatusTone, GalleryDetailsFacts, GalleryDetailsPhoto, Modal, StatusBadge,
} from '../../../ui';

export interface EventDetailsModalProps {
  /** The event shown; null keeps the modal closed. */
  event: EventCardFieldsFragment | null;
  onClose: () => void;
}

/** A gallery card's details (docs/rules/public-site.md#events-gallery): photo, name, status, 'For Who' and the event date. */
export function EventDetailsModal({ event, onClose }: EventDetailsModalProps) {
  return (
    <Modal open={event !== null} onClose={onClose} title={event?.eventName ?? ''} size="large">
      {event && (
        <>
          {event.eventPhotoUrl && <GalleryDetailsPhoto src={event.eventPhotoUrl} alt={event.eventName} />}
          <GalleryDetailsFacts>
            <dt>Status</dt>
            <dd><StatusBadge tone={eventStatusTone(event.status)}>{capitalizeStatus(event.status)}</StatusBadge></dd>
            <dt>For Who</dt>
            <dd>{event.targetAudience}</dd>
            <dt>Event Date</dt>
            <dd>{formatDate(event.eventDate)}</dd>
          </GalleryDetailsFacts>
        </>
      )}
    </Modal>
  );
}
