import { existsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import type { Express, RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { notFound, staticFilePath, wantsClientPage } from './answers';

/** Vite names every file under assets/ by its content's hash: a changed file is a new address. */
const HASHED_FOLDER = 'assets';
const A_YEAR = 'public, max-age=31536000, immutable';
/** The pages name the current hashed files: a browser must ask whether they changed before each use. */
const REVALIDATE = 'no-cache';
/** Any other file keeps its address when it changes (none today): kept briefly. */
const BRIEFLY = 'public, max-age=3600';

/**
 * How long a browser may keep a file of the built client (`file` relative to its folder, with or without
 * the `.br`/`.gz` of its precompressed versions).
 */
export function clientFileCaching(file: string): string {
  const name = file.split(path.sep).join('/').replace(/\.(br|gz)$/, '');
  if (name.startsWith(`${HASHED_FOLDER}/`)) return A_YEAR;
  if (name.endsWith('.html')) return REVALIDATE;
  return BRIEFLY;
}

/**
 * The built client's files, with the brotli or gzip version written beside each at build time when the
 * browser accepts one (brotli first; `Vary: Accept-Encoding`), and the cache lifetime of `clientFileCaching`.
 * Precompressed versions are found when the app starts: the client is built before the server starts.
 */
function clientFiles(distDir: string): RequestHandler {
  const files: RequestHandler = expressStaticGzip(distDir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      cacheControl: false,
      setHeaders: (res: ServerResponse, file: string) => res.setHeader('Cache-Control', clientFileCaching(path.relative(distDir, file))),
    },
  });
  // An undecodable address names no file; express-static-gzip would answer it with a plain-text 400, the
  // portal's answers are JSON (the last handlers of app.ts).
  return (req, res, next) => {
    if (staticFilePath(req) === undefined) next();
    else files(req, res, next);
  };
}

/**
 * The built single-page app. The server-rendered pages (`renderedPages`, docs/architecture.md#server-rendering)
 * come first; every other GET of a page gets index.html so client routes work on reload (unknown ones show
 * the client's not-found page): its precompressed version like any built file, revalidated on each use. The
 * GraphiQL page exists only while the playground is on.
 */
export function serveClient(app: Express, distDir: string, playground: boolean, renderedPages?: RequestHandler): void {
  const indexHtml = path.join(distDir, 'index.html');
  if (!playground) {
    const missing = notFound();
    app.use((req, res, next) => {
      if (staticFilePath(req)?.toLowerCase() === '/graphiql.html') missing(req, res, next);
      else next();
    });
  }
  const files = clientFiles(distDir);
  app.use(files);
  if (renderedPages) app.use(renderedPages);
  app.use((req, res, next) => {
    if (!wantsClientPage(req) || !existsSync(indexHtml)) {
      next();
      return;
    }
    // The same answer as a GET of /index.html: express-static-gzip picks index.html.br or .gz.
    req.url = '/index.html';
    files(req, res, next);
  });
}
