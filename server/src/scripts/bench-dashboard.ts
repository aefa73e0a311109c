import 'reflect-metadata';
import { barangayToday, lastEndedQuarter } from '@barangay-portal/domain';
import { ms, percentile, runBench, startBenchPortal, timed, type BenchPortal } from './bench-harness';

/**
 * `npm run bench:dashboard`: against the configured database (seed it with `npm run seed:scale`), through
 * HTTP on loopback, in one run: the `dashboard` query's median and p95, the spec's way (every user through
 * GET /api/auth/user/, aggregated in Node as the original browser did) and their ratio. The registry
 * search has its own benchmark (`npm run bench:search`); then the city roll-up as the City Administrator, and the
 * Registry of Barangay Inhabitants' searches (page 1 of 10 with the exact total), the dashboard's Inhabitants
 * section and the quarterly population summary (its CSV, and its PDF). Prints figures; asserts nothing.
 */
const DASHBOARD_RUNS = 30;
const ROLLUP_RUNS = 30;

const ROLLUP = `{ cityRollup {
  barangays { barangayId name residents openRequests overdueRequests readyRequests readyOnTime processingCompliance idVerificationsWaiting }
  city { residents openRequests overdueRequests processingCompliance idVerificationsWaiting }
} }`;
const SPEC_WAY_RUNS = 5;
const REGISTRY_RUNS = 30;

/** The registry list as its screen asks it: page 1 of 10 with the total, each row's household and purok. */
const registryPage = (filters: string) => `{ inhabitants(page: 1, pageSize: 10${filters}) {
  total items { id lastName firstName middleName age isSeniorCitizen status household { householdNumber purok { name } } } } }`;

/** What a secretary looks for: a common family name, a household number, a purok's senior citizens, the whole list. */
const REGISTRY_SEARCHES: Array<[label: string, filters: string]> = [
  ['registry search "dela" (a common family name)', ', search: "dela"'],
  ['registry search by household number "HH-012345"', ', search: "HH-012345"'],
  ['registry: a purok\'s senior citizens', ', purokId: PUROK, sector: SENIOR_CITIZEN'],
  ['registry list, no search', ''],
];

const POPULATION_RUNS = 30;
const POPULATION_PDF_RUNS = 10;

const INHABITANTS_OVERVIEW = `{ inhabitantsOverview { living households male female withAccount
  ageGroups { label total } sectors { sector count } } }`;

/**
 * The registry's population figures (docs/architecture.md#registry-of-inhabitants): the dashboard's Inhabitants section (today), and the quarterly summary
 * of the last quarter ended as CSV and as PDF (GET /api/registry/population-summary.*), each after a warm-up.
 */
async function populationFigures(portal: BenchPortal): Promise<Array<[string, number[]]>> {
  const { year, quarter } = lastEndedQuarter(barangayToday());
  const summary = (format: string) => async () => {
    const answer = await portal.get(`/api/registry/population-summary.${format}?year=${year}&quarter=${quarter}`);
    if (answer.status !== 200) throw new Error(`population summary ${format}: ${answer.status} ${answer.text.slice(0, 200)}`);
  };
  const runs: Array<[string, number, () => Promise<unknown>]> = [
    ['dashboard inhabitantsOverview (the registry today)', POPULATION_RUNS, () => portal.graphql(INHABITANTS_OVERVIEW)],
    [`population summary Q${quarter} ${year}, CSV`, POPULATION_RUNS, summary('csv')],
    [`population summary Q${quarter} ${year}, PDF`, POPULATION_PDF_RUNS, summary('pdf')],
  ];
  const figures: Array<[string, number[]]> = [];
  for (const [label, count, once] of runs) {
    await timed(3, once);
    figures.push([`${label}, median of ${count}`, (await timed(count, once)).samples]);
  }
  return figures;
}

const DASHBOARD = `{ dashboard {
  residents { total male female teen adult seniorCitizen ageChart { teen adult senior } }
  employment { employed unemployed } voters { voters nonVoters }
  events { total finished attendance { eventName expected actual } }
  documentRequests { total pending canceled processing forPickup rejected released uniqueDocumentTypes perDocumentType { documentTypeName count } }
} }`;

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

async function main(): Promise<void> {
  const portal = await startBenchPortal();
  const { get, graphql, cityGraphql } = portal;
  try {
    // The administrator's barangay's dashboard: with a city seeded (--barangays), one barangay among many.
    const [{ barangays, residents, own }] = await portal.db.query(`
      SELECT (SELECT count(*)::int FROM barangay) AS barangays, count(*)::int AS residents,
             count(*) FILTER (WHERE barangay_id = (SELECT barangay_id FROM "user" WHERE user_type = 'admin' ORDER BY id LIMIT 1))::int AS own
        FROM "user" WHERE user_type = 'resident'`);
    const [{ inhabitants }] = await portal.db.query(`SELECT count(*)::int AS inhabitants FROM inhabitant WHERE barangay_id = 1`);
    console.log(`Barangays: ${barangays}; residents in the database: ${residents}; in the dashboard's barangay: ${own}`);
    console.log(`Inhabitants in that barangay's registry: ${inhabitants}\n`);

    await timed(3, () => graphql(DASHBOARD)); // warm-up: connections, plans, caches
    const dashboard = await timed(DASHBOARD_RUNS, () => graphql(DASHBOARD));

    await timed(3, () => cityGraphql(ROLLUP));
    const rollup = await timed(ROLLUP_RUNS, () => cityGraphql(ROLLUP));

    const [purok] = await portal.db.query(`SELECT id FROM purok WHERE barangay_id = 1 ORDER BY id LIMIT 1`);
    const registry: Array<[string, number[]]> = [];
    for (const [label, filters] of REGISTRY_SEARCHES) {
      const query = registryPage(filters.replace('PUROK', String(purok?.id ?? 0)));
      await timed(3, () => graphql(query));
      registry.push([label, (await timed(REGISTRY_RUNS, () => graphql(query))).samples]);
    }

    const population = await populationFigures(portal);

    let payloadBytes = 0;
    const specWay = await timed(SPEC_WAY_RUNS, async () => {
      const { text } = await get('/api/auth/user/');
      payloadBytes = Buffer.byteLength(text);
      return aggregateLikeTheBrowser(JSON.parse(text) as SpecUser[]);
    });

    const dashboardMedian = percentile(dashboard.samples, 50);
    const specMedian = percentile(specWay.samples, 50);
    const fromDashboard = (dashboard.last as { dashboard: { residents: { total: number } } }).dashboard.residents.total;
    const rows: Array<[string, string]> = [
      [`dashboard query, median of ${DASHBOARD_RUNS}`, ms(dashboardMedian)],
      ['dashboard query, p95', ms(percentile(dashboard.samples, 95))],
      [`spec's way (GET /api/auth/user/ + Node), median of ${SPEC_WAY_RUNS}`, `${ms(specMedian)} (${(payloadBytes / 1e6).toFixed(1)} MB of JSON)`],
      ["ratio spec's way / dashboard", `${(specMedian / dashboardMedian).toFixed(1)}x`],
      [`city roll-up (every barangay), median of ${ROLLUP_RUNS}`, ms(percentile(rollup.samples, 50))],
      ['city roll-up, p95', ms(percentile(rollup.samples, 95))],
      ['ratio city roll-up / one dashboard', `${(percentile(rollup.samples, 50) / dashboardMedian).toFixed(1)}x`],
      ...registry.map(([label, samples]): [string, string] => [
        `${label}, median of ${REGISTRY_RUNS}`, `${ms(percentile(samples, 50))} (p95 ${ms(percentile(samples, 95))})`,
      ]),
      ...population.map(([label, samples]): [string, string] => [label, `${ms(percentile(samples, 50))} (p95 ${ms(percentile(samples, 95))})`]),
    ];
    for (const [figure, value] of rows) console.log(`${figure.padEnd(56)} ${value}`);
    console.log(`\nSame residents counted both ways: ${fromDashboard === specWay.last.total ? 'yes' : 'NO'} (${fromDashboard})`);
  } finally {
    await portal.close();
  }
}

runBench(main);
