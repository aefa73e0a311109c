// `npm run bench:lighthouse`: Lighthouse's scores of the public pages in both languages
// (docs/architecture/languages.md#fast). Prints figures; asserts nothing.
//
// The portal runs as `npm start` runs it (built if stale) on a throw-away database filled by seed:demo. Lighthouse
// (the npm package, its default mobile profile: a mid-range phone, simulated slow 4G and a 4x slower CPU) audits
// /home, /contact-us, /login and /register in Debian's Chromium (scripts/chromium.mjs), once in English and once
// in Filipino, in one run: the browser asks for the language as a phone set to it would (`--accept-lang`), so the
// server renders in it and the client starts in it. Each page prints its performance, accessibility, best
// practices and SEO scores, its largest contentful paint and total blocking time, the JavaScript it downloaded (on
// the wire: compressed, headers included; the budget is 170 kB on /home) and the audits that cost points.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { repoRoot } from './build-if-stale.mjs';
import { cleanUp, onCleanUp, run, startPortal } from './bench-portal.mjs';

const PAGES = ['/home', '/contact-us', '/login', '/register'];
const LANGUAGES = ['en', 'fil'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const score = (category) => Math.round((category?.score ?? 0) * 100);

/** The audits of a category that did not pass, as "id (score)". */
function failedAudits(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => `${audit.id} (${Math.round(audit.score * 100)})`);
}

async function audit(url, port) {
  const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
  return lhr;
}

async function main() {
  const { url, env } = await startPortal(repoRoot);
  console.log('Filling the database with the demo barangay (seed:demo)...');
  run(repoRoot, process.execPath, ['server/dist/composition/seed-demo.js'], env);

  const rows = [];
  for (const language of LANGUAGES) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_FLAGS, `--accept-lang=${language}`] });
    onCleanUp(() => chrome.kill());
    for (const page of PAGES) {
      const lhr = await audit(`${url}${page}`, chrome.port);
      const scores = Object.fromEntries(CATEGORIES.map((category) => [category, score(lhr.categories[category])]));
      const misses = CATEGORIES.flatMap((category) => (scores[category] < 100 ? failedAudits(lhr, category).map((id) => `${category}: ${id}`) : []));
      rows.push({
        page, language, scores,
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        scriptBytes: lhr.audits['resource-summary'].details.items.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
        misses,
      });
    }
    chrome.kill();
  }
  await cleanUp();

  console.log(`\nLighthouse, mobile (default profile): performance / accessibility / best practices / SEO; targets ${CATEGORIES.map((c) => TARGETS[c]).join(' / ')}`);
  for (const row of rows) {
    const scores = CATEGORIES.map((category) => String(row.scores[category]).padStart(3)).join(' /');
    const below = CATEGORIES.some((category) => row.scores[category] < TARGETS[category]) ? '  BELOW TARGET' : '';
    const script = `${(row.scriptBytes / 1000).toFixed(1)} kB`;
    console.log(`  ${row.page.padEnd(12)} ${row.language.padEnd(4)} ${scores}   LCP ${(row.lcp / 1000).toFixed(2)} s   TBT ${String(Math.round(row.tbt)).padStart(4)} ms   JS ${script.padStart(9)}${below}`);
    for (const miss of row.misses) console.log(`      ${miss}`);
  }
}

try {
  await main();
} catch (error) {
  console.error(error);
  await cleanUp();
  process.exitCode = 1;
}
