import { adminForFile, login, residentForFile, type Session } from '../utils/accounts';
import { createDocumentType, moveRequest, submitRequest } from '../utils/documents';
import { addBarangay, requestAt, signInAt, staffAt } from '../utils/hosts';
import { madeBeforeAll } from '../utils/made-before-all';
import { eventually, POLL_LIMIT_MS } from '../utils/eventually';
import { csvRows, xlsxRows } from '../utils/spreadsheets';
import { statementsDuring } from '../utils/sql-statements';
import { TEST_ADMIN, testServerForFile } from '../utils/test-server';
import { fetchBytes } from '../utils/uploads';

// Exporting the registry's lists and the document requests list as CSV and XLSX (docs/architecture.md#registry-of-inhabitants): the filters on
// screen (the lists' own filter functions), every row across the batches the export reads, the registry's import
// headers, who may, and nothing of another barangay.
jest.setTimeout(60_000);

const server = testServerForFile();
const admin = adminForFile(server);
const resident = residentForFile(server, { verified: true });

const INHABITANT_HEADERS = ['Household No.', 'Purok', 'Relationship to Head', 'Last Name', 'First Name', 'Middle Name', 'Suffix', 'Sex', 'Birthdate',
  'Age', 'Place of Birth', 'Civil Status', 'Citizenship', 'Occupation', 'Address', 'PWD', 'Solo Parent', 'IP', '4Ps', 'OSY', 'Senior Citizen',
  'Status', 'Status Date'];

async function gql<T = Record<string, any>>(query: string, session: Session = admin, variables: Record<string, unknown> = {}): Promise<T> {
  const answer = await server.graphql<T>(query, variables, session.access);
  if (answer.errors || !answer.data) throw new Error(`GraphQL refused: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

/** A download as `session`: its status, headers, and its rows as a spreadsheet program reads them. */
async function download(path: string, session: Session = admin) {
  const answer = await fetchBytes(server, `/api${path}`, session.access);
  const rows = answer.status !== 200 ? [] : path.includes('.xlsx') ? await xlsxRows(answer.bytes) : csvRows(answer.bytes);
  return { ...answer, rows };
}

/** The values of one column of an export's rows (the header row left out). */
const columnOf = (rows: unknown[][], header: string): unknown[] => {
  const index = (rows[0] as string[]).indexOf(header);
  return rows.slice(1).map((row) => row[index] ?? null);
};

/** Two puroks, three households and six inhabitants; a document type with two requests, one taken at the counter. */
const registry = madeBeforeAll(async () => {
  const purok = async (name: string) => (await gql(`mutation { createPurok(input: { name: "${name}" }) { id } }`)).createPurok.id as number;
  const [uno, dos] = [await purok('Purok Uno'), await purok('Purok Dos')];
  const household = async (number: string, purokId: number) =>
    (await gql(`mutation { createHousehold(input: { householdNumber: "${number}", address: "${number} Rizal Street", purokId: ${purokId} }) { id } }`))
      .createHousehold.id as number;
  const [first, second, third] = [await household('HH-001', uno), await household('HH-002', dos), await household('HH-003', dos)];
  const inhabitant = async (fields: Record<string, unknown>) => (await gql('mutation ($input: InhabitantInput!) { createInhabitant(input: $input) { id } }',
    admin, { input: { sex: 'MALE', civilStatus: 'SINGLE', birthPlace: 'Malabon', ...fields } })).createInhabitant.id as number;
  await inhabitant({ lastName: 'Dela Cruz', firstName: 'Juan', middleName: 'Santos', birthdate: '1980-02-01', civilStatus: 'MARRIED', householdId: first,
    relationshipToHead: 'HEAD', occupation: 'Fisherman', is4Ps: true });
  const ana = await inhabitant({ lastName: 'Dela Cruz', firstName: 'Ana', sex: 'FEMALE', birthdate: '2012-07-15', householdId: first,
    relationshipToHead: 'CHILD', isOutOfSchoolYouth: true });
  const lola = await inhabitant({ lastName: 'Peñaflor', firstName: 'Rosario', sex: 'FEMALE', birthdate: '1950-03-15', civilStatus: 'WIDOWED',
    householdId: second, relationshipToHead: 'HEAD', isPwd: true });
  await inhabitant({ lastName: 'Bautista', firstName: 'Carlo', birthdate: '1999-09-09', householdId: third, relationshipToHead: 'HEAD',
    address: 'Boarding house' });
  const moved = await inhabitant({ lastName: 'Ramos', firstName: 'Lito', birthdate: '1990-01-01' });
  await gql(`mutation { setInhabitantStatus(input: { id: ${moved}, status: MOVED_OUT, date: "2025-06-30" }) { id } }`);
  await gql(`mutation { setInhabitantStatus(input: { id: ${lola}, status: DECEASED, date: "2024-02-01" }) { id } }`);

  const clearance = await createDocumentType(server, admin, { name: 'Barangay Clearance', fields: [{ name: 'Purpose', field_type: 'text', required: true }] });
  const online = await submitRequest(server, resident, clearance, { Purpose: 'Employment' });
  await moveRequest(server, admin, online.id, 'processing');
  const walkIn = (await gql(`mutation { submitDocumentRequestAtCounter(input: { documentTypeId: ${clearance}, inhabitantId: ${ana},
    fieldData: { Purpose: "Scholarship" } }) { id referenceNumber requestor } }`)).submitDocumentRequestAtCounter;
  return { uno, dos, first, online, walkIn };
});

it('exports the inhabitants as an Excel workbook in the list\'s order, headed as the import reads, dates as date cells', async () => {
  const { status, headers, rows } = await download('/registry/inhabitants.xlsx');
  expect(status).toBe(200);
  expect(headers.get('content-type')).toContain('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  expect(headers.get('content-disposition')).toMatch(/^attachment; filename="?inhabitants-\d{4}-\d{2}-\d{2}\.xlsx"?$/);
  expect(headers.get('cache-control')).toBe('private, no-store');
  expect(rows[0]).toEqual(INHABITANT_HEADERS);
  expect(columnOf(rows, 'First Name')).toEqual(['Carlo', 'Ana', 'Juan', 'Rosario', 'Lito']);
  const juan = rows[3];
  expect(juan.slice(0, 9)).toEqual(['HH-001', 'Purok Uno', 'Head of household', 'Dela Cruz', 'Juan', 'Santos', undefined, 'Male', new Date('1980-02-01T00:00:00Z')]);
  expect(Object.fromEntries(INHABITANT_HEADERS.slice(11).map((header, index) => [header, juan[index + 11] ?? null]))).toEqual({
    'Civil Status': 'Married', Citizenship: 'Filipino', Occupation: 'Fisherman', Address: 'HH-001 Rizal Street', PWD: 'No', 'Solo Parent': 'No', IP: 'No',
    '4Ps': 'Yes', OSY: 'No', 'Senior Citizen': 'No', Status: 'Living in the barangay', 'Status Date': null,
  });
  expect(columnOf(rows, 'Address')).toEqual(['Boarding house', 'HH-001 Rizal Street', 'HH-001 Rizal Street', 'HH-002 Rizal Street', null]);
  expect(columnOf(rows, 'Status Date')).toEqual([null, null, null, new Date('2024-02-01T00:00:00Z'), new Date('2025-06-30T00:00:00Z')]);
});

it('exports the inhabitants as CSV with the filters on screen: search, purok, status and sector', async () => {
  const csv = await download('/registry/inhabitants.csv');
  expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(csv.bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  expect(csv.rows[0]).toEqual(INHABITANT_HEADERS);
  expect(columnOf(csv.rows, 'Birthdate')).toEqual(['1999-09-09', '2012-07-15', '1980-02-01', '1950-03-15', '1990-01-01']);
  const names = async (query: string) => columnOf((await download(`/registry/inhabitants.csv?${query}`)).rows, 'First Name');
  expect(await names('search=dela')).toEqual(['Ana', 'Juan']);
  expect(await names('search=HH-002')).toEqual(['Rosario']);
  expect(await names(`purokId=${registry.dos}`)).toEqual(['Carlo', 'Rosario']);
  expect(await names('status=MOVED_OUT')).toEqual(['Lito']);
  expect(await names('status=LIVING&sector=FOUR_PS')).toEqual(['Juan']);
  expect(await names('sector=SENIOR_CITIZEN')).toEqual(['Rosario']);
  expect(await names(`purokId=${registry.uno}&sector=OUT_OF_SCHOOL_YOUTH&search=ana`)).toEqual(['Ana']);
  expect(await names('search=nobody')).toEqual([]);
});

it('exports the households with their purok, living head and members, filtered by search and purok', async () => {
  const xlsx = await download('/registry/households.xlsx');
  expect(xlsx.rows).toEqual([
    ['Household No.', 'Address', 'Purok', 'Head of Household', 'Members Living Here'],
    ['HH-001', 'HH-001 Rizal Street', 'Purok Uno', 'Juan Santos Dela Cruz', 2],
    // Rosario died: HH-002 has no living member left.
    ['HH-002', 'HH-002 Rizal Street', 'Purok Dos', undefined, 0],
    ['HH-003', 'HH-003 Rizal Street', 'Purok Dos', 'Carlo Bautista', 1],
  ]);
  expect(columnOf((await download(`/registry/households.csv?purokId=${registry.dos}&search=003`)).rows, 'Household No.')).toEqual(['HH-003']);
});

it('exports the document requests with the screen\'s search and status, naming the inhabitant of a request taken at the counter', async () => {
  const { documentRequests } = await gql<{ documentRequests: { items: Array<{ referenceNumber: string; requestor: string }> } }>(
    '{ documentRequests(page: 1, pageSize: 10) { items { referenceNumber requestor } } }');
  const xlsx = await download('/document-requests/export.xlsx');
  expect(xlsx.rows[0]).toEqual(['Reference', 'Document Type', 'Requestor', 'Made', 'Status', 'Requested At', 'Details']);
  expect(xlsx.rows.slice(1).map((row) => [row[0], row[2]])).toEqual(documentRequests.items.map((item) => [item.referenceNumber, item.requestor]));
  expect(xlsx.rows.slice(1).map((row) => [row[1], row[2], row[3], row[4], row[6]])).toEqual([
    ['Barangay Clearance', 'Ana Dela Cruz', 'At the counter', 'Pending', 'Purpose: Scholarship'],
    ['Barangay Clearance', 'Juan Santos Dela Cruz', 'Online', 'Processing', 'Purpose: Employment'],
  ]);
  expect(String(xlsx.rows[1][5])).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  const references = async (query: string) => columnOf((await download(`/document-requests/export.csv?${query}`)).rows, 'Reference');
  expect(await references('status=PROCESSING')).toEqual([registry.online.reference_number]);
  expect(await references('search=ana')).toEqual([registry.walkIn.referenceNumber]);
  expect(await references('search=clearance&status=PENDING')).toEqual([registry.walkIn.referenceNumber]);
  expect(await references('status=RELEASED')).toEqual([]);
});

it('reads every row across its batches, once each and in order', async () => {
  // 4,500 more inhabitants than one batch of the export holds (2,000), written as a bulk load would.
  await server.database.db.query(`
    INSERT INTO inhabitant (barangay_id, last_name, first_name, sex, birthdate, birth_place, civil_status)
    SELECT 1, 'Zamora', 'Batch ' || lpad(n::text, 5, '0'), 'female', DATE '2000-01-01' + n, 'Malabon', 'single' FROM generate_series(1, 4500) n`);
  const { rows } = await download('/registry/inhabitants.csv?search=zamora');
  const names = columnOf(rows, 'First Name');
  expect(names).toHaveLength(4500);
  expect(new Set(names).size).toBe(4500);
  expect(names).toEqual([...names].sort((a, b) => String(a).localeCompare(String(b))));
  expect((await download('/registry/inhabitants.xlsx?search=zamora')).rows).toHaveLength(4501);
  await server.database.db.query(`DELETE FROM inhabitant WHERE last_name = 'Zamora'`);
});

/** Ids in increasing order, to compare sets. */
const ascending = (a: number, b: number): number => a - b;

type LedgerRow = { kind: string; viewer_id: number; resident_ids: number[] | null; inhabitant_ids: number[] | null };

const lastLedgerId = async (): Promise<number> => (await server.database.db.query('SELECT coalesce(max(id), 0) AS id FROM data_access'))[0].id;

/**
 * The access ledger's rows after `afterId`, once `count` are there: an export's row commits with the transaction its file
 * is read in, which ends as the file does, so it may land a moment after the download (docs/architecture.md#privacy-access-ledger).
 */
async function ledgerRowsAfter(afterId: number, count: number): Promise<LedgerRow[]> {
  const read = async (): Promise<LedgerRow[]> => await server.database.db.query(
    'SELECT kind, viewer_id, resident_ids, inhabitant_ids FROM data_access WHERE id > $1 ORDER BY id', [afterId]);
  await eventually(async () => (await read()).length >= count, POLL_LIMIT_MS, `${count} access ledger row(s) after ${afterId}`);
  return await read();
}

it('records an export of 10,000 inhabitants in the access ledger as one row naming them all, written by one statement', async () => {
  const { db } = server.database;
  await db.query(`
    INSERT INTO inhabitant (barangay_id, last_name, first_name, sex, birthdate, birth_place, civil_status)
    SELECT 1, 'Ledgerwood', 'Export ' || lpad(n::text, 5, '0'), 'male', DATE '1990-01-01' + n, 'Malabon', 'single' FROM generate_series(1, 10000) n`);
  let rows: unknown[][] = [];
  const before = await lastLedgerId();
  const statements = await statementsDuring(server, async () => {
    ({ rows } = await download('/registry/inhabitants.csv?search=ledgerwood'));
  });
  expect(rows).toHaveLength(10_001);
  expect(statements.filter((statement) => /INSERT INTO data_access/.test(statement))).toHaveLength(1);
  const [entry] = await ledgerRowsAfter(before, 1);
  const exported: Array<{ id: number }> = await db.query(`SELECT id FROM inhabitant WHERE last_name = 'Ledgerwood'`);
  expect({ ...entry, inhabitant_ids: [...(entry.inhabitant_ids ?? [])].sort(ascending) })
    .toEqual({ kind: 'exported', viewer_id: admin.id, resident_ids: null, inhabitant_ids: exported.map((row) => row.id).sort(ascending) });

  // A household export names each household's living head, whose name the file shows.
  const beforeHouseholds = await lastLedgerId();
  await download('/registry/households.csv?search=HH-00');
  const [{ kind, inhabitant_ids: heads }] = await ledgerRowsAfter(beforeHouseholds, 1);
  const living: Array<{ id: number }> = await db.query(`SELECT id FROM inhabitant WHERE relationship_to_head = 'head' AND status = 'living'`);
  expect({ kind, inhabitant_ids: [...(heads ?? [])].sort(ascending) }).toEqual({ kind: 'exported', inhabitant_ids: living.map((row) => row.id).sort(ascending) });
  await db.query(`DELETE FROM inhabitant WHERE last_name = 'Ledgerwood'`);
});

it('records a document requests export in the access ledger: the online requesters\' accounts and the counter\'s inhabitants', async () => {
  const { db } = server.database;
  const before = await lastLedgerId();
  await download('/document-requests/export.csv?search=clearance');
  const entries = await ledgerRowsAfter(before, 2);
  const [ana] = await db.query(`SELECT inhabitant_id AS id FROM document_request WHERE id = $1`, [registry.walkIn.id]);
  expect(entries).toEqual([
    { kind: 'exported', viewer_id: admin.id, resident_ids: [resident.id], inhabitant_ids: null },
    { kind: 'exported', viewer_id: admin.id, resident_ids: null, inhabitant_ids: [ana.id] },
  ]);
});

it('refuses a filter that is none, naming it (in snake_case, as REST names fields)', async () => {
  for (const [path, field] of [['/registry/inhabitants.csv?status=ASLEEP', 'status'], ['/registry/inhabitants.xlsx?purokId=abc', 'purok_id'],
    ['/registry/households.csv?search=' + 'x'.repeat(101), 'search'], ['/document-requests/export.csv?status=LOST', 'status']]) {
    const answer = await server.rest('GET', path, undefined, admin.access);
    expect({ path, status: answer.status, field: Object.keys(answer.body ?? {}) }).toEqual({ path, status: 400, field: [field] });
  }
});

it('refuses the registry\'s exports to everyone without MANAGE_REGISTRY, and the requests\' to those who do not review requests', async () => {
  const desk = await staffWith(['REVIEW_DOCUMENT_REQUESTS', 'VIEW_RESIDENTS']);
  const keeper = await staffWith(['MANAGE_REGISTRY']);
  const registryExports = ['/registry/inhabitants.csv', '/registry/inhabitants.xlsx', '/registry/households.csv', '/registry/households.xlsx'];
  const requestExports = ['/document-requests/export.csv', '/document-requests/export.xlsx'];
  for (const path of registryExports) {
    expect({ path, resident: (await download(path, resident)).status, desk: (await download(path, desk)).status, keeper: (await download(path, keeper)).status })
      .toEqual({ path, resident: 403, desk: 403, keeper: 200 });
    expect((await fetchBytes(server, `/api${path}`)).status).toBe(401);
  }
  for (const path of requestExports) {
    expect({ path, resident: (await download(path, resident)).status, desk: (await download(path, desk)).status, keeper: (await download(path, keeper)).status })
      .toEqual({ path, resident: 403, desk: 200, keeper: 403 });
  }
});

/** A staff member of the barangay whose custom role has these permissions, signed in with their own password. */
async function staffWith(permissions: string[]): Promise<Session> {
  const role = (await gql(`mutation { createRole(input: { name: "Role ${permissions.join(' ')}", permissions: [${permissions.join(', ')}] }) { id } }`))
    .createRole.id as number;
  const email = `staff-${role}@barangay.test`;
  const { temporaryPassword } = (await gql(`mutation { createStaffMember(input: { email: "${email}", firstName: "Opisyal", lastName: "Reyes",
    roleId: ${role} }) { temporaryPassword } }`)).createStaffMember;
  const first = await login(server, email, temporaryPassword);
  const password = 'Bagong-Taon-Masaya-2027';
  await server.graphql('mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { id } }', { input: { currentPassword: temporaryPassword, password } },
    first.access);
  return await login(server, email, password);
}

// Last: once a second barangay exists, every request must name its host.
it("leaves another barangay's rows out of every export", async () => {
  const ownHost = 'portal.malabon.example.ph';
  const otherHost = 'tondo.example.ph';
  await addBarangay(server, { name: 'Barangay Tondo', prefix: 'TND', host: otherHost, defaultHost: ownHost });
  const theirs = await staffAt(server, otherHost);
  const ours = await signInAt(server, ownHost, TEST_ADMIN.email, TEST_ADMIN.password);
  const at = async (host: string, session: Session, path: string) => csvRows(Buffer.from((await requestAt(server, host, `/api${path}`,
    { headers: { authorization: `Bearer ${session.access}` } })).body, 'utf8'));
  const purok = await requestAt(server, otherHost, '/graphql', { method: 'POST', headers: { authorization: `Bearer ${theirs.access}` },
    body: { query: 'mutation { createPurok(input: { name: "Purok Tondo" }) { id } }' } });
  const purokId = purok.json<{ data: { createPurok: { id: number } } }>().data.createPurok.id;
  await requestAt(server, otherHost, '/graphql', { method: 'POST', headers: { authorization: `Bearer ${theirs.access}` }, body: {
    query: `mutation { createHousehold(input: { householdNumber: "T-001", address: "Tondo", purokId: ${purokId} }) { id } }` } });

  const theirHouseholds = await at(otherHost, theirs, '/registry/households.csv');
  expect(columnOf(theirHouseholds, 'Household No.')).toEqual(['T-001']);
  expect(await at(otherHost, theirs, '/registry/inhabitants.csv')).toEqual([INHABITANT_HEADERS]);
  expect((await at(otherHost, theirs, '/document-requests/export.csv')).slice(1)).toEqual([]);
  // Their filters name our purok: still nothing of ours.
  expect(await at(otherHost, theirs, `/registry/inhabitants.csv?purokId=${registry.uno}`)).toEqual([INHABITANT_HEADERS]);
  expect(columnOf(await at(ownHost, ours, '/registry/households.csv'), 'Household No.')).toEqual(['HH-001', 'HH-002', 'HH-003']);
});
