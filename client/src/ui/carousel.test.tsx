import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './carousel';
import { Modal } from './modal';
import { fakeTimersInEachTest } from './testing/fake-timers';
import { renderWithTheme } from './testing/render-with-theme';

interface Slide {
  id: number;
  title: string;
}

const slides: Slide[] = [1, 2, 3].map((id) => ({ id, title: `Project ${id}` }));

function renderCarousel(items: Slide[] = slides, intervalMs?: number) {
  return renderWithTheme(
    <Carousel
      label="Featured projects"
      items={items}
      getItemKey={(slide) => slide.id}
      getPhoto={(slide) => ({
        picture: { url: `/media/${slide.id}.png`, width: 1600, height: 900, srcset: `/media/${slide.id}-320w.webp 320w, /media/${slide.id}-640w.webp 640w` },
        alt: slide.title,
      })}
      renderSlide={(slide) => (
        <>
          <h3>{slide.title}</h3>
          <button type="button">Learn More</button>
        </>
      )}
      intervalMs={intervalMs}
      emptyMessage="No projects with photos to display."
    />,
  );
}

function CarouselOfSlides() {
  return (
    <Carousel
      label="Featured projects"
      items={slides}
      getItemKey={(slide) => slide.id}
      renderSlide={(slide) => <h3>{slide.title}</h3>}
    />
  );
}

/** The title of the slide shown (the only one not hidden from assistive technology). */
const shownTitle = () => screen.getByRole('heading', { level: 3 }).textContent;
/** The shown slide's title while a modal dialog hides the page (the carousel included) from assistive technology. */
const shownTitleBehindDialog = () =>
  screen.getAllByRole('group', { hidden: true }).find((slide) => slide.getAttribute('aria-hidden') !== 'true')
    ?.querySelector('h3')?.textContent;

const setVisibility = (state: DocumentVisibilityState) => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  fireEvent(document, new Event('visibilitychange'));
};

/** window.matchMedia answering the reduced-motion query with `reduced`, which `set` changes as the system setting would. */
function reducedMotionPreference(reduced: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    matches: reduced, media: '(prefers-reduced-motion: reduce)',
    addEventListener: (_type: 'change', listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: 'change', listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', (query: string) => (query === media.media ? media : { ...media, matches: false, media: query }));
  return {
    set(next: boolean) {
      media.matches = next;
      listeners.forEach((listener) => listener());
    },
  };
}

describe('Carousel', () => {
  fakeTimersInEachTest();

  afterEach(() => {
    setVisibility('visible');
  });

  it('has one indicator per slide given and shows the first slide', () => {
    renderCarousel();
    expect(screen.getByRole('region', { name: 'Featured projects' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Slide \d$/ }).map((button) => button.getAttribute('aria-label')))
      .toEqual(['Slide 1', 'Slide 2', 'Slide 3']);
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(3);
    expect(shownTitle()).toBe('Project 1');
    expect(screen.getByRole('button', { name: 'Slide 1' })).toHaveAttribute('aria-current', 'true');
    // No previous / next controls.
    expect(screen.queryByRole('button', { name: /previous|next/i })).not.toBeInTheDocument();
  });

  it("fetches the first slide's photo at once and first (the page's largest paint), the next one lazily, the others once their turn nears", () => {
    renderCarousel();
    const photos = () => screen.getAllByRole('img', { hidden: true })
      .map((photo) => [photo.getAttribute('alt'), photo.getAttribute('fetchpriority'), photo.getAttribute('loading')]);
    expect(photos()).toEqual([['Project 1', 'high', 'eager'], ['Project 2', 'auto', 'lazy']]);
    act(() => { vi.advanceTimersByTime(4000); });
    expect(photos()).toEqual([['Project 1', 'high', 'eager'], ['Project 2', 'auto', 'lazy'], ['Project 3', 'auto', 'lazy']]);
  });

  it('shows the photo of a slide chosen from its indicator before its turn', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Slide 3' }));
    expect(screen.getByRole('img', { name: 'Project 3' })).toBeInTheDocument();
  });

  it('gives the browser the photo size and the width it shows at', () => {
    renderCarousel();
    const photos = screen.getAllByRole('img', { hidden: true });
    // As wide as the content column: the browser picks the copy for the screen's width.
    expect(photos[0]).toHaveAttribute('sizes', '(min-width: 1140px) 1140px, 100vw');
    expect(photos[0]).toHaveAttribute('width', '1600');
    expect(photos[0]).toHaveAttribute('height', '900');
  });

  it('advances after the interval (4 s by default) and wraps around', () => {
    renderCarousel();
    act(() => { vi.advanceTimersByTime(3999); });
    expect(shownTitle()).toBe('Project 1');
    act(() => { vi.advanceTimersByTime(1); });
    expect(shownTitle()).toBe('Project 2');
    expect(screen.getByRole('button', { name: 'Slide 2' })).toHaveAttribute('aria-current', 'true');
    act(() => { vi.advanceTimersByTime(4000); });
    expect(shownTitle()).toBe('Project 3');
    act(() => { vi.advanceTimersByTime(4000); });
    expect(shownTitle()).toBe('Project 1');
  });

  it('takes another interval', () => {
    renderCarousel(slides, 1000);
    act(() => { vi.advanceTimersByTime(1000); });
    expect(shownTitle()).toBe('Project 2');
  });

  it('jumps to a slide from its indicator', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Slide 3' }));
    expect(shownTitle()).toBe('Project 3');
  });

  it('pauses while the focus is inside and resumes when it leaves', () => {
    renderCarousel();
    act(() => screen.getByRole('button', { name: 'Slide 2' }).focus());
    act(() => { vi.advanceTimersByTime(12000); });
    expect(shownTitle()).toBe('Project 1');
    act(() => screen.getByRole('button', { name: 'Slide 2' }).blur());
    act(() => { vi.advanceTimersByTime(4000); });
    expect(shownTitle()).toBe('Project 2');
  });

  it('pauses while the pointer is over it and resumes when it leaves', () => {
    renderCarousel();
    const carousel = screen.getByRole('region', { name: 'Featured projects' });
    fireEvent.mouseEnter(carousel);
    act(() => { vi.advanceTimersByTime(12000); });
    expect(shownTitle()).toBe('Project 1');
    fireEvent.mouseLeave(carousel);
    act(() => { vi.advanceTimersByTime(4000); });
    expect(shownTitle()).toBe('Project 2');
  });

  it('pauses while the tab is hidden', () => {
    renderCarousel();
    act(() => setVisibility('hidden'));
    act(() => { vi.advanceTimersByTime(12000); });
    expect(shownTitle()).toBe('Project 1');
    act(() => setVisibility('visible'));
    act(() => { vi.advanceTimersByTime(4000); });
    expect(shownTitle()).toBe('Project 2');
  });

  it('pauses while a dialog is open over the page', () => {
    const { rerender } = renderWithTheme(<><CarouselOfSlides /><Modal open title="Project 1" onClose={() => undefined}>Details</Modal></>);
    act(() => { vi.advanceTimersByTime(12000); });
    expect(shownTitleBehindDialog()).toBe('Project 1');
    rerender(<><CarouselOfSlides /><Modal open={false} title="Project 1" onClose={() => undefined}>Details</Modal></>);
    act(() => { vi.advanceTimersByTime(4000); });
    expect(shownTitle()).toBe('Project 2');
  });

  it('does not advance by itself for someone who asked for reduced motion (WCAG 2.2.2); the indicators still work', () => {
    reducedMotionPreference(true);
    try {
      renderCarousel();
      act(() => { vi.advanceTimersByTime(20000); });
      expect(shownTitle()).toBe('Project 1');
      fireEvent.click(screen.getByRole('button', { name: 'Slide 3' }));
      expect(shownTitle()).toBe('Project 3');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('stops for good as soon as the visitor asks for reduced motion with the page open, and moves again when they stop asking', () => {
    const preference = reducedMotionPreference(false);
    try {
      renderCarousel();
      act(() => { vi.advanceTimersByTime(4000); });
      expect(shownTitle()).toBe('Project 2');
      act(() => preference.set(true));
      act(() => { vi.advanceTimersByTime(20000); });
      expect(shownTitle()).toBe('Project 2');
      act(() => preference.set(false));
      act(() => { vi.advanceTimersByTime(4000); });
      expect(shownTitle()).toBe('Project 3');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('hides the slides not shown from assistive technology and the keyboard', () => {
    renderCarousel();
    expect(screen.getAllByRole('button', { name: 'Learn More' })).toHaveLength(1);
    const hiddenSlides = screen.getAllByRole('group', { hidden: true }).filter((slide) => slide.getAttribute('aria-hidden') === 'true');
    expect(hiddenSlides).toHaveLength(2);
    hiddenSlides.forEach((slide) => expect(slide).toHaveAttribute('inert'));
  });

  it('shows a single slide without indicators and without moving', () => {
    renderCarousel(slides.slice(0, 1));
    expect(screen.queryByRole('button', { name: /^Slide/ })).not.toBeInTheDocument();
    act(() => { vi.advanceTimersByTime(8000); });
    expect(shownTitle()).toBe('Project 1');
  });

  it('shows the empty message without slides', () => {
    renderCarousel([]);
    expect(screen.getByText('No projects with photos to display.')).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
