import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each barangay's own settings (docs/architecture.md#tenancy): besides its name and reference
 * prefix, a seal (a public picture, with its sizes like every other) and the name its e-mails come from. The
 * Punong Barangay changes them (the new permission MANAGE_SETTINGS, which every Punong Barangay role gains), and
 * every change is audited like any staff write. Once a barangay's settings were changed on the portal,
 * BARANGAY_NAME and DOCUMENT_REFERENCE_PREFIX no longer rename the default barangay at start
 * (`settings_changed_at`).
 */
export class BarangaySettings1765400000000 implements MigrationInterface {
  name = 'BarangaySettings1765400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE barangay
        ADD COLUMN seal text,
        ADD COLUMN seal_sizes jsonb,
        ADD COLUMN email_sender_name text CHECK (btrim(email_sender_name) <> ''),
        ADD COLUMN settings_changed_at timestamptz`);
    await q.query(`
      UPDATE staff_role SET permissions = array_append(permissions, 'MANAGE_SETTINGS')
       WHERE built_in = 'PUNONG_BARANGAY' AND NOT 'MANAGE_SETTINGS' = ANY (permissions)`);
    await q.query(`CREATE TRIGGER audit_admin_write AFTER INSERT OR UPDATE OR DELETE ON barangay FOR EACH ROW EXECUTE FUNCTION audit_admin_write()`);
    await q.query(`ALTER TABLE outbox ADD COLUMN sender_name text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE outbox DROP COLUMN sender_name`);
    await q.query(`DROP TRIGGER audit_admin_write ON barangay`);
    await q.query(`UPDATE staff_role SET permissions = array_remove(permissions, 'MANAGE_SETTINGS')`);
    await q.query(`ALTER TABLE barangay DROP COLUMN settings_changed_at, DROP COLUMN email_sender_name, DROP COLUMN seal_sizes, DROP COLUMN seal`);
  }
}
