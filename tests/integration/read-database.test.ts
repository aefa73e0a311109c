import { randomBytes } from 'node:crypto';
import { barangayToday } from '@barangay-portal/domain';
import { Client } from 'pg';
import { createLogger } from '../../server/src/common/logger';
import { openReadDatabase, type ReadDatabase } from '../../server/src/composition/database';
import { withinBarangay } from '../../server/src/db/row-security';
import { bootstrapCityAdministrator } from '../../server/src/modules/accounts/admin-bootstrap';
import type { Session } from '../utils/accounts';
import { addBarangay, graphqlAt, requestAt, residentAt, signInAt, staffAt } from '../utils/hosts';
import { startReplicaOf, startTestServer, type TestServer } from '../utils/test-server';

// DATABASE_READ_URL (docs/architecture.md#replicas-read-database): the dashboards' statistics, the city
// roll-up and the registry reports read from a second pool. A streaming replica cannot be made here quickly, so the read
// URL is the same database reached as a role that may only SELECT, with every transaction read-only: what answers over
// it was read there, and anything written there would fail.
const HOST_A = 'portal.test';
const HOST_B = 'malayo.test';
const CITY_ADMIN = { email: 'city-admin@read.example.ph', password: 'Sampaguita-Lane-1962' };
const READER = `portal_reader_${randomBytes(6).toString('hex')}`;
const READER_PASSWORD = randomBytes(12).toString('hex');

let primary: TestServer;
/** A portal with DATABASE_READ_URL on the read-only role, on the primary's database. */
let replica: TestServer;
let readUrl: string;
let barangayB: number;
let staffA: Session;
let staffB: Session;
let city: Session;

/** The read-only role's URL to the test database; `application_name` names its connections in pg_stat_activity. */
function readerUrl(url: string): string {
  const reading = new URL(url);
  reading.username = READER;
  reading.password = READER_PASSWORD;
  reading.searchParams.set('application_name', 'portal-reads');
  return reading.toString();
}

async function makeReader(server: TestServer): Promise<void> {
  const db = server.database.db;
  const [{ database }] = await db.query('SELECT current_database() AS database');
  await db.query(`CREATE ROLE ${READER} LOGIN NOSUPERUSER NOBYPASSRLS PASSWORD '${READER_PASSWORD}'`);
  await db.query(`GRANT CONNECT ON DATABASE "${database}" TO ${READER}`);
  await db.query(`GRANT USAGE ON SCHEMA public TO ${READER}`);
  await db.query(`GRANT SELECT ON ALL TABLES IN SCHEMA public TO ${READER}`);
  // As a hot standby is: every transaction read-only, whatever the portal asks.
  await db.query(`ALTER ROLE ${READER} SET default_transaction_read_only = on`);
}

beforeAll(async () => {
  primary = await startTestServer({ CITY_NAME: 'City of Caloocan' });
  barangayB = await addBarangay(primary, { name: 'Barangay Malayo', prefix: 'MLY', host: HOST_B, defaultHost: HOST_A });
  await makeReader(primary);
  readUrl = readerUrl(primary.database.url);
  replica = await startReplicaOf(primary, { DATABASE_READ_URL: readUrl, CITY_NAME: 'City of Caloocan' });
  // Registrations and sign-ins through the replica write to the primary: they would fail on the read URL.
  [staffA, staffB] = [await staffAt(replica, HOST_A), await staffAt(replica, HOST_B)];
  await bootstrapCityAdministrator(primary.database.db, {
    cityAdminEmail: CITY_ADMIN.email, cityAdminPassword: CITY_ADMIN.password, cityName: 'City of Caloocan', dataDir: primary.dataDir,
  });
  city = await signInAt(replica, HOST_A, CITY_ADMIN.email, CITY_ADMIN.password);
}, 60_000);

afterAll(async () => {
  await replica?.close();
  if (primary) {
    await primary.database.db.query(`DROP OWNED BY ${READER}`).catch(() => undefined);
    await primary.database.db.query(`DROP ROLE IF EXISTS ${READER}`).catch(() => undefined);
    await primary.close();
  }
});

const DASHBOARD = '{ dashboard { residents { total } documentRequests { total } } }';
const residentsOn = async (server: TestServer, host: string, staff: Session): Promise<number> => {
  const answer = await graphqlAt(server, host, DASHBOARD, {}, staff.access);
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data!.dashboard.residents.total;
};
const rollupOn = async (server: TestServer) => await graphqlAt(server, HOST_A, '{ cityRollup { barangays { barangayId residents } city { residents } } }', {}, city.access);
const quarter = () => ({ year: Number(barangayToday().slice(0, 4)), quarter: Math.floor((Number(barangayToday().slice(5, 7)) - 1) / 3) + 1 });
const summaryOn = async (server: TestServer, host: string, staff: Session) => {
  const { year, quarter: q } = quarter();
  return await requestAt(server, host, `/api/registry/population-summary.csv?year=${year}&quarter=${q}`, { headers: { authorization: `Bearer ${staff.access}` } });
};

it('answers the dashboard over the read URL with the barangay\'s own residents only', async () => {
  const [a, b] = [await residentsOn(replica, HOST_A, staffA), await residentsOn(replica, HOST_B, staffB)];
  await residentAt(replica, HOST_B);
  await residentAt(replica, HOST_B);
  // Written on the primary, read on the read URL: B counts its two new residents, A none of them.
  expect(await residentsOn(replica, HOST_B, staffB)).toBe(b + 2);
  expect(await residentsOn(replica, HOST_A, staffA)).toBe(a);
  // The same figures the primary reads.
  expect(await residentsOn(primary, HOST_A, staffA)).toBe(a);
  expect(await residentsOn(primary, HOST_B, staffB)).toBe(b + 2);
});

it('answers the city roll-up and the population summary over the read URL, each barangay its own', async () => {
  const created = await graphqlAt(replica, HOST_A, `mutation ($input: InhabitantInput!) { createInhabitant(input: $input) { id } }`,
    { input: { lastName: 'Reyes', firstName: 'Andres', birthPlace: 'Navotas', civilStatus: 'SINGLE', sex: 'MALE', birthdate: '1980-05-01' } }, staffA.access);
  expect(created.errors).toBeUndefined();
  const [summaryA, summaryB] = [await summaryOn(replica, HOST_A, staffA), await summaryOn(replica, HOST_B, staffB)];
  expect([summaryA.status, summaryB.status]).toEqual([200, 200]);
  expect(summaryA.body).toMatch(/^Inhabitants,1\r?$/m);
  expect(summaryB.body).toMatch(/^Inhabitants,0\r?$/m);

  const rollup = await rollupOn(replica);
  expect(rollup.errors).toBeUndefined();
  expect(rollup.data).toEqual((await rollupOn(primary)).data);
  const byBarangay = new Map<number, number>(rollup.data!.cityRollup.barangays.map((row: { barangayId: number; residents: number }) => [row.barangayId, row.residents]));
  expect(byBarangay.get(barangayB)).toBe(await residentsOn(replica, HOST_B, staffB));
  expect(rollup.data!.cityRollup.city.residents).toBe(await residentsOn(replica, HOST_A, staffA) + byBarangay.get(barangayB)!);
});

it('reads the dashboard, the roll-up and the summary there: the read role losing its SELECT fails them, the primary\'s portal answers', async () => {
  const db = primary.database.db;
  await db.query(`REVOKE SELECT ON ALL TABLES IN SCHEMA public FROM ${READER}`);
  try {
    expect((await graphqlAt(replica, HOST_A, DASHBOARD, {}, staffA.access)).errors).toBeDefined();
    expect((await rollupOn(replica)).errors).toBeDefined();
    expect((await summaryOn(replica, HOST_A, staffA)).status).toBe(500);
    // Signing in and everything else still read the primary.
    expect((await graphqlAt(replica, HOST_A, '{ me { email } }', {}, staffA.access)).data?.me.email).toBe(staffA.email);
    expect((await graphqlAt(primary, HOST_A, DASHBOARD, {}, staffA.access)).errors).toBeUndefined();
    expect((await rollupOn(primary)).errors).toBeUndefined();
  } finally {
    await db.query(`GRANT SELECT ON ALL TABLES IN SCHEMA public TO ${READER}`);
  }
  expect((await graphqlAt(replica, HOST_A, DASHBOARD, {}, staffA.access)).errors).toBeUndefined();
});

it('refuses any write through the read URL', async () => {
  const client = new Client({ connectionString: readUrl });
  await client.connect();
  try {
    await expect(client.query(`INSERT INTO barangay (name, reference_prefix) VALUES ('Barangay Hindi', 'HND')`))
      .rejects.toThrow(/read-only transaction/);
  } finally {
    await client.end();
  }
});

describe('row-level security on the read data source', () => {
  let readDatabase: ReadDatabase;
  beforeAll(async () => {
    readDatabase = await openReadDatabase(readUrl, primary.database.db, createLogger('silent'));
  });
  afterAll(async () => {
    await readDatabase.close();
  });

  it('shows a request only its barangay\'s rows, and other work every barangay\'s', async () => {
    const barangaysOf = async () => (await readDatabase.reads.query<Array<{ barangay_id: number }>>(
      `SELECT DISTINCT barangay_id FROM resident_stat_count WHERE stat = 'total' ORDER BY barangay_id`)).map((row) => row.barangay_id);
    expect(await barangaysOf()).toEqual([1, barangayB]);
    // No filter in the statement: the policy alone keeps barangay A's request to barangay A.
    expect(await withinBarangay(1, barangaysOf)).toEqual([1]);
    expect(await withinBarangay(barangayB, barangaysOf)).toEqual([barangayB]);
  });

  it('is the primary itself when DATABASE_READ_URL is unset', async () => {
    const unset = await openReadDatabase(undefined, primary.database.db, createLogger('silent'));
    expect(unset.reads).toBe(primary.database.db);
    await unset.close();
    expect(primary.database.db.isInitialized).toBe(true);
  });
});
