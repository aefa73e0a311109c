import { adminForFile } from '../utils/accounts';
import { createTestDatabase } from '../utils/test-db';
import { testServerForFile } from '../utils/test-server';

// The registry search reads resident_name, a copy of the residents' names kept by triggers on "user"
// (docs/architecture.md#registry-search): these tests hold it to the search's meaning on "user" itself.
const server = testServerForFile();
const admin = adminForFile(server);

let emails = 0;
async function addResident(first: string, last: string, overrides: { status?: string; birthdate?: string } = {}): Promise<number> {
  emails += 1;
  const [{ id }] = await server.database.db.query(
    `INSERT INTO "user" (email, password, nickname, first_name, last_name, birthdate, id_verification_status, user_type)
     VALUES ($1, 'not-a-login', $2, $2, $3, $4, $5, 'resident') RETURNING id`,
    [`person${String(emails).padStart(3, '0')}@example.com`, first, last, overrides.birthdate ?? null, overrides.status ?? 'unverified']);
  return id as number;
}

const RESIDENTS = `query Residents($search: String, $idVerificationStatus: IdVerificationStatus, $sortBy: ResidentSortField,
  $sortDirection: SortDirection, $page: Int, $pageSize: Int) {
  residents(search: $search, idVerificationStatus: $idVerificationStatus, sortBy: $sortBy, sortDirection: $sortDirection,
    page: $page, pageSize: $pageSize) { total items { firstName lastName } }
}`;
type Residents = { residents: { total: number; items: Array<{ firstName: string; lastName: string }> } };

async function search(text: string, variables: Record<string, unknown> = {}) {
  const { data, errors } = await server.graphql<Residents>(RESIDENTS, { search: text, pageSize: 100, ...variables }, admin.access);
  expect(errors).toBeUndefined();
  const { total, items } = data!.residents;
  return { total, names: items.map((item) => `${item.firstName} ${item.lastName}`) };
}

// 23 Dela Cruz residents in first-name order, and one whose first name holds "dela".
const DELA_CRUZ = Array.from({ length: 23 }, (_, i) => `Resident${String(i + 1).padStart(2, '0')} Dela Cruz`);

beforeAll(async () => {
  // Inserted out of order, so the order of the answers is the database's sort, not insertion.
  for (const name of [...DELA_CRUZ].reverse()) await addResident(name.split(' ')[0], 'Dela Cruz');
  await addResident('Adela', 'Reyes');
  await addResident('Jose', 'Rizal');
  await addResident('Per_cent', 'Lim');
  await addResident('Fifty%', 'Tan');
  await addResident('Back\\slash', 'Ong');
  await server.database.db.query(
    `INSERT INTO "user" (email, password, nickname, first_name, last_name, user_type)
     VALUES ('dela.admin@example.com', 'x', 'Dela', 'Dela', 'Admin', 'admin')`);
});

describe('registry search: totals and pages', () => {
  const everyDela = ['Adela Reyes', ...DELA_CRUZ].sort((a, b) => {
    const last = (name: string) => name.split(' ').slice(1).join(' ').toLowerCase();
    return last(a) < last(b) ? -1 : last(a) > last(b) ? 1 : a.toLowerCase() < b.toLowerCase() ? -1 : 1;
  });

  it('counts every match exactly, residents only, and pages through them in name order', async () => {
    expect(everyDela).toHaveLength(24);
    const first = await search('dela', { pageSize: 10 });
    expect(first).toEqual({ total: 24, names: everyDela.slice(0, 10) });
    expect(await search('DELA', { page: 3, pageSize: 10 })).toEqual({ total: 24, names: everyDela.slice(20) });
    expect(await search('dela', { sortDirection: 'DESC', pageSize: 5 })).toEqual({ total: 24, names: [...everyDela].reverse().slice(0, 5) });
  });

  it('gives the exact total on a page past the last match, and zero when nothing matches', async () => {
    expect(await search('dela', { page: 4, pageSize: 10 })).toEqual({ total: 24, names: [] });
    expect(await search('zzz', { page: 2, pageSize: 10 })).toEqual({ total: 0, names: [] });
  });

  it('matches within a first name or within a last name, never across the two', async () => {
    expect(await search('jose')).toEqual({ total: 1, names: ['Jose Rizal'] });
    expect(await search('se ri')).toEqual({ total: 0, names: [] });
    expect(await search('jose rizal')).toEqual({ total: 0, names: [] });
  });

  it('takes percent, underscore and backslash as the characters they are', async () => {
    expect(await search('%')).toEqual({ total: 1, names: ['Fifty% Tan'] });
    expect(await search('_')).toEqual({ total: 1, names: ['Per_cent Lim'] });
    expect(await search('\\')).toEqual({ total: 1, names: ['Back\\slash Ong'] });
    expect(await search('t_n')).toEqual({ total: 0, names: [] });
    expect(await search('r%t')).toEqual({ total: 0, names: [] });
  });

  it('combines with a verification-status filter and sorts on columns of the account', async () => {
    await addResident('Marisol', 'Ilustre', { status: 'approved', birthdate: '1990-02-03' });
    await addResident('Consuelo', 'Ilustre', { status: 'approved', birthdate: '2001-05-06' });
    await addResident('Benita', 'Ilustre', { status: 'pending', birthdate: '1985-01-01' });
    expect(await search('ilustre', { idVerificationStatus: 'APPROVED' }))
      .toEqual({ total: 2, names: ['Consuelo Ilustre', 'Marisol Ilustre'] });
    expect(await search('ilustre', { sortBy: 'AGE', sortDirection: 'ASC' }))
      .toEqual({ total: 3, names: ['Consuelo Ilustre', 'Marisol Ilustre', 'Benita Ilustre'] });
    expect(await search('ilustre', { sortBy: 'ID_VERIFICATION_STATUS', pageSize: 2 }))
      .toEqual({ total: 3, names: ['Benita Ilustre', 'Consuelo Ilustre'] });
  });
});

describe('registry search: follows every change of the accounts', () => {
  it('finds a renamed resident by the new name only, keeps a resident whose other details changed', async () => {
    const id = await addResident('Leonora', 'Kalaw');
    await server.database.db.query(`UPDATE "user" SET last_name = 'Katigbak' WHERE id = $1`, [id]);
    expect(await search('kalaw')).toEqual({ total: 0, names: [] });
    expect(await search('katigbak')).toEqual({ total: 1, names: ['Leonora Katigbak'] });
    await server.database.db.query(`UPDATE "user" SET address = 'Purok 9', id_verification_status = 'pending' WHERE id = $1`, [id]);
    expect(await search('katigbak')).toEqual({ total: 1, names: ['Leonora Katigbak'] });
  });

  it('renames many residents in one statement', async () => {
    for (const first of ['Ana', 'Bea', 'Cora']) await addResident(first, 'Macaraeg');
    await server.database.db.query(`UPDATE "user" SET last_name = 'Macapagal' WHERE last_name = 'Macaraeg'`);
    expect(await search('macaraeg')).toEqual({ total: 0, names: [] });
    expect(await search('macapagal')).toEqual({ total: 3, names: ['Ana Macapagal', 'Bea Macapagal', 'Cora Macapagal'] });
  });

  it('drops a deleted resident and one who becomes an administrator, and finds one who becomes a resident', async () => {
    const deleted = await addResident('Isko', 'Panganiban');
    const promoted = await addResident('Tonyo', 'Panganiban');
    await server.database.db.query(`DELETE FROM "user" WHERE id = $1`, [deleted]);
    await server.database.db.query(`UPDATE "user" SET user_type = 'admin' WHERE id = $1`, [promoted]);
    expect(await search('panganiban')).toEqual({ total: 0, names: [] });
    await server.database.db.query(`UPDATE "user" SET user_type = 'resident' WHERE id = $1`, [promoted]);
    expect(await search('panganiban')).toEqual({ total: 1, names: ['Tonyo Panganiban'] });
  });
});

describe('the migration', () => {
  it('copies the names of the residents already stored, and no administrator', async () => {
    const database = await createTestDatabase();
    try {
      const { db } = database;
      // Back to the schema before it (undoing any later migration too), with accounts in it.
      const applied = async () => (await db.query(`SELECT 1 FROM migrations WHERE name = 'ResidentNameSearch1764700000000'`)).length > 0;
      while (await applied()) await db.undoLastMigration({ transaction: 'all' });
      await db.query(`INSERT INTO "user" (email, password, nickname, first_name, last_name, user_type)
        VALUES ('a@example.com', 'x', 'A', 'Amado', 'Hernandez', 'resident'), ('b@example.com', 'x', 'B', 'Bienvenido', 'Lumbera', 'resident'),
               ('c@example.com', 'x', 'C', 'Cirilo', 'Bautista', 'admin')`);
      await db.runMigrations({ transaction: 'all' });
      const copied = await db.query(`SELECT first_name_lower, last_name_lower FROM resident_name ORDER BY last_name_lower`);
      expect(copied).toEqual([
        { first_name_lower: 'amado', last_name_lower: 'hernandez' }, { first_name_lower: 'bienvenido', last_name_lower: 'lumbera' },
      ]);
    } finally {
      await database.drop();
    }
  }, 30_000);
});
