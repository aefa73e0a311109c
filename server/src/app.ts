import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginInlineTraceDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express, { Express } from 'express';
import type { DataSource } from 'typeorm';
import { openSharedLimits } from './limits/shared-limits';
import { TokenService } from './identity/tokens';
import type { AppConfig } from './config/env';
import type { Logger } from './common/logger';
import { openReadDatabase } from './composition/database';
import { enforceRowSecurity, withinBarangay } from './db/row-security';
import { graphqlArmor } from './graphql/armor';
import { compiledExecution } from './graphql/compiled-execution';
import { buildAppSchema } from './composition/schema';
import { graphqlMultipart } from './graphql/multipart';
import type { GraphQLContext } from './graphql/context';
import { answerLanguage } from './graphql/answer-language';
import { accessRefusalLog, createErrorFormatter } from './graphql/format-error';
import { serveSubscriptions, SubscriptionServer } from './graphql/subscriptions';
import { serviceUnavailableStatus } from './graphql/unavailable-status';
import { trustFunction } from './http/client-address';
import { corsPolicy } from './http/cors';
import { methodNotAllowed, noStore, notFound } from './http/answers';
import { serveClient } from './http/client-files';
import { renderedPages } from './http/page-rendering';
import { createReplicaBus } from './replicas/create-replica-bus';
import { createRequestContext, requestContexts } from './http/caller';
import { compressAnswers } from './http/compression';
import { healthRoute } from './http/health';
import { securityHeaders } from './http/security-headers';
import { servedBarangaysOnly } from './modules/barangays/served-barangays';
import { createRestErrorHandler } from './rest/error-handler';
import { contextOf } from './rest/handler';
import { createRestRouter } from './composition/rest';
import { createServices, requestContextSources, type Services } from './composition/services';
import { mediaRoute } from './uploads/media-route';
import { masterKeysFor, openFileStorage, storageDriverOf } from './uploads/open-storage';
import { encryptPlainPrivateFilesOnce } from './uploads/private-file-pass';
import { requestOrigin } from './uploads/public-url';
import { UploadIntake } from './uploads/upload-intake';

export interface AppDeps {
  config: AppConfig;
  db: DataSource;
  logger: Logger;
  jwtSecret: string;
}

export interface PortalApp {
  app: Express;
  services: Services;
  /**
   * Serves GraphQL subscriptions (graphql-ws) on this HTTP server's /graphql. Call once, after listen:
   * createApp builds the Express app and never sees the HTTP server.
   */
  attachSubscriptions(server: Server): Promise<void>;
  /**
   * Closes every subscription WebSocket and stops accepting new ones. Call after server.close() and before
   * waiting for it: upgraded sockets are not HTTP requests, so the server would wait for them forever.
   */
  closeSubscriptions(): Promise<void>;
  /**
   * Lets the registry imports under way end, then stops the e-mail worker (after its send under way), Apollo and the
   * replicas' event channel, and closes DATABASE_READ_URL's pool; the caller closes the HTTP server and the database.
   */
  stop(): Promise<void>;
}

/** The whole portal as one Express app: /healthz, /graphql, /api, the playground and the built client. */
export async function createApp({ config, db, logger, jwtSecret }: AppDeps): Promise<PortalApp> {
  // The local folder, or the bucket when S3_* is set (docs/architecture.md#object-storage); a bucket that cannot be used stops the start.
  const driver = storageDriverOf(config);
  await driver.check();
  const storage = openFileStorage(config, await masterKeysFor(config, driver), driver);
  // Before anything is served: the plain private files of an install from before encryption at rest are encrypted.
  await encryptPlainPrivateFilesOnce(storage, db, logger);
  // One for both APIs, so the bytes-in-flight quota counts every upload being received.
  const uploads = new UploadIntake(storage, config.uploadBytesInFlightMax, logger);
  // What the replicas tell each other (docs/architecture.md#replica-events); it starts listening once the app is built.
  const replicas = createReplicaBus({ db, redisUrl: config.redisUrl, installSecret: jwtSecret, logger });
  // Every rate limit counts where all replicas count: PostgreSQL, or Redis with REDIS_URL (docs/architecture.md#replicas-limits).
  const limits = await openSharedLimits({ db, redisUrl: config.redisUrl, installSecret: jwtSecret, logger });
  // The dashboards' statistics, the city roll-up and the registry reports read there (docs/architecture.md#replicas-read-database).
  const readDatabase = await openReadDatabase(config.databaseReadUrl, db, logger);
  const built = createServices({ db, reads: readDatabase.reads, tokens: new TokenService(jwtSecret), storage, logger, settings: config, limits, replicas });
  const { services } = built;
  const sources = requestContextSources(services);
  await services.barangays.syncDefault({ name: config.barangayName, referencePrefix: config.documentReferencePrefix });
  // From here on, a request's database work sees only its barangay's rows (docs/architecture.md#tenancy).
  await enforceRowSecurity(db);
  const schema = await buildAppSchema(services.notifications.pubSub, built);
  const production = config.nodeEnv === 'production';
  const armor = graphqlArmor(production);
  const apollo = new ApolloServer<GraphQLContext>({
    gateway: compiledExecution(schema),
    introspection: config.graphqlPlayground,
    includeStacktraceInErrorResponses: false,
    // One operation per request: a batch would multiply every limit below by its length.
    allowBatchedHttpRequests: false,
    validationRules: armor.validationRules,
    // main.ts owns shutdown (drain HTTP, stop Apollo, close the pool, stop the embedded database); Apollo's
    // own signal handling would stop it first and re-raise the signal mid-way.
    stopOnTerminationSignals: false,
    // Multipart (upload) requests must carry Apollo-Require-Preflight, which a cross-site form cannot send.
    csrfPrevention: true,
    formatError: createErrorFormatter(logger),
    // Apollo's own landing page loads from a CDN; the playground is our offline GraphiQL build instead.
    // Cache-control hints and federation traces are off: every /graphql answer is no-store, and Apollo's
    // default cache-control plugin wraps every field resolver of every answer (docs/architecture.md#api-benchmark).
    plugins: [
      ApolloServerPluginLandingPageDisabled(), ApolloServerPluginCacheControlDisabled(), ApolloServerPluginInlineTraceDisabled(),
      serviceUnavailableStatus(), accessRefusalLog(logger), answerLanguage(), ...armor.plugins,
    ],
  });
  await apollo.start();

  const app = express();
  app.disable('x-powered-by');
  // TRUST_PROXY decides whose X-Forwarded-For / -Proto req.ip and req.protocol believe; the subscription
  // socket is given the same function.
  const trustProxy = trustFunction(config.trustProxy);
  app.set('trust proxy', trustProxy);
  app.use(securityHeaders(), corsPolicy(config.corsOrigins));
  // Before every route, so each text answer is compressed; the headers above are set on every answer either way.
  app.use(compressAnswers());
  app.get('/healthz', healthRoute(db));
  app.all('/healthz', methodNotAllowed(['GET', 'HEAD']));
  app.use(servedBarangaysOnly(services.barangays));
  app.use(['/api', '/graphql'], noStore());

  const playgroundPage = path.join(config.clientDistDir, 'graphiql.html');
  app.get('/graphql', (req, res, next) => {
    const wantsPage = req.accepts(['application/json', 'text/html']) === 'text/html';
    if (wantsPage && config.graphqlPlayground && existsSync(playgroundPage)) {
      res.sendFile(playgroundPage);
      return;
    }
    next();
  });
  app.use(
    '/graphql',
    express.json({ limit: '1mb' }),
    // Who is calling is settled before a multipart body is read (graphqlMultipart admits only signed-in callers).
    requestContexts(sources, config.publicUrl),
    graphqlMultipart(uploads, logger),
    expressMiddleware(apollo, {
      context: async ({ res }) => contextOf(res),
    }),
  );

  app.use('/api', createRestRouter(built, sources, { publicUrl: config.publicUrl, uploads }));
  app.use('/api', createRestErrorHandler(logger));

  // Public pictures only; valid IDs live in the private folder (or under private/ in the bucket) and are served by an authorised route.
  app.use('/media', mediaRoute(storage));

  serveClient(app, config.clientDistDir, config.graphqlPlayground, renderedPages({
    clientDistDir: config.clientDistDir,
    logger,
    // Every page is rendered as a guest: the refresh cookie is never read here (docs/architecture.md#server-rendering).
    execute: (req) => {
      const context = createRequestContext(sources, {
        caller: { user: null }, clientAddress: req.ip ?? '', host: req.hostname, origin: requestOrigin(req, config.publicUrl),
        acceptLanguage: req.headers['accept-language'],
      });
      return async (operation) => {
        const contextValue = await context;
        const response = await withinBarangay(contextValue.barangay.id, () => apollo.executeOperation(operation, { contextValue }));
        if (response.body.kind !== 'single') throw new Error('A page query answered in increments');
        return response.body.singleResult;
      };
    },
  }));
  // Last: whatever reached no route or failed outside /api still answers JSON, never Express's HTML page
  // or a stack trace.
  app.use(notFound());
  app.use(createRestErrorHandler(logger));

  // Sends queued notification e-mails in the background (only when SMTP_URL is set and OUTBOX_INTERVAL_MS > 0).
  services.outbox.start(config.outboxIntervalMs);
  // Last, so a start that fails earlier leaves no connection open; the app serves nothing before createApp returns.
  await replicas.start();

  let subscriptions: SubscriptionServer | undefined;
  const closeSubscriptions = async () => {
    const open = subscriptions;
    subscriptions = undefined;
    await open?.close();
  };
  return {
    app,
    services,
    async attachSubscriptions(server) {
      if (subscriptions) throw new Error('Subscriptions are already attached to an HTTP server');
      subscriptions = serveSubscriptions(server, {
        schema, sources, sessions: services.sessions, logger, publicUrl: config.publicUrl, trustProxy, production, introspection: config.graphqlPlayground,
        validationRules: armor.validationRules, parse: armor.parse,
      });
    },
    closeSubscriptions,
    async stop() {
      await closeSubscriptions();
      await services.inhabitantImports.settled();
      await services.outbox.stop();
      await apollo.stop();
      await limits.close();
      await replicas.close();
      await storage.close();
      await readDatabase.close();
    },
  };
}
