import type { Server } from 'node:http';
import { specifiedRules, validate, type GraphQLSchema, type ValidationRule } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { Caller } from '../auth/auth-user';
import type { Logger } from '../common/logger';
import { resolveCaller } from '../http/caller';
import type { Services } from '../services';
import type { GraphQLContext } from './context';
import { createErrorFormatter } from './format-error';

/** graphql-ws's code for "not allowed": its clients retry it, so one that reconnects with a fresh token gets back in. */
const FORBIDDEN = 4403;
/** How long clients get to answer the closing handshake on shutdown before their sockets are cut. */
const CLOSE_GRACE_MS = 2000;

export interface SubscriptionServer {
  /** Closes every subscription socket (1001 "Going away") and stops accepting new ones. */
  close(): Promise<void>;
}

export interface SubscriptionOptions {
  schema: GraphQLSchema;
  services: Services;
  logger: Logger;
  publicUrl: string | undefined;
  production: boolean;
  /** The same limits as over HTTP (depth, aliases, cost…), on top of GraphQL's own rules. */
  validationRules: readonly ValidationRule[];
}

/** Subscription messages are a few hundred bytes; nothing legitimate comes near this. */
const MAX_MESSAGE_BYTES = 64 * 1024;

/** What a connection proved in its connection_init, kept for the whole connection. */
interface ConnectionExtra extends Record<PropertyKey, unknown> {
  caller: Caller;
}

/**
 * GraphQL subscriptions over graphql-ws on the HTTP server's /graphql (the same path as queries: HTTP
 * POSTs go to Apollo, WebSocket upgrades come here). A connection must prove who it is in its
 * connection_init payload, `{ authorization: "Bearer <access token>" }`, and is closed when that token
 * expires, so a socket never outlives the session that opened it.
 */
export function serveSubscriptions(server: Server, options: SubscriptionOptions): SubscriptionServer {
  const { schema, services, logger } = options;
  const formatError = createErrorFormatter(logger);
  const wss = new WebSocketServer({ server, path: '/graphql', maxPayload: MAX_MESSAGE_BYTES });

  const cleanup = useServer<Record<string, unknown>, ConnectionExtra>({
    schema,
    isProd: options.production,
    validate: (subscriptionSchema, document) => validate(subscriptionSchema, document, [...specifiedRules, ...options.validationRules]),
    onConnect: async (ctx) => {
      const raw = ctx.connectionParams?.authorization ?? ctx.connectionParams?.Authorization;
      const caller = await resolveCaller(services, typeof raw === 'string' ? raw : undefined);
      // No token, or one that cannot be accepted: graphql-ws closes the socket with 4403 Forbidden.
      if (!caller.user) return false;
      ctx.extra.caller = caller;
      const expiresAt = caller.user.expiresAt;
      if (expiresAt !== undefined) {
        const socket = ctx.extra.socket;
        const timer = setTimeout(() => socket.close(FORBIDDEN, 'Forbidden: the access token has expired'),
          Math.max(0, expiresAt * 1000 - Date.now()));
        timer.unref();
        socket.once('close', () => clearTimeout(timer));
      }
      return true;
    },
    context: (ctx): GraphQLContext => ({
      caller: ctx.extra.caller ?? { user: null },
      services,
      clientAddress: ctx.extra.request.socket.remoteAddress ?? '',
      origin: options.publicUrl ?? `http://${ctx.extra.request.headers.host ?? 'localhost'}`,
    }),
    // Errors leave as they do over HTTP: with their codes, and nothing unexpected in detail.
    onNext: (_ctx, _id, _payload, _args, result) => {
      if (!result.errors) return undefined;
      return { ...result, errors: result.errors.map((error) => formatError(error.toJSON(), error)) };
    },
  }, wss);

  return {
    async close() {
      const force = setTimeout(() => {
        for (const client of wss.clients) client.terminate();
      }, CLOSE_GRACE_MS);
      force.unref();
      try {
        await cleanup.dispose();
      } finally {
        clearTimeout(force);
      }
    },
  };
}
