import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Request, RequestHandler } from 'express';
import type { FormattedExecutionResult } from 'graphql';
import { requestLocale, type Locale } from '@barangay-portal/domain';
import type { Logger } from '../common/logger';
import { wantsClientPage } from './answers';

/**
 * Server rendering of the public pages (docs/architecture.md#server-rendering). The client's build writes
 * `dist-ssr/entry-server.cjs` beside `dist/`; it renders the app as a guest at an address, its data from
 * `execute`, which runs each GraphQL operation in this process. What it exports:
 */
export interface ServerRenderingBundle {
  SERVER_RENDERED_PATHS: readonly string[];
  SERVER_DATA_ELEMENT_ID: string;
  renderPage: (request: {
    url: string;
    locale: Locale;
    execute: (operation: GraphQLOperation) => Promise<FormattedExecutionResult>;
    signal: AbortSignal;
  }) => Promise<{ html: string; styles: string; dataJson: string }>;
}

export interface GraphQLOperation {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
}

/** Runs the operations of one page's rendering as a guest calling from `req`. */
export type GuestExecutor = (req: Request) => (operation: GraphQLOperation) => Promise<FormattedExecutionResult>;

/** A page whose data takes longer is sent empty, to render in the browser. */
const RENDER_TIMEOUT_MS = 5000;

/** The server-rendering bundle built beside the client's `dist` folder. */
export function serverRenderingBundlePath(clientDistDir: string): string {
  return path.join(path.dirname(clientDistDir), 'dist-ssr', 'entry-server.cjs');
}

/**
 * The bundle, loaded on first use (its few megabytes cost nothing to a process that serves no page, such as
 * most tests). Node's own require: the bundle is self-contained CommonJS, the same file under jest as in the
 * built server.
 */
function bundleLoader(file: string): () => ServerRenderingBundle {
  let bundle: ServerRenderingBundle | undefined;
  return () => {
    bundle ??= createRequire(__filename)(file) as ServerRenderingBundle;
    return bundle;
  };
}

/**
 * index.html in the page's language (`<html lang>`), with the rendered markup in #root, the styles in <head>
 * and the page's data (its Apollo cache) as a JSON data block.
 */
export function pageHtml(template: string, page: { html: string; styles: string; dataJson: string; locale: Locale }, dataElementId: string): string {
  const root = '<div id="root"></div>';
  const html = /<html lang="[^"]*">/;
  if (!template.includes(root) || !template.includes('</head>') || !html.test(template)) throw new Error('index.html has no empty #root, no </head> or no <html lang>');
  const data = `<script type="application/json" id="${dataElementId}">${page.dataJson}</script>`;
  // Functions as replacements: a `$` in the content is text, not a replacement pattern.
  return template
    .replace(html, () => `<html lang="${page.locale}">`)
    .replace('</head>', () => `${page.styles}</head>`)
    .replace(root, () => `<div id="root">${page.html}</div>${data}`);
}

export interface RenderedPagesOptions {
  clientDistDir: string;
  execute: GuestExecutor;
  logger: Logger;
  /** The bundle to use; by default the one built beside `clientDistDir`. */
  bundleFile?: string;
}

/**
 * Answers a GET of a server-rendered page with its HTML and content. When the bundle is missing, or the
 * rendering fails (the database is down, a query failed), it passes the request on: the plain index.html
 * follows, and the page renders in the browser as before. Never a failed page.
 */
export function renderedPages({ clientDistDir, execute, logger, bundleFile = serverRenderingBundlePath(clientDistDir) }: RenderedPagesOptions): RequestHandler {
  const indexHtml = path.join(clientDistDir, 'index.html');
  if (!existsSync(bundleFile)) {
    if (existsSync(indexHtml)) {
      logger.warn({ bundle: bundleFile }, 'Server rendering is off: its bundle is missing (npm run build -w client builds it); pages render in the browser');
    }
    return (_req, _res, next) => next();
  }
  const bundle = bundleLoader(bundleFile);
  // Read once, like the precompressed files (client-files.ts): the client is built before the server starts.
  let template: Promise<string> | undefined;
  return async (req, res, next) => {
    if (!wantsClientPage(req)) {
      next();
      return;
    }
    let html: string | undefined;
    try {
      // Inside the try: a bundle that fails to load is a failed rendering too.
      const { SERVER_RENDERED_PATHS, SERVER_DATA_ELEMENT_ID, renderPage } = bundle();
      if (SERVER_RENDERED_PATHS.includes(req.path)) {
        template ??= readFile(indexHtml, 'utf8').catch((error: unknown) => {
          template = undefined; // a later request tries again
          throw error;
        });
        const locale = requestLocale({ cookie: req.headers.cookie, acceptLanguage: req.headers['accept-language'] });
        const [indexTemplate, page] = await Promise.all([
          template,
          renderPage({ url: req.originalUrl, locale, execute: execute(req), signal: AbortSignal.timeout(RENDER_TIMEOUT_MS) }),
        ]);
        html = pageHtml(indexTemplate, { ...page, locale }, SERVER_DATA_ELEMENT_ID);
      }
    } catch (error) {
      // The page's address only: its query string and the data are nobody's business in a log.
      logger.warn({ page: req.path, reason: describe(error) }, 'Server rendering failed; sent the page to render in the browser');
    }
    if (html === undefined) {
      next();
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    // The language follows the guest's cookie, else the browser's (docs/architecture/languages.md#choosing).
    res.setHeader('Vary', 'Cookie, Accept-Language');
    res.type('html').send(html);
  };
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : 'unknown error';
}
