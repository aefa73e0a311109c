import { withinBarangay } from '../../server/src/db/row-security';
import { PictureRecords } from '../../server/src/modules/content/picture-records';
import { adminForFile } from '../utils/accounts';
import { addBarangay, graphqlAt, staffAt } from '../utils/hosts';
import { madeBeforeAll } from '../utils/made-before-all';
import { testServerForFile } from '../utils/test-server';

// Row-level security, the second line of barangay isolation (docs/architecture.md#tenancy): the database
// itself keeps a request's work within its barangay, whatever a service forgets.
const server = testServerForFile();
const admin = adminForFile(server);
const A = 'portal.sanisidro.example.ph';
const B = 'bagumbayan.example.ph';
const b = madeBeforeAll(async () => {
  const id = await addBarangay(server, { name: 'Barangay Bagumbayan', prefix: 'BGB', host: B, defaultHost: A });
  return { id, staff: await staffAt(server, B) };
});

const createProjectAtA = async (title: string): Promise<number> => {
  const made = await graphqlAt(server, A, `mutation { createProject(input: { title: "${title}", status: ONGOING, dateStarted: "2026-01-10" }) { id } }`,
    {}, admin.access);
  return (made.data as { createProject: { id: number } }).createProject.id;
};
const titleOf = async (id: number): Promise<string> => (await server.database.db.query(`SELECT title FROM project WHERE id = $1`, [id]))[0].title;
const renameAtB = async (id: number) => await graphqlAt(server, B,
  `mutation { updateProject(id: ${id}, input: { title: "Changed at Bagumbayan" }) { id title } }`, {}, b.staff.access);

describe('with a service filter removed on purpose', () => {
  /** The projects' service finds the record it changes by id alone, as if its barangay filter were forgotten. */
  const withoutBarangayFilter = () => jest.spyOn(PictureRecords.prototype as unknown as { key(barangayId: number, id: number): object }, 'key')
    .mockImplementation((_barangayId, id) => ({ id }));
  afterEach(() => jest.restoreAllMocks());

  it('still finds no record of another barangay: row-level security stops the leak', async () => {
    const id = await createProjectAtA('Covered court');
    const forgetful = withoutBarangayFilter();
    const answer = await renameAtB(id);
    expect(forgetful).toHaveBeenCalled();
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    expect(await titleOf(id)).toBe('Covered court');
  });

  it('would leak without the policy (the filter really is gone)', async () => {
    const id = await createProjectAtA('Health center');
    withoutBarangayFilter();
    const db = server.database.db;
    await db.query('ALTER TABLE project NO FORCE ROW LEVEL SECURITY');
    await db.query('ALTER TABLE project DISABLE ROW LEVEL SECURITY');
    try {
      expect((await renameAtB(id)).data).toEqual({ updateProject: { id, title: 'Changed at Bagumbayan' } });
    } finally {
      await db.query('ALTER TABLE project ENABLE ROW LEVEL SECURITY');
      await db.query('ALTER TABLE project FORCE ROW LEVEL SECURITY');
    }
  });
});

describe("a request's database work", () => {
  it("reads only its barangay's rows, and changes and adds none of another's", async () => {
    const id = await createProjectAtA('Clean-up drive');
    const db = server.database.db;
    const seenAtB = await withinBarangay(b.id, () => db.query('SELECT id FROM project'));
    expect(seenAtB).toEqual([]);
    const changed = await withinBarangay(b.id, () => db.query(`UPDATE project SET title = 'Changed' WHERE id = $1`, [id]));
    expect(changed[1]).toBe(0);
    await expect(withinBarangay(b.id, () => db.query(
      `INSERT INTO project (title, status, date_started, barangay_id) VALUES ('Planted', 'ongoing', '2026-01-10', 1)`))).rejects.toThrow(/row-level security/);
    expect(await titleOf(id)).toBe('Clean-up drive');
  });

  it('runs as a role the policies stop, and other work (start-up, background jobs) sees every barangay', async () => {
    const db = server.database.db;
    const [asRequest] = await withinBarangay(b.id, () => db.query(
      `SELECT current_user AS role, r.rolsuper AS superuser, r.rolbypassrls AS bypass, current_setting('portal.barangay_id') AS barangay
         FROM pg_roles r WHERE r.rolname = current_user`));
    expect(asRequest).toEqual({ role: 'barangay_portal_request', superuser: false, bypass: false, barangay: String(b.id) });
    const [{ barangays }] = await db.query('SELECT count(DISTINCT barangay_id)::int AS barangays FROM staff_role');
    expect(barangays).toBe(2);
  });
});
