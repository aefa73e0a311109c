import { barangayToday } from '@barangay-portal/domain';
import { parse } from 'csv-parse/sync';
import { adminForFile, residentForFile, type Session, staffMemberSession } from '../utils/accounts';
import { addBarangay, requestAt, staffAt } from '../utils/hosts';
import { madeBeforeAll } from '../utils/made-before-all';
import { flat, readPdf } from '../utils/pdf';
import { testServerForFile } from '../utils/test-server';

// The registry's reports (docs/architecture.md#registry-of-inhabitants): a household's record in the
// manner of RBI Form B and the quarterly population summary, as PDF and CSV, for staff with MANAGE_REGISTRY, of their
// own barangay only. The fixture is a past quarter, Q2 2025 (April to June, counted as of June 30, 2025), with people
// at every edge of "living here on that day".
jest.setTimeout(60_000);

const server = testServerForFile();
const admin = adminForFile(server);
const resident = residentForFile(server, { verified: true });

async function ok<T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}, session: Session = admin): Promise<T> {
  const answer = await server.graphql<T>(query, variables, session.access);
  if (answer.errors || !answer.data) throw new Error(`GraphQL refused: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

const secretary = madeBeforeAll(() => staffMemberSession(server, admin,
  { builtIn: 'SECRETARY', email: 'secretary@barangay.test', firstName: 'Nena', lastName: 'Talaan' }));
const kagawad = madeBeforeAll(() => staffMemberSession(server, admin,
  { builtIn: 'KAGAWAD', email: 'kagawad@barangay.test', firstName: 'Ruben', lastName: 'Konseho' }));

const CREATE_PUROK = 'mutation ($name: String!) { createPurok(input: { name: $name }) { id } }';
const CREATE_HOUSEHOLD = 'mutation ($input: HouseholdInput!) { createHousehold(input: $input) { id } }';
const CREATE_INHABITANT = 'mutation ($input: InhabitantInput!) { createInhabitant(input: $input) { id } }';
const SET_STATUS = 'mutation ($input: SetInhabitantStatusInput!) { setInhabitantStatus(input: $input) { id } }';

interface Person {
  lastName?: string; firstName: string; middleName?: string; suffix?: string; sex: 'MALE' | 'FEMALE'; birthdate: string;
  householdId?: number; relationshipToHead?: string; isPwd?: boolean; isSoloParent?: boolean; isIndigenous?: boolean; is4Ps?: boolean;
  isOutOfSchoolYouth?: boolean; occupation?: string;
  /** Set after the record is made: MOVED_OUT or DECEASED on a date. */
  left?: { status: 'MOVED_OUT' | 'DECEASED'; date: string };
}

async function inhabitant({ left, ...person }: Person): Promise<number> {
  const input = { lastName: 'Santos', birthPlace: 'Malabon', civilStatus: 'SINGLE', ...person };
  const id = (await ok<{ createInhabitant: { id: number } }>(CREATE_INHABITANT, { input })).createInhabitant.id;
  if (left) await ok(SET_STATUS, { input: { id, status: left.status, date: left.date } });
  return id;
}

/** Three puroks (the third empty), three households and twelve people; seven of them lived here on June 30, 2025. */
const fixture = madeBeforeAll(async () => {
  const purok = async (name: string) => (await ok<{ createPurok: { id: number } }>(CREATE_PUROK, { name })).createPurok.id;
  const [purok1, purok2] = [await purok('Purok 1'), await purok('Purok 2')];
  await purok('Purok 3');
  const household = async (householdNumber: string, purokId: number) =>
    (await ok<{ createHousehold: { id: number } }>(CREATE_HOUSEHOLD, { input: { householdNumber, address: `${householdNumber} Rizal Street`, purokId } }))
      .createHousehold.id;
  const [hh1, hh2, hh3] = [await household('HH-1', purok1), await household('HH-2', purok2), await household('HH-3', purok2)];

  const head = await inhabitant({ lastName: 'Dela Cruz', firstName: 'Juan', middleName: 'Reyes', suffix: 'Jr.', sex: 'MALE',
    birthdate: '1965-06-30', householdId: hh1, relationshipToHead: 'HEAD', isPwd: true, occupation: 'Fisherman' }); //   60 that day: senior
  await inhabitant({ lastName: 'Dela Cruz', firstName: 'Maria', sex: 'FEMALE', birthdate: '1965-07-01', householdId: hh1,
    relationshipToHead: 'SPOUSE', is4Ps: true }); //                                                                      59 that day
  await inhabitant({ lastName: 'Dela Cruz', firstName: 'Pedro', sex: 'MALE', birthdate: '2020-06-30', householdId: hh1,
    relationshipToHead: 'CHILD', isIndigenous: true }); //                                                                5 that day
  await inhabitant({ lastName: 'Dela Cruz', firstName: 'Ana', sex: 'FEMALE', birthdate: '2020-07-01', householdId: hh1,
    relationshipToHead: 'CHILD', left: { status: 'MOVED_OUT', date: '2025-07-15' } }); //                                 4; left the next quarter
  await inhabitant({ lastName: 'Dela Cruz', firstName: 'Liza', sex: 'FEMALE', birthdate: '2025-06-30', householdId: hh1,
    relationshipToHead: 'GRANDCHILD' }); //                                                                               born that day
  await inhabitant({ lastName: 'Dela Cruz', firstName: 'Nico', sex: 'MALE', birthdate: '2025-07-01', householdId: hh1,
    relationshipToHead: 'GRANDCHILD' }); //                                                                               born after

  await inhabitant({ firstName: 'Lola', sex: 'FEMALE', birthdate: '1940-01-01', householdId: hh2, relationshipToHead: 'HEAD',
    left: { status: 'DECEASED', date: '2025-05-01' } }); //                                                              died before
  await inhabitant({ firstName: 'Carlos', sex: 'MALE', birthdate: '1970-03-03', householdId: hh2, relationshipToHead: 'CHILD', is4Ps: true });
  await inhabitant({ firstName: 'Tita', sex: 'FEMALE', birthdate: '1944-02-02', householdId: hh2, relationshipToHead: 'OTHER_RELATIVE',
    left: { status: 'DECEASED', date: '2025-06-30' } }); //                                                               died that day
  await inhabitant({ firstName: 'Boarder', sex: 'MALE', birthdate: '2000-01-01', householdId: hh2, relationshipToHead: 'NON_RELATIVE',
    left: { status: 'MOVED_OUT', date: '2025-06-30' } }); //                                                              left that day

  await inhabitant({ firstName: 'Gone', sex: 'MALE', birthdate: '1990-01-01', householdId: hh3, relationshipToHead: 'HEAD',
    left: { status: 'MOVED_OUT', date: '2025-01-10' } }); //                                                              HH-3 empty that day
  await inhabitant({ lastName: '=Reyes', firstName: 'Rosa', sex: 'FEMALE', birthdate: '1995-05-05', isOutOfSchoolYouth: true }); // no household
  return { hh1, hh2, head };
});

interface Download {
  status: number;
  headers: Headers;
  bytes: Buffer;
  text: string;
}

async function download(path: string, session?: Session): Promise<Download> {
  const response = await fetch(`${server.url}/api/registry${path}`, { headers: session ? { authorization: `Bearer ${session.access}` } : {} });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes, text: bytes.toString('utf8') };
}

const csvRows = (text: string): string[][] => parse(text, { bom: true, relax_column_count: true });

/** The rows of a summary CSV's table titled `title`: its header, then its rows up to the blank row after it. */
function tableOf(rows: string[][], title: string): string[][] {
  const start = rows.findIndex((row) => row.length === 1 && row[0] === title);
  expect(start).toBeGreaterThan(-1);
  const end = rows.findIndex((row, index) => index > start && row.every((cell) => cell === ''));
  return rows.slice(start + 1, end === -1 ? undefined : end);
}

describe('the quarterly population summary', () => {
  const Q2_2025 = '?year=2025&quarter=2';

  it('counts those living here on the last day of the quarter, by sex, age group, purok and sector, as CSV', async () => {
    const answer = await download(`/population-summary.csv${Q2_2025}`, secretary);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="?population-summary-2025-Q2-\d{4}-\d{2}-\d{2}\.csv"?$/);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const rows = csvRows(answer.text);
    const facts = Object.fromEntries(rows.filter((row) => row.length === 2).map(([label, value]) => [label, value]));
    expect(facts).toMatchObject({
      Barangay: 'Barangay San Isidro', 'Prepared by': 'Nena Talaan', Period: 'Q2 2025 (April to June)', 'Counted as of': '2025-06-30',
      Inhabitants: '7', Households: '2',
    });
    expect(tableOf(rows, 'By sex')).toEqual([['Sex', 'Inhabitants'], ['Male', '3'], ['Female', '4'], ['Total', '7']]);
    const ages = tableOf(rows, 'By age group');
    expect(ages[0]).toEqual(['Age group', 'Male', 'Female', 'Total']);
    expect(ages.slice(1).map((row) => row[0])).toEqual([
      '0-4', '5-9', '10-14', '15-19', '20-24', '25-29', '30-34', '35-39', '40-44', '45-49', '50-54', '55-59', '60-64', '65-69', '70-74',
      '75-79', '80 and over', 'Total',
    ]);
    expect(ages.filter((row) => row[3] !== '0').slice(1)).toEqual([
      ['0-4', '0', '2', '2'], ['5-9', '1', '0', '1'], ['30-34', '0', '1', '1'], ['55-59', '1', '1', '2'], ['60-64', '1', '0', '1'],
      ['Total', '3', '4', '7'],
    ]);
    expect(tableOf(rows, 'By purok or sitio')).toEqual([
      ['Purok or sitio', 'Households', 'Inhabitants'],
      ['Purok 1', '1', '5'], ['Purok 2', '1', '1'], ['Purok 3', '0', '0'], ['Not in a household', '0', '1'], ['Total', '2', '7'],
    ]);
    expect(tableOf(rows, 'By sector')).toEqual([
      ['Sector', 'Inhabitants'], ['Person with disability', '1'], ['Solo parent', '0'], ['Indigenous people', '1'], ['4Ps beneficiary', '2'],
      ['Out-of-school youth', '1'], ['Senior citizen (60 and over)', '1'],
    ]);
  });

  it('prints the same figures as a PDF', async () => {
    const answer = await download(`/population-summary.pdf${Q2_2025}`, secretary);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await readPdf(answer.bytes);
    expect(pdf.title).toBe('Quarterly Population Summary, Barangay San Isidro');
    const text = flat(pdf.pages.join(' '));
    for (const expected of [
      'Republic of the Philippines', 'Barangay San Isidro', 'QUARTERLY POPULATION SUMMARY', 'Q2 2025 (April to June)', 'As of June 30, 2025',
      'Inhabitants: 7', 'Households: 2', 'Male 3', 'Female 4', '0-4 0 2 2', '60-64 1 0 1', '80 and over 0 0 0', 'Purok 1 1 5',
      'Not in a household 0 1', 'Total 2 7', '4Ps beneficiary 2', 'Prepared by:', 'NENA TALAAN',
    ]) expect(text).toContain(expected);
  });

  it('counts the current quarter as of today, and refuses a quarter not begun or not a quarter, naming the field', async () => {
    const today = barangayToday();
    const year = Number(today.slice(0, 4));
    const current = await download(`/population-summary.csv?year=${year}&quarter=${Math.ceil(Number(today.slice(5, 7)) / 3)}`, secretary);
    expect(current.status).toBe(200);
    // Everyone living now: the seven, less Ana (moved out), plus Nico (born since).
    expect(csvRows(current.text).find((row) => row[0] === 'Inhabitants')).toEqual(['Inhabitants', '7']);
    const refusals = await Promise.all([
      download(`/population-summary.csv?year=${year + 1}&quarter=1`, secretary),
      download('/population-summary.pdf?year=2025&quarter=5', secretary),
      download('/population-summary.pdf?year=2025', secretary),
    ]);
    expect(refusals.map((refusal) => [refusal.status, JSON.parse(refusal.text)])).toEqual([
      [400, { year: ['Choose a year from 1900 to this year.'] }],
      [400, { quarter: ['Choose a quarter: 1, 2, 3 or 4.'] }],
      [400, { quarter: ['Choose a quarter: 1, 2, 3 or 4.'] }],
    ]);
  });
});

describe("a household's record (RBI Form B)", () => {
  it("lists the household and every member, the head first, in the PDF, with who prepared it", async () => {
    const answer = await download(`/households/${fixture.hh1}/record.pdf`, secretary);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="?household-record-HH-1-\d{4}-\d{2}-\d{2}\.pdf"?$/);
    const pdf = await readPdf(answer.bytes);
    expect(pdf.title).toBe('Household Record of Barangay Inhabitants, Barangay San Isidro');
    const text = flat(pdf.pages.join(' '));
    for (const expected of [
      'Barangay San Isidro', 'HOUSEHOLD RECORD OF BARANGAY INHABITANTS', 'Household No.: HH-1', 'Address: HH-1 Rizal Street',
      'Purok or sitio: Purok 1', 'Members: 6', 'Dela Cruz Juan Reyes Jr. Head of household Male 1965-06-30', 'Fisherman PWD, SC',
      'Moved out on 2025-07-15', 'Prepared by:', 'NENA TALAAN', 'Date prepared:',
    ]) expect(text).toContain(expected);
    // The head first, then by relationship and name, as the household page lists them.
    const places = ['Juan', 'Maria', 'Ana', 'Pedro', 'Liza', 'Nico'].map((name) => text.indexOf(` ${name} `));
    expect(places.every((at) => at > 0)).toBe(true);
    expect([...places].sort((a, b) => a - b)).toEqual(places);
  });

  it('gives the same record as CSV, one column per sector, formula-looking text made plain text', async () => {
    const answer = await download(`/households/${fixture.hh1}/record.csv`, secretary);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
    const rows = csvRows(answer.text);
    expect(rows.slice(0, 3)).toEqual([['Household Record of Barangay Inhabitants'], ['City or municipality', 'City Government'], ['Barangay', 'Barangay San Isidro']]);
    expect(rows).toContainEqual(['Household No.', 'HH-1']);
    expect(rows).toContainEqual(['Prepared by', 'Nena Talaan']);
    const header = rows.findIndex((row) => row[0] === 'No.');
    expect(rows[header]).toEqual([
      'No.', 'Last name', 'First name', 'Middle name', 'Suffix', 'Relationship to head', 'Sex', 'Date of birth', 'Age', 'Place of birth',
      'Civil status', 'Citizenship', 'Occupation', 'Person with disability', 'Solo parent', 'Indigenous people', '4Ps beneficiary',
      'Out-of-school youth', 'Senior citizen (60 and over)', 'Status',
    ]);
    const members = rows.slice(header + 1);
    expect(members.map((row) => row[2])).toEqual(['Juan', 'Maria', 'Ana', 'Pedro', 'Liza', 'Nico']);
    expect(members[0]).toEqual(expect.arrayContaining(['1', 'Dela Cruz', 'Juan', 'Reyes', 'Jr.', 'Head of household', 'Male', '1965-06-30',
      'Malabon', 'Single', 'Filipino', 'Fisherman', 'Living in the barangay']));
    expect(members[0].slice(13, 19)).toEqual(['Yes', '', '', '', '', 'Yes']);
    expect(members[2].at(-1)).toBe('Moved out on 2025-07-15');

    // A name that a spreadsheet would run as a formula is written as text.
    const [{ id: rosa }] = await server.database.db.query(`SELECT id FROM inhabitant WHERE first_name = 'Rosa'`);
    await ok(`mutation { moveInhabitant(input: { id: ${rosa}, householdId: ${fixture.hh2}, relationshipToHead: NON_RELATIVE }) { id } }`);
    const moved = csvRows((await download(`/households/${fixture.hh2}/record.csv`, secretary)).text);
    expect(moved.find((row) => row[2] === 'Rosa')?.[1]).toBe("'=Reyes");
    await ok(`mutation { moveInhabitant(input: { id: ${rosa}, householdId: null }) { id } }`);
  });

  it('answers 404 for a household that is not in the registry', async () => {
    const answer = await download('/households/999999/record.pdf', secretary);
    expect([answer.status, JSON.parse(answer.text)]).toEqual([404, { detail: 'Household not found.' }]);
  });
});

describe('who may have the reports', () => {
  const paths = () => [`/households/${fixture.hh1}/record.pdf`, `/households/${fixture.hh1}/record.csv`,
    '/population-summary.pdf?year=2025&quarter=2', '/population-summary.csv?year=2025&quarter=2'];

  it('refuses staff without MANAGE_REGISTRY (a Kagawad), residents and guests', async () => {
    for (const path of paths()) {
      expect([path, (await download(path, kagawad)).status]).toEqual([path, 403]);
      expect([path, (await download(path, resident)).status]).toEqual([path, 403]);
      expect([path, (await download(path)).status]).toEqual([path, 401]);
    }
  });

  it("gives another barangay's staff nothing of this barangay: its household is not found, its summary counts their own", async () => {
    const A = 'tondo.example.ph';
    await addBarangay(server, { name: 'Barangay Tondo', prefix: 'TND', host: A, defaultHost: 'portal.example.ph' });
    const staffOfA = await staffAt(server, A);
    const headers = { authorization: `Bearer ${staffOfA.access}` };
    const record = await requestAt(server, A, `/api/registry/households/${fixture.hh1}/record.csv`, { headers });
    expect([record.status, record.json()]).toEqual([404, { detail: 'Household not found.' }]);
    const summary = await requestAt(server, A, '/api/registry/population-summary.csv?year=2025&quarter=2', { headers });
    expect(summary.status).toBe(200);
    const rows = csvRows(summary.body);
    expect(rows).toContainEqual(['Barangay', 'Barangay Tondo']);
    expect(rows).toContainEqual(['Inhabitants', '0']);
    expect(summary.body).not.toContain('Purok 1');
  });
});
