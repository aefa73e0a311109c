import { adminForFile, login, residentForFile, type Session } from '../utils/accounts';
import { eventually, POLL_LIMIT_MS } from '../utils/eventually';
import { addBarangay, graphqlAt, requestAt, signInAt, staffAt } from '../utils/hosts';
import { madeBeforeAll } from '../utils/made-before-all';
import { multipart, samplePng } from '../utils/sample-files';
import { csvUpload, xlsxUpload, type TestCell } from '../utils/spreadsheets';
import { TEST_ADMIN, testServerForFile } from '../utils/test-server';
import { restMultipart, type UploadFile } from '../utils/uploads';

// Importing the barangay's spreadsheet into the Registry of Barangay Inhabitants (docs/architecture.md#registry-of-inhabitants): real CSV and XLSX
// uploads through POST /api/registry/imports/, the proposed mapping, the dry run's report by row and column with
// probable duplicates, and the import as a job: one audited transaction, all rows or none, households and puroks made
// or joined, one living head per household. Who may: MANAGE_REGISTRY, at their own barangay only.
jest.setTimeout(60_000);

const server = testServerForFile();
const admin = adminForFile(server);
const resident = residentForFile(server, { verified: true });

const IMPORT = `id fileName headerRow totalRows status processedRows failure problemCount problems { row column message }
  summary { inhabitants households puroks } columns { column header field samples }`;
const FIND = `query ($id: Int!) { inhabitantImport(id: $id) { ${IMPORT} } }`;
const CHECK = `mutation ($input: InhabitantImportInput!) { checkInhabitantImport(input: $input) {
  rows problemCount problems { row column message } duplicateCount duplicates { row name birthdate sameAsRow inhabitantId inhabitantName }
  newHouseholds existingHouseholds newPuroks } }`;
const START = `mutation ($input: InhabitantImportInput!) { startInhabitantImport(input: $input) { ${IMPORT} } }`;

/** The header row most tests use: the registry's own export's headers. */
const HEADERS = ['Household No.', 'Purok', 'Address', 'Relationship to Head', 'Last Name', 'First Name', 'Middle Name', 'Sex', 'Birthdate',
  'Place of Birth', 'Civil Status', 'Occupation', 'PWD', '4Ps'];

type Row = Record<string, TestCell>;
const rowOf = (values: Row): TestCell[] => HEADERS.map((header) => values[header] ?? '');
const person = (overrides: Row): Row => ({
  'Last Name': 'Dela Cruz', 'First Name': 'Juan', Sex: 'M', Birthdate: '1985-01-20', 'Place of Birth': 'Malabon', 'Civil Status': 'Married', ...overrides,
});

interface ImportAnswer {
  id: number; status: string; totalRows: number; processedRows: number; headerRow: number; failure: string | null; problemCount: number;
  problems: Array<{ row: number | null; column: string | null; message: string }>;
  summary: { inhabitants: number; households: number; puroks: number } | null;
  columns: Array<{ column: number; header: string; field: string | null; samples: string[] }>;
}

async function gql<T = Record<string, any>>(query: string, variables: Record<string, unknown>, session: Session = admin): Promise<T> {
  const answer = await server.graphql<T>(query, variables, session.access);
  if (answer.errors || !answer.data) throw new Error(`GraphQL refused: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

async function refusal(query: string, variables: Record<string, unknown>, session: Session = admin) {
  const answer = await server.graphql(query, variables, session.access);
  expect(answer.data ?? null).toBeNull();
  return { message: answer.errors?.[0]?.message, ...answer.errors?.[0]?.extensions };
}

async function upload(file: UploadFile, session: Session = admin): Promise<ImportAnswer> {
  const { status, body } = await restMultipart(server, 'POST', '/registry/imports/', {}, { file }, session.access);
  if (status !== 201) throw new Error(`upload answered ${status}: ${JSON.stringify(body)}`);
  return (await gql<{ inhabitantImport: ImportAnswer }>(FIND, { id: body.id }, session)).inhabitantImport;
}

/** The proposed mapping, as the wizard sends it back when nothing is changed. */
const mappingOf = (uploaded: ImportAnswer) => uploaded.columns.map(({ column, field }) => ({ column, field }));

async function check(uploaded: ImportAnswer) {
  return (await gql(CHECK, { input: { id: uploaded.id, mapping: mappingOf(uploaded) } })).checkInhabitantImport;
}

/** Starts the import and polls it, as the wizard does, until it is no longer importing. */
async function imported(uploaded: ImportAnswer, session: Session = admin): Promise<{ started: ImportAnswer; ended: ImportAnswer; seen: number[] }> {
  const started = (await gql<{ startInhabitantImport: ImportAnswer }>(START, { input: { id: uploaded.id, mapping: mappingOf(uploaded) } }, session))
    .startInhabitantImport;
  const seen: number[] = [];
  let ended = started;
  await eventually(async () => {
    ended = (await gql<{ inhabitantImport: ImportAnswer }>(FIND, { id: uploaded.id }, session)).inhabitantImport;
    seen.push(ended.processedRows);
    return ended.status !== 'IMPORTING';
  }, POLL_LIMIT_MS * 2, `import ${uploaded.id} to end`, 50);
  return { started, ended, seen };
}

const count = async (table: string, where = 'true'): Promise<number> =>
  Number((await server.database.db.query(`SELECT count(*) AS n FROM ${table} WHERE ${where}`))[0].n);

/** Every row of the registry's tables and of the audit log: unchanged by an import that writes nothing. */
const registryCounts = async () => ({
  purok: await count('purok'), household: await count('household'), inhabitant: await count('inhabitant'), audit: await count('audit_log'),
});

/** A purok and a household already in the registry, the household with a living head. */
const registry = madeBeforeAll(async () => {
  const purok = (await gql(`mutation { createPurok(input: { name: "Purok 1" }) { id } }`)).createPurok.id as number;
  const household = (await gql(`mutation { createHousehold(input: { householdNumber: "HH-100", address: "100 Rizal Street", purokId: ${purok} }) { id } }`))
    .createHousehold.id as number;
  const headed = (await gql(`mutation { createHousehold(input: { householdNumber: "HH-900", address: "9 Mabini Street", purokId: ${purok} }) { id } }`))
    .createHousehold.id as number;
  await gql(`mutation { createInhabitant(input: { lastName: "Peña", firstName: "José", sex: MALE, birthdate: "1980-05-05", birthPlace: "Navotas",
    civilStatus: MARRIED, householdId: ${headed}, relationshipToHead: HEAD }) { id } }`);
  const [{ id: pena }] = await server.database.db.query(`SELECT id FROM inhabitant WHERE first_name = 'José'`);
  return { purok, household, headed, pena: pena as number };
});

it('reads the header under a title row and proposes each column its field from common spellings, a column it does not know left out', async () => {
  const headers = ['Apelyido', 'FIRST NAME', 'Gitnang Pangalan', 'Ext.', 'Gender', 'Date of Birth', 'Lugar ng Kapanganakan', 'Marital Status',
    'Nationality', 'Trabaho', 'Household Number', 'Relationship', 'Sitio', 'Tirahan', 'Person with Disability', 'Solo Parent', 'IP', "4P's",
    'Out-of-School Youth', 'Remarks'];
  const uploaded = await upload(await xlsxUpload('rbi.xlsx', [
    ['Barangay San Isidro: Registry of Barangay Inhabitants, 2026'],
    headers,
    ['Reyes', 'Ana', 'Lopez', '', 'F', new Date(Date.UTC(1990, 2, 5)), 'Malabon', 'Single', 'Filipino', 'Teacher', 'HH-1', 'Head', 'Sitio Uno',
      '1 Luna Street', 'N', 'Y', '', '', '', 'new'],
  ]));
  expect(uploaded).toMatchObject({ headerRow: 2, totalRows: 1, status: 'READY', processedRows: 0 });
  expect(uploaded.columns.map((column) => [column.header, column.field])).toEqual([
    ['Apelyido', 'LAST_NAME'], ['FIRST NAME', 'FIRST_NAME'], ['Gitnang Pangalan', 'MIDDLE_NAME'], ['Ext.', 'SUFFIX'], ['Gender', 'SEX'],
    ['Date of Birth', 'BIRTHDATE'], ['Lugar ng Kapanganakan', 'BIRTH_PLACE'], ['Marital Status', 'CIVIL_STATUS'], ['Nationality', 'CITIZENSHIP'],
    ['Trabaho', 'OCCUPATION'], ['Household Number', 'HOUSEHOLD_NUMBER'], ['Relationship', 'RELATIONSHIP_TO_HEAD'], ['Sitio', 'PUROK'],
    ['Tirahan', 'ADDRESS'], ['Person with Disability', 'PWD'], ['Solo Parent', 'SOLO_PARENT'], ['IP', 'INDIGENOUS'], ["4P's", 'FOUR_PS'],
    ['Out-of-School Youth', 'OUT_OF_SCHOOL_YOUTH'], ['Remarks', null],
  ]);
  // A real Excel date cell reads as the date it shows.
  expect(uploaded.columns[5].samples).toEqual(['1990-03-05']);
  const report = await check(uploaded);
  expect(report).toMatchObject({ rows: 1, problemCount: 0, problems: [], newHouseholds: 1, newPuroks: 1, existingHouseholds: 0 });
});

it('refuses a mapping without a required field or with a field twice, naming each', async () => {
  const uploaded = await upload(csvUpload('people.csv', [HEADERS, rowOf(person({}))]));
  const mapping = mappingOf(uploaded).map((choice) => (choice.field === 'BIRTHDATE' ? { ...choice, field: null } : choice))
    .map((choice) => (choice.field === 'OCCUPATION' ? { ...choice, field: 'LAST_NAME' } : choice));
  expect(await refusal(CHECK, { input: { id: uploaded.id, mapping } })).toMatchObject({
    code: 'BAD_USER_INPUT',
    fields: { mapping: ['Last Name is chosen for more than one column.', 'Choose the column that holds Birthdate.'] },
  });
});

it('dry run: reports every row\'s problems by its spreadsheet row and column header, with the registry\'s own messages, and writes nothing', async () => {
  const before = await registryCounts();
  const uploaded = await upload(csvUpload('problems.csv', [
    HEADERS,
    rowOf(person({ 'Household No.': 'HH-300', Purok: 'Purok 2', Address: '3 Luna Street', 'Relationship to Head': 'Head' })), // row 2: fine
    rowOf(person({ 'First Name': '', Birthdate: '02/30/1990' })), // row 3
    rowOf(person({ Sex: 'X', 'Civil Status': 'Complicated', PWD: 'maybe' })), // row 4
    [], // row 5: blank, skipped
    rowOf(person({ 'Household No.': 'HH-300', 'Relationship to Head': 'Head', 'First Name': 'Pedro' })), // row 6: a second head
    rowOf(person({ 'Household No.': 'HH-300', 'Relationship to Head': 'Kumpare', 'First Name': 'Lito' })), // row 7
    rowOf(person({ Purok: 'Purok 2', 'First Name': 'Nena' })), // row 8: a purok without a household
    rowOf(person({ 'Household No.': 'HH-301', 'First Name': 'Rosa' })), // row 9: no relationship, no address, no purok
    rowOf(person({ 'Household No.': 'HH-900', 'Relationship to Head': 'Head', 'First Name': 'Carlo' })), // row 10: HH-900 has a head
    rowOf(person({ 'Household No.': 'HH-100', Purok: 'Sitio Malayo', 'Relationship to Head': 'Child', 'First Name': 'Lina' })), // row 11
    rowOf(person({ Birthdate: '2999-01-01', 'First Name': 'Future' })), // row 12
  ]));
  const report = await check(uploaded);
  expect(report.problems).toEqual([
    { row: 3, column: 'First Name', message: 'First Name is required' },
    { row: 3, column: 'Birthdate', message: 'Birthdate must be a real date, written YYYY-MM-DD, and not in the future.' },
    { row: 4, column: 'PWD', message: 'PWD: write yes or no (Y or N, 1 or 0, ✓ or empty).' },
    { row: 4, column: 'Sex', message: 'Sex must be male or female.' },
    { row: 4, column: 'Civil Status', message: 'Civil status must be one of single, married, separated, widowed, divorced.' },
    { row: 6, column: 'Relationship to Head', message: 'A household has one head.' },
    { row: 7, column: 'Relationship to Head', message: 'Write the relationship to the head as Head, Spouse, Child, Parent, Sibling, Grandchild, Other relative or Not related.' },
    { row: 8, column: 'Purok', message: 'A purok is kept with the household: give the household number too.' },
    { row: 9, column: 'Relationship to Head', message: 'Give how the inhabitant is related to the head of the household.' },
    { row: 9, column: 'Address', message: 'Address is required' },
    { row: 9, column: 'Purok', message: 'Choose the purok or sitio.' },
    { row: 10, column: 'Relationship to Head', message: 'A household has one head.' },
    { row: 11, column: 'Purok', message: 'Household HH-100 is in Purok 1.' },
    { row: 12, column: 'Birthdate', message: 'Birthdate must be a real date, written YYYY-MM-DD, and not in the future.' },
  ]);
  expect(report).toMatchObject({ rows: 10, problemCount: 14, newHouseholds: 2, existingHouseholds: 2, newPuroks: 1 });
  expect(await registryCounts()).toEqual(before);
});

it('reports probable duplicates, within the file and against the registry, whatever the case and accents; they do not stop the import', async () => {
  const uploaded = await upload(csvUpload('duplicates.csv', [
    HEADERS,
    rowOf(person({ 'Last Name': 'PENA', 'First Name': 'jose', Birthdate: '05/05/1980' })), // row 2: José Peña of HH-900
    rowOf(person({ 'Last Name': 'Santos', 'First Name': 'María', Birthdate: '1990-01-01', Sex: 'Babae', 'Civil Status': 'Single' })), // row 3
    rowOf(person({ 'Last Name': 'santos', 'First Name': 'Maria', Birthdate: 'January 1, 1990', Sex: 'F', 'Civil Status': 'Single' })), // row 4
    rowOf(person({ 'Last Name': 'Santos', 'First Name': 'Maria', Birthdate: '1990-01-02', Sex: 'F', 'Civil Status': 'Single' })), // row 5: another day
  ]));
  const report = await check(uploaded);
  expect(report).toMatchObject({ problemCount: 0, duplicateCount: 2 });
  expect(report.duplicates).toEqual([
    { row: 2, name: 'jose PENA', birthdate: '1980-05-05', sameAsRow: null, inhabitantId: registry.pena, inhabitantName: 'José Peña' },
    { row: 4, name: 'Maria santos', birthdate: '1990-01-01', sameAsRow: 3, inhabitantId: null, inhabitantName: null },
  ]);
});

it('imports an XLSX in one audited transaction: new households and puroks made, existing ones joined, each row as the staff member', async () => {
  const before = await registryCounts();
  const uploaded = await upload(await xlsxUpload('households.xlsx', [
    HEADERS,
    rowOf(person({ 'Household No.': 'HH-200', Purok: 'Sitio Bago', Address: '20 Luna Street', 'Relationship to Head': 'Head', Birthdate: new Date(Date.UTC(1970, 6, 4)),
      Occupation: 'Farmer' })),
    rowOf(person({ 'Household No.': 'hh-200', 'Relationship to Head': 'Asawa', 'First Name': 'Maria', Sex: 'Female', Birthdate: '07/15/1972',
      Address: '20 Luna Street' })),
    rowOf(person({ 'Household No.': 'HH-200', 'Relationship to Head': 'Son', 'First Name': 'Pedro', Birthdate: 'March 5, 2010', 'Civil Status': 'Single',
      Address: '5 Other Street', '4Ps': '✓' })),
    rowOf(person({ 'Household No.': 'HH-100', Purok: 'purok 1', 'Relationship to Head': 'Head', 'Last Name': 'Bautista', 'First Name': 'Carmen', Sex: 'F',
      'Civil Status': 'Widowed', PWD: 'Yes' })),
    rowOf(person({ 'Last Name': 'Ramos', 'First Name': 'Tomas', Address: 'Boarding house, Purok 1', 'Civil Status': 'Single' })),
  ]));
  expect(await check(uploaded)).toMatchObject({ problemCount: 0, newHouseholds: 1, existingHouseholds: 1, newPuroks: 1 });
  const { started, ended } = await imported(uploaded);
  expect(started.status).toBe('IMPORTING');
  expect(ended).toMatchObject({ status: 'IMPORTED', processedRows: 5, totalRows: 5, failure: null, summary: { inhabitants: 5, households: 1, puroks: 1 } });

  const people = await server.database.db.query(`
    SELECT i.last_name, i.first_name, i.sex, to_char(i.birthdate, 'YYYY-MM-DD') AS birthdate, i.civil_status, i.citizenship, i.occupation,
           i.address, i.relationship_to_head, i.is_pwd, i.is_4ps, i.status, h.household_number, h.address AS household_address, p.name AS purok
      FROM inhabitant i LEFT JOIN household h ON h.id = i.household_id LEFT JOIN purok p ON p.id = h.purok_id
     WHERE i.first_name IN ('Juan', 'Maria', 'Pedro', 'Carmen', 'Tomas') AND i.last_name IN ('Dela Cruz', 'Bautista', 'Ramos') ORDER BY i.id`);
  expect(people).toEqual([
    expect.objectContaining({ first_name: 'Juan', birthdate: '1970-07-04', relationship_to_head: 'head', household_number: 'HH-200', purok: 'Sitio Bago',
      household_address: '20 Luna Street', address: null, occupation: 'Farmer', citizenship: 'Filipino', status: 'living', civil_status: 'married' }),
    expect.objectContaining({ first_name: 'Maria', sex: 'female', birthdate: '1972-07-15', relationship_to_head: 'spouse', household_number: 'HH-200', address: null }),
    expect.objectContaining({ first_name: 'Pedro', birthdate: '2010-03-05', relationship_to_head: 'child', address: '5 Other Street', is_4ps: true,
      civil_status: 'single' }),
    expect.objectContaining({ first_name: 'Carmen', relationship_to_head: 'head', household_number: 'HH-100', purok: 'Purok 1', is_pwd: true,
      civil_status: 'widowed' }),
    expect.objectContaining({ first_name: 'Tomas', household_number: null, relationship_to_head: null, address: 'Boarding house, Purok 1' }),
  ]);
  expect(await registryCounts()).toEqual({
    purok: before.purok + 1, household: before.household + 1, inhabitant: before.inhabitant + 5, audit: before.audit + 7,
  });
  // The audit trigger wrote one entry per inserted row of the bulk statements, each under the staff member's name.
  const audited = await server.database.db.query(`
    SELECT entity, count(*)::int AS rows, array_agg(DISTINCT actor_email) AS actors, array_agg(DISTINCT action::text) AS actions
      FROM audit_log WHERE id > (SELECT max(id) - 7 FROM audit_log) GROUP BY entity ORDER BY entity`);
  expect(audited).toEqual([
    { entity: 'household', rows: 1, actors: [TEST_ADMIN.email], actions: ['create'] },
    { entity: 'inhabitant', rows: 5, actors: [TEST_ADMIN.email], actions: ['create'] },
    { entity: 'purok', rows: 1, actors: [TEST_ADMIN.email], actions: ['create'] },
  ]);
  const [entry] = await server.database.db.query(`SELECT changes FROM audit_log WHERE entity = 'inhabitant' ORDER BY id DESC LIMIT 1`);
  expect(entry.changes).toMatchObject({ first_name: { before: null, after: 'Tomas' }, last_name: { before: null, after: 'Ramos' } });
  // Imported, its rows are gone from the import; it cannot be checked or started again.
  expect((await server.database.db.query('SELECT rows FROM inhabitant_import WHERE id = $1', [uploaded.id]))[0].rows).toBeNull();
  expect(await refusal(START, { input: { id: uploaded.id, mapping: mappingOf(uploaded) } }))
    .toMatchObject({ code: 'CONFLICT', reason: 'IMPORT_STARTED', message: 'This file was imported already.' });
  expect(await refusal(CHECK, { input: { id: uploaded.id, mapping: mappingOf(uploaded) } })).toMatchObject({ code: 'CONFLICT', reason: 'IMPORT_STARTED' });
});

it('a file with one bad row imports nothing, and its answer names the row and the column', async () => {
  const before = await registryCounts();
  const rows = [HEADERS];
  for (let index = 0; index < 40; index += 1) {
    rows.push(rowOf(person({ 'Household No.': `HH-4${String(index).padStart(2, '0')}`, Purok: 'Purok Bago', Address: `${index} Bonifacio Street`,
      'Relationship to Head': 'Head', 'First Name': `Anak ${index}` })));
  }
  rows[37] = rowOf(person({ 'Household No.': 'HH-436', Purok: 'Purok Bago', Address: '36 Bonifacio Street', 'Relationship to Head': 'Head',
    Birthdate: '1990-13-01' }));
  const uploaded = await upload(csvUpload('one-bad-row.csv', rows));
  // Started without a dry run: the import checks every row itself, in its transaction.
  const { ended } = await imported(uploaded);
  expect(ended).toMatchObject({
    status: 'FAILED', processedRows: 0, summary: null, problemCount: 1,
    failure: 'Nothing was imported: a row has a problem. Row 38, Birthdate: Birthdate must be a real date, written YYYY-MM-DD, and not in the future.',
    problems: [{ row: 38, column: 'Birthdate', message: 'Birthdate must be a real date, written YYYY-MM-DD, and not in the future.' }],
  });
  expect(await registryCounts()).toEqual(before);
});

it('an import whose server went away reads as cut short and may be started again; a running one may not be started twice', async () => {
  const uploaded = await upload(csvUpload('cut-short.csv', [HEADERS, rowOf(person({ 'First Name': 'Putol' }))]));
  const db = server.database.db;
  // Another replica claimed it and is writing: its heartbeat is fresh.
  await db.query(`UPDATE inhabitant_import SET status = 'importing', heartbeat_at = now() WHERE id = $1`, [uploaded.id]);
  expect(await refusal(START, { input: { id: uploaded.id, mapping: mappingOf(uploaded) } }))
    .toMatchObject({ code: 'CONFLICT', reason: 'IMPORT_STARTED', message: 'This file is being imported.' });
  // That replica stopped: no heartbeat for three minutes, its transaction rolled back with it.
  await db.query(`UPDATE inhabitant_import SET heartbeat_at = now() - interval '3 minutes' WHERE id = $1`, [uploaded.id]);
  expect((await gql<{ inhabitantImport: ImportAnswer }>(FIND, { id: uploaded.id })).inhabitantImport).toMatchObject({
    status: 'FAILED', failure: 'The import was cut short (the server stopped) and nothing of it was imported: start it again.',
  });
  const { ended } = await imported(uploaded);
  expect(ended).toMatchObject({ status: 'IMPORTED', processedRows: 1, failure: null });
});

it('reads a CSV saved by Excel on Windows: ANSI encoding, semicolons, a byte-order mark aside', async () => {
  const uploaded = await upload(csvUpload('ansi.csv', [HEADERS, rowOf(person({ 'Last Name': 'Dela Peña', 'First Name': 'Niño' }))],
    { separator: ';', encoding: 'latin1' }));
  expect(uploaded.columns.map((column) => column.field)).not.toContain(null);
  expect(uploaded.columns[4].samples).toEqual(['Dela Peña']);
  expect(uploaded.columns[5].samples).toEqual(['Niño']);
});

it('refuses a file that is no spreadsheet, and a file without rows', async () => {
  const picture = await restMultipart(server, 'POST', '/registry/imports/', {}, { file: { bytes: samplePng(), name: 'people.xlsx' } }, admin.access);
  expect(picture).toMatchObject({ status: 400, body: { file: ['The file could not be read as a CSV or Excel (.xlsx) spreadsheet.'] } });
  const empty = await restMultipart(server, 'POST', '/registry/imports/', {}, { file: csvUpload('empty.csv', [HEADERS]) }, admin.access);
  expect(empty).toMatchObject({ status: 400, body: { file: ['The file has no rows under its header row.'] } });
  const none = await restMultipart(server, 'POST', '/registry/imports/', { note: 'no file' }, {}, admin.access);
  expect(none).toMatchObject({ status: 400, body: { file: ['Choose a CSV or Excel (.xlsx) file.'] } });
});

it('refuses everyone without MANAGE_REGISTRY: a resident, and staff whose role lacks it', async () => {
  const file = csvUpload('people.csv', [HEADERS, rowOf(person({}))]);
  const uploaded = await upload(file);
  const clerk = await staffWith(['VIEW_RESIDENTS', 'REVIEW_DOCUMENT_REQUESTS']);
  for (const session of [resident, clerk]) {
    const refused = await restMultipart(server, 'POST', '/registry/imports/', {}, { file }, session.access);
    expect(refused.status).toBe(403);
    expect(await refusal(FIND, { id: uploaded.id }, session)).toMatchObject({ code: 'FORBIDDEN' });
    expect(await refusal(CHECK, { input: { id: uploaded.id, mapping: mappingOf(uploaded) } }, session)).toMatchObject({ code: 'FORBIDDEN' });
    expect(await refusal(START, { input: { id: uploaded.id, mapping: mappingOf(uploaded) } }, session)).toMatchObject({ code: 'FORBIDDEN' });
  }
  expect((await restMultipart(server, 'POST', '/registry/imports/', {}, { file })).status).toBe(401);
});

/** A staff member of the barangay whose custom role has these permissions, signed in with their own password. */
async function staffWith(permissions: string[]): Promise<Session> {
  const role = (await gql(`mutation { createRole(input: { name: "Clerk ${permissions.join(' ')}", permissions: [${permissions.join(', ')}] }) { id } }`))
    .createRole.id as number;
  const email = `clerk-${role}@barangay.test`;
  const { temporaryPassword } = (await gql(`mutation { createStaffMember(input: { email: "${email}", firstName: "Klerk", lastName: "Santos", roleId: ${role} }) {
    temporaryPassword } }`)).createStaffMember;
  const first = await login(server, email, temporaryPassword);
  const password = 'Bagong-Taon-Masaya-2027';
  await gql('mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { id } }', { input: { currentPassword: temporaryPassword, password } }, first);
  return await login(server, email, password);
}

// Last: once a second barangay exists, every request must name its host.
it("another barangay's staff neither see nor check nor start this barangay's import, and import into their own registry only", async () => {
  const ownHost = 'portal.malabon.example.ph';
  const otherHost = 'tondo.example.ph';
  await addBarangay(server, { name: 'Barangay Tondo', prefix: 'TND', host: otherHost, defaultHost: ownHost });
  const ours = await signInAt(server, ownHost, TEST_ADMIN.email, TEST_ADMIN.password);
  const theirs = await staffAt(server, otherHost);
  const file = csvUpload('people.csv', [HEADERS, rowOf(person({ 'Household No.': 'T-1', Purok: 'Purok Tondo', Address: '1 Tondo Street',
    'Relationship to Head': 'Head', 'First Name': 'Tondeño' }))]);
  const sent = (session: Session, host: string) => requestAt(server, host, '/api/registry/imports/', {
    method: 'POST', body: multipart({}, { file }), headers: { authorization: `Bearer ${session.access}` } });
  const ourImport = (await sent(ours, ownHost)).json<{ id: number }>().id;
  const mapping = HEADERS.map((_header, column) => ({ column, field: null })).map((choice, column) => ({ ...choice, field: [
    'HOUSEHOLD_NUMBER', 'PUROK', 'ADDRESS', 'RELATIONSHIP_TO_HEAD', 'LAST_NAME', 'FIRST_NAME', 'MIDDLE_NAME', 'SEX', 'BIRTHDATE', 'BIRTH_PLACE',
    'CIVIL_STATUS', 'OCCUPATION', 'PWD', 'FOUR_PS'][column] }));
  const asThem = (query: string, variables: Record<string, unknown>) => graphqlAt(server, otherHost, query, variables, theirs.access);
  for (const [query, variables] of [[FIND, { id: ourImport }], [CHECK, { input: { id: ourImport, mapping } }], [START, { input: { id: ourImport, mapping } }]] as const) {
    const answer = await asThem(query, variables);
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', reason: 'IMPORT_NOT_FOUND' });
  }
  const [{ status }] = await server.database.db.query('SELECT status FROM inhabitant_import WHERE id = $1', [ourImport]);
  expect(status).toBe('ready');

  const before = await count('inhabitant', 'barangay_id = 1');
  const theirImport = (await sent(theirs, otherHost)).json<{ id: number }>().id;
  expect((await asThem(START, { input: { id: theirImport, mapping } })).errors).toBeUndefined();
  await eventually(async () => (await asThem(FIND, { id: theirImport })).data?.inhabitantImport.status === 'IMPORTED', POLL_LIMIT_MS, 'their import');
  expect(await count('inhabitant', 'barangay_id = 1')).toBe(before);
  const [tondo] = await server.database.db.query(`
    SELECT i.barangay_id AS inhabitant, h.barangay_id AS household, p.barangay_id AS purok FROM inhabitant i
      JOIN household h ON h.id = i.household_id JOIN purok p ON p.id = h.purok_id WHERE i.first_name = 'Tondeño'`);
  expect(new Set(Object.values(tondo))).toEqual(new Set([(await server.database.db.query(`SELECT id FROM barangay WHERE name = 'Barangay Tondo'`))[0].id]));
  // Our staff do not see theirs either.
  const ourView = await graphqlAt(server, ownHost, FIND, { id: theirImport }, ours.access);
  expect(ourView.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
});
