import type { Locator, Page } from 'playwright-core';
import { CAROUSEL_INTERVAL_MS } from '../../client/src/features/projects/carousel-selection';
import { adminForFile } from '../utils/accounts';
import { browserForFile } from '../utils/browser';
import { testServerForFile } from '../utils/test-server';
import { pngUpload, restMultipart } from '../utils/uploads';
import { REDUCED_MOTION } from './support/motion';

// The home carousel's motion (docs/rules/public-site.md#carousel-motion) in Chromium against the built portal:
// it moves on by itself every CAROUSEL_INTERVAL_MS for an ordinary visitor, and not at all, nor with a fade,
// for one whose system asks for reduced motion (WCAG 2.2.2). No fixed sleeps: an ordinary visitor's carousel,
// open at the same time in the same browser, is the clock that says the interval has passed.
const server = testServerForFile();
const browser = browserForFile();
const admin = adminForFile(server);

const PROJECTS = ['Covered Court Roofing', 'Purok 2 Footbridge', 'Health Center Extension'];
/** Long enough for several intervals on a loaded machine; the waits end as soon as the slide changes. */
const SLIDE_CHANGE_LIMIT = CAROUSEL_INTERVAL_MS * 5;

beforeAll(async () => {
  for (const [index, title] of PROJECTS.entries()) {
    const project = { title, description: `Project ${index + 1} of the barangay.`, status: 'ongoing', date_started: '2026-01-05' };
    const { status } = await restMultipart(server, 'POST', '/projects/', project, { project_photo: pngUpload(`project-${index}.png`) }, admin.access);
    if (status !== 201) throw new Error(`creating project ${title} failed with ${status}`);
  }
});

/** Opens /home and returns its carousel once every slide has arrived. */
async function homeCarousel(page: Page): Promise<Locator> {
  await page.goto(`${server.url}/home`);
  const carousel = page.getByRole('region', { name: 'Featured projects' });
  await carousel.getByRole('button', { name: `Slide ${PROJECTS.length}` }).waitFor({ timeout: 15_000 });
  return carousel;
}

/** The title on screen: slides not shown are hidden from assistive technology, so only the shown one is a group. */
const shownTitle = async (carousel: Locator): Promise<string> =>
  await carousel.getByRole('group').getByRole('heading', { level: 3 }).innerText();

/** Waits (polling) until the carousel shows another slide than `title`, and returns the new slide's title. */
async function nextTitle(carousel: Locator, title: string): Promise<string> {
  await carousel.getByRole('group').getByRole('heading', { level: 3, name: title, exact: true })
    .waitFor({ state: 'detached', timeout: SLIDE_CHANGE_LIMIT });
  return await shownTitle(carousel);
}

/** Whether the page counts as on screen: a hidden tab's carousel holds still for that reason alone. */
const onScreen = async (page: Page): Promise<boolean> => await page.evaluate(() => document.visibilityState === 'visible');

it('moves on to the next slide by itself for an ordinary visitor', async () => {
  const carousel = await homeCarousel(await browser.newPage());
  const first = await shownTitle(carousel);
  const second = await nextTitle(carousel, first);
  expect(PROJECTS).toContain(second);
  expect(second).not.toBe(first);
});

it('holds still under reduced motion while an ordinary visitor\'s carousel, opened after it, moves on twice', async () => {
  const still = await (await browser.newContext(REDUCED_MOTION)).newPage();
  const moving = await browser.newPage();
  const stillCarousel = await homeCarousel(still);
  const stillTitle = await shownTitle(stillCarousel);

  // Two changes on the ordinary page: more than one interval has passed for the still page too.
  const movingCarousel = await homeCarousel(moving);
  await nextTitle(movingCarousel, await nextTitle(movingCarousel, await shownTitle(movingCarousel)));

  expect(await shownTitle(stillCarousel)).toBe(stillTitle);
  // Both pages were on screen all along, so the still one held still for the reduced motion, not as a hidden tab.
  expect([await onScreen(still), await onScreen(moving)]).toEqual([true, true]);
  // Its indicators still choose a slide.
  await stillCarousel.getByRole('button', { name: 'Slide 2' }).click();
  expect(await shownTitle(stillCarousel)).not.toBe(stillTitle);
});

interface SlideAtSwitch {
  shown: boolean;
  opacity: string;
}

/**
 * Clicks the indicator two places after the current slide (so an automatic move, which goes one place, cannot
 * have shown it already) and reports each slide's opacity at the instant the carousel switched: a
 * MutationObserver reads them as soon as React has changed the slides, before any frame is drawn, when a
 * slide that fades in is still transparent.
 */
async function slidesAtSwitch(page: Page, carousel: Locator): Promise<SlideAtSwitch[]> {
  const current = await carousel.getByRole('button', { name: /^Slide \d$/ }).evaluateAll(
    (indicators) => indicators.findIndex((indicator) => indicator.getAttribute('aria-current') === 'true'));
  const firstLook = await carousel.evaluateHandle((region) => ({
    slides: new Promise<SlideAtSwitch[]>((resolve) => {
      const observer = new MutationObserver(() => {
        observer.disconnect();
        resolve([...region.querySelectorAll('[aria-roledescription="slide"]')].map((slide) => ({
          shown: slide.getAttribute('aria-hidden') !== 'true', opacity: getComputedStyle(slide).opacity,
        })));
      });
      observer.observe(region, { attributes: true, attributeFilter: ['aria-hidden'], subtree: true });
    }),
  }));
  await carousel.getByRole('button', { name: `Slide ${((current + 2) % PROJECTS.length) + 1}` }).click();
  const slides = await firstLook.evaluate((look) => look.slides);
  await firstLook.dispose();
  expect(await onScreen(page)).toBe(true);
  return slides;
}

it('under reduced motion shows the chosen slide at once, without the fade an ordinary visitor sees', async () => {
  const still = await (await browser.newContext(REDUCED_MOTION)).newPage();
  const stillSlides = await slidesAtSwitch(still, await homeCarousel(still));
  expect(stillSlides.filter((slide) => slide.shown)).toHaveLength(1);
  expect(stillSlides).toEqual(stillSlides.map(({ shown }) => ({ shown, opacity: shown ? '1' : '0' })));

  const moving = await browser.newPage();
  const movingSlides = await slidesAtSwitch(moving, await homeCarousel(moving));
  // The slide coming in is still transparent: it fades in.
  expect(movingSlides.filter((slide) => slide.shown)).toEqual([{ shown: true, opacity: '0' }]);
});
