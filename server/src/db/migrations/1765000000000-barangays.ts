import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Barangays as tenants of one install (docs/architecture.md#tenancy): each has a PSGC code, a name, a
 * reference-number prefix and the host names it is served at. Row 1 is the default barangay every existing
 * record belongs to; while it is the only one, its name and prefix follow BARANGAY_NAME and
 * DOCUMENT_REFERENCE_PREFIX at each start, and it answers at any host.
 */
export class Barangays1765000000000 implements MigrationInterface {
  name = 'Barangays1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE barangay (
        id               serial PRIMARY KEY,
        psgc_code        varchar(10) UNIQUE CHECK (psgc_code ~ '^[0-9]{9,10}$'),
        name             text NOT NULL CHECK (btrim(name) <> ''),
        reference_prefix text NOT NULL CHECK (reference_prefix ~ '^[A-Z0-9]{1,12}$'),
        created_at       timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE barangay_host (
        host        text PRIMARY KEY CHECK (host = lower(host) AND host ~ '^[a-z0-9.-]+$'),
        barangay_id integer NOT NULL REFERENCES barangay (id) ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX barangay_host_barangay ON barangay_host (barangay_id)`);
    await queryRunner.query(`INSERT INTO barangay (id, name, reference_prefix) VALUES (1, 'Barangay', 'BRGY')`);
    await queryRunner.query(`SELECT setval(pg_get_serial_sequence('barangay', 'id'), 1)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE barangay_host`);
    await queryRunner.query(`DROP TABLE barangay`);
  }
}
