import { createContext, useContext, type ReactNode } from 'react';
import styled from 'styled-components';
import { useMessages } from '../lib/i18n/language-context';
import { theme, type StatusTone } from '../theme';
import { cardStyles } from './card';
import { uiMessages } from './messages';
import { noPhotoStyles } from './no-photo';
import { type PictureSource, ResponsivePicture } from './responsive-picture';
import { StatusBadge } from './status-badge';
import { truncate } from './truncate';

/** Set by Gallery around each card: opens that card's item. */
export const GalleryOpenContext = createContext<(() => void) | null>(null);

/** The heading level of a card's title: one below the heading the gallery sits under. */
export type GalleryCardHeadingLevel = 2 | 3 | 4;

/** Set by Gallery (`cardHeadingLevel`), so the cards' titles continue the page's heading outline. */
export const GalleryCardHeadingContext = createContext<GalleryCardHeadingLevel>(3);

export interface GalleryCardMeta {
  label: string;
  value: ReactNode;
}

export interface GalleryCardProps {
  title: string;
  /** The photo (its size and resized copies); a 'No Photo' panel shows without one. */
  photo?: PictureSource | null;
  /** Alternative text of the photo; defaults to the title. */
  photoAlt?: string;
  /** Coloured status, e.g. { label: 'Ongoing', tone: projectStatusTone('ONGOING') }. */
  status?: { label: string; tone: StatusTone };
  /** Label/value lines, e.g. [{ label: 'For Who', value: 'Adults' }, { label: 'Event Date', value: date(d) }]. */
  meta?: readonly GalleryCardMeta[];
  /** Cut at `descriptionLength` characters (default 100) with an ellipsis. */
  description?: string | null;
  descriptionLength?: number;
  /** Opens the details; inside a Gallery it defaults to the Gallery's `onOpen` for this item. */
  onOpen?: () => void;
}

const StyledCard = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  ${cardStyles}
  transition: box-shadow ${({ theme }) => theme.durations.fast};

  &:hover { box-shadow: ${({ theme }) => theme.shadows.raised}; }

  &:focus-within {
    outline: ${({ theme }) => theme.borderWidths.thick} solid ${({ theme }) => theme.colors.focus};
    outline-offset: ${({ theme }) => theme.borderWidths.thick};
  }
`;

/** A card is a grid column at least galleryCardMinWidth wide: the whole screen on a phone, a few columns on wider screens. */
const CARD_PHOTO_SIZES = `(min-width: ${theme.breakpoints.md}px) 380px, 100vw`;

const StyledPhoto = styled(ResponsivePicture)`
  display: block;
  width: 100%;
  height: ${({ theme }) => theme.sizes.galleryPhotoHeight};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.placeholder};
`;

const StyledNoPhoto = styled.div`
  ${noPhotoStyles}
  height: ${({ theme }) => theme.sizes.galleryPhotoHeight};
`;

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.md};
`;

const StyledTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** The whole card is clickable through this button's overlay; the button itself carries the name. */
const StyledOpenButton = styled.button`
  padding: 0;
  border: none;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }

  &:focus-visible { outline: none; }
`;

const StyledMeta = styled.dl`
  margin: 0;

  div { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.spacing.xs}; }
  dt { font-weight: 600; }
  dt::after { content: ':'; }
  dd { margin: 0; }
`;

const StyledDescription = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** A gallery card: photo, title (the button that opens the details), coloured status, meta lines, short description. */
export function GalleryCard({
  title, photo, photoAlt, status, meta = [], description, descriptionLength = 100, onOpen,
}: GalleryCardProps) {
  const t = useMessages(uiMessages);
  const galleryOpen = useContext(GalleryOpenContext);
  const headingLevel = useContext(GalleryCardHeadingContext);
  const open = onOpen ?? galleryOpen;
  return (
    <StyledCard>
      {photo ? <StyledPhoto picture={photo} alt={photoAlt ?? title} sizes={CARD_PHOTO_SIZES} /> : <StyledNoPhoto>{t('noPhoto')}</StyledNoPhoto>}
      <StyledBody>
        <StyledTitle as={`h${headingLevel}`}>
          {open ? <StyledOpenButton type="button" onClick={open}>{title}</StyledOpenButton> : title}
        </StyledTitle>
        {status && <StatusBadge tone={status.tone} appearance="text">{status.label}</StatusBadge>}
        {meta.length > 0 && (
          <StyledMeta>
            {meta.map((line) => (
              <div key={line.label}>
                <dt>{line.label}</dt>
                <dd>{line.value}</dd>
              </div>
            ))}
          </StyledMeta>
        )}
        {description && <StyledDescription>{truncate(description, descriptionLength)}</StyledDescription>}
      </StyledBody>
    </StyledCard>
  );
}
