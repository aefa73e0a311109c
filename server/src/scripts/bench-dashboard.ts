import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { createApp } from '../app';
import { loadJwtSecret } from '../auth/jwt-secret';
import { TokenService } from '../auth/tokens';
import { createLogger } from '../common/logger';
import { loadConfig } from '../config/env';
import { openDatabase } from '../db/database';

/**
 * `npm run bench:dashboard`: against the configured database (seed it with `npm run seed:scale`), through
 * HTTP on loopback, in one run: the `dashboard` query's median and p95, the spec's way (every user through
 * GET /api/auth/user/, aggregated in Node as the original browser did), their ratio, and the residents
 * registry search. Prints figures; asserts nothing.
 */
const DASHBOARD_RUNS = 30;
const SPEC_WAY_RUNS = 5;
const SEARCH_RUNS = 30;

const DASHBOARD = `{ dashboard {
  residents { total male female teen adult seniorCitizen ageChart { teen adult senior } }
  employment { employed unemployed } voters { voters nonVoters }
  events { total finished attendance { eventName expected actual } }
  documentRequests { total pending canceled processing forPickup rejected released uniqueDocumentTypes perDocumentType { documentTypeName count } }
} }`;
const SEARCH = `query($search: String) { residents(search: $search, page: 1, pageSize: 10) { total items { id fullName } } }`;

interface SpecUser {
  user_type: string; gender: string | null; age: number | null; is_employed: unknown; is_voter: unknown;
}

/** What the original browser computed from the full user list (docs/rules/dashboard.md#dashboard-counting). */
function aggregateLikeTheBrowser(users: SpecUser[]) {
  const residents = users.filter((u) => u.user_type === 'resident');
  const withAge = residents.filter((u) => typeof u.age === 'number') as Array<SpecUser & { age: number }>;
  return {
    total: residents.length,
    male: residents.filter((u) => u.gender === 'male').length,
    female: residents.filter((u) => u.gender === 'female').length,
    teen: withAge.filter((u) => u.age < 20).length,
    adult: withAge.filter((u) => u.age >= 20 && u.age < 60).length,
    senior: withAge.filter((u) => u.age >= 60).length,
    chartTeen: withAge.filter((u) => u.age >= 13 && u.age < 20).length,
    employed: residents.filter((u) => u.is_employed === true).length,
    unemployed: residents.filter((u) => u.is_employed === false).length,
    voters: residents.filter((u) => u.is_voter === true).length,
    nonVoters: residents.filter((u) => u.is_voter === false).length,
  };
}

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function timed<T>(runs: number, once: () => Promise<T>): Promise<{ samples: number[]; last: T }> {
  const samples: number[] = [];
  let last!: T;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    last = await once();
    samples.push(performance.now() - start);
  }
  return { samples, last };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main(): Promise<void> {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'error' });
  const logger = createLogger('error');
  const database = await openDatabase(config, logger);
  const jwtSecret = await loadJwtSecret(config.jwtSecret, config.dataDir);
  const portal = await createApp({ config, db: database.db, logger, jwtSecret });
  const server = portal.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const [admin] = await database.db.query(`SELECT id, email FROM "user" WHERE user_type = 'admin' ORDER BY id LIMIT 1`);
    if (!admin) throw new Error('no administrator in this database: start the portal once first');
    const token = await new TokenService(jwtSecret).signAccessToken({ sub: String(admin.id), email: admin.email, is_resident: false, is_verified: true });
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const graphql = async (query: string, variables?: object) => {
      const response = await fetch(`${base}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
      const body = await response.json() as { data?: unknown; errors?: unknown[] };
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return body.data;
    };
    const [{ residents }] = await database.db.query(`SELECT count(*)::int AS residents FROM "user" WHERE user_type = 'resident'`);
    console.log(`Residents in the database: ${residents}\n`);

    await timed(3, () => graphql(DASHBOARD)); // warm-up: connections, plans, caches
    const dashboard = await timed(DASHBOARD_RUNS, () => graphql(DASHBOARD));

    let payloadBytes = 0;
    const specWay = await timed(SPEC_WAY_RUNS, async () => {
      const response = await fetch(`${base}/api/auth/user/`, { headers });
      const text = await response.text();
      payloadBytes = Buffer.byteLength(text);
      return aggregateLikeTheBrowser(JSON.parse(text) as SpecUser[]);
    });

    await timed(3, () => graphql(SEARCH, { search: 'dela' }));
    const search = await timed(SEARCH_RUNS, () => graphql(SEARCH, { search: 'dela' }));
    const rareSearch = await timed(SEARCH_RUNS, () => graphql(SEARCH, { search: 'apolinario' }));

    const dashboardMedian = percentile(dashboard.samples, 50);
    const specMedian = percentile(specWay.samples, 50);
    const fromDashboard = (dashboard.last as { dashboard: { residents: { total: number } } }).dashboard.residents.total;
    const rows: Array<[string, string]> = [
      [`dashboard query, median of ${DASHBOARD_RUNS}`, ms(dashboardMedian)],
      ['dashboard query, p95', ms(percentile(dashboard.samples, 95))],
      [`spec's way (GET /api/auth/user/ + Node), median of ${SPEC_WAY_RUNS}`, `${ms(specMedian)} (${(payloadBytes / 1e6).toFixed(1)} MB of JSON)`],
      ["ratio spec's way / dashboard", `${(specMedian / dashboardMedian).toFixed(1)}x`],
      [`registry search "dela", median of ${SEARCH_RUNS}`, ms(percentile(search.samples, 50))],
      [`registry search "apolinario", median of ${SEARCH_RUNS}`, ms(percentile(rareSearch.samples, 50))],
    ];
    for (const [figure, value] of rows) console.log(`${figure.padEnd(56)} ${value}`);
    console.log(`\nSame residents counted both ways: ${fromDashboard === specWay.last.total ? 'yes' : 'NO'} (${fromDashboard})`);
  } finally {
    server.close();
    await portal.stop();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error('The benchmark failed:', error instanceof Error ? error.message : String(error));
  process.exit(1);
});
