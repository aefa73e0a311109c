import { MigrationInterface, QueryRunner } from 'typeorm';
import { applyResidentCounts, RESIDENT_COUNT_TRIGGERS, staffRoleFollowsType } from './1765200000000-barangay-records';

/**
 * The city level (docs/architecture.md#city-level).
 *
 * - **City accounts**: accounts of no barangay (`barangay_id` empty) with a `city_role`; always staff-like
 *   (user_type admin) and never with a barangay's staff role. Row-level security shows them within every barangay's
 *   requests (policy `city_accounts`), so one signs in, renews and changes their own account at any address; the
 *   services still list and reach only the request's barangay's accounts.
 * - **The roll-up's figures**: the resident counters count residents by ID verification status too (`id:pending`,
 *   …), so waiting IDs are a counter read, not a scan of every account; open requests have a partial index per
 *   barangay; first moves to For Pickup one on their time.
 * - `working_days_between(from, to)`: the working days (Monday to Friday) after `from` up to `to`, the rule of
 *   document-requests/processing-time.ts, for figures counted over many requests at once (a test holds the two
 *   to the same answers).
 */
export class CityLevel1765500000000 implements MigrationInterface {
  name = 'CityLevel1765500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TYPE city_role AS ENUM ('CITY_ADMINISTRATOR', 'ABC_PRESIDENT', 'DILG_OFFICER')`);
    await q.query(`ALTER TABLE "user" ADD COLUMN city_role city_role`);
    await q.query(`ALTER TABLE "user" ALTER COLUMN barangay_id DROP NOT NULL`);
    await q.query(`
      ALTER TABLE "user" ADD CONSTRAINT user_city_account CHECK (
        (barangay_id IS NULL) = (city_role IS NOT NULL) AND (city_role IS NULL OR user_type = 'admin'))`);
    // A barangay's staff account has one of its roles; a city account, being of no barangay, none.
    await q.query(`ALTER TABLE "user" DROP CONSTRAINT user_staff_role_only_staff`);
    await q.query(`ALTER TABLE "user" ADD CONSTRAINT user_staff_role_only_staff
      CHECK ((user_type = 'admin' AND city_role IS NULL) = (staff_role_id IS NOT NULL))`);
    await q.query(`
      CREATE POLICY city_accounts ON "user"
      USING (barangay_id IS NULL AND city_role IS NOT NULL)
      WITH CHECK (barangay_id IS NULL AND city_role IS NOT NULL)`);
    // The staff role trigger gives an admin without a role its barangay's Punong Barangay role: not a city account.
    await q.query(staffRoleFollowsType({ perBarangay: true, cityAccounts: true }));

    await this.setResidentCounts(q, { idStatus: true });
    await q.query(`
      INSERT INTO resident_stat_count (barangay_id, stat, residents)
      SELECT barangay_id, 'id:' || id_verification_status::text, count(*)::int FROM "user"
      WHERE user_type = 'resident' GROUP BY 1, 2 ORDER BY 1, 2`);

    await q.query(`
      CREATE INDEX idx_document_request_open ON document_request (barangay_id, document_type_id, created_at)
      WHERE status IN ('pending', 'processing')`);
    await q.query(`
      CREATE INDEX idx_document_request_status_change_ready ON document_request_status_change (changed_at, request_id)
      WHERE to_status = 'pickup'`);
    // Weekdays from Monday 1970-01-05 up to and including d; the difference of two is the working days between.
    await q.query(`
      CREATE FUNCTION weekdays_through(d date) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT ((d - date '1970-01-05') / 7) * 5 + least((d - date '1970-01-05') % 7 + 1, 5)
      $$`);
    await q.query(`
      CREATE FUNCTION working_days_between(from_date date, to_date date) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT greatest(weekdays_through(to_date) - weekdays_through(from_date), 0)
      $$`);
    await q.query(`CREATE FUNCTION manila_date(at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT (at AT TIME ZONE 'Asia/Manila')::date
      $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION manila_date(timestamptz)`);
    await q.query(`DROP FUNCTION working_days_between(date, date)`);
    await q.query(`DROP FUNCTION weekdays_through(date)`);
    await q.query(`DROP INDEX idx_document_request_status_change_ready`);
    await q.query(`DROP INDEX idx_document_request_open`);
    await q.query(`DELETE FROM resident_stat_count WHERE stat LIKE 'id:%'`);
    await this.setResidentCounts(q, { idStatus: false });
    await q.query(`DELETE FROM "user" WHERE city_role IS NOT NULL`);
    await q.query(`DROP POLICY city_accounts ON "user"`);
    await q.query(`ALTER TABLE "user" DROP CONSTRAINT user_city_account`);
    await q.query(`ALTER TABLE "user" DROP CONSTRAINT user_staff_role_only_staff`);
    await q.query(`ALTER TABLE "user" ADD CONSTRAINT user_staff_role_only_staff CHECK ((user_type = 'admin') = (staff_role_id IS NOT NULL))`);
    await q.query(`ALTER TABLE "user" ALTER COLUMN barangay_id SET NOT NULL`);
    await q.query(`ALTER TABLE "user" DROP COLUMN city_role`);
    await q.query(`DROP TYPE city_role`);
    await q.query(staffRoleFollowsType({ perBarangay: true }));
  }

  private async setResidentCounts(q: QueryRunner, options: { idStatus: boolean }): Promise<void> {
    for (const { name, rows } of RESIDENT_COUNT_TRIGGERS) {
      await q.query(`CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN ${applyResidentCounts(rows, options)}
          RETURN NULL;
        END $$`);
    }
  }
}
