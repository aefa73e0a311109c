import 'reflect-metadata';
import http from 'node:http';
import net from 'node:net';
import { createApp, PortalApp } from './app';
import { loadJwtSecret } from './keys/jwt-secret';
import { createLogger, Logger } from './common/logger';
import { AppConfig, ConfigError, loadConfig } from './config/env';
import { Database, openDatabase } from './composition/database';
import { createPortalHttpServer } from './http/http-server';
import {
  assertAdminPasswordAcceptable, assertCityAdminPasswordAcceptable, bootstrapAdministrator, bootstrapCityAdministrator, type BootstrapResult,
} from './modules/accounts/admin-bootstrap';
import { IdRetentionSchedule, startIdImageRetention } from './modules/accounts/id-image-retention-schedule';
import type { FileStorage } from './uploads/file-storage';
import { openFileStorage } from './uploads/open-storage';
import { startUploadSweeper, UploadSweeper } from './uploads/upload-sweep';

/** How long in-flight requests may take to finish after SIGTERM before their connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;
/** While draining, how often connections that became idle (their last response sent) are closed. */
const IDLE_SWEEP_MS = 100;
/**
 * How long idle kept-alive connections are left open after SIGTERM before the sweep closes them: longer than the
 * proxy's own idle timeout for them (deploy/nginx.conf, upstream keepalive_timeout 2s), so the proxy closes them
 * first. Closing one ourselves races with a request the proxy is sending on it at that instant, which then fails,
 * and a POST is not retried (docs/architecture.md#two-replicas). A request that does arrive meanwhile is answered
 * with `Connection: close`.
 */
const IDLE_CLOSE_DELAY_MS = 3_000;

/** What is running so far; shutdown stops whatever has started, in reverse order. */
interface Running {
  database?: Database;
  portal?: PortalApp;
  server?: http.Server;
  /** Set on shutdown: every response from then on says `Connection: close`. */
  draining?: () => void;
  storage?: FileStorage;
  sweeper?: UploadSweeper;
  idRetention?: IdRetentionSchedule;
}

/**
 * Graceful shutdown: stop listening at once (new connections are refused); let the requests in flight
 * finish, each answered with `Connection: close` so keep-alive clients do not send more; close keep-alive
 * connections idle after IDLE_CLOSE_DELAY_MS; cut whatever is left after SHUTDOWN_GRACE_MS. Only then stop
 * Apollo and the e-mail worker, close the database pool, and stop the embedded PostgreSQL.
 */
async function shutdown(running: Running, logger: Logger, signal: string): Promise<void> {
  logger.info(`${signal} received: draining requests and shutting down`);
  const { server, portal, database } = running;
  if (server) {
    running.draining?.();
    // Stop listening only: http.Server's close() also closes the idle keep-alive connections at once (Node 19+), racing
    // with a request the proxy is sending on one at that instant; net.Server's waits for every connection to end.
    const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
    let idleSweep: NodeJS.Timeout | undefined;
    const sweepLater = setTimeout(() => {
      server.closeIdleConnections();
      idleSweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    }, IDLE_CLOSE_DELAY_MS);
    const force = setTimeout(() => {
      logger.warn(`Requests still running after ${SHUTDOWN_GRACE_MS / 1000} s: closing their connections`);
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // Subscription sockets are upgraded connections: close() waits for them, but never closes them itself.
    await portal?.closeSubscriptions();
    await closed;
    clearTimeout(sweepLater);
    clearInterval(idleSweep);
    clearTimeout(force);
  }
  await running.idRetention?.stop();
  await running.sweeper?.stop();
  await portal?.stop();
  // No request is in flight any more: every stored file's row is committed or rolled back.
  await running.storage?.settleAll().catch(() => undefined);
  await running.storage?.close();
  await database?.close();
  logger.info('Shut down cleanly');
}

/**
 * The HTTP server around the Express app, with its timeouts and connection cap (createPortalHttpServer).
 * It tracks the responses in flight, so that on shutdown each one not yet started tells its client to
 * close the connection after it.
 */
function createHttpServer(running: Running, portal: PortalApp, config: AppConfig): http.Server {
  let draining = false;
  const inFlight = new Set<http.ServerResponse>();
  const server = createPortalHttpServer((req, res) => {
    if (draining) {
      res.setHeader('Connection', 'close');
    } else {
      inFlight.add(res);
      res.once('close', () => inFlight.delete(res));
    }
    portal.app(req, res);
  }, config);
  running.draining = () => {
    draining = true;
    for (const res of inFlight) {
      if (!res.headersSent) res.setHeader('Connection', 'close');
    }
    inFlight.clear();
  };
  return server;
}

function announceFirstAccount(office: string, account: BootstrapResult | null, logger: Logger): void {
  if (account?.generatedPasswordFile) {
    // Only where the password is: a console or its log is read by more people than the data dir.
    console.log(`\n${office} created: ${account.email}\nIts generated password is in ${account.generatedPasswordFile} `
      + '(readable by this user only). Keep it somewhere safe, then delete the file.\n');
  } else if (account) {
    logger.info(`${office} created: ${account.email}`);
  }
}

async function serve(running: Running, database: Database, config: AppConfig, logger: Logger): Promise<void> {
  const { db } = database;
  const jwtSecret = await loadJwtSecret(config.jwtSecret, config.dataDir);

  announceFirstAccount('Administrator', await bootstrapAdministrator(db, config), logger);
  announceFirstAccount('City Administrator', await bootstrapCityAdministrator(db, config), logger);

  // Before serving: files left by uploads that a crash interrupted are removed (see upload-sweep.ts).
  running.storage = openFileStorage(config);
  await running.storage.check();
  running.sweeper = await startUploadSweeper(running.storage, db, logger);

  running.portal = await createApp({ config, db, logger, jwtSecret });
  // Valid-ID images past their retention are deleted shortly after the start, then daily (docs/architecture.md#privacy-retention).
  running.idRetention = startIdImageRetention(running.portal.services.idImageRetention, logger);
  const server = createHttpServer(running, running.portal, config);
  running.server = server;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, () => {
      server.off('error', reject);
      resolve();
    });
  });
  logger.info(`Barangay Portal listening on http://localhost:${config.port}`);
  await running.portal.attachSubscriptions(server);
}

async function main(): Promise<void> {
  const config = loadConfig();
  // Before anything is started or created: a refused ADMIN_PASSWORD leaves no database behind.
  assertAdminPasswordAcceptable(config);
  assertCityAdminPasswordAcceptable(config);
  const logger = createLogger(config.logLevel);
  const running: Running = {};

  // Installed first, so a signal during start-up still stops the embedded database it may have started.
  let stopping: Promise<void> | undefined;
  const onSignal = (signal: string) => {
    if (stopping) {
      logger.info(`${signal} received again: still waiting for the requests in flight (at most ${SHUTDOWN_GRACE_MS / 1000} s)`);
      return;
    }
    stopping = shutdown(running, logger, signal).then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  running.database = await openDatabase(config, logger);
  try {
    await serve(running, running.database, config, logger);
  } catch (error) {
    // A failed start must not leave the embedded PostgreSQL running behind it.
    await running.idRetention?.stop();
    await running.sweeper?.stop();
    await running.storage?.close();
    await running.database.close();
    throw error;
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
  } else {
    console.error('The portal could not start:', error instanceof Error ? error.message : String(error));
  }
  process.exit(1);
});
