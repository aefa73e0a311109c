// `npm run bench:api [-- --compare <checkout>]...`: GraphQL against REST for the same service calls, on
// loopback, in one run; with --compare, for another checkout too (e.g. a `git worktree` of an older commit
// with its node_modules), each portal's rounds in turn with this one's, so both meet the same load.
//
// 1. Builds the server when its sources are newer than its build (as `npm start` does).
// 2. Starts the built portal (scripts/start.mjs, NODE_ENV=production) on a throw-away database: DATABASE_URL's
//    server when set (a fresh database, dropped after), else the embedded PostgreSQL in a temporary DATA_DIR.
// 3. Seeds it (this script again with --seed, in a child with the portal's environment): the demo residents,
//    100 announcements, a document type and 100 document requests (each with its status history), so REST's
//    whole lists and GraphQL's 100-row pages hold the same rows.
// 4. For each call (the announcements list as a guest; the signed-in resident's profile; a page of document
//    requests as the administrator) asks REST and GraphQL for the same fields, checks once that both answer
//    200 with the same number of rows, then runs autocannon (CONNECTIONS connections, ROUND_SECONDS s) in
//    alternating rounds, REST then GraphQL, ROUNDS times after one warm-up round of each.
// 5. Prints requests/s, p50 and p99 latency and the server's CPU time per answer (from /proc; steadier than
//    requests/s when other work shares the machine), each the median over the rounds, and two ratios per
//    call: GraphQL / REST requests per second, and REST / GraphQL CPU per answer. The bench asserts
//    nothing; the target (docs/architecture.md#api-benchmark) is a ratio of at least 0.8 for each call.
//
// Everything started here is stopped and removed at the end, also on Ctrl-C or a failure.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BENCH_ADMIN as ADMIN, checkoutsToMeasure, DEMO_RESIDENT as RESIDENT, cleanUp, median, startPortal } from './bench-portal.mjs';
import { buildIfStale, repoRoot } from './build-if-stale.mjs';

// BENCH_ROUNDS and BENCH_ROUND_SECONDS shorten a run while trying something out.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const ROUND_SECONDS = Number(process.env.BENCH_ROUND_SECONDS ?? 5);
const CONNECTIONS = 10;
const ROWS = 100;
const TARGET_RATIO = 0.8;

// ---------------------------------------------------------------------------------------------------
// The calls: REST path and the GraphQL query of the same fields (REST's legacy names aside).

const ANNOUNCEMENTS = `query BenchAnnouncements {
  announcements(pageSize: ${ROWS}, sortBy: CREATED_AT, sortDirection: DESC) {
    items { id title content featured createdAt updatedAt }
  }
}`;

const PROFILE = `query BenchProfile {
  me {
    id email userType nickname firstName middleName lastName fullName gender birthdate age birthPlace contactNumber
    civilStatus isEmployed isVoter religion address idVerificationStatus validIdUrl
  }
}`;

const DOCUMENT_REQUESTS = `query BenchDocumentRequests {
  documentRequests(pageSize: ${ROWS}, sortBy: REQUESTED_AT, sortDirection: DESC) {
    items {
      id documentTypeId documentTypeName fieldData gender requestor requestedAt status referenceNumber
    }
  }
}`;

const CALLS = [
  { key: 'announcements', name: 'announcements list (guest)', rest: '/api/announcements/', graphql: ANNOUNCEMENTS, field: 'announcements', who: 'guest' },
  { key: 'profile', name: 'signed-in profile (resident)', rest: '/api/auth/user/me/', graphql: PROFILE, field: 'me', who: 'resident' },
  { key: 'requests', name: `document requests, ${ROWS} rows (admin)`, rest: '/api/document-requests/', graphql: DOCUMENT_REQUESTS, field: 'documentRequests', who: 'admin' },
];

// ---------------------------------------------------------------------------------------------------
// Seeding (the --seed child): the portal's own modules from its build, on the portal's database.

async function seed() {
  // The modules of the portal being seeded: another checkout's under --compare.
  const dist = (file) => pathToFileURL(path.join(process.env.BENCH_SEED_CHECKOUT ?? repoRoot, 'server/dist', file)).href;
  await import('reflect-metadata');
  const { loadConfig } = await import(dist('config/env.js'));
  const { createLogger } = await import(dist('common/logger.js'));
  const { openDatabase } = await import(dist('composition/database.js'));
  const { seedResidents } = await import(dist('modules/accounts/users.seed.js'));
  const config = loadConfig();
  const database = await openDatabase(config, createLogger('warn'));
  const { db } = database;
  try {
    await seedResidents(db);
    await db.query(`
      INSERT INTO announcement (title, content, featured, created_at, updated_at)
      SELECT 'Announcement ' || n, 'Paalala sa lahat ng residente: ' || repeat('Ang barangay ay may bagong abiso. ', 8),
             n % 10 = 0, now() - n * interval '1 day', now() - n * interval '1 day'
      FROM generate_series(1, ${ROWS}) AS n`);
    const [type] = await db.query(`
      INSERT INTO document_type (name, description, fields, target_processing_days)
      VALUES ('Barangay Clearance', 'For employment and other purposes.', '[{"name":"Purpose","required":true}]', 3)
      RETURNING id`);
    const [admin] = await db.query(`SELECT id FROM "user" WHERE email = $1`, [ADMIN.email]);
    // Spread over the approved residents, with every status a list shows.
    const requests = await db.query(`
      INSERT INTO document_request (document_type_id, requester_id, field_data, status, created_at, updated_at)
      SELECT $1, r.id, jsonb_build_object('Purpose', 'Employment ' || n),
             (ARRAY['pending', 'processing', 'rejected', 'released']::document_request_status[])[1 + n % 4],
             now() - n * interval '7 hours', now() - n * interval '7 hours'
      FROM generate_series(1, ${ROWS}) AS n
      JOIN LATERAL (SELECT id FROM "user" WHERE user_type = 'resident' AND id_verification_status = 'approved'
                    ORDER BY id OFFSET n % 10 LIMIT 1) r ON true
      RETURNING id, status`, [type.id]);
    for (const request of requests) {
      await db.query(`INSERT INTO document_request_status_change (request_id, from_status, to_status, changed_by) VALUES ($1, NULL, 'pending', $2)`,
        [request.id, admin.id]);
    }
    console.log(`Seeded: demo residents, ${ROWS} announcements, ${requests.length} document requests.`);
  } finally {
    await database.close();
  }
}

// The portal's CPU time (user + system) so far, in ms, from /proc (Linux; null elsewhere). start.mjs runs the
// server in its own process, so this is the server's work alone, not the load generator's or PostgreSQL's.
const CLOCK_TICKS_PER_SECOND = 100;
function serverCpuMs(pid) {
  const file = `/proc/${pid}/stat`;
  if (!existsSync(file)) return null;
  // The fields after the command name (which may hold spaces, hence from the last ')'): utime and stime are the 12th and 13th.
  const stat = readFileSync(file, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

async function signIn(url, { email, password }) {
  const response = await fetch(`${url}/api/auth/token/`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }),
  });
  const body = await response.json();
  if (response.status !== 200 || !body.access) throw new Error(`sign-in of ${email} failed: ${response.status} ${JSON.stringify(body)}`);
  return body.access;
}

// ---------------------------------------------------------------------------------------------------
// The requests and the rounds

function requestsOf(url, call, tokens) {
  const authorization = tokens[call.who] ? { authorization: `Bearer ${tokens[call.who]}` } : {};
  return {
    rest: { url: `${url}${call.rest}`, method: 'GET', headers: { accept: 'application/json', ...authorization } },
    graphql: {
      url: `${url}/graphql`,
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', ...authorization },
      body: JSON.stringify({ query: call.graphql }),
    },
  };
}

/** Both answer 200 without errors, with as many rows as each other. */
async function checkOnce(call, requests) {
  const rest = await fetch(requests.rest.url, requests.rest);
  const graphql = await fetch(requests.graphql.url, requests.graphql);
  const restBody = await rest.json();
  const graphqlBody = await graphql.json();
  if (rest.status !== 200) throw new Error(`${call.name}: REST answered ${rest.status} ${JSON.stringify(restBody).slice(0, 300)}`);
  if (graphql.status !== 200 || graphqlBody.errors) throw new Error(`${call.name}: GraphQL answered ${graphql.status} ${JSON.stringify(graphqlBody).slice(0, 300)}`);
  const data = graphqlBody.data[call.field];
  const restRows = Array.isArray(restBody) ? restBody.length : 1;
  const graphqlRows = data.items ? data.items.length : 1;
  if (restRows !== graphqlRows) throw new Error(`${call.name}: REST has ${restRows} rows, GraphQL ${graphqlRows}`);
  return { rows: restRows, restBytes: JSON.stringify(restBody).length, graphqlBytes: JSON.stringify(graphqlBody).length };
}

async function round(autocannon, request, seconds, pid) {
  const cpuBefore = serverCpuMs(pid);
  const result = await autocannon({ ...request, connections: CONNECTIONS, duration: seconds });
  const cpuAfter = serverCpuMs(pid);
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${request.method} ${request.url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  // Server CPU per answer: steadier than requests/s on a machine other work shares.
  const cpu = cpuBefore === null ? NaN : (cpuAfter - cpuBefore) / result.requests.total;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, cpu };
}

/** A checkout's portal, started, seeded and signed in to. */
async function portalOf(root, nodeOptions) {
  const { url, env, pid } = await startPortal(root, { nodeOptions });
  const seeding = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/bench-api.mjs'), '--seed'],
    { cwd: repoRoot, env: { ...env, BENCH_SEED_CHECKOUT: root }, stdio: 'inherit' });
  if (seeding.status !== 0) throw new Error(`seeding failed (exit ${seeding.status})`);
  const tokens = { guest: null, resident: await signIn(url, RESIDENT), admin: await signIn(url, ADMIN) };
  return { label: root === repoRoot ? 'this checkout' : root, url, pid, tokens };
}

/** One call's rounds on every portal: REST then GraphQL, portal after portal, round after round. */
async function measureCall(autocannon, call, portals) {
  const measured = [];
  for (const portal of portals) {
    const requests = requestsOf(portal.url, call, portal.tokens);
    const shape = await checkOnce(call, requests);
    console.log(`\n${call.name}, ${portal.label}: ${shape.rows} row(s), ${shape.restBytes} B REST, ${shape.graphqlBytes} B GraphQL`);
    await round(autocannon, requests.rest, 2, portal.pid);
    await round(autocannon, requests.graphql, 2, portal.pid);
    measured.push({ portal, requests, rounds: { rest: [], graphql: [] } });
  }
  for (let index = 0; index < ROUNDS; index += 1) {
    for (const { portal, requests, rounds } of measured) {
      for (const api of ['rest', 'graphql']) {
        rounds[api].push(await round(autocannon, requests[api], ROUND_SECONDS, portal.pid));
        const last = rounds[api].at(-1);
        console.log(`  round ${index + 1} ${portal.label} ${api.padEnd(7)} ${last.rps.toFixed(0).padStart(6)} req/s  p50 ${last.p50} ms  p99 ${last.p99} ms  server CPU ${last.cpu.toFixed(2)} ms/answer`);
      }
    }
  }
  return measured.map(({ portal, rounds }) => ({ call, portal, rounds }));
}

function report(results) {
  const of = (list, key) => median(list.map((entry) => entry[key]));
  console.log(`\nREST and GraphQL on loopback: ${CONNECTIONS} connections, median of ${ROUNDS} alternating rounds of ${ROUND_SECONDS} s (after a warm-up)`);
  const header = ['call'.padEnd(36), 'REST req/s', '  p50', '  p99', 'CPU ms', ' GraphQL req/s', '  p50', '  p99', 'CPU ms', ' ratio', '  CPU ratio'];
  for (const label of new Set(results.map((result) => result.portal.label))) {
    console.log(`\n${label}`);
    console.log(header.join(' '));
    for (const { call, rounds } of results.filter((result) => result.portal.label === label)) {
      const summary = (list) => ({ rps: of(list, 'rps'), p50: of(list, 'p50'), p99: of(list, 'p99'), cpu: of(list, 'cpu') });
      const rest = summary(rounds.rest);
      const graphql = summary(rounds.graphql);
      const ratio = median(rounds.graphql.map((entry, index) => entry.rps / rounds.rest[index].rps));
      const cpuRatio = median(rounds.graphql.map((entry, index) => rounds.rest[index].cpu / entry.cpu));
      const columns = (api, width) => [api.rps.toFixed(0).padStart(width), String(api.p50).padStart(5), String(api.p99).padStart(5), api.cpu.toFixed(2).padStart(6)];
      console.log([call.name.padEnd(36), ...columns(rest, 10), ...columns(graphql, 14), `${ratio.toFixed(2)}x`.padStart(6),
        `${cpuRatio.toFixed(2)}x`.padStart(11), ratio >= TARGET_RATIO ? '' : `(target >= ${TARGET_RATIO})`].join(' '));
    }
  }
  console.log('\nLatencies in ms; CPU ms = the server process\'s CPU time per answer. ratio = GraphQL req/s / REST req/s, CPU ratio =');
  console.log('REST CPU / GraphQL CPU per answer (above 1: GraphQL costs less); both the median over the rounds, each GraphQL round against the REST round just before it.');
}

async function main() {
  buildIfStale('server');
  const nodeOptions = process.env.BENCH_SERVER_NODE_OPTIONS?.split(' ').filter(Boolean) ?? [];
  const portals = [];
  for (const root of checkoutsToMeasure(process.argv.slice(2))) portals.push(await portalOf(root, nodeOptions));
  const { default: autocannon } = await import('autocannon');
  // BENCH_CALLS=profile,requests runs only those (e.g. while profiling the server with BENCH_SERVER_NODE_OPTIONS=--cpu-prof).
  const only = process.env.BENCH_CALLS?.split(',');
  const results = [];
  for (const call of CALLS.filter((candidate) => !only || only.includes(candidate.key))) results.push(...await measureCall(autocannon, call, portals));
  await cleanUp();
  report(results);
}

if (process.argv.includes('--seed')) {
  await seed();
} else {
  try {
    await main();
  } catch (error) {
    console.error(`\nbench:api failed: ${error.stack ?? error}`);
    process.exitCode = 1;
  } finally {
    await cleanUp();
  }
}
