import path from 'node:path';
import type { Request, RequestHandler } from 'express';

/**
 * API and GraphQL answers carry personal data and tokens: no browser or proxy may keep a copy (a shared
 * computer's back button, a caching proxy). A route that knows better sets its own Cache-Control later,
 * which replaces this one.
 */
export function noStore(): RequestHandler {
  return (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  };
}

/** The DRF-shaped 404 every unknown address gets, API or not, so no one sees Express's own HTML page. */
export function notFound(): RequestHandler {
  return (_req, res) => {
    res.status(404).json({ detail: 'Not found.' });
  };
}

/** DRF's 405 for an address that exists but not with this method, naming the methods it does take. */
export function methodNotAllowed(allowed: readonly string[]): RequestHandler {
  return (req, res) => {
    res.setHeader('Allow', allowed.join(', '));
    res.status(405).json({ detail: `Method "${req.method}" not allowed.` });
  };
}

/**
 * The address as the static file server will read it: percent-decoded and with `.`/`..`/`//` resolved,
 * so `/%67raphiql.html` or `//graphiql.html` is recognised as the file it names. Undecodable addresses
 * name no file (the static server refuses them with 400).
 */
export function staticFilePath(req: Request): string | undefined {
  try {
    return path.posix.normalize(decodeURIComponent(req.path));
  } catch {
    return undefined;
  }
}

/**
 * Whether an unknown address should get the single-page app's index.html (whose router shows the
 * not-found page) rather than a JSON 404: only a GET of a page by something that prefers HTML, and never
 * under the folders of files (a missing script or picture is a missing file, not a page).
 */
export function wantsClientPage(req: Request): boolean {
  if (req.method !== 'GET') return false;
  const file = staticFilePath(req);
  if (file === undefined || /^\/(api|graphql|assets|media)(\/|$)/i.test(file)) return false;
  return req.accepts(['html', 'json']) === 'html';
}
