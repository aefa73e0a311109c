import type { EventCardFieldsFragment } from '../../../gql/graphql';
import { useMessages } from '../../../lib/i18n/language-context';
import { useDateFormat } from '../../../lib/i18n/use-date-format';
import { eventStatusTone, GalleryDetailsModal, type PictureSource } from '../../../ui';
import { eventAudienceText, eventsMessages, eventStatusText } from '../messages';

export interface EventDetailsModalProps {
  /** The event shown; null keeps the modal closed. */
  event: (EventCardFieldsFragment & { eventPhoto: PictureSource | null }) | null;
  onClose: () => void;
}

/** A gallery card's details (docs/rules/public-site.md#events-gallery): photo, name, status, 'For Who' and the event date. */
export function EventDetailsModal({ event, onClose }: EventDetailsModalProps) {
  const t = useMessages(eventsMessages);
  const { date } = useDateFormat();
  const item = event && {
    title: event.eventName,
    photo: event.eventPhoto,
    status: { label: eventStatusText(t, event.status), tone: eventStatusTone(event.status) },
  };
  return (
    <GalleryDetailsModal
      item={item}
      onClose={onClose}
      facts={event && (
        <>
          <dt>{t('details.forWho')}</dt>
          <dd>{eventAudienceText(t, event.targetAudience)}</dd>
          <dt>{t('details.eventDate')}</dt>
          <dd>{date(event.eventDate)}</dd>
        </>
      )}
    />
  );
}
