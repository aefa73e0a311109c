import { ApolloClient, ApolloLink, type NormalizedCacheObject } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { OperationTypeNode } from 'graphql';
import type { Client, ClientOptions } from 'graphql-ws';
import { ErrorCode, ErrorReason, type Locale } from '@barangay-portal/domain';
import { from, mergeMap, throwError } from 'rxjs';
import { createPortalCache } from './apollo-cache';
import { hasErrorCode } from './graphql-errors';
import type { SessionSnapshot, SessionStore } from './session-store';

/** Context flag: this operation was already re-sent once after a token refresh. */
const RETRIED_AFTER_REFRESH = 'retriedAfterRefresh';

type Headers = Record<string, string>;

const headersOf = (context: Readonly<Record<string, unknown>>): Headers =>
  (context.headers ?? {}) as Headers;

/**
 * The server answers NOT_AUTHENTICATED when a token it was sent is invalid or expired (server
 * `assertRole`); a wrong password is INVALID_CREDENTIALS and must not trigger a refresh.
 */
function isRefusedToken(error: unknown): boolean {
  return hasErrorCode(error, ErrorCode.UNAUTHENTICATED, ErrorReason.NOT_AUTHENTICATED);
}

/** The graphql-ws address of this page's own server: ws(s)://<host>/graphql (docs/architecture.md#one-origin). */
export function subscriptionUrl(location: Pick<Location, 'protocol' | 'host'> = window.location, path = '/graphql'): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${path}`;
}

/**
 * The connection_init payload, asked for on every (re)connection: the server closes the socket with 4403
 * when the token expires, and the retry must carry the renewed token, never the one the socket opened with.
 */
export function subscriptionConnectionParams(session: SessionStore): () => Promise<Record<string, string>> {
  return async () => {
    const token = await session.ensureAccessToken();
    const params: Record<string, string> = {};
    if (token) params.authorization = `Bearer ${token}`;
    return params;
  };
}

/** Reconnection back-off: 1, 2, 4 ... seconds, at most 30, plus up to a second of jitter. */
const MAX_RETRY_WAIT_MS = 30_000;
const retryWait = (retries: number): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, Math.min(1000 * 2 ** retries, MAX_RETRY_WAIT_MS) + Math.floor(Math.random() * 1000));
  });

/** What the portal uses of a graphql-ws client: GraphQLWsLink subscribes, a change of user terminates. */
export type SubscriptionClient = Pick<Client, 'subscribe' | 'terminate'>;

/**
 * The subscription socket's settings. Lazy: it opens with the first subscription and closes after the
 * last one. About 10 minutes of retries; the bell polls meanwhile.
 */
export function subscriptionClientOptions(session: SessionStore, url = subscriptionUrl()): ClientOptions {
  return { url, lazy: true, connectionParams: subscriptionConnectionParams(session), retryAttempts: 25, retryWait };
}

/**
 * The subscription socket, with graphql-ws itself loaded on the first subscription: a guest (who never
 * subscribes) neither opens a socket nor downloads the library (it stays out of the home page's bundle).
 */
export function createSubscriptionClient(
  session: SessionStore,
  url = subscriptionUrl(),
  load: () => Promise<Pick<typeof import('graphql-ws'), 'createClient'>> = () => import('graphql-ws'),
): SubscriptionClient {
  let client: Client | undefined;
  let loading: Promise<Client> | undefined;
  const ready = () => {
    loading ??= load().then(({ createClient }) => {
      client = createClient(subscriptionClientOptions(session, url));
      return client;
    });
    return loading;
  };
  return {
    subscribe(payload, sink) {
      let unsubscribe: (() => void) | undefined;
      let cancelled = false;
      ready().then(
        (socket) => {
          if (!cancelled) unsubscribe = socket.subscribe(payload, sink);
        },
        (error: unknown) => sink.error(error),
      );
      return () => {
        cancelled = true;
        unsubscribe?.();
      };
    },
    terminate: () => client?.terminate(),
  };
}

/** Who the socket speaks for: it must be reopened when this changes (logout, login, another tab's login). */
const identityOf = (snapshot: SessionSnapshot): string | null =>
  snapshot.status === 'logged-in' ? `${snapshot.isResident ? 'resident' : 'admin'}:${snapshot.email ?? ''}` : null;

export interface ApolloClientOptions {
  session: SessionStore;
  uri?: string;
  fetchImpl?: typeof fetch;
  /** The graphql-ws client that carries subscriptions; by default one for this page's server. */
  wsClient?: SubscriptionClient;
  /**
   * The cache the server rendered this page with (docs/architecture.md#server-rendering). The queries then
   * answer from it, without asking the server again, until `hydrated()` is called.
   */
  serverCache?: NormalizedCacheObject;
  /** The page's language: sent as Accept-Language, so the server's messages come in it (docs/architecture/languages.md#server-texts). */
  locale?: () => Locale;
}

/** The portal's client, and `hydrated()`: the server-rendered page is now the browser's, queries may fetch again. */
export interface PortalApolloClient {
  client: ApolloClient;
  hydrated: () => void;
}

export function createApolloClient({ session, uri = '/graphql', fetchImpl, wsClient, locale }: Omit<ApolloClientOptions, 'serverCache'>): ApolloClient {
  // Checks the session before each operation; an expired token is silently refreshed once first.
  const authLink = new SetContextLink(async (prevContext) => {
    const token = await session.ensureAccessToken();
    const headers = { ...headersOf(prevContext) };
    if (token) headers.Authorization = `Bearer ${token}`;
    else delete headers.Authorization;
    if (locale) headers['Accept-Language'] = locale();
    return { headers };
  });

  // Clocks differ: the server may refuse a token the browser still thinks valid. Refresh once and resend.
  const retryAfterRefreshLink = new ErrorLink(({ error, operation, forward }) => {
    const context = operation.getContext();
    if (!isRefusedToken(error) || context[RETRIED_AFTER_REFRESH] || !headersOf(context).Authorization) return;
    return from(session.forceRefresh()).pipe(
      mergeMap((token) => {
        if (!token) return throwError(() => error);
        operation.setContext({ [RETRIED_AFTER_REFRESH]: true });
        return forward(operation);
      }),
    );
  });

  const httpLink = new UploadHttpLink({
    uri,
    // Multipart requests pass Apollo Server's CSRF prevention only with this header (docs/architecture.md#stack).
    headers: { 'Apollo-Require-Preflight': 'true' },
    ...(fetchImpl && { fetch: fetchImpl }),
  });

  const socket = wsClient ?? createSubscriptionClient(session);
  // The recipient changes with the session: drop the socket; live subscriptions reconnect with the new token.
  let identity = identityOf(session.getSnapshot());
  session.subscribe(() => {
    const next = identityOf(session.getSnapshot());
    if (next === identity) return;
    identity = next;
    socket.terminate();
  });

  return new ApolloClient({
    link: ApolloLink.split(
      (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
      // GraphQLWsLink only ever calls subscribe().
      new GraphQLWsLink(socket as Client),
      ApolloLink.from([retryAfterRefreshLink, authLink, httpLink]),
    ),
    cache: createPortalCache(),
  });
}

/**
 * The client for a page: when the server rendered it, the cache starts with the server's answers and
 * every query answers from the cache while React hydrates (a 'cache-and-network' list would otherwise render
 * its loading state and differ from the server's markup); `hydrated()` lets queries fetch again.
 */
export function createPageApolloClient(options: ApolloClientOptions): PortalApolloClient {
  const client = createApolloClient(options);
  if (!options.serverCache) return { client, hydrated: () => undefined };
  client.cache.restore(options.serverCache);
  client.prioritizeCacheValues = true;
  return {
    client,
    hydrated: () => {
      client.prioritizeCacheValues = false;
    },
  };
}
