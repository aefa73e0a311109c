/*
 * The server rendering of the public pages (docs/architecture.md#server-rendering), built by `vite build` into
 * dist-ssr/entry-server.cjs, which the server loads. It renders the same app as the browser, as a guest, at
 * the request's address, with an Apollo Client whose queries the server executes in its own process.
 */
import { ApolloClient, ApolloLink } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { ErrorCode, type Locale } from '@barangay-portal/domain';
import { print, type FormattedExecutionResult } from 'graphql';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { from } from 'rxjs';
import { ServerStyleSheet } from 'styled-components';
import { PortalApp } from './app/portal-app';
import { SERVER_DATA_ELEMENT_ID, SERVER_RENDERED_PATHS, serverPageJson } from './app/server-rendered';
import { createPortalCache } from './lib/apollo-cache';
import { createLanguageStore } from './lib/i18n/language-store';
import { createSessionStore } from './lib/session-store';
import { guestStorage } from './lib/guest-storage';

export { SERVER_DATA_ELEMENT_ID, SERVER_RENDERED_PATHS };

/** One GraphQL operation, as the server's own GraphQL endpoint would receive it. */
export interface GraphQLOperation {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
}

export interface PageRenderRequest {
  /** The request's path and query, e.g. '/home'. */
  url: string;
  /** The language to render in (the guest's cookie, else the browser's Accept-Language). */
  locale: Locale;
  /** Runs one operation against the server's schema as a guest. */
  execute: (operation: GraphQLOperation) => Promise<FormattedExecutionResult>;
  /** Stops waiting for the data: the render then fails. */
  signal: AbortSignal;
}

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** styled-components' <style> elements for <head>. */
  styles: string;
  /** The JSON text of the page's data block (already safe inside <script>). */
  dataJson: string;
}

/** An operation answered with errors: the page would show a failure the browser might not see (the server falls back to the plain page). */
export class PageDataError extends Error {
  override name = 'PageDataError';
}

/**
 * A link that hands every operation to the server's executor. An answer with errors (or none) is noted in
 * `onFailure`: the component shows it as a failure, which is not a page to send.
 */
function executorLink(execute: PageRenderRequest['execute'], onFailure: (error: Error) => void): ApolloLink {
  return new ApolloLink((operation) => from((async () => {
    const name = operation.operationName ?? 'an operation';
    try {
      const result = await execute({ query: print(operation.query), variables: operation.variables, operationName: operation.operationName });
      const failures = (result.errors ?? []).filter((error) => error.extensions?.code !== ErrorCode.NOT_FOUND);
      if (failures.length > 0 || !result.data) {
        const codes = failures.map((error) => (typeof error.extensions?.code === 'string' ? error.extensions.code : 'UNKNOWN')).join(', ');
        throw new PageDataError(`${name} answered ${codes || 'no data'}`);
      }
      // Not found is no record, shown as such (docs/rules/public-site.md#contact-info-card): the field's null
      // goes into the cache, so the browser shows the same from it.
      return { data: result.data };
    } catch (error) {
      onFailure(error instanceof Error ? error : new PageDataError(`${name} failed`));
      throw error;
    }
  })()));
}

/** Nobody is signed in on the server: the session reads an empty storage. */
function guestSession() {
  return createSessionStore({
    storage: guestStorage(),
    refreshTokens: () => Promise.reject(new Error('No session is renewed while rendering on the server')),
    revokeRefreshToken: () => Promise.resolve(),
  });
}

/** The router of one request: its address, fixed. */
function routerAt(url: string) {
  return function RequestRouter({ children }: { children: ReactNode }) {
    return <StaticRouter location={url}>{children}</StaticRouter>;
  };
}

/** Renders one page with its data; rejects when a query failed or the signal fired. */
export async function renderPage({ url, locale, execute, signal }: PageRenderRequest): Promise<RenderedPage> {
  let failure: unknown;
  const noteFailure = (error: unknown) => {
    failure ??= error;
  };
  const cache = createPortalCache();
  const client = new ApolloClient({ ssrMode: true, link: executorLink(execute, noteFailure), cache });
  const session = guestSession();
  const sheet = new ServerStyleSheet();
  try {
    const randomSeed = Math.floor(Math.random() * 2 ** 32);
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const tree = sheet.collectStyles(
      <PortalApp session={session} client={client} language={createLanguageStore(locale)} router={routerAt(url)} randomSeed={randomSeed} renderedTimeZone={timeZone} />,
    );
    const { result, aborted } = await prerenderStatic({
      tree,
      signal,
      renderFunction: (element) => prerenderToNodeStream(element, {
        signal,
        // Every boundary written in place: past this size React would send a boundary's content apart, with
        // an inline script to move it in, which the Content-Security-Policy refuses, so a browser would show
        // the fallback until hydration (docs/architecture.md#server-rendering).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // A component that throws renders its error boundary's page: the server must not send that.
        onError: noteFailure,
      }),
    });
    if (aborted) throw new Error('Rendering stopped: the data took too long');
    if (failure) throw failure;
    return { html: result, styles: sheet.getStyleTags(), dataJson: serverPageJson({ cache: cache.extract(), randomSeed, timeZone, locale }) };
  } finally {
    sheet.seal();
    session.dispose();
    client.stop();
  }
}
