import os from 'node:os';
import { verifyPassword } from '../../server/src/identity/passwords';
import { bootstrapAdministrator } from '../../server/src/modules/accounts/admin-bootstrap';
import { seedContext } from '../../server/src/db/seeds/seed-context';
import { privacyConsentsSeed } from '../../server/src/modules/privacy/privacy.seed';
import { seedResidents } from '../../server/src/modules/accounts/users.seed';
import { FileStorage } from '../../server/src/uploads/file-storage';
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

describe('the privacy consents demo seed', () => {
  it('has every demo resident agree to version 1 of the privacy notice once, so they sign in to the portal itself', async () => {
    const context = seedContext(database.db, new FileStorage(os.tmpdir()));
    const residents = Number((await database.db.query(`SELECT count(*) AS n FROM "user" WHERE user_type = 'resident'`))[0].n);
    expect(residents).toBeGreaterThan(0);
    expect(await privacyConsentsSeed.run(context)).toBe(residents);
    expect(await privacyConsentsSeed.run(context)).toBe(0);
    const unconsented = await database.db.query(`
      SELECT u.id FROM "user" u LEFT JOIN privacy_consent c ON c.user_id = u.id AND c.notice_version = 1 AND c.barangay_id = u.barangay_id
      WHERE u.user_type = 'resident' AND c.id IS NULL`);
    expect(unconsented).toEqual([]);
  });
});
