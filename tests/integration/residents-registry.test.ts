import { adminForFile, residentSession } from '../utils/accounts';
import { storedAsSent } from '../utils/pictures';
import { samplePng } from '../utils/sample-files';
import { testServerForFile } from '../utils/test-server';
import { restMultipart } from '../utils/uploads';

const server = testServerForFile();
const admin = adminForFile(server);

type Status = 'unverified' | 'pending' | 'approved' | 'rejected';
interface Person {
  first: string;
  middle?: string;
  last: string;
  birthdate: string | null;
  status: Status;
}

// A fixed registry: names chosen so each search, filter and sort below has one right answer.
const PEOPLE: Person[] = [
  { first: 'Jose', last: 'Rizal', birthdate: '1961-06-19', status: 'approved' },
  { first: 'Andres', last: 'Bonifacio', birthdate: '1963-11-30', status: 'pending' },
  { first: 'Gabriela', last: 'Silang', birthdate: '1991-03-19', status: 'rejected' },
  { first: 'Melchora', last: 'Aquino', birthdate: '1952-01-06', status: 'approved' },
  { first: 'Emilio', last: 'Aguinaldo', birthdate: null, status: 'unverified' },
  { first: 'Apolinario', last: 'Mabini', birthdate: '1964-07-23', status: 'pending' },
  { first: 'Juan', last: 'Luna', birthdate: '1987-10-24', status: 'unverified' },
  { first: 'Antonio', last: 'Luna', birthdate: '2006-10-29', status: 'approved' },
  { first: 'Teresa', middle: 'Luna', last: 'Magbanua', birthdate: '2012-10-13', status: 'pending' },
  { first: 'Marcela', last: 'Agoncillo', birthdate: '1960-06-24', status: 'rejected' },
  { first: 'Maria Clara', last: 'de los Santos', birthdate: '1999-01-01', status: 'unverified' },
];
const emailOf = (p: Person) => `${p.first}.${p.last}`.toLowerCase().replace(/\s+/g, '') + '@example.com';
const name = (p: Person) => `${p.first} ${p.last}`;
const byLower = (a: string, b: string) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0);

beforeAll(async () => {
  for (const p of PEOPLE) {
    await server.database.db.query(
      `INSERT INTO "user" (email, password, nickname, first_name, middle_name, last_name, gender, birthdate,
         civil_status, is_employed, is_voter, address, contact_number, id_verification_status, user_type)
       VALUES ($1, 'not-a-login', $2, $2, $3, $4, 'female', $5, 'single', true, false, 'Purok 3', '09170000000', $6, 'resident')`,
      [emailOf(p), p.first, p.middle ?? '', p.last, p.birthdate, p.status]);
  }
});

const RESIDENTS = `query Residents($search: String, $idVerificationStatus: IdVerificationStatus, $sortBy: ResidentSortField,
  $sortDirection: SortDirection, $page: Int, $pageSize: Int) {
  residents(search: $search, idVerificationStatus: $idVerificationStatus, sortBy: $sortBy, sortDirection: $sortDirection,
    page: $page, pageSize: $pageSize) {
    total page pageSize
    items { id firstName lastName fullName age email idVerificationStatus }
  }
}`;
type Item = { id: number; firstName: string; lastName: string; fullName: string; age: number | null; email: string; idVerificationStatus: string };
type Residents = { residents: { total: number; page: number; pageSize: number; items: Item[] } };

async function residents(variables: Record<string, unknown>) {
  const { data, errors } = await server.graphql<Residents>(RESIDENTS, { pageSize: 100, ...variables }, admin.access);
  expect(errors).toBeUndefined();
  return data!.residents;
}
const names = (items: Item[]) => items.map((item) => `${item.firstName} ${item.lastName}`);

describe('GraphQL residents: search and filter', () => {
  it('lists every resident and no administrator by default, 10 per page', async () => {
    const { data } = await server.graphql<Residents>(RESIDENTS, {}, admin.access);
    expect(data!.residents).toMatchObject({ total: PEOPLE.length, page: 1, pageSize: 10 });
    expect(data!.residents.items).toHaveLength(10);
    expect((await residents({})).items.some((item) => item.email === admin.email)).toBe(false);
  });

  it.each([
    ['luna', ['Antonio Luna', 'Juan Luna']],
    ['LUNA', ['Antonio Luna', 'Juan Luna']],
    ['mar', ['Marcela Agoncillo', 'Maria Clara de los Santos']],
    ['  los sant ', ['Maria Clara de los Santos']],
    ['nifa', ['Andres Bonifacio']],
    ['administrator', []],
    ['%', []],
    ['_', []],
  ])('finds %p in first or last names only, any letter case', async (search, expected) => {
    const page = await residents({ search });
    expect(names(page.items)).toEqual(expected);
    expect(page.total).toBe(expected.length);
  });

  it('filters by verification status, alone and with a search', async () => {
    const pending = await residents({ idVerificationStatus: 'PENDING' });
    expect(names(pending.items)).toEqual(['Andres Bonifacio', 'Apolinario Mabini', 'Teresa Magbanua']);
    const approvedLunas = await residents({ idVerificationStatus: 'APPROVED', search: 'luna' });
    expect(names(approvedLunas.items)).toEqual(['Antonio Luna']);
    expect(approvedLunas.total).toBe(1);
  });
});

describe('GraphQL residents: sort and paging', () => {
  const byLastThenFirst = [...PEOPLE].sort((a, b) => byLower(a.last, b.last) || byLower(a.first, b.first)).map(name);

  it('sorts by last name, then first name, in any letter case; DESC reverses', async () => {
    expect(names((await residents({})).items)).toEqual(byLastThenFirst);
    expect(names((await residents({ sortBy: 'LAST_NAME', sortDirection: 'DESC' })).items)).toEqual([...byLastThenFirst].reverse());
    // 'de los Santos' sits among the D's, not after every capital letter.
    expect(byLastThenFirst.indexOf('Maria Clara de los Santos')).toBe(byLastThenFirst.indexOf('Andres Bonifacio') + 1);
  });

  it('sorts by first name', async () => {
    const expected = [...PEOPLE].sort((a, b) => byLower(a.first, b.first) || byLower(a.last, b.last)).map(name);
    expect(names((await residents({ sortBy: 'FIRST_NAME' })).items)).toEqual(expected);
  });

  it('sorts by e-mail', async () => {
    const expected = PEOPLE.map(emailOf).sort();
    expect((await residents({ sortBy: 'EMAIL' })).items.map((item) => item.email)).toEqual(expected);
  });

  it('sorts by age, youngest first or oldest first, with an unknown birthdate last either way', async () => {
    const withAge = PEOPLE.filter((p) => p.birthdate).sort((a, b) => (a.birthdate! < b.birthdate! ? -1 : 1)).map(name);
    const youngest = await residents({ sortBy: 'AGE', sortDirection: 'ASC' });
    expect(names(youngest.items)).toEqual([...[...withAge].reverse(), 'Emilio Aguinaldo']);
    const ages = youngest.items.map((item) => item.age).filter((age): age is number => age !== null);
    expect(ages).toEqual([...ages].sort((a, b) => a - b));
    expect(names((await residents({ sortBy: 'AGE', sortDirection: 'DESC' })).items)).toEqual([...withAge, 'Emilio Aguinaldo']);
  });

  it('sorts by verification status (unverified, pending, approved, rejected), then by name', async () => {
    const order: Status[] = ['unverified', 'pending', 'approved', 'rejected'];
    const expected = [...PEOPLE]
      .sort((a, b) => order.indexOf(a.status) - order.indexOf(b.status) || byLower(a.last, b.last) || byLower(a.first, b.first))
      .map(name);
    expect(names((await residents({ sortBy: 'ID_VERIFICATION_STATUS' })).items)).toEqual(expected);
  });

  it('pages through the sorted list with the total of all pages', async () => {
    const second = await residents({ page: 2, pageSize: 4 });
    expect(second).toMatchObject({ total: PEOPLE.length, page: 2, pageSize: 4 });
    expect(names(second.items)).toEqual(byLastThenFirst.slice(4, 8));
    const last = await residents({ page: 3, pageSize: 4 });
    expect(names(last.items)).toEqual(byLastThenFirst.slice(8));
    const beyond = await residents({ page: 9, pageSize: 4 });
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(PEOPLE.length);
  });

  it('refuses a page size over 100, a page below 1 and a search over 100 characters', async () => {
    for (const variables of [{ pageSize: 101 }, { page: 0 }, { search: 'x'.repeat(101) }]) {
      const { errors } = await server.graphql(RESIDENTS, variables, admin.access);
      expect(errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    }
  });

  it('is for administrators only', async () => {
    const resident = await residentSession(server);
    expect((await server.graphql(RESIDENTS, {}, resident.access)).errors![0].extensions!.code).toBe('FORBIDDEN');
    expect((await server.graphql(RESIDENTS, {})).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });
});

describe('GraphQL resident(id)', () => {
  const RESIDENT = `query Resident($id: Int!) { resident(id: $id) { id fullName email idVerificationStatus idVerificationHistory { decision } } }`;

  it('gives an administrator one resident, and refuses others', async () => {
    const resident = await residentSession(server, { overrides: { first_name: 'Leonor', middle_name: 'Rivera', last_name: 'Kipping' } });
    const { data, errors } = await server.graphql<{ resident: Record<string, unknown> }>(RESIDENT, { id: resident.id }, admin.access);
    expect(errors).toBeUndefined();
    expect(data!.resident).toEqual({
      id: resident.id, fullName: 'Leonor Rivera Kipping', email: resident.email, idVerificationStatus: 'UNVERIFIED', idVerificationHistory: [],
    });
    expect((await server.graphql(RESIDENT, { id: admin.id }, admin.access)).errors![0].extensions!.code).toBe('NOT_FOUND');
    expect((await server.graphql(RESIDENT, { id: resident.id }, resident.access)).errors![0].extensions!.code).toBe('FORBIDDEN');
  });
});

describe('GET /api/auth/user/', () => {
  it('lists every account with the fields of spec §7 and id_image_removal, valid_id as an image URL of the authorised file route', async () => {
    const withId = await residentSession(server, { overrides: { birthdate: '2000-02-29', gender: 'female' } });
    expect((await restMultipart(server, 'PATCH', '/auth/user/upload-id/', {}, { valid_id: { bytes: samplePng(), name: 'id.png' } }, withId.access)).status).toBe(200);
    const { status, body } = await server.rest('GET', '/auth/user/', undefined, admin.access);
    expect(status).toBe(200);
    const listed = body.find((user: { id: number }) => user.id === withId.id);
    expect(Object.keys(listed).sort()).toEqual([
      'address', 'age', 'birth_place', 'birthdate', 'civil_status', 'contact_number', 'email', 'first_name', 'full_name',
      'gender', 'id', 'id_image_removal', 'id_verification_status', 'is_employed', 'is_voter', 'last_name', 'middle_name', 'nickname',
      'religion', 'user_type', 'valid_id',
    ]);
    // Only once the retention rule deleted an image (docs/architecture.md#privacy-retention).
    expect(listed.id_image_removal).toBeNull();
    expect(listed).toMatchObject({
      user_type: 'resident', gender: 'female', birthdate: '2000-02-29', is_employed: true, is_voter: true,
      id_verification_status: 'pending',
    });
    // Pending: the link says why an ID reviewer opens it, so the original client's <img> shows the picture.
    expect(listed.valid_id).toMatch(new RegExp(`^${server.url}/api/auth/user/${withId.id}/valid-id/\\?token=[\\w.-]+&purpose=verify_identity$`));
    expect(typeof listed.age).toBe('number');
    expect(body.find((user: { email: string }) => user.email === emailOf(PEOPLE[0])).valid_id).toBeNull();
    expect(body.find((user: { email: string }) => user.email === admin.email).user_type).toBe('admin');
    expect(JSON.stringify(body)).not.toMatch(/not-a-login|argon2|\.png/);
    // The URL it gives serves the file as an <img> would ask for it: as it is, with no Authorization header (the purpose
    // staff give for opening a resident's ID is in it: docs/architecture.md#privacy-access-ledger).
    const file = await fetch(listed.valid_id);
    expect(file.status).toBe(200);
    expect(await storedAsSent(Buffer.from(await file.arrayBuffer()), samplePng())).toBe(true);
  });

  it('is refused to residents (403) and guests (401)', async () => {
    const resident = await residentSession(server);
    expect((await server.rest('GET', '/auth/user/', undefined, resident.access)).status).toBe(403);
    expect((await server.rest('GET', '/auth/user/')).status).toBe(401);
  });
});
