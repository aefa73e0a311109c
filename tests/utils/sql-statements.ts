import type { TestServer } from './test-server';

/**
 * The SQL statements the portal sends while `run` is in flight (TypeORM logs every statement it runs), except the
 * caller's checks answered from 5-second caches, which run or not by timing: that their session is alive, and a staff
 * member's permissions (identity/staff-permissions.ts; a loaded machine takes longer than that between two lists).
 */
const CACHED_CALLER_CHECKS = ['FROM refresh_token', 'SELECT role.permissions, "user".city_role FROM "user"'];

export async function statementsDuring(server: TestServer, run: () => Promise<unknown>): Promise<string[]> {
  const { logger } = server.database.db;
  const logQuery = logger.logQuery.bind(logger);
  const seen: string[] = [];
  logger.logQuery = (query, parameters, runner) => {
    if (!CACHED_CALLER_CHECKS.some((check) => query.includes(check))) seen.push(query);
    logQuery(query, parameters, runner);
  };
  try {
    await run();
  } finally {
    logger.logQuery = logQuery;
  }
  return seen;
}
