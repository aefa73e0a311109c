import type { TestServer } from './test-server';

/**
 * The SQL statements the portal sends while `run` is in flight (TypeORM logs every statement it runs),
 * except the check that the caller's session is alive: answered from a 5-second cache, it runs or not by timing.
 */
export async function statementsDuring(server: TestServer, run: () => Promise<unknown>): Promise<string[]> {
  const { logger } = server.database.db;
  const logQuery = logger.logQuery.bind(logger);
  const seen: string[] = [];
  logger.logQuery = (query, parameters, runner) => {
    if (!query.includes('FROM refresh_token')) seen.push(query);
    logQuery(query, parameters, runner);
  };
  try {
    await run();
  } finally {
    logger.logQuery = logQuery;
  }
  return seen;
}
