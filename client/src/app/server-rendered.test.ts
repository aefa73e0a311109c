import { afterEach, describe, expect, it } from 'vitest';
import { seededRandom } from './page-random';
import { readServerPageData, SERVER_DATA_ELEMENT_ID, serverPageJson } from './server-rendered';

// What the server sends with a rendered page (docs/architecture.md#server-rendering) and how the browser reads it back.
const cache = { 'Project:1': { __typename: 'Project', id: 1, title: 'Covered court </script><!-- <script>alert(1)</script>' } };

afterEach(() => document.body.replaceChildren());

function pageWithBlock(text: string): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = SERVER_DATA_ELEMENT_ID;
  block.textContent = text;
  document.body.append(block);
}

describe('the page data block', () => {
  it('holds no "<" at all, so no value can end the element, and reads back the same', () => {
    const json = serverPageJson({ cache, randomSeed: 42, locale: 'en', timeZone: 'UTC' });
    expect(json).not.toContain('<');
    pageWithBlock(json);
    expect(readServerPageData(document)).toEqual({ cache, randomSeed: 42, locale: 'en', timeZone: 'UTC' });
  });

  it('is absent on a page the browser renders, and a damaged block counts as absent', () => {
    expect(readServerPageData(document)).toBeUndefined();
    pageWithBlock('{"cache": {');
    expect(readServerPageData(document)).toBeUndefined();
  });
});

describe('seededRandom', () => {
  it('draws the same numbers from the same seed (server and browser), other numbers from another seed, all in [0, 1)', () => {
    const draws = (seed: number) => Array.from({ length: 20 }, seededRandom(seed));
    expect(draws(1698798447)).toEqual(draws(1698798447));
    expect(draws(1698798447)).not.toEqual(draws(1698798448));
    expect(draws(7).every((value) => value >= 0 && value < 1)).toBe(true);
  });
});
