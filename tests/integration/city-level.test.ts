import { HOST_NAME_MESSAGE } from '@barangay-portal/domain';
import { parse } from 'csv-parse/sync';
import { bootstrapCityAdministrator } from '../../server/src/modules/accounts/admin-bootstrap';
import { workingDaysBetween } from '../../server/src/modules/document-requests/processing-time';
import type { Session } from '../utils/accounts';
import { graphqlAt, requestAt, residentAt, signInAt } from '../utils/hosts';
import { startTestServer, TEST_ADMIN, type TestServer } from '../utils/test-server';
import { createLogger } from '../../server/src/common/logger';

// The city level (docs/architecture.md#city-level): the City Administrator made on the first
// start gives barangays their host names and creates barangays with their first Punong Barangay; the city's offices
// read every barangay's figures.
const CITY_ADMIN = { email: 'city-admin@caloocan.example.ph', password: 'Sampaguita-Lane-1962' };
const DEFAULT_HOST = 'portal.example.ph';
const NEW_HOST = 'bagong-silang.example.ph';
let server: TestServer;
let admin: Session;
let city: Session;

beforeAll(async () => {
  server = await startTestServer({ CITY_NAME: 'City of Caloocan' }, createLogger('error'));
  admin = await signInAt(server, DEFAULT_HOST, TEST_ADMIN.email, TEST_ADMIN.password);
  await bootstrapCityAdministrator(server.database.db, {
    cityAdminEmail: CITY_ADMIN.email, cityAdminPassword: CITY_ADMIN.password, cityName: 'City of Caloocan', dataDir: server.dataDir,
  });
  city = await signInAt(server, DEFAULT_HOST, CITY_ADMIN.email, CITY_ADMIN.password);
});

afterAll(async () => {
  await server.close();
});

const CREATE = `mutation ($input: CreateBarangayInput!) {
  createBarangay(input: $input) {
    barangay { barangayId name psgcCode hostNames residents }
    punongBarangay { account { email firstName } temporaryPassword passwordLinkSent }
  } }`;
const newBarangay = (overrides: Record<string, unknown> = {}) => ({
  psgcCode: '137501176', name: 'Barangay 176', referencePrefix: 'b176', hostNames: [NEW_HOST],
  punongBarangay: { email: 'kapitan@bagong-silang.example.ph', firstName: 'Lorna', lastName: 'Dizon' }, ...overrides,
});
const barangayCount = async () => Number((await server.database.db.query('SELECT count(*) AS n FROM barangay'))[0].n);

const SET_HOSTS = `mutation ($input: SetBarangayHostNamesInput!) {
  setBarangayHostNames(input: $input) { barangayId name hostNames residents } }`;
const setHosts = async (barangayId: number, hostNames: string[], token = city.access) =>
  await graphqlAt(server, DEFAULT_HOST, SET_HOSTS, { input: { barangayId, hostNames } }, token);
const hostRows = async () => await server.database.db.query('SELECT host, barangay_id FROM barangay_host ORDER BY host');
const auditEntries = async () => Number((await server.database.db.query('SELECT count(*) AS n FROM audit_log'))[0].n);
const servedAt = async (host: string) => await requestAt(server, host, '/graphql', { method: 'POST', body: { query: '{ servedBarangay { id } }' } });
const NOT_SERVED = { status: 404, body: JSON.stringify({ detail: 'No barangay is served at this address.' }) };

/** A city account of `cityRole`, signed in with its own password (until it replaces the temporary one, it has no office). */
async function cityOfficer(cityRole: string, email: string): Promise<Session> {
  const made = await graphqlAt(server, DEFAULT_HOST, `mutation ($input: CreateCityAccountInput!) { createCityAccount(input: $input) { temporaryPassword } }`,
    { input: { email, firstName: 'Ligaya', lastName: 'Ramos', cityRole } }, city.access);
  if (made.errors) throw new Error(JSON.stringify(made.errors));
  const temporary = made.data!.createCityAccount.temporaryPassword as string;
  const first = await signInAt(server, DEFAULT_HOST, email, temporary);
  const password = 'Malayang-Ilog-Pasig-1571';
  const changed = await graphqlAt(server, DEFAULT_HOST, 'mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { id } }',
    { input: { currentPassword: temporary, password } }, first.access);
  if (changed.errors) throw new Error(JSON.stringify(changed.errors));
  return await signInAt(server, DEFAULT_HOST, email, password);
}

it('makes the City Administrator on the first start, once, with no barangay and no barangay permission', async () => {
  const again = await bootstrapCityAdministrator(server.database.db, {
    cityAdminEmail: 'another@caloocan.example.ph', cityAdminPassword: undefined, cityName: 'City of Caloocan', dataDir: server.dataDir,
  });
  expect(again).toBeNull();
  const [row] = await server.database.db.query(`SELECT barangay_id, city_role, staff_role_id FROM "user" WHERE email = $1`, [CITY_ADMIN.email]);
  expect(row).toEqual({ barangay_id: null, city_role: 'CITY_ADMINISTRATOR', staff_role_id: null });
  const me = await graphqlAt(server, DEFAULT_HOST, '{ me { email cityRole } }', {}, city.access);
  expect(me.data?.me).toEqual({ email: CITY_ADMIN.email, cityRole: 'CITY_ADMINISTRATOR' });
  const dashboard = await graphqlAt(server, DEFAULT_HOST, '{ dashboard { residents { total } } }', {}, city.access);
  expect(dashboard.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  const residents = await requestAt(server, DEFAULT_HOST, '/api/auth/user/', { headers: { authorization: `Bearer ${city.access}` } });
  expect(residents.status).toBe(403);
});

it('refuses a second barangay while the only one has no host name: it would become unreachable', async () => {
  const answer = await graphqlAt(server, DEFAULT_HOST, CREATE, { input: newBarangay() }, city.access);
  expect(answer.errors?.[0]?.extensions?.reason).toBe('BARANGAY_WITHOUT_HOST');
  expect(answer.errors?.[0]?.message).toMatch(/^Give .+ a host name first/);
  expect(await barangayCount()).toBe(1);
  expect(await server.database.db.query(`SELECT 1 FROM "user" WHERE email = 'kapitan@bagong-silang.example.ph'`)).toEqual([]);
});

it('refuses bad input with field errors, and barangay staff and residents altogether', async () => {
  const invalid = await graphqlAt(server, DEFAULT_HOST, CREATE, { input: newBarangay({ hostNames: ['https://x.example.ph/'], psgcCode: '12' }) }, city.access);
  expect(invalid.errors?.[0]?.extensions?.fields).toMatchObject({
    hostNames: ['Enter a host name such as "sanisidro.example.gov.ph", without "https://" or a path.'],
    psgcCode: ['Enter the PSGC code: 9 or 10 digits.'],
  });
  const byStaff = await graphqlAt(server, DEFAULT_HOST, CREATE, { input: newBarangay() }, admin.access);
  expect(byStaff.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  const csv = await requestAt(server, DEFAULT_HOST, '/api/city/rollup.csv', { headers: { authorization: `Bearer ${admin.access}` } });
  expect(csv.status).toBe(403);
});

it("sets the only barangay's host names, while it keeps answering at any host (a mistyped name cannot take the portal down)", async () => {
  const audited = await auditEntries();
  const invalid = await setHosts(1, [DEFAULT_HOST, 'https://x.example.ph/']);
  expect(invalid.errors?.[0]?.extensions?.fields).toEqual({ hostNames: [HOST_NAME_MESSAGE] });
  const unknown = await setHosts(999_999, [DEFAULT_HOST]);
  expect(unknown.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', reason: 'BARANGAY_NOT_FOUND' });
  expect((await setHosts(1, [DEFAULT_HOST], admin.access)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  expect(await hostRows()).toEqual([]);

  const set = await setHosts(1, [DEFAULT_HOST, 'www.portal.example.ph', DEFAULT_HOST]);
  expect(set.errors).toBeUndefined();
  expect(set.data?.setBarangayHostNames).toEqual({ barangayId: 1, name: expect.any(String), hostNames: [DEFAULT_HOST, 'www.portal.example.ph'], residents: 0 });
  expect(await hostRows()).toEqual([{ host: DEFAULT_HOST, barangay_id: 1 }, { host: 'www.portal.example.ph', barangay_id: 1 }]);
  expect((await servedAt('elsewhere.example.ph')).json()).toEqual({ data: { servedBarangay: { id: 1 } } });
  // Host names are the city's work, as the barangay row is: no barangay's audit log holds them.
  expect(await auditEntries()).toBe(audited);

  const cleared = await setHosts(1, []);
  expect(cleared.data?.setBarangayHostNames.hostNames).toEqual([]);
  expect(await hostRows()).toEqual([]);
  expect(await barangayCount()).toBe(1);
});

describe('with the default barangay at its own host', () => {
  let created: { barangay: Record<string, unknown>; punongBarangay: { temporaryPassword: string | null } };

  beforeAll(async () => {
    const hosts = await setHosts(1, [DEFAULT_HOST]);
    if (hosts.errors) throw new Error(JSON.stringify(hosts.errors));
    const answer = await graphqlAt(server, DEFAULT_HOST, CREATE, { input: newBarangay() }, city.access);
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    created = answer.data!.createBarangay;
  });

  it('creates the barangay with its host, its built-in roles and its first Punong Barangay, its first account audited in its own log', async () => {
    expect(created.barangay).toMatchObject({ name: 'Barangay 176', psgcCode: '137501176', hostNames: [NEW_HOST], residents: 0 });
    expect(created.punongBarangay).toMatchObject({ account: { email: 'kapitan@bagong-silang.example.ph', firstName: 'Lorna' }, passwordLinkSent: false });
    const id = created.barangay.barangayId;
    const roles = await server.database.db.query(`SELECT built_in FROM staff_role WHERE barangay_id = $1 ORDER BY built_in`, [id]);
    expect(roles).toHaveLength(6);
    const audit = await server.database.db.query(`SELECT entity, actor_email FROM audit_log WHERE barangay_id = $1 ORDER BY id`, [id]);
    expect(audit).toEqual([{ entity: 'user', actor_email: CITY_ADMIN.email }]);
    expect(await server.database.db.query(`SELECT 1 FROM audit_log WHERE barangay_id = 1 AND actor_email = $1`, [CITY_ADMIN.email])).toEqual([]);

    // The Punong Barangay signs in at the new address only, replaces the temporary password, and runs the barangay.
    const temporary = created.punongBarangay.temporaryPassword!;
    const elsewhere = await requestAt(server, DEFAULT_HOST, '/api/auth/token/', { method: 'POST', body: { email: 'kapitan@bagong-silang.example.ph', password: temporary } });
    expect(elsewhere.status).toBe(401);
    const kapitan = await signInAt(server, NEW_HOST, 'kapitan@bagong-silang.example.ph', temporary);
    const changed = await graphqlAt(server, NEW_HOST, `mutation { changePassword(input: { currentPassword: "${temporary}",
      password: "Mabuhay-Kalye-Uno-77" }) { id } }`, {}, kapitan.access);
    expect(changed.errors).toBeUndefined();
    const again = await signInAt(server, NEW_HOST, 'kapitan@bagong-silang.example.ph', 'Mabuhay-Kalye-Uno-77');
    const settings = await graphqlAt(server, NEW_HOST, '{ barangaySettings { name referencePrefix } }', {}, again.access);
    expect(settings.data?.barangaySettings).toEqual({ name: 'Barangay 176', referencePrefix: 'B176' });
  });

  it('refuses a host name, PSGC code or e-mail already taken, creating nothing', async () => {
    const before = await barangayCount();
    const cases = [
      [{ hostNames: [DEFAULT_HOST], psgcCode: null }, 'HOST_TAKEN'],
      [{ hostNames: ['other.example.ph'] }, 'PSGC_TAKEN'],
      [{ hostNames: ['other.example.ph'], psgcCode: null, punongBarangay: { email: CITY_ADMIN.email, firstName: 'A', lastName: 'B' } }, 'EMAIL_TAKEN'],
    ] as const;
    for (const [overrides, reason] of cases) {
      const answer = await graphqlAt(server, DEFAULT_HOST, CREATE, { input: newBarangay(overrides) }, city.access);
      expect(answer.errors?.[0]?.extensions?.reason).toBe(reason);
    }
    expect(await barangayCount()).toBe(before);
  });

  it("rolls up every barangay's figures and the city's sums, as GraphQL and as CSV", async () => {
    // The default barangay: two residents (one ID waiting), three requests of a type with a 3-day target.
    const bearer = (session: Session) => ({ authorization: `Bearer ${session.access}` });
    const type = (await requestAt(server, DEFAULT_HOST, '/api/document-types/', { method: 'POST', headers: bearer(admin),
      body: { name: 'Clearance', fields: [{ name: 'Purpose' }], target_processing_days: 3 } })).json().id;
    const submitRequest = async (resident: Session) => (await requestAt(server, DEFAULT_HOST, '/api/document-requests/', {
      method: 'POST', headers: bearer(resident), body: { document_type: type, field_data: { Purpose: 'Employment' } } })).json();
    const verified = await residentAt(server, DEFAULT_HOST, { verified: true });
    const waiting = await residentAt(server, DEFAULT_HOST);
    await server.database.db.query(`UPDATE "user" SET id_verification_status = 'pending' WHERE id = $1`, [waiting.id]);
    const overdue = await submitRequest(verified);
    await submitRequest(verified);
    const ready = await submitRequest(verified);
    const db = server.database.db;
    // Submitted three weeks ago (15 working days): overdue. One made ready two working days after submission: on time.
    await db.query(`UPDATE document_request SET created_at = now() - interval '21 days' WHERE id = $1`, [overdue.id]);
    await db.query(`UPDATE document_request SET created_at = date_trunc('week', now()) - interval '7 days' + interval '10 hours' WHERE id = $1`, [ready.id]);
    await db.query(`UPDATE document_request SET status = 'pickup' WHERE id = $1`, [ready.id]);
    await db.query(`INSERT INTO document_request_status_change (request_id, from_status, to_status, changed_at, changed_by)
      VALUES ($1, 'pending', 'pickup', date_trunc('week', now()) - interval '5 days' + interval '10 hours', $2)`, [ready.id, admin.id]);

    const answer = await graphqlAt(server, DEFAULT_HOST, `{ cityRollup { complianceWindowDays
      barangays { name hostNames residents openRequests overdueRequests readyRequests readyOnTime processingCompliance idVerificationsWaiting }
      city { residents openRequests overdueRequests readyRequests readyOnTime processingCompliance idVerificationsWaiting } } }`, {}, city.access);
    expect(answer.errors).toBeUndefined();
    const rollup = answer.data!.cityRollup;
    const ours = { residents: 2, openRequests: 2, overdueRequests: 1, readyRequests: 1, readyOnTime: 1, processingCompliance: 1, idVerificationsWaiting: 1 };
    expect(rollup.barangays).toEqual([
      { name: 'Barangay 176', hostNames: [NEW_HOST], residents: 0, openRequests: 0, overdueRequests: 0, readyRequests: 0, readyOnTime: 0,
        processingCompliance: null, idVerificationsWaiting: 0 },
      { name: expect.any(String), hostNames: [DEFAULT_HOST], ...ours },
    ]);
    expect(rollup.city).toEqual(ours);

    const csv = await requestAt(server, NEW_HOST, '/api/city/rollup.csv', { headers: { authorization: `Bearer ${city.access}` } });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="?barangay-rollup-\d{4}-\d{2}-\d{2}\.csv"?$/);
    const rows: string[][] = parse(csv.body, { bom: true });
    expect(rows[0]).toEqual(['PSGC code', 'Barangay', 'Residents', 'Open requests', 'Overdue requests', 'Ready requests', 'Ready on time',
      'Processing-time compliance (%)', 'ID verifications waiting']);
    expect(rows[1]).toEqual(['137501176', 'Barangay 176', '0', '0', '0', '0', '0', '', '0']);
    expect(rows.at(-1)).toEqual(['', 'City total', '2', '2', '1', '1', '1', '100.0', '1']);
  });

  it('lets the ABC President and the DILG Officer read the roll-up, and nothing else of the city', async () => {
    const made = await graphqlAt(server, DEFAULT_HOST, `mutation { createCityAccount(input: { email: "abc@caloocan.example.ph", firstName: "Ramon",
      lastName: "Bautista", cityRole: ABC_PRESIDENT }) { account { email cityRole } temporaryPassword } }`, {}, city.access);
    expect(made.errors).toBeUndefined();
    const temporary = made.data!.createCityAccount.temporaryPassword as string;
    // A city account signs in at any barangay's address; until it replaces its temporary password, it reads nothing.
    const first = await signInAt(server, NEW_HOST, 'abc@caloocan.example.ph', temporary);
    expect((await graphqlAt(server, NEW_HOST, '{ cityRollup { city { residents } } }', {}, first.access)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const changed = await graphqlAt(server, NEW_HOST, `mutation { changePassword(input: { currentPassword: "${temporary}",
      password: "Liwasang-Bonifacio-1898" }) { id } }`, {}, first.access);
    expect(changed.errors).toBeUndefined();
    const abc = await signInAt(server, DEFAULT_HOST, 'abc@caloocan.example.ph', 'Liwasang-Bonifacio-1898');
    const dilg = await cityOfficer('DILG_OFFICER', 'dilg@caloocan.example.ph');
    const hostsBefore = await hostRows();
    for (const officer of [abc, dilg]) {
      const rollup = await graphqlAt(server, DEFAULT_HOST, '{ cityRollup { city { residents } } }', {}, officer.access);
      expect(rollup.data?.cityRollup.city.residents).toBe(2);
      for (const query of ['{ cityAccounts { email } }', `mutation { createBarangay(input: { name: "X", referencePrefix: "X", hostNames: ["x.example.ph"],
        punongBarangay: { email: "x@x.example.ph", firstName: "X", lastName: "Y" } }) { barangay { barangayId } } }`,
      'mutation { setBarangayHostNames(input: { barangayId: 1, hostNames: ["x.example.ph"] }) { barangayId } }']) {
        expect((await graphqlAt(server, DEFAULT_HOST, query, {}, officer.access)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      }
    }
    expect(await hostRows()).toEqual(hostsBefore);
    const accounts = await graphqlAt(server, NEW_HOST, '{ cityAccounts { email cityRole } }', {}, city.access);
    expect(accounts.data?.cityAccounts).toEqual([
      { email: CITY_ADMIN.email, cityRole: 'CITY_ADMINISTRATOR' }, { email: 'abc@caloocan.example.ph', cityRole: 'ABC_PRESIDENT' },
      { email: 'dilg@caloocan.example.ph', cityRole: 'DILG_OFFICER' },
    ]);
    // Not in any barangay's staff list.
    const staff = await graphqlAt(server, DEFAULT_HOST, '{ staffMembers { email } }', {}, admin.access);
    expect(JSON.stringify(staff.data)).not.toContain('caloocan.example.ph');
  });

  it("replaces a barangay's host names, refusing another barangay's host and, with several barangays, none at all", async () => {
    const id = created.barangay.barangayId as number;
    const before = await hostRows();
    const taken = await setHosts(id, [NEW_HOST, DEFAULT_HOST]);
    expect(taken.errors?.[0]?.extensions).toMatchObject({
      reason: 'HOST_TAKEN', fields: { hostNames: [`The host name "${DEFAULT_HOST}" already serves a barangay.`] },
    });
    const none = await setHosts(1, []);
    expect(none.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT', reason: 'BARANGAY_WITHOUT_HOST', fields: { hostNames: [expect.stringMatching(/^Give at least one host name/)] },
    });
    expect(await hostRows()).toEqual(before);

    // Its own host kept, one added and the other barangay's untouched; served at once.
    const moved = await setHosts(id, ['barangay176.example.ph', NEW_HOST]);
    expect(moved.data?.setBarangayHostNames).toMatchObject({ barangayId: id, name: 'Barangay 176', hostNames: [NEW_HOST, 'barangay176.example.ph'] });
    expect((await servedAt('barangay176.example.ph')).json()).toEqual({ data: { servedBarangay: { id } } });
    expect((await servedAt(DEFAULT_HOST)).json()).toEqual({ data: { servedBarangay: { id: 1 } } });
    // With two barangays, each answers at its own names alone.
    for (const answer of [await servedAt('elsewhere.example.ph'), await requestAt(server, 'elsewhere.example.ph', '/api/projects/')]) {
      expect({ status: answer.status, body: answer.body }).toEqual(NOT_SERVED);
    }
    const kapitan = await signInAt(server, NEW_HOST, 'kapitan@bagong-silang.example.ph', 'Mabuhay-Kalye-Uno-77');
    expect((await graphqlAt(server, NEW_HOST, SET_HOSTS, { input: { barangayId: id, hostNames: [NEW_HOST] } }, kapitan.access)).errors?.[0]?.extensions?.code)
      .toBe('FORBIDDEN');
    expect(await hostRows()).toEqual([
      { host: NEW_HOST, barangay_id: id }, { host: 'barangay176.example.ph', barangay_id: id }, { host: DEFAULT_HOST, barangay_id: 1 },
    ]);
  });

  it("writes a barangay's formula-looking name into the roll-up CSV as text, as every spreadsheet the portal writes", async () => {
    const name = '=HYPERLINK("http://evil.example/steal","Barangay 177")';
    const made = await graphqlAt(server, DEFAULT_HOST, CREATE, { input: newBarangay({
      name, psgcCode: null, referencePrefix: 'b177', hostNames: ['barangay177.example.ph'],
      punongBarangay: { email: 'kapitan@barangay177.example.ph', firstName: 'Rey', lastName: 'Santos' },
    }) }, city.access);
    expect(made.errors).toBeUndefined();
    const csv = await requestAt(server, DEFAULT_HOST, '/api/city/rollup.csv', { headers: { authorization: `Bearer ${city.access}` } });
    expect(csv.status).toBe(200);
    const rows: string[][] = parse(csv.body, { bom: true });
    expect(rows.filter((row) => row[1].includes('HYPERLINK'))).toEqual([['', `'${name}`, '0', '0', '0', '0', '0', '', '0']]);
    expect(csv.body).not.toMatch(/(^|[\r\n,])"?=HYPERLINK/);
  });
});

it("judges a city account's password and names its authenticator by the city, not by the barangay whose address it uses", async () => {
  const CHANGE = 'mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { id } }';
  const change = async (password: string) =>
    await graphqlAt(server, DEFAULT_HOST, CHANGE, { input: { currentPassword: CITY_ADMIN.password, password } }, city.access);
  expect((await change('Caloocan-Monumento-1896')).errors?.[0]?.extensions).toMatchObject({ reason: 'PASSWORD_REFUSED' });
  const barangayWords = await change('Isidro-Monumento-1896');
  expect(barangayWords.errors).toBeUndefined();
  city = await signInAt(server, DEFAULT_HOST, CITY_ADMIN.email, 'Isidro-Monumento-1896');
  // Back to the password the other tests sign in with.
  const back = await graphqlAt(server, DEFAULT_HOST, CHANGE, { input: { currentPassword: 'Isidro-Monumento-1896', password: CITY_ADMIN.password } }, city.access);
  expect(back.errors).toBeUndefined();
  city = await signInAt(server, DEFAULT_HOST, CITY_ADMIN.email, CITY_ADMIN.password);

  const enrolment = await graphqlAt(server, DEFAULT_HOST, 'mutation { startTwoFactorEnrolment { otpauthUri } }', {}, city.access);
  expect(decodeURIComponent(enrolment.data?.startTwoFactorEnrolment.otpauthUri)).toMatch(/^otpauth:\/\/totp\/City of Caloocan:city-admin@caloocan\.example\.ph\?.*issuer=City of Caloocan/);
  await server.database.db.query(`DELETE FROM user_two_factor WHERE user_id = $1`, [city.id]);
});

it('counts working days in the database exactly as the portal does (overdue and on-time figures)', async () => {
  const days = Array.from({ length: 22 }, (_, i) => new Date(Date.UTC(2026, 10, 1 + i)).toISOString().slice(0, 10));
  const pairs = days.flatMap((from) => days.map((to) => [from, to]));
  const rows: Array<{ from: string; to: string; n: number }> = await server.database.db.query(
    `SELECT p.f AS from, p.t AS to, working_days_between(p.f::date, p.t::date) AS n FROM unnest($1::text[], $2::text[]) AS p(f, t)`,
    [pairs.map(([from]) => from), pairs.map(([, to]) => to)]);
  expect(rows.filter((row) => row.n !== workingDaysBetween(row.from, row.to))).toEqual([]);
  expect(rows).toHaveLength(22 * 22);
});
