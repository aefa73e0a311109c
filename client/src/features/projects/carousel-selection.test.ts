import { describe, expect, it } from 'vitest';
import { CAROUSEL_MAX_SLIDES, selectCarouselProjects } from './carousel-selection';

interface Slide {
  id: number;
  projectPhotoUrl: string | null;
}

const project = (id: number, photo = true): Slide => ({ id, projectPhotoUrl: photo ? `/media/projects/${id}.png` : null });

/** A random source that hands out the given numbers in turn. */
const sequence = (...values: number[]) => {
  let index = 0;
  return () => values[index++ % values.length];
};

describe('selectCarouselProjects', () => {
  it('keeps only projects with a photo', () => {
    const projects = [project(1), project(2, false), project(3), { id: 4, projectPhotoUrl: '  ' }, { id: 5, projectPhotoUrl: '' }];
    const chosen = selectCarouselProjects(projects, () => 0.5);
    expect(chosen.map((slide) => slide.id).sort((a, b) => a - b)).toEqual([1, 3]);
  });

  it('shows at most 5', () => {
    expect(CAROUSEL_MAX_SLIDES).toBe(5);
    const projects = Array.from({ length: 12 }, (_, index) => project(index + 1));
    const chosen = selectCarouselProjects(projects, Math.random);
    expect(chosen).toHaveLength(5);
    expect(new Set(chosen.map((slide) => slide.id)).size).toBe(5);
    chosen.forEach((slide) => expect(slide.projectPhotoUrl).toBeTruthy());
  });

  it('takes all of them when there are fewer than 5, and none without photos', () => {
    expect(selectCarouselProjects([project(1), project(2)], () => 0)).toHaveLength(2);
    expect(selectCarouselProjects([project(1, false)], () => 0)).toEqual([]);
    expect(selectCarouselProjects([], () => 0)).toEqual([]);
  });

  it('shuffles with the random source it is given (Fisher-Yates)', () => {
    const projects = [1, 2, 3, 4].map((id) => project(id));
    // random() = 0 always swaps the last unshuffled item with the first: [1,2,3,4] -> [4,2,3,1] -> [3,2,4,1] -> [2,3,4,1].
    expect(selectCarouselProjects(projects, () => 0).map((slide) => slide.id)).toEqual([2, 3, 4, 1]);
    // Just under 1 always keeps each item in place.
    expect(selectCarouselProjects(projects, () => 0.999).map((slide) => slide.id)).toEqual([1, 2, 3, 4]);
    // The same source gives the same order.
    expect(selectCarouselProjects(projects, sequence(0.2, 0.7, 0.4)).map((slide) => slide.id))
      .toEqual(selectCarouselProjects(projects, sequence(0.2, 0.7, 0.4)).map((slide) => slide.id));
  });

  it('shuffles before cutting to 5, so any project with a photo can be shown', () => {
    const projects = Array.from({ length: 8 }, (_, index) => project(index + 1));
    // The first draw swaps the last project to the front; the others stay where they are.
    expect(selectCarouselProjects(projects, sequence(0, 0.999, 0.999, 0.999, 0.999, 0.999, 0.999)).map((slide) => slide.id))
      .toEqual([8, 2, 3, 4, 5]);
  });

  it('leaves its input alone and survives a source that returns 1', () => {
    const projects = [1, 2, 3].map((id) => project(id));
    const chosen = selectCarouselProjects(projects, () => 1);
    expect(projects.map((slide) => slide.id)).toEqual([1, 2, 3]);
    expect(chosen.map((slide) => slide.id).sort((a, b) => a - b)).toEqual([1, 2, 3]);
  });
});
