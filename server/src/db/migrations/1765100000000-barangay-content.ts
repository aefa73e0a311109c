import { MigrationInterface, QueryRunner } from 'typeorm';

/** The public content of a barangay (docs/architecture.md#tenancy): every such row belongs to one barangay. */
const CONTENT_TABLES = ['project', 'event', 'barangay_official', 'announcement', 'contact_details'] as const;

/**
 * Projects, events, officials, announcements and contact details become each barangay's own (the public
 * content first; docs/architecture.md#tenancy): every existing row is the default barangay's, and the hall has one contact record
 * per barangay instead of one in all.
 */
export class BarangayContent1765100000000 implements MigrationInterface {
  name = 'BarangayContent1765100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of CONTENT_TABLES) {
      await queryRunner.query(`ALTER TABLE ${table} ADD COLUMN barangay_id integer NOT NULL DEFAULT 1 REFERENCES barangay (id)`);
      await queryRunner.query(`CREATE INDEX ${table}_barangay ON ${table} (barangay_id)`);
    }
    await queryRunner.query(`DROP INDEX uq_contact_details_single`);
    await queryRunner.query(`CREATE UNIQUE INDEX uq_contact_details_per_barangay ON contact_details (barangay_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX uq_contact_details_per_barangay`);
    await queryRunner.query(`CREATE UNIQUE INDEX uq_contact_details_single ON contact_details ((true))`);
    for (const table of CONTENT_TABLES) await queryRunner.query(`ALTER TABLE ${table} DROP COLUMN barangay_id`);
  }
}
