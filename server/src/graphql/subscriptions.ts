import type { IncomingMessage, Server } from 'node:http';
import {
  GraphQLError, NoSchemaIntrospectionCustomRule, specifiedRules, validate, type DocumentNode, type GraphQLFormattedError, type GraphQLSchema, type ValidationRule,
} from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { Caller } from '../identity/auth-user';
import type { Logger } from '../common/logger';
import { securityEvent, type SecurityEventFields } from '../common/security-events';
import { createRequestContext, type RequestContextSources, resolveCaller } from '../http/caller';
import { clientAddress, type TrustFunction } from '../http/client-address';
import type { SessionRegistry } from '../identity/session-registry';
import { hideSuggestions } from './armor';
import type { GraphQLContext } from './context';
import { createErrorFormatter } from './format-error';

/** graphql-ws's code for "not allowed": its clients retry it, so one that reconnects with a fresh token gets back in. */
const FORBIDDEN = 4403 as const;
/**
 * graphql-ws's "too many requests" code, which its clients do not retry: a browser with a sixth tab open
 * should not knock again and again.
 */
const TOO_MANY_CONNECTIONS = 4429 as const;
/** One tab's notification badge needs one subscription; ten leaves room for screens that grow more. */
export const MAX_SUBSCRIPTIONS_PER_CONNECTION = 10;
/** One connection per open tab: five tabs of one account at once is plenty for a person. */
export const MAX_CONNECTIONS_PER_ACCOUNT = 5;
/** How long clients get to answer the closing handshake on shutdown before their sockets are cut. */
const CLOSE_GRACE_MS = 2000;

export interface SubscriptionServer {
  /** Closes every subscription socket (1001 "Going away") and stops accepting new ones. */
  close(): Promise<void>;
}

export interface SubscriptionOptions {
  schema: GraphQLSchema;
  /** Who a token proves and which barangay a host serves. */
  sources: RequestContextSources;
  /** Sign-ins that end close their sockets. */
  sessions: Pick<SessionRegistry, 'onEnded'>;
  logger: Logger;
  publicUrl: string | undefined;
  /** TRUST_PROXY compiled, the same function Express's req.ip uses. */
  trustProxy: TrustFunction;
  production: boolean;
  /** Whether the schema may be introspected (the playground is on), as over HTTP. */
  introspection: boolean;
  /** The same limits as over HTTP (depth, aliases, cost…), on top of GraphQL's own rules. */
  validationRules: readonly ValidationRule[];
  /** Parses a document within the same token limit as over HTTP. */
  parse: (query: string) => DocumentNode;
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
 * expires or its session ends, so a socket never outlives the session that opened it. The socket follows HTTP's production
 * rules too: the same limits and token count, no introspection unless the playground is on, no "did you
 * mean" suggestions in production; and it bounds what one account may hold open.
 */
export function serveSubscriptions(server: Server, options: SubscriptionOptions): SubscriptionServer {
  const { schema, sources, logger, production } = options;
  const formatError = createErrorFormatter(logger);
  const wss = new WebSocketServer({ server, path: '/graphql', maxPayload: MAX_MESSAGE_BYTES });
  const rules = [
    ...specifiedRules,
    ...(options.introspection ? [] : [NoSchemaIntrospectionCustomRule]),
    ...options.validationRules,
  ];
  // Errors leave as they do over HTTP: with their codes, nothing unexpected in detail, and in production
  // no "did you mean" naming fields of the schema.
  const present = (error: GraphQLError): GraphQLFormattedError => {
    const formatted = formatError(error.toJSON(), error);
    return production ? { ...formatted, message: hideSuggestions(formatted.message) } : formatted;
  };
  const refused = (request: IncomingMessage, fields: Omit<SecurityEventFields['subscription.refused'], 'clientAddress'>) => {
    securityEvent(logger, 'subscription.refused', { ...fields, clientAddress: clientAddress(request, options.trustProxy) });
  };
  /** Open, acknowledged connections per account id. */
  const connectionsByAccount = new Map<number, number>();
  /** Open sockets per sign-in, so a session that ends (logout, password change) loses its sockets at once. */
  const socketsBySession = new Map<string, Set<{ close(code: number, reason: string): void }>>();
  const stopFollowingSessions = options.sessions.onEnded((sessionIds) => {
    for (const sessionId of sessionIds) {
      for (const socket of socketsBySession.get(sessionId) ?? []) socket.close(FORBIDDEN, 'Forbidden: the session has ended');
    }
  });

  const cleanup = useServer<Record<string, unknown>, ConnectionExtra>({
    schema,
    isProd: production,
    onConnect: async (ctx) => {
      const raw = ctx.connectionParams?.authorization ?? ctx.connectionParams?.Authorization;
      const caller = await resolveCaller(sources, typeof raw === 'string' ? raw : undefined);
      // No token, or one that cannot be accepted: graphql-ws closes the socket with 4403 Forbidden.
      if (!caller.user) {
        refused(ctx.extra.request, { reason: 'unauthenticated', closeCode: FORBIDDEN, callerId: null });
        return false;
      }
      const socket = ctx.extra.socket;
      const accountId = caller.user.id;
      const open = connectionsByAccount.get(accountId) ?? 0;
      if (open >= MAX_CONNECTIONS_PER_ACCOUNT) {
        refused(ctx.extra.request, { reason: 'too-many-connections', closeCode: TOO_MANY_CONNECTIONS, callerId: accountId });
        socket.close(TOO_MANY_CONNECTIONS,
          `Too many connections: an account may hold ${MAX_CONNECTIONS_PER_ACCOUNT} at once. Close another tab and reload.`);
        return false;
      }
      connectionsByAccount.set(accountId, open + 1);
      socket.once('close', () => {
        const left = (connectionsByAccount.get(accountId) ?? 1) - 1;
        if (left > 0) connectionsByAccount.set(accountId, left);
        else connectionsByAccount.delete(accountId);
      });
      ctx.extra.caller = caller;
      const sessionId = caller.user.sessionId;
      if (sessionId !== undefined) {
        const sockets = socketsBySession.get(sessionId) ?? new Set();
        sockets.add(socket);
        socketsBySession.set(sessionId, sockets);
        socket.once('close', () => {
          sockets.delete(socket);
          if (sockets.size === 0) socketsBySession.delete(sessionId);
        });
      }
      const expiresAt = caller.user.expiresAt;
      if (expiresAt !== undefined) {
        const timer = setTimeout(() => socket.close(FORBIDDEN, 'Forbidden: the access token has expired'),
          Math.max(0, expiresAt * 1000 - Date.now()));
        timer.unref();
        socket.once('close', () => clearTimeout(timer));
      }
      return true;
    },
    // Parsed and validated here rather than by graphql-ws, so a refused or malformed document is an error
    // message on its subscription (not a closed socket) and the count of live subscriptions can be checked.
    onSubscribe: (ctx, _id, payload) => {
      // The subscription being started is already listed.
      if (Object.keys(ctx.subscriptions).length > MAX_SUBSCRIPTIONS_PER_CONNECTION) {
        refused(ctx.extra.request, { reason: 'too-many-subscriptions', closeCode: null, callerId: ctx.extra.caller?.user?.id ?? null });
        return [new GraphQLError(
          `Too many subscriptions: a connection may hold ${MAX_SUBSCRIPTIONS_PER_CONNECTION} at once.`,
          { extensions: { code: 'TOO_MANY_REQUESTS' } },
        )];
      }
      let document: DocumentNode;
      try {
        document = options.parse(payload.query);
      } catch (error) {
        if (error instanceof GraphQLError) return [withCode(error, 'GRAPHQL_PARSE_FAILED')];
        throw error;
      }
      const errors = validate(schema, document, rules);
      if (errors.length > 0) return errors.map((error) => withCode(error, 'GRAPHQL_VALIDATION_FAILED'));
      return { schema, document, operationName: payload.operationName, variableValues: payload.variables };
    },
    onError: (_ctx, _id, _payload, errors) => errors.map(present),
    // Each operation gets a fresh context (and fresh loaders) for the caller the connection proved.
    context: async (ctx): Promise<GraphQLContext> => await createRequestContext(sources, {
      caller: ctx.extra.caller ?? { user: null },
      clientAddress: clientAddress(ctx.extra.request, options.trustProxy),
      host: ctx.extra.request.headers.host ?? '',
      origin: options.publicUrl ?? `http://${ctx.extra.request.headers.host ?? 'localhost'}`,
      // The socket's opening request says the browser's languages; the page's own choice is not sent over it.
      acceptLanguage: ctx.extra.request.headers['accept-language'],
    }),
    onNext: (_ctx, _id, _payload, _args, result) => {
      if (!result.errors) return undefined;
      return { ...result, errors: result.errors.map(present) };
    },
  }, wss);

  return {
    async close() {
      stopFollowingSessions();
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

/** The error with the code Apollo gives the same refusal over HTTP. */
function withCode(error: GraphQLError, code: string): GraphQLError {
  return new GraphQLError(error.message, { nodes: error.nodes, source: error.source, positions: error.positions, extensions: { code } });
}
