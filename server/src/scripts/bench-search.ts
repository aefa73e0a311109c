import 'reflect-metadata';
import type { DataSource, Logger as TypeOrmLogger } from 'typeorm';
import { ms, percentile, runBench, startBenchPortal, timed } from './bench-harness';

/**
 * `npm run bench:search`: the residents registry search (page 1 of 10 and the exact total) against the
 * configured database (seed it with `npm run seed:scale`), through GraphQL over HTTP on loopback. For each
 * search: the median and p95 of 30 runs after 3 warm-up runs, the total found, and EXPLAIN (ANALYZE, BUFFERS)
 * of every SQL statement the search issued. Prints figures; asserts nothing.
 */
const RUNS = 30;
const WARM_UP = 3;
// "dela" and "apolinario" each match ~9,000 of 250,000 seeded residents; "zzzz" matches nobody, so its
// time is the request's own cost (HTTP, GraphQL, the administrator's session), with next to no search in it.
const SEARCHES = ['dela', 'apolinario', 'zzzz'];

const SEARCH = `query($search: String) { residents(search: $search, page: 1, pageSize: 10) { total items { id fullName } } }`;

interface SearchAnswer { residents: { total: number; items: Array<{ id: string; fullName: string }> } }

interface Statement { sql: string; parameters: unknown[] }

/** Records the statements whose parameters hold `needle` (the search's LIKE pattern), as the service issued them. */
function recordStatements(db: DataSource) {
  const original: TypeOrmLogger = db.logger;
  const statements: Statement[] = [];
  let needle: string | undefined;
  db.logger = new Proxy(original, {
    get(target, property, receiver) {
      if (property !== 'logQuery') return Reflect.get(target, property, receiver);
      return (sql: string, parameters?: unknown[], ...rest: unknown[]) => {
        const holdsNeedle = Array.isArray(parameters) && parameters.some((p) => typeof p === 'string' && needle !== undefined && p.includes(needle));
        if (holdsNeedle) statements.push({ sql, parameters: parameters ?? [] });
        return (target.logQuery as (...args: unknown[]) => unknown).call(target, sql, parameters, ...rest);
      };
    },
  });
  return {
    async during(search: string, run: () => Promise<unknown>): Promise<Statement[]> {
      statements.length = 0;
      needle = search;
      try {
        await run();
      } finally {
        needle = undefined;
      }
      return [...statements];
    },
  };
}

async function explain(db: DataSource, statement: Statement): Promise<string> {
  const rows = await db.query(`EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`, statement.parameters) as Array<{ 'QUERY PLAN': string }>;
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

async function main(): Promise<void> {
  const portal = await startBenchPortal();
  try {
    const recorder = recordStatements(portal.db);
    const [{ residents }] = await portal.db.query(`SELECT count(*)::int AS residents FROM "user" WHERE user_type = 'resident'`);
    console.log(`Residents in the database: ${residents}\n`);
    const rows: Array<[string, string]> = [];
    const plans: string[] = [];
    for (const search of SEARCHES) {
      const once = async () => (await portal.graphql(SEARCH, { search })) as SearchAnswer;
      await timed(WARM_UP, once); // connections, plans, caches
      const { samples, last } = await timed(RUNS, once);
      rows.push([`registry search "${search}", median of ${RUNS}`, `${ms(percentile(samples, 50))} (total ${last.residents.total})`]);
      rows.push([`registry search "${search}", p95`, ms(percentile(samples, 95))]);
      const statements = await recorder.during(search, once);
      for (const [index, statement] of statements.entries()) {
        plans.push(`-- "${search}", statement ${index + 1} of ${statements.length}:\n${statement.sql}\n${await explain(portal.db, statement)}`);
      }
    }
    for (const [figure, value] of rows) console.log(`${figure.padEnd(44)} ${value}`);
    console.log(`\n${plans.join('\n\n')}`);
  } finally {
    await portal.close();
  }
}

runBench(main);
