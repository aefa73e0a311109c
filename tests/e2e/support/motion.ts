import type { BrowserContextOptions } from 'playwright-core';

/**
 * A browser whose visitor asked their system for reduced motion (Chromium's emulated
 * `prefers-reduced-motion: reduce`): the home carousel holds still and nothing fades
 * (docs/rules/public-site.md#carousel-motion). The accessibility checks browse this way, so axe always sees
 * a page at rest and never a slide or a table caught mid-fade, whose contrast says nothing.
 */
export const REDUCED_MOTION: BrowserContextOptions = { reducedMotion: 'reduce' };
