import os from 'node:os';
import { verifyPassword } from '../../server/src/auth/passwords';
import { bootstrapAdministrator } from '../../server/src/modules/users/admin-bootstrap';
import { seedResidents } from '../../server/src/modules/users/users.seed';
import { createTestDatabase, TestDatabase } from '../utils/test-db';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await bootstrapAdministrator(database.db, {
    adminEmail: 'admin@seed.test', adminPassword: 'tahimik-na-umaga-42', barangayName: 'Barangay San Isidro', dataDir: os.tmpdir(),
  });
});

afterAll(async () => {
  await database.drop();
});

describe('the residents demo seed', () => {
  it('adds about forty varied residents once, with recorded decisions and the documented password', async () => {
    const added = await seedResidents(database.db);
    expect(added).toBeGreaterThanOrEqual(35);
    expect(await seedResidents(database.db)).toBe(0);

    const q = (sql: string) => database.db.query(sql);
    const [{ count }] = await q(`SELECT count(*)::int AS count FROM "user" WHERE user_type = 'resident'`);
    expect(count).toBe(added);
    const statuses = (await q(`SELECT DISTINCT id_verification_status AS s FROM "user" WHERE user_type = 'resident'`)).map((r: { s: string }) => r.s);
    expect(statuses.sort()).toEqual(['approved', 'pending', 'rejected', 'unverified']);
    const [groups] = await q(`
      SELECT count(*) FILTER (WHERE age < 20)::int AS teens, count(*) FILTER (WHERE age BETWEEN 20 AND 59)::int AS adults,
             count(*) FILTER (WHERE age >= 60)::int AS seniors,
             count(DISTINCT gender)::int AS genders, count(DISTINCT civil_status)::int AS civil,
             count(DISTINCT is_voter)::int AS voter, count(DISTINCT is_employed)::int AS employed
      FROM (SELECT date_part('year', age(birthdate)) AS age, * FROM "user" WHERE user_type = 'resident') r`);
    expect(groups.teens).toBeGreaterThan(0);
    expect(groups.adults).toBeGreaterThan(0);
    expect(groups.seniors).toBeGreaterThan(0);
    expect(groups).toMatchObject({ genders: 2, voter: 2, employed: 2 });
    expect(groups.civil).toBeGreaterThanOrEqual(4);

    // Every approved or rejected resident has exactly one decision, matching its status, by the administrator.
    const mismatched = await q(`
      SELECT u.id FROM "user" u LEFT JOIN id_verification_decision d ON d.user_id = u.id
      WHERE u.user_type = 'resident'
      GROUP BY u.id, u.id_verification_status
      HAVING count(d.id) <> (CASE WHEN u.id_verification_status IN ('approved', 'rejected') THEN 1 ELSE 0 END)
          OR bool_or(d.decision::text <> u.id_verification_status::text)
          OR bool_or(d.decided_by <> (SELECT id FROM "user" WHERE user_type = 'admin'))`);
    expect(mismatched).toEqual([]);

    const [{ password }] = await q(`SELECT password FROM "user" WHERE user_type = 'resident' LIMIT 1`);
    expect(await verifyPassword(password, 'Mabuhay-2025')).toBe(true);
  });
});
