import styled from 'styled-components';
import type { EventFieldsFragment } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format-date';
import { capitalizeStatus, eventStatusTone, Modal, StatusBadge } from '../../../ui';

const StyledPhoto = styled.img`
  display: block;
  width: 100%;
  max-height: ${({ theme }) => theme.sizes.carouselHeight};
  object-fit: contain;
  margin-bottom: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.placeholder};
`;

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  margin: 0;

  dt { font-weight: 600; }
  dd { margin: 0; }
`;

export interface EventDetailsModalProps {
  /** The event shown; null keeps the modal closed. */
  event: EventFieldsFragment | null;
  onClose: () => void;
}

/** A gallery card's details (docs/rules/public-site.md#events-gallery): photo, name, status, 'For Who' and the event date. */
export function EventDetailsModal({ event, onClose }: EventDetailsModalProps) {
  return (
    <Modal open={event !== null} onClose={onClose} title={event?.eventName ?? ''} size="large">
      {event && (
        <>
          {event.eventPhotoUrl && <StyledPhoto src={event.eventPhotoUrl} alt={event.eventName} />}
          <StyledFacts>
            <dt>Status</dt>
            <dd><StatusBadge tone={eventStatusTone(event.status)}>{capitalizeStatus(event.status)}</StatusBadge></dd>
            <dt>For Who</dt>
            <dd>{event.targetAudience}</dd>
            <dt>Event Date</dt>
            <dd>{formatDate(event.eventDate)}</dd>
          </StyledFacts>
        </>
      )}
    </Modal>
  );
}
