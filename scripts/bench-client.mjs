// `npm run bench:client`: what a guest's browser downloads and how fast the home page paints.
//
// 1. Builds the client (`npm run build -w client`).
// 2. Sizes: every chunk of client/dist gzipped (zlib's default level, as a compressing proxy would send
//    it; the portal itself serves them uncompressed). The guest's home-page JavaScript is taken from a REAL
//    page load in Chromium: every .js response recorded while /home loads and settles, i.e. the entry
//    chunk, the chunks it imports statically (modulepreload) and the lazy chunks the route loads. Not
//    from Vite's manifest, so whatever the router really pulls in is counted.
// 3. A Lighthouse-style lab measurement in Chromium against the built app served by the real server
//    (scripts/start.mjs, as `npm start` runs it) on a throw-away database filled by `seed:demo`:
//    first contentful paint and largest contentful paint (PerformanceObserver 'paint' and
//    'largest-contentful-paint' entries) and total blocking time (the part over 50 ms of every long task
//    from first contentful paint until the page is quiet), with the CPU slowed down 4x through CDP
//    (Emulation.setCPUThrottlingRate), at a phone's viewport (412x823), each load in a fresh browser
//    context (cold cache), median of 5. The network is loopback, not throttled: the figures are the CPU
//    side of a mid-range phone, not its network.
//
// The database: DATABASE_URL when set (a fresh database is created on that server and dropped after,
// as tests/utils/global-setup.mjs and test-db.ts do), else the embedded PostgreSQL in a temporary
// DATA_DIR. Everything started here is stopped and removed at the end, also on Ctrl-C or a failure.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { chmod } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { repoRoot } from './build-if-stale.mjs';
import { freePort, throwawayDatabase } from './throwaway.mjs';

const TARGET_HOME_JS_KB = 170;
const TARGET_LCP_MS = 2500;
const CPU_SLOWDOWN = 4;
const LOADS = 5;
// The password holds no word of the e-mail ("bench", "admin"): ADMIN_PASSWORD must pass the password policy.
const ADMIN = { email: 'bench-admin@barangay.local', password: `Tahimik-${randomBytes(9).toString('hex')}` };
const distDir = path.join(repoRoot, 'client/dist');

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const gzipBytes = (buffer) => gzipSync(buffer).length;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

// ---------------------------------------------------------------------------------------------------
// Clean-up: whatever was started is registered here and undone in reverse order, exactly once.
const cleanups = [];
let cleaning;
async function cleanUp() {
  cleaning ??= (async () => {
    while (cleanups.length > 0) {
      const undo = cleanups.pop();
      try {
        await undo();
      } catch (error) {
        console.error(`Clean-up step failed: ${error.message}`);
      }
    }
  })();
  return await cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping what the benchmark started...`);
    void cleanUp().then(() => process.exit(130));
  });
}

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
}


async function waitForHealth(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the portal exited (code ${child.exitCode}) before it answered`);
    try {
      if ((await fetch(`${url}/healthz`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url}/healthz did not answer 200 within ${timeoutMs / 1000} s`);
}

// ---------------------------------------------------------------------------------------------------
// Database and server

/** DATABASE_URL's server with a fresh database on it, or nothing (the portal starts an embedded one). */
async function benchDatabaseUrl() {
  if (!process.env.DATABASE_URL) return undefined;
  const database = await throwawayDatabase(process.env.DATABASE_URL, 'portal_bench');
  cleanups.push(database.drop);
  return database.url;
}

/** The embedded PostgreSQL still running in the data dir, if any (the server's own check, from its build). */
async function runningPostmaster(dataDir) {
  const module = path.join(repoRoot, 'server/dist/db/embedded-postgres.js');
  // Not built: the portal never got as far as starting a PostgreSQL.
  if (!existsSync(module)) return undefined;
  return await (await import(pathToFileURL(module).href)).runningPostmaster(dataDir);
}

async function startPortal() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  // As root the embedded cluster runs as the postgres user, who must be able to enter the folder.
  await chmod(dataDir, 0o755);
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const databaseUrl = await benchDatabaseUrl();
  const port = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    NODE_ENV: 'production',
    // Production refuses to start without its public origin (links and QR codes never trust the Host header).
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    OUTBOX_INTERVAL_MS: '0',
  };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;

  console.log(`\nStarting the portal (scripts/start.mjs) on port ${port} with ${databaseUrl ? 'a fresh database on DATABASE_URL' : 'an embedded PostgreSQL'}...`);
  const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: repoRoot, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const stopped = await Promise.race([exited.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 30_000))]);
      if (!stopped) child.kill('SIGKILL');
    }
    // A PostgreSQL left behind by a killed portal is stopped by its own pid (fast shutdown).
    const postmaster = await runningPostmaster(dataDir);
    if (postmaster) {
      try {
        process.kill(postmaster.pid, 'SIGINT');
        await new Promise((resolve) => setTimeout(resolve, 2000));
      } catch {
        // already gone
      }
    }
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, 240_000);
  return { url, env };
}

// ---------------------------------------------------------------------------------------------------
// Sizes

/** Every .js file of the build, gzipped, and which of them belong to the portal (not the playground). */
function chunkSizes() {
  const assets = path.join(distDir, 'assets');
  const sizes = new Map(readdirSync(assets).filter((file) => file.endsWith('.js'))
    .map((file) => [file, gzipBytes(readFileSync(path.join(assets, file)))]));
  // The portal's chunks: from index.html's entry, every chunk named in another's static or dynamic imports.
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const queue = [...html.matchAll(/assets\/([\w.-]+\.js)/g)].map((match) => match[1]);
  const portal = new Set();
  while (queue.length > 0) {
    const file = queue.pop();
    if (portal.has(file) || !sizes.has(file)) continue;
    portal.add(file);
    const code = readFileSync(path.join(assets, file), 'utf8');
    for (const match of code.matchAll(/(?:assets\/|\.\/)([\w.-]+\.js)/g)) queue.push(match[1]);
  }
  return { sizes, portal };
}

/** The .js a guest downloads for /home: recorded from a real load, until the page has settled. */
async function homePageJavaScript(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = new Map();
  page.on('response', (response) => {
    const address = new URL(response.url());
    if (address.origin === url && address.pathname.endsWith('.js') && response.status() === 200) {
      scripts.set(address.pathname, response.body().then(gzipBytes));
    }
  });
  await page.goto(`${url}/home`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { name: 'Projects', exact: true }).waitFor();
  await page.waitForLoadState('networkidle');
  await context.close();
  const files = await Promise.all([...scripts].map(async ([file, size]) => ({ file: path.basename(file), size: await size })));
  return files.sort((a, b) => b.size - a.size);
}

// ---------------------------------------------------------------------------------------------------
// Paint and blocking time

// Installed before any page script: collects the paint, LCP and long-task entries as they come.
const OBSERVERS = () => {
  const perf = { fcp: null, lcp: null, lcpElement: null, longTasks: [] };
  window.__benchPerf = perf;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') perf.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    const last = entries[entries.length - 1];
    perf.lcp = last.startTime;
    const element = last.element;
    perf.lcpElement = element ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.getAttribute('alt') ?? element.textContent ?? '').trim().slice(0, 40)}"` : null;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) perf.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
};

async function measureLoad(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(OBSERVERS);
  await page.goto(`${url}/home`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  // Quiet for 2 s more: late lazy chunks and their long tasks, and the LCP candidate settles (no input).
  await page.waitForTimeout(2000);
  const perf = await page.evaluate(() => window.__benchPerf);
  await context.close();
  const blocking = perf.longTasks
    .filter((task) => perf.fcp !== null && task.start + task.duration > perf.fcp)
    .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
  return { fcp: perf.fcp, lcp: perf.lcp, tbt: blocking, lcpElement: perf.lcpElement };
}

// ---------------------------------------------------------------------------------------------------

async function main() {
  console.log('Building the client (npm run build -w client)...');
  run('npm', ['run', 'build', '-w', 'client']);
  const { sizes, portal } = chunkSizes();

  const { url, env } = await startPortal();
  console.log('Filling the database with the demo barangay (seed:demo)...');
  run(process.execPath, ['server/dist/db/seeds/demo.js'], env);

  // The browser tests' Chromium (loaded only now: the build and the seeding above need no browser).
  const { launchChromium } = await import('./chromium.mjs');
  const browser = await launchChromium();
  cleanups.push(() => browser.close());

  const home = await homePageJavaScript(browser, url);
  const loads = [];
  for (let load = 0; load < LOADS; load += 1) {
    loads.push(await measureLoad(browser, url));
    console.log(`  load ${load + 1}: FCP ${loads.at(-1).fcp?.toFixed(0)} ms, LCP ${loads.at(-1).lcp?.toFixed(0)} ms, TBT ${loads.at(-1).tbt.toFixed(0)} ms`);
  }
  await cleanUp();

  const homeTotal = home.reduce((sum, { size }) => sum + size, 0);
  const largest = (files) => [...files].map((file) => ({ file, size: sizes.get(file) })).sort((a, b) => b.size - a.size)[0];
  const largestPortal = largest(portal);
  const largestAny = largest(sizes.keys());
  const verdict = (ok) => (ok ? 'within target' : 'OVER TARGET');
  const fcp = median(loads.map((load) => load.fcp));
  const lcp = median(loads.map((load) => load.lcp));
  const tbt = median(loads.map((load) => load.tbt));

  console.log('\nClient bundle (gzip, zlib default level; 1 kB = 1000 bytes)');
  console.log(`  Guest home page (/home) JavaScript: ${kB(homeTotal)} in ${home.length} files   target < ${TARGET_HOME_JS_KB} kB: ${verdict(homeTotal < TARGET_HOME_JS_KB * 1000)}`);
  for (const { file, size } of home) console.log(`      ${kB(size).padStart(9)}  ${file}`);
  console.log(`  Largest chunk of the portal: ${largestPortal.file} ${kB(largestPortal.size)}`);
  if (largestAny.file !== largestPortal.file) {
    console.log(`  Largest chunk of the build:  ${largestAny.file} ${kB(largestAny.size)} (GraphiQL playground at /graphql only)`);
  }
  console.log(`\nChromium, /home as a guest, ${CPU_SLOWDOWN}x CPU slowdown, median of ${LOADS} cold loads (loopback network)`);
  console.log(`  First contentful paint:   ${fcp.toFixed(0)} ms`);
  console.log(`  Largest contentful paint: ${lcp.toFixed(0)} ms   target < ${TARGET_LCP_MS} ms: ${verdict(lcp < TARGET_LCP_MS)}`);
  console.log(`      LCP element: ${loads.at(-1).lcpElement ?? 'unknown'}`);
  console.log(`  Total blocking time:      ${tbt.toFixed(0)} ms`);
}

try {
  await main();
} catch (error) {
  console.error(`\nbench:client failed: ${error.stack ?? error}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
