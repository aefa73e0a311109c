// Apart from database.ts, which opens the database with every module's entities, so that the layers that
// answer an outage (HTTP, GraphQL, sign-in) do not depend on the domain modules.
import type { Logger } from '../common/logger';

/** How long a client is told to wait (Retry-After, in seconds) while the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * What a client hears while the database cannot be reached. A read may simply be repeated; a write that
 * failed this way may or may not have been saved (the connection can fail right after its COMMIT), so a
 * client should look before sending it again.
 */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a few seconds.';

/** Socket-level failures of the connection to PostgreSQL (Node's errno codes). */
const NETWORK_ERROR_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs that mean "the server is going away or not there yet", besides class 08
 * (connection exception): admin_shutdown (a fast shutdown or pg_terminate_backend), crash_shutdown,
 * cannot_connect_now (starting up, shutting down, in recovery), too_many_connections.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/**
 * Messages of node-postgres, pg-pool and TypeORM that carry no code: a connection closed under a query,
 * a pool connect that timed out (connectionTimeoutMillis), a client broken by an earlier error, a pool
 * already closed by the shutdown, and TypeORM's QueryRunner(Provider)AlreadyReleasedError — TypeORM releases a
 * transaction's query runner as soon as its connection fails (PostgreSQL shutting down terminates it), so
 * the transaction's next statement, or its COMMIT, meets a released runner: nothing was committed.
 */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /is not queryable/i,
  /Cannot use a pool after calling end/i,
  /Driver not Connected/i,
  /^Query runner already released/i,
  /^Database connection provided by a query runner was already released/i,
];

/**
 * Whether an error means the database cannot be reached (down, restarting, unreachable, or closed by our
 * own shutdown), as opposed to a query it refused. Such a request did not happen, or its outcome is
 * unknown: the API answers 503 with Retry-After instead of 500. Looks through the wrappers TypeORM, pg
 * and GraphQL put around the driver's error (driverError, cause, originalError, AggregateError.errors, and
 * graphql-js's NonErrorThrown.thrownValue for an error object from another realm).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<object>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const current = queue.shift();
    if (!current || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    const { code, message, driverError, cause, originalError, thrownValue, errors } = current as {
      code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown; originalError?: unknown; thrownValue?: unknown; errors?: unknown;
    };
    if (typeof code === 'string' && (NETWORK_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) {
      return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    queue.push(driverError, cause, originalError, thrownValue, ...(Array.isArray(errors) ? errors : []));
  }
  return false;
}

const UNAVAILABLE_LOG_INTERVAL_MS = 10_000;
let lastUnavailableLog: { loggedAt: number; suppressed: number } | undefined;

/**
 * Logs that the database is unreachable without flooding the log during an outage (every request fails
 * the same way): the first failure, then one line every 10 s with the count of those not logged.
 */
export function logDatabaseUnavailable(logger: Logger, error: unknown): void {
  const now = Date.now();
  if (lastUnavailableLog && now - lastUnavailableLog.loggedAt < UNAVAILABLE_LOG_INTERVAL_MS) {
    lastUnavailableLog.suppressed += 1;
    return;
  }
  const suppressed = lastUnavailableLog?.suppressed ?? 0;
  lastUnavailableLog = { loggedAt: now, suppressed: 0 };
  const message = (error as { message?: unknown } | null)?.message;
  const reason = typeof message === 'string' ? message : String(error);
  logger.warn({ reason, similarNotLogged: suppressed }, 'the database cannot be reached: answering 503');
}
