import { DATA_ACCESS_MESSAGES } from '@barangay-portal/domain';
import { withinBarangay } from '../../server/src/db/row-security';
import { adminForFile, residentSession, type Session, staffMemberSession } from '../utils/accounts';
import { graphqlCalls } from '../utils/graphql-calls';
import { addBarangay, graphqlAt, requestAt, residentAt, staffAt } from '../utils/hosts';
import { madeBeforeAll } from '../utils/made-before-all';
import { samplePng } from '../utils/sample-files';
import { csvRows } from '../utils/spreadsheets';
import { testServerForFile } from '../utils/test-server';
import { fetchBytes, restMultipart } from '../utils/uploads';

// The access ledger (Data Privacy Act; docs/architecture.md#privacy-access-ledger): every staff view of a
// resident's ID image, full profile or registry record is recorded, residents read theirs on "Who viewed my data", and
// staff who read the audit log search the barangay's ledger and export a window of it.
const server = testServerForFile();
const admin = adminForFile(server);
const { ok, refusal } = graphqlCalls(server, admin);
const db = () => server.database.db;

/** VIEW_RESIDENTS and REVIEW_DOCUMENT_REQUESTS: reads profiles, but neither opens IDs nor reads the ledger. */
const deskOfficer = madeBeforeAll(() => staffMemberSession(server, admin,
  { builtIn: 'DESK_OFFICER', email: 'desk@ledger.test', firstName: 'Lorna', lastName: 'Bantay' }));
/** None of the residents' screens. */
const kagawad = madeBeforeAll(() => staffMemberSession(server, admin,
  { builtIn: 'KAGAWAD', email: 'kagawad@ledger.test', firstName: 'Ruben', lastName: 'Konseho' }));
/** The administrator as the ledger names them: the account's name and their office. */
const adminAsNamed = madeBeforeAll(async () => {
  const [row] = await db().query(
    `SELECT concat_ws(' ', u.first_name, nullif(u.middle_name, ''), u.last_name) AS name, r.name AS office
       FROM "user" u JOIN staff_role r ON r.id = u.staff_role_id WHERE u.id = $1`, [admin.id]);
  return { viewerName: row.name as string, viewerOffice: row.office as string };
});

const MY_ACCESSES = '{ myDataAccesses(pageSize: 100) { total items { viewerName viewerOffice kind purpose viewedAt } } }';
const LEDGER = `query ($from: String, $to: String, $staff: String, $subject: String, $kind: DataAccessKind) {
  dataAccessLedger(from: $from, to: $to, staff: $staff, subject: $subject, kind: $kind, pageSize: 100) {
    total items { id viewerId viewerName viewerEmail viewerOffice residentId inhabitantId subjectName kind purpose viewedAt }
  }
}`;

/** A resident whose valid ID (a PNG) waits for review. */
async function pendingResident(overrides: Record<string, unknown> = {}): Promise<Session> {
  const resident = await residentSession(server, { overrides });
  const uploaded = await restMultipart(server, 'PATCH', '/auth/user/upload-id/', {}, { valid_id: { bytes: samplePng(), name: 'id.png', type: 'image/png' } },
    resident.access);
  if (uploaded.status !== 200) throw new Error(`the valid-ID upload answered ${uploaded.status}`);
  return resident;
}

/** The link the Residents screen's details give staff for the resident's ID (their view of the profile is recorded too). */
async function idLinkFor(residentId: number, session: Session = admin): Promise<string> {
  return (await ok(`{ resident(id: ${residentId}) { validIdUrl } }`, {}, session)).resident.validIdUrl;
}

async function ledgerRowsAbout(residentId: number): Promise<Array<{ kind: string; purpose: string | null; viewer_id: number }>> {
  return await db().query('SELECT kind, purpose, viewer_id FROM data_access WHERE resident_id = $1 ORDER BY id', [residentId]);
}

const ledgerSize = async (): Promise<number> => (await db().query('SELECT count(*)::int AS n FROM data_access'))[0].n;

describe('opening an ID image', () => {
  it("records an administrator's view, with the purpose chosen, in that resident's \"Who viewed my data\" (GraphQL and REST)", async () => {
    const resident = await pendingResident();
    const link = await idLinkFor(resident.id);
    // As the browser opens it: the link alone, no Authorization header.
    const opened = await fetchBytes(server, `${link}&purpose=verify_identity`);
    expect(opened.status).toBe(200);
    expect(opened.bytes.length).toBeGreaterThan(0);

    const mine = (await ok(MY_ACCESSES, {}, resident)).myDataAccesses;
    expect(mine.total).toBe(2);
    expect(mine.items).toEqual([
      { ...adminAsNamed, kind: 'ID_IMAGE', purpose: 'VERIFY_IDENTITY', viewedAt: expect.any(String) },
      { ...adminAsNamed, kind: 'PROFILE', purpose: null, viewedAt: expect.any(String) },
    ]);
    expect(Date.parse(mine.items[0].viewedAt)).toBeGreaterThan(Date.now() - 60_000);

    const { status, body } = await server.rest('GET', '/auth/user/me/data-access/', undefined, resident.access);
    expect(status).toBe(200);
    expect(body).toEqual([
      { id: expect.any(Number), viewed_at: mine.items[0].viewedAt, viewer_name: adminAsNamed.viewerName, viewer_office: adminAsNamed.viewerOffice,
        kind: 'id_image', purpose: 'verify_identity' },
      expect.objectContaining({ kind: 'profile', purpose: null }),
    ]);
    // Who, not how to reach them: the staff member's e-mail is the ledger's, never the resident's to read.
    expect(JSON.stringify(body)).not.toContain('@');
  });

  it('takes the purpose by its GraphQL name too, and with a Bearer token as with a link', async () => {
    const resident = await pendingResident();
    const byBearer = await fetchBytes(server, `/api/auth/user/${resident.id}/valid-id/?purpose=LEGAL_OR_AUDIT_DUTY`, admin.access);
    expect(byBearer.status).toBe(200);
    expect(await ledgerRowsAbout(resident.id)).toEqual([{ kind: 'id_image', purpose: 'legal_or_audit_duty', viewer_id: admin.id }]);
  });

  it('is refused without a purpose from the list, and records nothing', async () => {
    const resident = await pendingResident();
    const link = await idLinkFor(resident.id);
    const before = await ledgerRowsAbout(resident.id);
    const attempts = [
      fetchBytes(server, link),
      fetchBytes(server, `${link}&purpose=`),
      fetchBytes(server, `${link}&purpose=curiosity`),
      fetchBytes(server, `/api/auth/user/${resident.id}/valid-id/`, admin.access),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.bytes.toString())).toEqual({ purpose: [DATA_ACCESS_MESSAGES.purposeRequired] });
    }
    expect(await ledgerRowsAbout(resident.id)).toEqual(before);
    expect(before.map((row) => row.kind)).toEqual(['profile']);
  });

  it("records nothing when the resident opens their own, by token or by link, or reads their profile", async () => {
    const resident = await pendingResident();
    const { validIdUrl } = (await ok('{ me { validIdUrl } }', {}, resident)).me;
    expect((await fetchBytes(server, validIdUrl)).status).toBe(200);
    expect((await fetchBytes(server, `/api/auth/user/${resident.id}/valid-id/`, resident.access)).status).toBe(200);
    expect((await server.rest('GET', '/auth/user/me/', undefined, resident.access)).status).toBe(200);
    expect(await ledgerRowsAbout(resident.id)).toEqual([]);
    expect((await ok(MY_ACCESSES, {}, resident)).myDataAccesses).toEqual({ total: 0, items: [] });
  });

  it('records nothing for a view the caller is refused', async () => {
    const resident = await pendingResident();
    const before = await ledgerSize();
    // The Desk Officer reads profiles but does not verify IDs; a Kagawad reads neither.
    const notTheirs = await fetchBytes(server, `/api/auth/user/${resident.id}/valid-id/?purpose=verify_identity`, deskOfficer.access);
    expect(notTheirs.status).toBe(403);
    expect(await refusal(`{ resident(id: ${resident.id}) { id } }`, {}, kagawad)).toMatchObject({ code: 'FORBIDDEN' });
    expect(await refusal('{ resident(id: 999999) { id } }')).toMatchObject({ code: 'NOT_FOUND' });
    expect(await ledgerSize()).toBe(before);
  });
});

describe('profile and registry views', () => {
  const CREATE_INHABITANT = 'mutation ($input: InhabitantInput!) { createInhabitant(input: $input) { id } }';
  const LINK = 'mutation ($userId: Int!, $inhabitantId: Int!) { linkResidentToInhabitant(userId: $userId, inhabitantId: $inhabitantId) { __typename } }';

  /** A resident and the registry's record of the same person, linked, in a household with one other member. */
  const linked = madeBeforeAll(async () => {
    const resident = await residentSession(server, { verified: true, overrides: { first_name: 'Teresita', middle_name: 'Lim', last_name: 'Villanueva',
      birthdate: '1979-08-15' } });
    const { createPurok } = await ok('mutation { createPurok(input: { name: "Purok Ledger" }) { id } }');
    const { createHousehold } = await ok('mutation ($input: HouseholdInput!) { createHousehold(input: $input) { id } }',
      { input: { householdNumber: 'LEDGER-1', address: '7 Mabini Street', purokId: createPurok.id } });
    const person = { birthPlace: 'Malabon', civilStatus: 'MARRIED', householdId: createHousehold.id };
    const inhabitantId: number = (await ok(CREATE_INHABITANT, { input: { ...person, lastName: 'Villanueva', firstName: 'Teresita', middleName: 'Lim',
      sex: 'FEMALE', birthdate: '1979-08-15', relationshipToHead: 'HEAD' } })).createInhabitant.id;
    const spouseId: number = (await ok(CREATE_INHABITANT, { input: { ...person, lastName: 'Villanueva', firstName: 'Mario', sex: 'MALE',
      birthdate: '1977-01-20', relationshipToHead: 'SPOUSE' } })).createInhabitant.id;
    await ok(LINK, { userId: resident.id, inhabitantId });
    return { resident, inhabitantId, spouseId, householdId: createHousehold.id as number };
  });

  it("records a staff member's view of a full profile, under their own name and office", async () => {
    await ok(`{ resident(id: ${linked.resident.id}) { fullName } }`, {}, deskOfficer);
    const rows = await db().query(
      `SELECT viewer_name, viewer_email, viewer_office, kind, purpose FROM data_access WHERE resident_id = $1 ORDER BY id DESC LIMIT 1`,
      [linked.resident.id]);
    expect(rows).toEqual([{ viewer_name: 'Lorna Bantay', viewer_email: 'desk@ledger.test', viewer_office: 'Desk Officer', kind: 'profile', purpose: null }]);
  });

  it("records a view of an inhabitant's page, which the linked resident reads as theirs; the registry's writes record none", async () => {
    const before = (await ok(MY_ACCESSES, {}, linked.resident)).myDataAccesses.total;
    await ok(`mutation { updateInhabitant(input: { id: ${linked.inhabitantId}, occupation: "Teacher" }) { id } }`);
    expect((await ok(MY_ACCESSES, {}, linked.resident)).myDataAccesses.total).toBe(before);

    await ok(`{ inhabitant(id: ${linked.inhabitantId}) { id occupation } }`);
    const mine = (await ok(MY_ACCESSES, {}, linked.resident)).myDataAccesses;
    expect(mine.total).toBe(before + 1);
    expect(mine.items[0]).toMatchObject({ ...adminAsNamed, kind: 'REGISTRY_RECORD', purpose: null });
    const [row] = await db().query('SELECT resident_id, inhabitant_id FROM data_access ORDER BY id DESC LIMIT 1');
    expect(row).toEqual({ resident_id: null, inhabitant_id: linked.inhabitantId });
  });

  it("records the household record report as a view of each member's record", async () => {
    const start = await ledgerSize();
    const { status, bytes } = await fetchBytes(server, `/api/registry/households/${linked.householdId}/record.csv`, admin.access);
    expect(status).toBe(200);
    expect(bytes.toString()).toContain('Villanueva');
    const rows = await db().query('SELECT inhabitant_id, kind, viewer_id FROM data_access ORDER BY id DESC LIMIT 2');
    expect(await ledgerSize()).toBe(start + 2);
    expect(rows.map((row: { inhabitant_id: number }) => row.inhabitant_id)).toEqual(expect.arrayContaining([linked.inhabitantId, linked.spouseId]));
    expect(rows.every((row: { kind: string; viewer_id: number }) => row.kind === 'household_record' && row.viewer_id === admin.id)).toBe(true);
    expect((await ok(MY_ACCESSES, {}, linked.resident)).myDataAccesses.items[0]).toMatchObject({ kind: 'HOUSEHOLD_RECORD' });
  });

  it("shows another resident none of it", async () => {
    const other = await residentSession(server);
    expect((await ok(MY_ACCESSES, {}, other)).myDataAccesses).toEqual({ total: 0, items: [] });
    expect((await server.rest('GET', '/auth/user/me/data-access/', undefined, other.access)).body).toEqual([]);
  });
});

describe("the barangay's ledger: search and export", () => {
  /** Four views around the window March 1 to 2, 2020 (Philippine time, UTC+8): the first and last fall outside it. */
  const windowed = madeBeforeAll(async () => {
    const resident = await residentSession(server, { overrides: { first_name: 'Corazon', middle_name: 'Cojuangco', last_name: 'Magsaysay' } });
    const add = async (at: string, viewerName: string, kind = 'profile', purpose: string | null = null): Promise<string> =>
      (await db().query(
        `INSERT INTO data_access (barangay_id, viewed_at, viewer_id, viewer_name, viewer_email, viewer_office, resident_id, kind, purpose)
         VALUES (1, $1, $2, $3, 'ledger@barangay.test', 'Punong Barangay', $4, $5, $6) RETURNING id`,
        [at, admin.id, viewerName, resident.id, kind, purpose]))[0].id;
    const before = await add('2020-02-29T15:59:59.999Z', 'Too Early');
    const first = await add('2020-02-29T16:00:00Z', '=HYPERLINK("http://evil.example","open")', 'id_image', 'respond_to_resident');
    const last = await add('2020-03-02T15:59:59.999Z', 'Last Minute');
    const after = await add('2020-03-02T16:00:00Z', 'Too Late');
    return { resident, before, first, last, after };
  });
  const WINDOW = { from: '2020-03-01', to: '2020-03-02' };

  it('exports exactly the rows of a window as CSV, oldest first, formula-looking text as text', async () => {
    const answer = await fetchBytes(server, `/api/privacy/data-access.csv?from=${WINDOW.from}&to=${WINDOW.to}`, admin.access);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="?data-access-2020-03-01-to-2020-03-02-\d{4}-\d{2}-\d{2}\.csv"?$/);
    const [header, ...rows] = csvRows(answer.bytes);
    expect(header).toEqual(['Entry', 'Viewed at (Philippine time)', 'Staff member', 'Staff e-mail', 'Office', 'Whose data', 'Resident account',
      'Inhabitant', 'What', 'Purpose']);
    expect(rows).toEqual([
      [windowed.first, '2020-03-01 00:00:00', `'=HYPERLINK("http://evil.example","open")`, 'ledger@barangay.test', 'Punong Barangay',
        'Corazon Cojuangco Magsaysay', String(windowed.resident.id), '', 'Valid ID image', 'Responding to the resident'],
      [windowed.last, '2020-03-02 23:59:59', 'Last Minute', 'ledger@barangay.test', 'Punong Barangay', 'Corazon Cojuangco Magsaysay',
        String(windowed.resident.id), '', 'Full profile', ''],
    ]);
  });

  it('searches the same window on screen, newest first, and by staff member, whose data and what', async () => {
    const { dataAccessLedger } = await ok(LEDGER, WINDOW);
    expect(dataAccessLedger.total).toBe(2);
    expect(dataAccessLedger.items.map((item: { id: string }) => item.id)).toEqual([windowed.last, windowed.first]);
    expect(dataAccessLedger.items[1]).toMatchObject({ viewerId: admin.id, viewerEmail: 'ledger@barangay.test', residentId: windowed.resident.id,
      inhabitantId: null, subjectName: 'Corazon Cojuangco Magsaysay', kind: 'ID_IMAGE', purpose: 'RESPOND_TO_RESIDENT' });
    const ids = async (filters: Record<string, unknown>) =>
      (await ok(LEDGER, filters)).dataAccessLedger.items.map((item: { id: string }) => item.id);
    expect(await ids({ staff: 'too ' })).toEqual([windowed.after, windowed.before]);
    expect(await ids({ ...WINDOW, kind: 'ID_IMAGE' })).toEqual([windowed.first]);
    expect(await ids({ subject: 'MAGSAYSAY' })).toEqual([windowed.after, windowed.last, windowed.first, windowed.before]);
    expect(await ids({ subject: 'magsaysay', staff: 'minute' })).toEqual([windowed.last]);
  });

  it('refuses an export without both days, and a window that ends before it begins', async () => {
    const missing = await server.rest('GET', '/privacy/data-access.csv?from=2020-03-01', undefined, admin.access);
    expect(missing).toEqual({ status: 400, body: { to: [DATA_ACCESS_MESSAGES.windowRequired] } });
    const reversed = await server.rest('GET', '/privacy/data-access.csv?from=2020-03-02&to=2020-03-01', undefined, admin.access);
    expect(reversed).toEqual({ status: 400, body: { to: [DATA_ACCESS_MESSAGES.windowReversed] } });
    const notADay = await server.rest('GET', '/privacy/data-access.csv?from=2020-02-30&to=2020-03-01', undefined, admin.access);
    expect(notADay).toEqual({ status: 400, body: { from: ['Enter a valid date (YYYY-MM-DD).'] } });
    expect(await refusal(LEDGER, { from: '2020-03-02', to: '2020-03-01' })).toMatchObject({ code: 'BAD_USER_INPUT', fields: { to: [DATA_ACCESS_MESSAGES.windowReversed] } });
  });

  it('refuses the search and the export to staff without VIEW_AUDIT_LOG and to residents', async () => {
    const resident = await residentSession(server);
    for (const caller of [deskOfficer, kagawad, resident]) {
      expect(await refusal(LEDGER, WINDOW, caller)).toMatchObject({ code: 'FORBIDDEN' });
      const exported = await fetchBytes(server, `/api/privacy/data-access.csv?from=${WINDOW.from}&to=${WINDOW.to}`, caller.access);
      expect(exported.status).toBe(403);
      expect(exported.bytes.toString()).not.toContain('Magsaysay');
    }
    // "Who viewed my data" is a resident's own: staff have none to read.
    expect(await refusal(MY_ACCESSES, {}, admin)).toMatchObject({ code: 'FORBIDDEN' });
    expect((await fetchBytes(server, '/api/privacy/data-access.csv?from=2020-03-01&to=2020-03-02')).status).toBe(401);
  });

  it('is append-only: a request can neither change nor remove a row, nor add one to another barangay', async () => {
    const row = async () => (await db().query('SELECT viewer_name, kind FROM data_access WHERE id = $1', [windowed.last]))[0];
    const before = await row();
    const changed = await withinBarangay(1, () => db().query(`UPDATE data_access SET viewer_name = 'Someone else' WHERE id = $1`, [windowed.last]));
    const removed = await withinBarangay(1, () => db().query('DELETE FROM data_access WHERE id = $1', [windowed.last]));
    expect([changed[1], removed[1]]).toEqual([0, 0]);
    expect(await row()).toEqual(before);
    await expect(withinBarangay(1, () => db().query(
      `INSERT INTO data_access (barangay_id, viewer_name, viewer_email, resident_id, kind) VALUES (999, 'x', 'x', $1, 'profile')`,
      [windowed.resident.id]))).rejects.toThrow(/row-level security/);
  });
});

describe('lists, searches and exports', () => {
  /** Ids in increasing order, to compare sets. */
  const ascending = (a: number, b: number): number => a - b;
  /** The newest ledger row: its kind, who, and whom it showed. */
  const newestListing = async () => (await db().query(
    `SELECT kind, viewer_id, viewer_office, resident_ids, inhabitant_ids, resident_id, inhabitant_id FROM data_access ORDER BY id DESC LIMIT 1`))[0];

  /** A resident and the registry's record of them, linked: "Who viewed my data" shows both sides' listings. */
  const person = madeBeforeAll(async () => {
    const resident = await residentSession(server, { verified: true, overrides: { first_name: 'Marites', last_name: 'Kapitbahay', birthdate: '1985-05-05' } });
    const { createInhabitant } = await ok('mutation ($input: InhabitantInput!) { createInhabitant(input: $input) { id } }', { input: {
      lastName: 'Kapitbahay', firstName: 'Marites', sex: 'FEMALE', birthdate: '1985-05-05', birthPlace: 'Malabon', civilStatus: 'SINGLE' } });
    await ok('mutation ($userId: Int!, $inhabitantId: Int!) { linkResidentToInhabitant(userId: $userId, inhabitantId: $inhabitantId) { __typename } }',
      { userId: resident.id, inhabitantId: createInhabitant.id });
    return { resident, inhabitantId: createInhabitant.id as number };
  });

  it('records a page of residents as one row naming everyone on it, a search by name as a search', async () => {
    const { residents } = await ok('{ residents(pageSize: 100) { items { id } } }', {}, deskOfficer);
    const listed = await newestListing();
    expect(listed).toMatchObject({ kind: 'listed', viewer_id: deskOfficer.id, viewer_office: 'Desk Officer', resident_id: null, inhabitant_ids: null });
    expect([...listed.resident_ids].sort(ascending)).toEqual(residents.items.map((item: { id: number }) => item.id).sort(ascending));

    await ok('{ residents(search: "kapitbahay") { items { id } } }', {}, deskOfficer);
    expect(await newestListing()).toMatchObject({ kind: 'searched', viewer_id: deskOfficer.id, resident_ids: [person.resident.id] });
    // What the resident reads: listed in a search by the Desk Officer, with when.
    const mine = (await ok(MY_ACCESSES, {}, person.resident)).myDataAccesses;
    expect(mine.items[0]).toEqual({ viewerName: 'Lorna Bantay', viewerOffice: 'Desk Officer', kind: 'SEARCHED', purpose: null, viewedAt: expect.any(String) });
    expect(mine.items.map((item: { kind: string }) => item.kind)).toContain('LISTED');
  });

  it('records the full REST user list once, naming every account of the barangay but the viewer\'s own', async () => {
    const before = await ledgerSize();
    const { status, body } = await server.rest('GET', '/auth/user/', undefined, deskOfficer.access);
    expect(status).toBe(200);
    expect(await ledgerSize()).toBe(before + 1);
    const listed = await newestListing();
    expect(listed.kind).toBe('listed');
    const everyoneElse = (body as Array<{ id: number }>).map((user) => user.id).filter((id) => id !== deskOfficer.id);
    expect([...listed.resident_ids].sort(ascending)).toEqual(everyoneElse.sort(ascending));
    expect((await server.rest('GET', '/auth/user/me/data-access/', undefined, person.resident.access)).body[0]).toMatchObject({ kind: 'listed' });
  });

  it("records the registry's list and searches (on screen and at the counter), which the linked resident reads as theirs", async () => {
    const listedOnScreen = (await ok('{ inhabitants(pageSize: 50) { items { id } } }')).inhabitants.items.map((item: { id: number }) => item.id);
    expect((await newestListing())).toMatchObject({ kind: 'listed', resident_ids: null });
    expect([...(await newestListing()).inhabitant_ids].sort(ascending)).toEqual([...listedOnScreen].sort(ascending));
    await ok('{ inhabitants(search: "kapitbahay") { items { id } } }');
    expect(await newestListing()).toMatchObject({ kind: 'searched', inhabitant_ids: [person.inhabitantId] });
    await ok('{ counterInhabitants(search: "marites") { id } }', {}, deskOfficer);
    expect(await newestListing()).toMatchObject({ kind: 'searched', viewer_id: deskOfficer.id, inhabitant_ids: [person.inhabitantId] });
    const kinds = (await ok(MY_ACCESSES, {}, person.resident)).myDataAccesses.items.slice(0, 3).map((item: { kind: string }) => item.kind);
    expect(kinds).toEqual(['SEARCHED', 'SEARCHED', 'LISTED']);
  });

  it('records nothing for a list that showed no one, nor for a refused one', async () => {
    const before = await ledgerSize();
    await ok('{ residents(search: "zzzz-nobody") { items { id } } }', {}, deskOfficer);
    await ok('{ inhabitants(search: "zzzz-nobody") { items { id } } }');
    expect(await refusal('{ residents { items { id } } }', {}, kagawad)).toMatchObject({ code: 'FORBIDDEN' });
    expect((await server.rest('GET', '/auth/user/', undefined, kagawad.access)).status).toBe(403);
    expect(await ledgerSize()).toBe(before);
  });

  it("shows a listing in the barangay's ledger as how many people it showed, and finds it by any of their names", async () => {
    const { dataAccessLedger } = await ok(LEDGER, { kind: 'SEARCHED', subject: 'kapitbahay' });
    expect(dataAccessLedger.total).toBeGreaterThanOrEqual(3);
    expect(dataAccessLedger.items.map((item: { subjectName: string }) => item.subjectName)).toEqual(
      expect.arrayContaining(['1 account', '1 inhabitant']));
    expect(dataAccessLedger.items.every((item: { residentId: number | null; inhabitantId: number | null }) =>
      item.residentId === null && item.inhabitantId === null)).toBe(true);
  });
});

// Last: a second barangay makes the test server's own address serve none, so from here on requests name their host.
describe('another barangay', () => {
  const A = 'portal.sanisidro.example.ph';
  const B = 'bagumbayan.example.ph';

  it("sees none of this barangay's ledger, and its own views are its own", async () => {
    const atA = (await ok(LEDGER, { from: '2020-03-01', to: '2020-03-02' })).dataAccessLedger.total;
    expect(atA).toBe(2);
    await addBarangay(server, { name: 'Barangay Bagumbayan', prefix: 'BGB', host: B, defaultHost: A });
    const staffOfB = await staffAt(server, B);
    const everything = await graphqlAt(server, B, LEDGER, {}, staffOfB.access);
    expect(everything.errors).toBeUndefined();
    expect(everything.data!.dataAccessLedger).toEqual({ total: 0, items: [] });
    const exported = await requestAt(server, B, '/api/privacy/data-access.csv?from=2020-01-01&to=2026-12-31',
      { headers: { authorization: `Bearer ${staffOfB.access}` } });
    expect(exported.status).toBe(200);
    expect(csvRows(Buffer.from(exported.body))).toHaveLength(1);

    // B's staff read B's resident: the view is B's alone, and A's ledger does not show it.
    const residentOfB = await residentAt(server, B);
    const read = await graphqlAt(server, B, `{ resident(id: ${residentOfB.id}) { id } }`, {}, staffOfB.access);
    expect(read.errors).toBeUndefined();
    expect((await graphqlAt(server, B, LEDGER, {}, staffOfB.access)).data!.dataAccessLedger.items)
      .toEqual([expect.objectContaining({ residentId: residentOfB.id, kind: 'PROFILE' })]);
    const seenAtA = (await graphqlAt(server, A, LEDGER, { kind: 'PROFILE' }, admin.access)).data!.dataAccessLedger.items;
    expect(seenAtA.map((item: { residentId: number }) => item.residentId)).not.toContain(residentOfB.id);
    expect((await graphqlAt(server, A, `{ resident(id: ${residentOfB.id}) { id } }`, {}, admin.access)).errors?.[0]?.extensions)
      .toMatchObject({ code: 'NOT_FOUND' });
  });
});
