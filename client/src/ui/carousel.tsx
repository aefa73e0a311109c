import { useEffect, useId, useState, type Key, type ReactNode } from 'react';
import styled from 'styled-components';
import { useMessages } from '../lib/i18n/language-context';
import { onDarkSurface, theme } from '../theme';
import { uiMessages } from './messages';
import { useAnyDialogOpen } from './modal';
import { type PictureSource, ResponsivePicture } from './responsive-picture';

export interface CarouselPhoto {
  picture: PictureSource;
  alt: string;
}

/** The carousel spans the content column: the whole screen, at most the content's width. */
const CAROUSEL_SIZES = `(min-width: ${theme.layout.contentMaxWidth}px) ${theme.layout.contentMaxWidth}px, 100vw`;

export interface CarouselProps<Item> {
  /** The slides, in order; the carousel shows exactly these (pick at most 5 and shuffle before). */
  items: readonly Item[];
  getItemKey: (item: Item) => Key;
  /** The caption of a slide: title, status, description, Learn More button. */
  renderSlide: (item: Item, index: number) => ReactNode;
  /** The slide's full-size background photo. */
  getPhoto?: (item: Item) => CarouselPhoto | null | undefined;
  /** Accessible name, e.g. 'Featured projects'. */
  label: string;
  /** Time each slide stays, in ms (docs/rules/public-site.md#carousel-behaviour: 4000). */
  intervalMs?: number;
  /** CSS height; defaults to the theme's carousel height (500 px, docs/rules/public-site.md#carousel-behaviour). */
  height?: string;
  /** Shown instead when there are no items, e.g. 'No projects with photos to display.' */
  emptyMessage?: ReactNode;
}

const StyledCarousel = styled.section<{ $height?: string }>`
  position: relative;
  height: ${({ theme, $height }) => $height ?? theme.sizes.carouselHeight};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.sideMenu};
  ${onDarkSurface}
`;

const StyledSlide = styled.div<{ $active: boolean }>`
  position: absolute;
  inset: 0;
  opacity: ${({ $active }) => ($active ? 1 : 0)};
  visibility: ${({ $active }) => ($active ? 'visible' : 'hidden')};
  transition: opacity ${({ theme }) => theme.durations.fade} ease-in-out,
    visibility ${({ theme }) => theme.durations.fade};
`;

const StyledPhoto = styled(ResponsivePicture)`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const StyledCaption = styled.div`
  position: absolute;
  right: 0;
  bottom: 0;
  left: 0;
  padding: ${({ theme }) => `${theme.spacing.lg} ${theme.spacing.xl} ${theme.spacing.xxl}`};
  background: ${({ theme }) => theme.colors.captionBackground};
  color: ${({ theme }) => theme.colors.captionText};
  text-align: center;

  a { color: inherit; }
`;

const StyledIndicators = styled.div`
  position: absolute;
  right: 0;
  bottom: ${({ theme }) => theme.spacing.xs};
  left: 0;
  display: flex;
  justify-content: center;
`;

/**
 * A 32 px button around the small dot it draws: the dot is what the eye needs, the button what a thumb needs
 * (at least 24 px, WCAG 2.5.8), so the dots stay close together and still do not take each other's taps.
 */
const StyledIndicator = styled.button<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;

  &::before {
    content: '';
    width: ${({ theme }) => theme.sizes.carouselIndicator};
    height: ${({ theme }) => theme.sizes.carouselIndicator};
    border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.captionText};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme, $active }) => ($active ? theme.colors.captionText : 'transparent')};
  }
`;

const StyledEmpty = styled.p`
  padding: ${({ theme }) => theme.spacing.lg};
  color: ${({ theme }) => theme.colors.mutedText};
  text-align: center;
`;

/** True while the browser tab is hidden. */
function useDocumentHidden(): boolean {
  const [hidden, setHidden] = useState(() => typeof document !== 'undefined' && document.visibilityState === 'hidden');
  useEffect(() => {
    const update = () => setHidden(document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return hidden;
}

/** True while the person has asked their system for less motion. */
function usePrefersReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  // No window on the server (docs/architecture.md#server-rendering): it renders the moving carousel, whose markup is the same.
  const [reduced, setReduced] = useState(() => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const media = window.matchMedia(query);
    const update = () => setReduced(media.matches);
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return reduced;
}

/**
 * A fading slideshow without previous/next controls (docs/rules/public-site.md#carousel-behaviour): indicator buttons 'Slide N',
 * auto-advance every `intervalMs`, paused while the tab is hidden, the pointer is over it, the focus is
 * inside it (then slide changes are announced politely) or a dialog is open (docs/rules/public-site.md#carousel-pause).
 * Under prefers-reduced-motion it does not advance by itself at all (WCAG 2.2.2) and the global style drops
 * the fade (docs/rules/public-site.md#carousel-motion); the indicators still work.
 */
export function Carousel<Item>({
  items, getItemKey, renderSlide, getPhoto, label, intervalMs = 4000, height, emptyMessage,
}: CarouselProps<Item>) {
  const t = useMessages(uiMessages);
  const id = useId();
  const [active, setActive] = useState(0);
  const [focused, setFocused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const documentHidden = useDocumentHidden();
  const dialogOpen = useAnyDialogOpen();
  const reducedMotion = usePrefersReducedMotion();
  const count = items.length;
  const current = count === 0 ? 0 : Math.min(active, count - 1);
  // The furthest slide shown so far: the photos up to the one after it are fetched, the others not yet
  // (all the slides are on screen, stacked, so a lazy photo would load at once: docs/rules/public-site.md#pictures).
  const [furthest, setFurthest] = useState(0);
  if (current > furthest) setFurthest(current);
  const paused = focused || hovered || documentHidden || dialogOpen || reducedMotion;

  useEffect(() => {
    if (paused || count < 2 || intervalMs <= 0) return undefined;
    // A timeout per slide: choosing a slide by hand gives it the full interval.
    const timer = setTimeout(() => setActive((index) => (Math.min(index, count - 1) + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [paused, count, intervalMs, current]);

  if (count === 0) return emptyMessage ? <StyledEmpty>{emptyMessage}</StyledEmpty> : null;

  return (
    <StyledCarousel
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={label}
      $height={height}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <div aria-live={focused ? 'polite' : 'off'}>
        {items.map((item, index) => {
          const photo = index <= furthest + 1 ? getPhoto?.(item) : null;
          const isActive = index === current;
          return (
            <StyledSlide
              key={getItemKey(item)}
              id={`${id}-slide-${index}`}
              role="group"
              aria-roledescription={t('carousel.slideRoleDescription')}
              aria-label={t('carousel.slidePosition', { index: index + 1, count })}
              aria-hidden={!isActive}
              inert={!isActive}
              $active={isActive}
            >
              {/* The first slide is what the page paints first and largest (docs/rules/public-site.md#pictures). */}
              {photo && <StyledPhoto picture={photo.picture} alt={photo.alt} sizes={CAROUSEL_SIZES} priority={index === 0} />}
              <StyledCaption>{renderSlide(item, index)}</StyledCaption>
            </StyledSlide>
          );
        })}
      </div>
      {count > 1 && (
        <StyledIndicators>
          {items.map((item, index) => (
            <StyledIndicator
              key={getItemKey(item)}
              type="button"
              aria-label={t('carousel.slideButton', { index: index + 1 })}
              aria-controls={`${id}-slide-${index}`}
              aria-current={index === current ? 'true' : undefined}
              $active={index === current}
              onClick={() => setActive(index)}
            />
          ))}
        </StyledIndicators>
      )}
    </StyledCarousel>
  );
}
