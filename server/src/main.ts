import 'reflect-metadata';
import type { Server } from 'node:http';
import { createApp, PortalApp } from './app';
import { loadJwtSecret } from './auth/jwt-secret';
import { createLogger, Logger } from './common/logger';
import { AppConfig, ConfigError, loadConfig } from './config/env';
import { Database, openDatabase } from './db/database';
import { bootstrapAdministrator } from './modules/users/admin-bootstrap';

const SHUTDOWN_GRACE_MS = 10_000;

/** What is running so far; shutdown stops whatever has started, in reverse order. */
interface Running {
  database?: Database;
  portal?: PortalApp;
  server?: Server;
}

async function shutdown(running: Running, logger: Logger, signal: string): Promise<void> {
  logger.info(`${signal} received: draining requests and shutting down`);
  const { server, portal, database } = running;
  if (server) {
    const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    force.unref();
    server.closeIdleConnections();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // Subscription sockets are upgraded connections: close() waits for them, but never closes them itself.
    await portal?.closeSubscriptions();
    await closed;
  }
  await portal?.stop();
  await database?.close();
  logger.info('Shut down cleanly');
}

async function serve(running: Running, database: Database, config: AppConfig, logger: Logger): Promise<void> {
  const { db } = database;
  const jwtSecret = await loadJwtSecret(config.jwtSecret, config.dataDir);

  const admin = await bootstrapAdministrator(db, config.adminEmail, config.adminPassword);
  if (admin?.generatedPassword) {
    // Printed once, to the console only (not the structured log), so the operator can sign in.
    console.log(`\nAdministrator created: ${admin.email}\nGenerated password (shown once): ${admin.generatedPassword}\n`);
  } else if (admin) {
    logger.info(`Administrator created: ${admin.email}`);
  }

  running.portal = await createApp({ config, db, logger, jwtSecret });
  const server = running.portal.app.listen(config.port, () => {
    logger.info(`Barangay Portal listening on http://localhost:${config.port}`);
  });
  running.server = server;
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  await running.portal.attachSubscriptions(server);
}

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const running: Running = {};

  // Installed first, so a signal during start-up still stops the embedded database it may have started.
  let stopping: Promise<void> | undefined;
  const onSignal = (signal: string) => {
    stopping ??= shutdown(running, logger, signal).then(
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
