// `node scripts/measure-home-pictures.mjs [checkout]`: the picture bytes a phone downloads on /home
// (docs/architecture.md#picture-variants).
//
// Starts the portal of `checkout` (default: this one; another checkout measures an older version) with
// scripts/start.mjs on a throw-away database (scripts/bench-portal.mjs), has its administrator add 6
// projects and 6 events with photo-like 3000x2000 JPEGs (as a phone camera gives them, ~1 MB each), then
// opens /home in Chromium as a 412x823 phone at 2.625 device pixels per CSS pixel (cold cache) and sums
// the /media/ responses: once the page has settled without scrolling, then after scrolling to the end.
// Prints which picture is the page's largest paint, whether any picture lacks a size, and the layout shift.
import path from 'node:path';
import sharp from 'sharp';
import { BENCH_ADMIN as ADMIN, cleanUp, onCleanUp, startPortal } from './bench-portal.mjs';
import { repoRoot } from './build-if-stale.mjs';
import { launchChromium } from './chromium.mjs';

const checkout = path.resolve(process.argv[2] ?? repoRoot);
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true };
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/** A photo-like JPEG: smooth noise on a colour, so it weighs what a camera picture weighs. */
async function photo(index) {
  return await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 110 + index * 5, sigma: 55 } } })
    .blur(2.5).jpeg({ quality: 88 }).toBuffer();
}

async function addContent(url) {
  const session = await (await fetch(`${url}/api/auth/token/`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN),
  })).json();
  const post = async (restPath, fields, pictureField, index) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append(pictureField, new Blob([await photo(index)], { type: 'image/jpeg' }), `photo-${index}.jpg`);
    const response = await fetch(`${url}/api${restPath}`, { method: 'POST', headers: { authorization: `Bearer ${session.access}` }, body: form });
    if (response.status !== 201) throw new Error(`${restPath} answered ${response.status}: ${await response.text()}`);
  };
  for (let index = 0; index < 6; index++) {
    await post('/projects/', { title: `Project ${index + 1}`, description: 'Covered court and drainage.', status: 'ongoing' }, 'project_photo', index);
    await post('/events/', {
      event_name: `Event ${index + 1}`, target_audience: 'Adults', event_date: '2026-12-0' + (index + 1),
      expected_number_of_attendees: '50', actual_attendees: '0', status: 'Upcoming',
    }, 'event_photo', index + 6);
  }
}

async function measure(url) {
  const browser = await launchChromium();
  onCleanUp(() => browser.close());
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const pictures = new Map();
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/media/')) pictures.set(response.url(), response.body().then((body) => body.length, () => 0));
  });
  await page.addInitScript(() => {
    window.largestPaint = null;
    window.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.largestPaint = { url: entry.url, size: entry.size };
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const total = async () => (await Promise.all([...pictures.values()])).reduce((sum, bytes) => sum + bytes, 0);
  await page.goto(`${url}/home`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  await page.waitForLoadState('networkidle');
  const atLoad = { files: pictures.size, bytes: await total() };
  const largestPaint = await page.evaluate(() => window.largestPaint);
  const layoutShift = await page.evaluate(() => window.layoutShift);
  const unsized = await page.evaluate(() => [...document.images].filter((img) => !img.getAttribute('width') || !img.getAttribute('height')).length);
  const firstSlide = await page.evaluate(() => {
    const img = document.querySelector('[aria-roledescription="slide"] img');
    return img && { currentSrc: img.currentSrc, fetchpriority: img.getAttribute('fetchpriority'), loading: img.getAttribute('loading') };
  });
  for (let y = 0; y < 20; y++) {
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(150);
  }
  await page.waitForLoadState('networkidle');
  const scrolled = { files: pictures.size, bytes: await total() };
  await context.close();
  return { atLoad, scrolled, largestPaint, unsized, firstSlide, layoutShift };
}

try {
  const { url } = await startPortal(checkout);
  await addContent(url);
  const result = await measure(url);
  console.log(`\n/home pictures on a 412x823 phone (DPR 2.625), checkout ${checkout}:`);
  console.log(`  on load, without scrolling: ${result.atLoad.files} files, ${kB(result.atLoad.bytes)}`);
  console.log(`  after scrolling to the end: ${result.scrolled.files} files, ${kB(result.scrolled.bytes)}`);
  console.log(`  largest paint: ${result.largestPaint ? `${result.largestPaint.url.replace(url, '')} (${result.largestPaint.size} px²)` : 'none'}`);
  console.log(`  first slide: ${JSON.stringify(result.firstSlide && { ...result.firstSlide, currentSrc: result.firstSlide.currentSrc.replace(url, '') })}`);
  console.log(`  pictures without width/height: ${result.unsized}`);
  console.log(`  layout shift until the page settled (CLS, no scrolling): ${result.layoutShift.toFixed(4)}`);
} finally {
  await cleanUp();
}
