import { MigrationInterface, QueryRunner } from 'typeorm';
import { BARANGAY_ROWS_RULE } from './1766400000000-policies-read-barangay-once';

/**
 * The details a request may correct, as they were when this migration was written (CorrectableField of
 * packages/domain/src/corrections.ts): a migration keeps the schema as it was, so the list is written out here.
 */
const CORRECTABLE_FIELDS = ['nickname', 'first_name', 'middle_name', 'last_name', 'gender', 'birthdate', 'birth_place', 'religion'];

/**
 * Residents' correction requests (the right to rectification; docs/architecture.md#privacy-corrections). A
 * resident asks, with a reason, that a read-only detail of their profile take another value; staff with
 * MANAGE_PRIVACY approve it (the account's detail changes in the same transaction) or reject it with a reason; the
 * resident may withdraw it while it waits. `current_value` keeps what the record said when the resident asked.
 *
 * One request waits per account and detail (a partial unique index: two asked at once cannot both be kept). A
 * barangay's own rows (`barangay_rows`, FORCEd); staff decisions are audited (the audit trigger), the resident's own
 * writes carry no actor and stay out of the audit log like every resident write. A resident's rows go with their
 * account; a staff account removed leaves its decisions without a name. The resident hears of a decision in the bell
 * (notification kinds correction_approved and correction_rejected).
 */
export class CorrectionRequests1767000000000 implements MigrationInterface {
  name = 'CorrectionRequests1767000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TYPE correction_request_status AS ENUM ('pending', 'approved', 'rejected', 'withdrawn')`);
    const fields = CORRECTABLE_FIELDS.map((field) => `'${field}'`).join(', ');
    await q.query(`
      CREATE TABLE correction_request (
        id              serial PRIMARY KEY,
        barangay_id     integer NOT NULL DEFAULT request_barangay() REFERENCES barangay (id),
        user_id         integer NOT NULL REFERENCES "user" (id) ON DELETE CASCADE,
        field           text NOT NULL CHECK (field IN (${fields})),
        current_value   text,
        requested_value text NOT NULL CHECK (btrim(requested_value) <> ''),
        reason          text NOT NULL CHECK (btrim(reason) <> ''),
        status          correction_request_status NOT NULL DEFAULT 'pending',
        decided_by      integer REFERENCES "user" (id) ON DELETE SET NULL,
        decided_at      timestamptz,
        decision_reason text,
        created_at      timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT correction_request_decided_when CHECK ((status = 'pending') = (decided_at IS NULL)),
        CONSTRAINT correction_request_rejected_why CHECK ((status = 'rejected') = (decision_reason IS NOT NULL))
      )`);
    // One waiting request per account and detail; the staff's list (pending first); a resident's own; the decider's key.
    await q.query(`CREATE UNIQUE INDEX uq_correction_request_pending ON correction_request (user_id, field) WHERE status = 'pending'`);
    await q.query(`CREATE INDEX idx_correction_request_barangay ON correction_request (barangay_id, status, created_at)`);
    await q.query(`CREATE INDEX idx_correction_request_user ON correction_request (user_id, id DESC)`);
    await q.query(`CREATE INDEX idx_correction_request_decided_by ON correction_request (decided_by)`);
    await q.query(`ALTER TABLE correction_request ENABLE ROW LEVEL SECURITY`);
    await q.query(`ALTER TABLE correction_request FORCE ROW LEVEL SECURITY`);
    await q.query(`CREATE POLICY barangay_rows ON correction_request USING (${BARANGAY_ROWS_RULE}) WITH CHECK (${BARANGAY_ROWS_RULE})`);
    await q.query(`
      CREATE TRIGGER audit_admin_write AFTER INSERT OR UPDATE OR DELETE ON correction_request
      FOR EACH ROW EXECUTE FUNCTION audit_admin_write()`);
    await q.query(`ALTER TYPE notification_kind ADD VALUE IF NOT EXISTS 'correction_approved'`);
    await q.query(`ALTER TYPE notification_kind ADD VALUE IF NOT EXISTS 'correction_rejected'`);
  }

  /** The enum keeps its two values (PostgreSQL cannot drop one); their notifications go, so older code never reads them. */
  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM notification WHERE kind::text IN ('correction_approved', 'correction_rejected')`);
    await q.query(`DROP TABLE correction_request`);
    await q.query(`DROP TYPE correction_request_status`);
  }
}
