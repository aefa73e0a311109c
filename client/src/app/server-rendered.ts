import type { NormalizedCacheObject } from '@apollo/client';
import { isLocale, type Locale } from '@barangay-portal/domain';
import { paths } from '../config/paths';
import { contactUsScreen } from './pages/screens';

/**
 * The pages the server renders with their content (docs/architecture.md#server-rendering): the public pages
 * a guest arrives on. Every other address gets the empty page and renders in the browser.
 */
export const SERVER_RENDERED_PATHS: readonly string[] = [paths.home, contactUsScreen.path];

/** The `<script type="application/json">` that carries what the server rendered with to the browser. */
export const SERVER_DATA_ELEMENT_ID = 'portal-server-data';

/** What the browser needs to render the same page as the server: its Apollo cache and its random choices. */
export interface ServerPageData {
  cache: NormalizedCacheObject;
  /** The seed of the page's random choices (the carousel's order): the browser makes the same ones. */
  randomSeed: number;
  /** The server's time zone, which its dates read in: the browser hydrates them alike, then shows its own. */
  timeZone: string;
  /** The language the page was rendered in: the browser hydrates in the same one. */
  locale: Locale;
}

/**
 * The data as the text of a JSON data block. `<` is written as `\u003c` (still the same JSON), so no value
 * (a project's title, say) can close the element or open a comment inside it.
 */
export function serverPageJson(data: ServerPageData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** What the server rendered this page with, or undefined when the page was not rendered on the server. */
export function readServerPageData(document: Document): ServerPageData | undefined {
  const element = document.getElementById(SERVER_DATA_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    const data = JSON.parse(element.textContent) as Partial<ServerPageData>;
    if (!data.cache || typeof data.randomSeed !== 'number' || typeof data.timeZone !== 'string' || !isLocale(data.locale)) return undefined;
    return { cache: data.cache, randomSeed: data.randomSeed, timeZone: data.timeZone, locale: data.locale };
  } catch {
    // A damaged block: render in the browser as for any other page.
    return undefined;
  }
}
