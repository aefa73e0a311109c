/** The home carousel shows at most 5 projects, every one with a photo, in random order (docs/rules/public-site.md#carousel-selection). */
export const CAROUSEL_MAX_SLIDES = 5;

/** The carousel picks from one page of projects with a photo; 100 is the server's largest page. */
export const CAROUSEL_CANDIDATES = 100;
/** A slide fades to the next every 4 seconds (docs/rules/public-site.md#home-carousel). */
export const CAROUSEL_INTERVAL_MS = 4000;

/** A number in [0, 1), like Math.random; injectable so the selection can be tested. */
export type RandomSource = () => number;

export const hasPhotoUrl = (url: string | null | undefined): boolean => Boolean(url?.trim());

/**
 * The carousel's slides: the projects with a photo, shuffled (Fisher-Yates, every order equally likely with
 * a fair random source), at most `max` of them. The input is left as it is.
 */
export function selectCarouselProjects<T extends { projectPhotoUrl?: string | null }>(
  projects: readonly T[],
  random: RandomSource = Math.random,
  max: number = CAROUSEL_MAX_SLIDES,
): T[] {
  const shuffled = projects.filter((project) => hasPhotoUrl(project.projectPhotoUrl));
  for (let index = shuffled.length - 1; index > 0; index -= 1) {
    // Clamped, so a source that returns 1 (or more) still picks a valid position.
    const other = Math.min(index, Math.max(0, Math.floor(random() * (index + 1))));
    [shuffled[index], shuffled[other]] = [shuffled[other], shuffled[index]];
  }
  return shuffled.slice(0, Math.max(0, max));
}
