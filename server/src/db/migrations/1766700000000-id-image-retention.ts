import { MigrationInterface, QueryRunner } from 'typeorm';
import { BARANGAY_ROWS_RULE } from './1766400000000-policies-read-barangay-once';

/**
 * Retention of valid-ID images (docs/architecture.md#privacy-retention). The daily retention job deletes a
 * decided ID's image once its retention has passed and writes one row here per image: which account, its barangay,
 * the decision it followed (outcome and time, copied so the row reads alone), when the image went and the number of
 * days the rule kept it. No file name and nothing else about the person: the decision rows and the account's status
 * stay as they were.
 *
 * One row per decision (`decision_id` unique): two replicas running the job at once cannot both record one image.
 * A barangay's own rows (`barangay_rows`, FORCEd, as every table with a `barangay_id`). Staff read it on View Details,
 * so it carries the audit trigger like the other staff-visible tables; the job writes without an actor, which the
 * trigger leaves out of the audit log (the row itself is the job's record).
 */
export class IdImageRetention1766700000000 implements MigrationInterface {
  name = 'IdImageRetention1766700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE id_image_removal (
        id             serial PRIMARY KEY,
        user_id        integer NOT NULL REFERENCES "user" (id) ON DELETE CASCADE,
        barangay_id    integer NOT NULL REFERENCES barangay (id),
        decision_id    integer NOT NULL REFERENCES id_verification_decision (id) ON DELETE CASCADE,
        outcome        id_verification_outcome NOT NULL,
        decided_at     timestamptz NOT NULL,
        removed_at     timestamptz NOT NULL DEFAULT now(),
        retention_days integer NOT NULL CHECK (retention_days > 0),
        CONSTRAINT uq_id_image_removal_decision UNIQUE (decision_id),
        CONSTRAINT id_image_removal_after_decision CHECK (removed_at >= decided_at)
      )`);
    // An account's latest removal (View Details, the profile).
    await q.query(`CREATE INDEX idx_id_image_removal_user ON id_image_removal (user_id, removed_at DESC)`);
    await q.query(`CREATE INDEX idx_id_image_removal_barangay ON id_image_removal (barangay_id)`);
    await q.query(`ALTER TABLE id_image_removal ENABLE ROW LEVEL SECURITY`);
    await q.query(`ALTER TABLE id_image_removal FORCE ROW LEVEL SECURITY`);
    await q.query(`CREATE POLICY barangay_rows ON id_image_removal USING (${BARANGAY_ROWS_RULE}) WITH CHECK (${BARANGAY_ROWS_RULE})`);
    await q.query(`
      CREATE TRIGGER audit_admin_write AFTER INSERT OR UPDATE OR DELETE ON id_image_removal
      FOR EACH ROW EXECUTE FUNCTION audit_admin_write()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE id_image_removal`);
  }
}
