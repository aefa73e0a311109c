// `npm run bench:client [-- --compare <checkout>]...`: how fast the portal is for a resident on a phone over mobile
// data (docs/architecture.md#client-benchmark). Prints figures; asserts nothing.
//
// Each checkout (this one, and every --compare one, e.g. a `git worktree` of an older commit with its
// node_modules) runs as `npm start` runs it, built if stale, on its own throw-away database filled by
// seed:demo. Chromium (Debian's, scripts/chromium.mjs) loads its pages on the phone profile: a 412x823
// viewport, the CPU slowed down 4x and the network throttled to 1.6 Mbps down, 750 kbps up and 150 ms round
// trip (DevTools' per-request throttling, through CDP). The checkouts take turns load by load, so a busy
// moment of this shared machine falls on both alike.
//
// - /home as a guest, 5 cold loads (each in a fresh browser context: empty cache), each followed by a
//   repeat visit in the same context (warm cache): first contentful paint, largest contentful paint, total
//   blocking time (the part over 50 ms of every long task after FCP), cumulative layout shift (largest
//   session window), and the bytes received on the wire by resource type (compressed, headers included;
//   a file served from the cache counts nothing).
// - Right after sign-in, 5 times each: a resident lands on the projects page and the administrator on the
//   dashboard. Measured from the click on Login to the first frame where the screen is complete (its
//   heading shown, nothing loading, every picture in view decoded); the browser reports no LCP after an
//   input, hence this measure.
import path from 'node:path';
import { repoRoot } from './build-if-stale.mjs';
import { BENCH_ADMIN, checkoutsToMeasure, DEMO_RESIDENT as RESIDENT, cleanUp, median, onCleanUp, run, startPortal } from './bench-portal.mjs';

const LOADS = 5;
const PHONE = {
  viewport: { width: 412, height: 823 },
  cpuSlowdown: 4,
  // Bytes per second, as CDP takes them.
  network: { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 },
};
const TARGETS = { homeLcpMs: 2000, repeatLcpMs: 1000, cls: 0.05, homeScriptKb: 170, signedInMs: 2500 };

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

// ---------------------------------------------------------------------------------------------------
// In the page: installed before any page script, collects paints, long tasks and layout shifts as they come.
const OBSERVERS = () => {
  const perf = { fcp: null, lcp: null, lcpElement: null, longTasks: [], shifts: [] };
  window.__benchPerf = perf;
  const observe = (type, onEntry) => new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') perf.fcp = entry.startTime;
  });
  observe('largest-contentful-paint', (entry) => {
    perf.lcp = entry.startTime;
    const element = entry.element;
    perf.lcpElement = element ? `${element.tagName.toLowerCase()} "${(element.getAttribute('alt') ?? element.textContent ?? '').trim().slice(0, 40)}"` : null;
  });
  observe('longtask', (entry) => perf.longTasks.push({ start: entry.startTime, duration: entry.duration }));
  observe('layout-shift', (entry) => {
    if (!entry.hadRecentInput) perf.shifts.push({ start: entry.startTime, value: entry.value });
  });
};

/** Cumulative layout shift as browsers report it: the largest session window (gaps under 1 s, at most 5 s). */
function layoutShift(shifts) {
  let largest = 0;
  let window = { first: -Infinity, last: -Infinity, sum: 0 };
  for (const shift of shifts) {
    if (shift.start - window.last > 1000 || shift.start - window.first > 5000) window = { first: shift.start, last: shift.start, sum: 0 };
    window.last = shift.start;
    window.sum += shift.value;
    largest = Math.max(largest, window.sum);
  }
  return largest;
}

/** A page on the phone profile, with the bytes it receives counted by resource type. */
async function phonePage(context) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', PHONE.network);
  const typeOf = new Map();
  const bytes = {};
  cdp.on('Network.responseReceived', ({ requestId, type }) => typeOf.set(requestId, type));
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const type = typeOf.get(requestId) ?? 'Other';
    bytes[type] = (bytes[type] ?? 0) + encodedDataLength;
  });
  await page.addInitScript(OBSERVERS);
  return { page, bytes };
}

async function settle(page) {
  await page.waitForLoadState('load');
  await page.waitForLoadState('networkidle');
  // Quiet for 2 s more: late lazy chunks and their long tasks, and the LCP candidate settles (no input).
  await page.waitForTimeout(2000);
}

async function homeLoad(context, url) {
  const { page, bytes } = await phonePage(context);
  await page.goto(`${url}/home`);
  await settle(page);
  const perf = await page.evaluate(() => window.__benchPerf);
  await page.close();
  const tbt = perf.longTasks
    .filter((task) => perf.fcp !== null && task.start + task.duration > perf.fcp)
    .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
  return { fcp: perf.fcp, lcp: perf.lcp, tbt, cls: layoutShift(perf.shifts), lcpElement: perf.lcpElement, bytes };
}

/** The first frame where the signed-in screen at `pathname` is complete, in the page's own clock. */
function screenComplete(pathname) {
  if (location.pathname !== pathname) return false;
  const main = document.querySelector('main');
  if (!main?.querySelector('h1')) return false;
  if ([...main.querySelectorAll('[role="status"]')].some((status) => /loading/i.test(status.textContent ?? ''))) return false;
  const inView = (element) => element.getBoundingClientRect().top < innerHeight;
  if ([...main.querySelectorAll('img')].some((image) => inView(image) && !(image.complete && image.naturalWidth > 0))) return false;
  return performance.now();
}

async function signedInScreen(browser, url, account, pathname) {
  const context = await browser.newContext({ viewport: PHONE.viewport });
  const { page } = await phonePage(context);
  await page.goto(`${url}/login`);
  await settle(page);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  const clicked = await page.evaluate(() => performance.now());
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const complete = await page.waitForFunction(screenComplete, pathname, { polling: 'raf', timeout: 60_000 });
  const shown = await complete.jsonValue();
  await context.close();
  return shown - clicked;
}

// ---------------------------------------------------------------------------------------------------

async function measureOnce(browser, portal, results) {
  const context = await browser.newContext({ viewport: PHONE.viewport });
  results.cold.push(await homeLoad(context, portal.url));
  results.repeat.push(await homeLoad(context, portal.url));
  await context.close();
  results.resident.push(await signedInScreen(browser, portal.url, RESIDENT, '/resident/barangay-projects'));
  results.admin.push(await signedInScreen(browser, portal.url, BENCH_ADMIN, '/dashboard'));
  const last = results.cold.at(-1);
  console.log(`  ${portal.label}: cold LCP ${last.lcp?.toFixed(0)} ms, repeat LCP ${results.repeat.at(-1).lcp?.toFixed(0)} ms, `
    + `resident ${results.resident.at(-1).toFixed(0)} ms, administrator ${results.admin.at(-1).toFixed(0)} ms`);
}

const ms = (value) => (value === null || value === undefined ? 'none' : `${value.toFixed(0)} ms`);
const verdict = (ok) => (ok ? 'within target' : 'OVER TARGET');

function medianBytes(loads) {
  const types = [...new Set(loads.flatMap((load) => Object.keys(load.bytes)))].sort();
  return Object.fromEntries(types.map((type) => [type, median(loads.map((load) => load.bytes[type] ?? 0))]));
}

function report({ label, results }) {
  const { cold, repeat, resident, admin } = results;
  const pick = (loads, key) => median(loads.map((load) => load[key] ?? Number.NaN));
  const coldBytes = medianBytes(cold);
  const repeatBytes = medianBytes(repeat);
  const rows = [
    ['/home cold: first contentful paint', ms(pick(cold, 'fcp')), ''],
    ['/home cold: largest contentful paint', ms(pick(cold, 'lcp')), `< ${TARGETS.homeLcpMs} ms: ${verdict(pick(cold, 'lcp') < TARGETS.homeLcpMs)}`],
    ['/home cold: total blocking time', ms(pick(cold, 'tbt')), ''],
    ['/home cold: cumulative layout shift', pick(cold, 'cls').toFixed(3), `< ${TARGETS.cls}: ${verdict(pick(cold, 'cls') < TARGETS.cls)}`],
    ['/home cold: JavaScript on the wire', kB(coldBytes.Script ?? 0), `<= ${TARGETS.homeScriptKb} kB: ${verdict((coldBytes.Script ?? 0) <= TARGETS.homeScriptKb * 1000)}`],
    ['/home repeat visit: largest contentful paint', ms(pick(repeat, 'lcp')), `< ${TARGETS.repeatLcpMs} ms: ${verdict(pick(repeat, 'lcp') < TARGETS.repeatLcpMs)}`],
    ['/home repeat visit: cumulative layout shift', pick(repeat, 'cls').toFixed(3), ''],
    ['resident projects page after sign-in', ms(median(resident)), `< ${TARGETS.signedInMs} ms: ${verdict(median(resident) < TARGETS.signedInMs)}`],
    ['administrator dashboard after sign-in', ms(median(admin)), `< ${TARGETS.signedInMs} ms: ${verdict(median(admin) < TARGETS.signedInMs)}`],
  ];
  console.log(`\n${label} (median of ${cold.length})`);
  for (const [name, value, target] of rows) console.log(`  ${name.padEnd(46)} ${value.padStart(10)}   ${target}`);
  console.log(`  /home LCP element: ${cold.at(-1).lcpElement ?? 'unknown'}`);
  const byType = (bytes) => Object.entries(bytes).map(([type, size]) => `${type} ${kB(size)}`).join(', ');
  console.log(`  /home cold, on the wire by type: ${byType(coldBytes)}`);
  console.log(`  /home repeat, on the wire by type: ${byType(repeatBytes)}`);
}

async function main() {
  const checkouts = checkoutsToMeasure(process.argv.slice(2));
  const portals = [];
  for (const root of checkouts) {
    const { url, env } = await startPortal(root);
    console.log('Filling the database with the demo barangay (seed:demo)...');
    run(root, process.execPath, ['server/dist/composition/seed-demo.js'], env);
    portals.push({ url, label: root === repoRoot ? 'this checkout' : root, results: { cold: [], repeat: [], resident: [], admin: [] } });
  }
  // The browser tests' Chromium (loaded only now: the builds and the seeding above need no browser).
  const { launchChromium } = await import('./chromium.mjs');
  const browser = await launchChromium();
  onCleanUp(() => browser.close());

  console.log(`\nPhone profile: ${PHONE.viewport.width}x${PHONE.viewport.height}, ${PHONE.cpuSlowdown}x CPU slowdown, 1.6 Mbps / 750 kbps / ${PHONE.network.latency} ms`);
  for (let load = 0; load < LOADS; load += 1) {
    for (const portal of portals) await measureOnce(browser, portal, portal.results);
  }
  await cleanUp();
  portals.forEach(report);
}

try {
  await main();
} catch (error) {
  console.error(`\nbench:client failed: ${error.stack ?? error}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
