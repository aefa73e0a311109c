import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useMessages } from '../lib/i18n/language-context';
import type { StatusTone } from '../theme';
import { FactsList } from './facts-list';
import { uiMessages } from './messages';
import { Modal } from './modal';
import { type PictureSource, ResponsivePicture } from './responsive-picture';
import { StatusBadge } from './status-badge';

/*
 * The body of a gallery card's details modal (docs/rules/public-site.md#project-details-modal): the photo at
 * full width, then the facts as a term / value grid, the status first. The projects' and the events' modals
 * share them.
 */

/** The large modal's width (theme sizes.modalWidthLarge), the whole screen below it. */
const DETAILS_PHOTO_SIZES = '(min-width: 900px) 860px, 100vw';

export const GalleryDetailsPhoto = styled(ResponsivePicture)`
  display: block;
  width: 100%;
  max-height: ${({ theme }) => theme.sizes.carouselHeight};
  object-fit: contain;
  margin-bottom: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.placeholder};
`;

/** The facts under the photo, tighter than a page's lists. */
export const GalleryDetailsFacts = styled(FactsList).attrs({ $rowGap: 'xs' as const })``;

/** The facts, apart from what follows them (a description, a link). */
const StyledFacts = styled(GalleryDetailsFacts)<{ $followed: boolean }>`
  margin-bottom: ${({ theme, $followed }) => ($followed ? theme.spacing.md : 0)};
`;

export interface GalleryDetailsModalProps {
  /** What the card showed: the title (also the photo's text), the photo and the status; null keeps the modal closed. */
  item: { title: string; photo?: PictureSource | null; status: { label: string; tone: StatusTone } } | null;
  onClose: () => void;
  /** The facts after the status, as <dt> and <dd> pairs. */
  facts?: ReactNode;
  /** What follows the facts (a description, a link). */
  children?: ReactNode;
}

/** A gallery card's details: a large modal with the photo, the status and the other facts, then `children`. */
export function GalleryDetailsModal({ item, onClose, facts, children }: GalleryDetailsModalProps) {
  const t = useMessages(uiMessages);
  return (
    <Modal open={item !== null} onClose={onClose} title={item?.title ?? ''} size="large">
      {item && (
        <>
          {item.photo && <GalleryDetailsPhoto picture={item.photo} alt={item.title} sizes={DETAILS_PHOTO_SIZES} />}
          <StyledFacts $followed={children !== undefined}>
            <dt>{t('details.status')}</dt>
            <dd><StatusBadge tone={item.status.tone}>{item.status.label}</StatusBadge></dd>
            {facts}
          </StyledFacts>
          {children}
        </>
      )}
    </Modal>
  );
}
