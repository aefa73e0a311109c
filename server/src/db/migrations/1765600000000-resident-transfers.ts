import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Residents moving between barangays of the install (docs/architecture.md#resident-transfers). A transfer
 * belongs to two barangays, the one left and the one joined: both see it, so its row-level security policy names
 * both columns rather than a `barangay_id` (BarangayRowSecurity1765300000000). Staff decisions are audited in the
 * deciding barangay's log; the resident's account row moves to the new barangay when the transfer is accepted.
 *
 * The barangay left keeps its records of the resident (their requests name them): policy `former_residents` lets it
 * read, never write, the account rows that moved away from it. Its services' own barangay filters keep such accounts
 * out of its lists, sign-ins and lookups, as before.
 */
export class ResidentTransfers1765600000000 implements MigrationInterface {
  name = 'ResidentTransfers1765600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TYPE resident_transfer_status AS ENUM ('pending', 'accepted', 'declined', 'canceled')`);
    await q.query(`
      CREATE TABLE resident_transfer (
        id               serial PRIMARY KEY,
        resident_id      integer NOT NULL REFERENCES "user" (id) ON DELETE CASCADE,
        from_barangay_id integer NOT NULL REFERENCES barangay (id),
        to_barangay_id   integer NOT NULL REFERENCES barangay (id),
        new_address      text NOT NULL,
        status           resident_transfer_status NOT NULL DEFAULT 'pending',
        decline_reason   text,
        requested_at     timestamptz NOT NULL DEFAULT now(),
        decided_at       timestamptz,
        decided_by       integer REFERENCES "user" (id) ON DELETE SET NULL,
        CONSTRAINT resident_transfer_elsewhere CHECK (from_barangay_id <> to_barangay_id),
        CONSTRAINT resident_transfer_declined_why CHECK ((status = 'declined') = (decline_reason IS NOT NULL)),
        CONSTRAINT resident_transfer_decided_when CHECK ((status = 'pending') = (decided_at IS NULL))
      )`);
    // One open transfer per resident; the receiving barangay's waiting list; a resident's own, newest first.
    await q.query(`CREATE UNIQUE INDEX uq_resident_transfer_pending ON resident_transfer (resident_id) WHERE status = 'pending'`);
    await q.query(`CREATE INDEX idx_resident_transfer_incoming ON resident_transfer (to_barangay_id, requested_at) WHERE status = 'pending'`);
    await q.query(`CREATE INDEX idx_resident_transfer_resident ON resident_transfer (resident_id, id DESC)`);
    await q.query(`CREATE INDEX idx_resident_transfer_from ON resident_transfer (from_barangay_id)`);
    await q.query(`ALTER TABLE resident_transfer ENABLE ROW LEVEL SECURITY`);
    await q.query(`ALTER TABLE resident_transfer FORCE ROW LEVEL SECURITY`);
    await q.query(`
      CREATE POLICY barangay_rows ON resident_transfer
      USING (portal_barangay() IS NULL OR portal_barangay() IN (from_barangay_id, to_barangay_id))
      WITH CHECK (portal_barangay() IS NULL OR portal_barangay() IN (from_barangay_id, to_barangay_id))`);
    await q.query(`
      CREATE POLICY former_residents ON "user" FOR SELECT
      USING (EXISTS (SELECT 1 FROM resident_transfer t
                      WHERE t.resident_id = "user".id AND t.status = 'accepted' AND t.from_barangay_id = portal_barangay()))`);
    await q.query(`
      CREATE TRIGGER audit_admin_write AFTER INSERT OR UPDATE OR DELETE ON resident_transfer
      FOR EACH ROW EXECUTE FUNCTION audit_admin_write()`);
    await q.query(`ALTER TYPE notification_kind ADD VALUE IF NOT EXISTS 'transfer_accepted'`);
    await q.query(`ALTER TYPE notification_kind ADD VALUE IF NOT EXISTS 'transfer_declined'`);
  }

  /** The enum keeps its two values (PostgreSQL cannot drop one); their notifications go, so older code never reads them. */
  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM notification WHERE kind::text IN ('transfer_accepted', 'transfer_declined')`);
    await q.query(`DROP POLICY former_residents ON "user"`);
    await q.query(`DROP TABLE resident_transfer`);
    await q.query(`DROP TYPE resident_transfer_status`);
  }
}
