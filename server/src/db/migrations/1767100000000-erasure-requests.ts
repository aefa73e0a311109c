import { MigrationInterface, QueryRunner } from 'typeorm';
import { applyResidentCounts, RESIDENT_COUNT_TRIGGERS, RESIDENT_NAME_TRIGGER_BODIES_PER_BARANGAY } from './1765200000000-barangay-records';
import { BARANGAY_ROWS_RULE } from './1766400000000-policies-read-barangay-once';

/** What an erased value reads in the audit log (ERASED_VALUE of packages/domain/src/erasure.ts, as it was when this was written). */
const ERASED = '[erased]';

/** The dashboard's resident counters count accounts not erased (their trigger bodies, as CityLevel1765500000000 left them). */
const COUNTED_ROWS = [
  { name: 'resident_stats_on_insert', rows: 'SELECT *, 1 AS delta FROM new_rows WHERE erased_at IS NULL' },
  { name: 'resident_stats_on_delete', rows: 'SELECT *, -1 AS delta FROM old_rows WHERE erased_at IS NULL' },
  {
    name: 'resident_stats_on_update',
    rows: 'SELECT *, -1 AS delta FROM old_rows WHERE erased_at IS NULL UNION ALL SELECT *, 1 AS delta FROM new_rows WHERE erased_at IS NULL',
  },
] as const;

/** The registry search's name copy holds residents not erased: an erased account's row goes, and never comes back. */
const NAME_ON_INSERT = `
  INSERT INTO resident_name (user_id, barangay_id, first_name_lower, last_name_lower)
  SELECT id, barangay_id, lower(first_name), lower(last_name) FROM new_rows WHERE user_type = 'resident' AND erased_at IS NULL`;

const NAME_ON_UPDATE = `
  DELETE FROM resident_name r USING new_rows n WHERE r.user_id = n.id AND (n.user_type <> 'resident' OR n.erased_at IS NOT NULL);
  INSERT INTO resident_name (user_id, barangay_id, first_name_lower, last_name_lower)
  SELECT n.id, n.barangay_id, lower(n.first_name), lower(n.last_name) FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE n.user_type = 'resident' AND n.erased_at IS NULL
    AND (o.first_name, o.last_name, o.user_type, o.barangay_id) IS DISTINCT FROM (n.first_name, n.last_name, n.user_type, n.barangay_id)
  ORDER BY n.id
  ON CONFLICT (user_id) DO UPDATE
    SET barangay_id = EXCLUDED.barangay_id, first_name_lower = EXCLUDED.first_name_lower, last_name_lower = EXCLUDED.last_name_lower`;

/**
 * An audit entry never changes, but for one thing: the values of its changes may be erased (replaced by "[erased]"),
 * for a resident whose personal data is erased. Which fields changed, who, when and on what record stay; an actor's
 * account removed may still leave its entries without a name (the foreign key's ON DELETE SET NULL).
 */
const AUDIT_ENTRY_VALUES_ERASED_ONLY = `
  CREATE FUNCTION audit_log_values_erased_only() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF (NEW.id, NEW.actor_email, NEW.actor_role, NEW.action, NEW.entity, NEW.entity_id, NEW.created_at, NEW.barangay_id)
         IS DISTINCT FROM (OLD.id, OLD.actor_email, OLD.actor_role, OLD.action, OLD.entity, OLD.entity_id, OLD.created_at, OLD.barangay_id)
       OR (NEW.actor_id IS DISTINCT FROM OLD.actor_id AND NEW.actor_id IS NOT NULL)
       OR EXISTS (
         SELECT 1 FROM jsonb_each(OLD.changes) o FULL JOIN jsonb_each(NEW.changes) n ON n.key = o.key
          WHERE CASE
            WHEN o.key IS NULL OR n.key IS NULL THEN true
            WHEN jsonb_typeof(n.value) <> 'object' OR jsonb_typeof(o.value) <> 'object' THEN n.value IS DISTINCT FROM o.value
            ELSE (n.value - 'before' - 'after') IS DISTINCT FROM (o.value - 'before' - 'after')
              OR ((n.value -> 'before') IS DISTINCT FROM (o.value -> 'before') AND (n.value -> 'before') IS DISTINCT FROM to_jsonb('${ERASED}'::text))
              OR ((n.value -> 'after') IS DISTINCT FROM (o.value -> 'after') AND (n.value -> 'after') IS DISTINCT FROM to_jsonb('${ERASED}'::text))
          END)
    THEN
      RAISE EXCEPTION 'an audit log entry never changes: only the values of its changes may be erased';
    END IF;
    RETURN NEW;
  END
  $$`;

/**
 * Residents' erasure requests (the right to erasure; docs/architecture.md#privacy-erasure). A resident
 * asks, confirming with their password; staff with MANAGE_PRIVACY process the request (the erasure module's catalogue
 * says, for every table that refers to an account, what is erased and what is held and why) or refuse it with a reason.
 *
 * - `erasure_request`: the request, its decision, and `held` (what was kept and why, written when processed). One
 *   waiting request per account (a partial unique index). A barangay's own rows (`barangay_rows`, FORCEd); staff
 *   decisions audited; the resident's own writes carry no actor, as every resident write.
 * - `"user".erased_at` marks an erased account; such an account is never active. The dashboard's resident counters and
 *   the registry search's name copy leave it out (their trigger bodies, rewritten here).
 * - `document_certificate.holder_erased_at`: the certificate keeps what verification shows (the masked name among it)
 *   and is no longer printed.
 * - The audit log becomes append-only for the portal, as the access ledger is: policies to read and append within the
 *   barangay, and one to update, which a trigger restricts to erasing values. Nothing may delete an entry.
 * - Notification kind `erasure_refused`: the resident hears why in the bell.
 */
export class ErasureRequests1767100000000 implements MigrationInterface {
  name = 'ErasureRequests1767100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "user" ADD COLUMN erased_at timestamptz`);
    await q.query(`ALTER TABLE "user" ADD CONSTRAINT user_erased_not_active CHECK (erased_at IS NULL OR NOT is_active)`);
    await q.query(`ALTER TABLE document_certificate ADD COLUMN holder_erased_at timestamptz`);
    await this.requests(q);
    await this.countersLeaveErasedOut(q, COUNTED_ROWS, { onInsert: NAME_ON_INSERT, onUpdate: NAME_ON_UPDATE });
    await this.auditLogAppendOnly(q);
    await q.query(`ALTER TYPE notification_kind ADD VALUE IF NOT EXISTS 'erasure_refused'`);
  }

  /** The enum keeps its value (PostgreSQL cannot drop one); its notifications go, so older code never reads them. */
  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM notification WHERE kind::text = 'erasure_refused'`);
    await q.query(`DROP TRIGGER audit_log_values_erased_only ON audit_log`);
    await q.query(`DROP FUNCTION audit_log_values_erased_only()`);
    for (const policy of ['barangay_rows_read', 'barangay_rows_append', 'barangay_rows_erase']) await q.query(`DROP POLICY ${policy} ON audit_log`);
    await q.query(`CREATE POLICY barangay_rows ON audit_log USING (${BARANGAY_ROWS_RULE}) WITH CHECK (${BARANGAY_ROWS_RULE})`);
    await this.countersLeaveErasedOut(q, RESIDENT_COUNT_TRIGGERS, RESIDENT_NAME_TRIGGER_BODIES_PER_BARANGAY);
    await q.query(`DROP TABLE erasure_request`);
    await q.query(`DROP TYPE erasure_request_status`);
    await q.query(`ALTER TABLE document_certificate DROP COLUMN holder_erased_at`);
    await q.query(`ALTER TABLE "user" DROP CONSTRAINT user_erased_not_active`);
    await q.query(`ALTER TABLE "user" DROP COLUMN erased_at`);
  }

  private async requests(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TYPE erasure_request_status AS ENUM ('pending', 'erased', 'refused', 'withdrawn')`);
    await q.query(`
      CREATE TABLE erasure_request (
        id             serial PRIMARY KEY,
        barangay_id    integer NOT NULL DEFAULT request_barangay() REFERENCES barangay (id),
        user_id        integer NOT NULL REFERENCES "user" (id) ON DELETE CASCADE,
        reason         text CHECK (btrim(reason) <> ''),
        status         erasure_request_status NOT NULL DEFAULT 'pending',
        requested_at   timestamptz NOT NULL DEFAULT now(),
        decided_by     integer REFERENCES "user" (id) ON DELETE SET NULL,
        decided_at     timestamptz,
        refusal_reason text,
        held           jsonb,
        CONSTRAINT erasure_request_decided_when CHECK ((status = 'pending') = (decided_at IS NULL)),
        CONSTRAINT erasure_request_refused_why CHECK ((status = 'refused') = (refusal_reason IS NOT NULL)),
        CONSTRAINT erasure_request_held_when_erased CHECK ((status = 'erased') = (held IS NOT NULL))
      )`);
    // One waiting request per account; the staff's list (pending first); a resident's own, newest first; the decider's key.
    await q.query(`CREATE UNIQUE INDEX uq_erasure_request_pending ON erasure_request (user_id) WHERE status = 'pending'`);
    await q.query(`CREATE INDEX idx_erasure_request_barangay ON erasure_request (barangay_id, status, requested_at)`);
    await q.query(`CREATE INDEX idx_erasure_request_user ON erasure_request (user_id, id DESC)`);
    await q.query(`CREATE INDEX idx_erasure_request_decided_by ON erasure_request (decided_by)`);
    await q.query(`ALTER TABLE erasure_request ENABLE ROW LEVEL SECURITY`);
    await q.query(`ALTER TABLE erasure_request FORCE ROW LEVEL SECURITY`);
    await q.query(`CREATE POLICY barangay_rows ON erasure_request USING (${BARANGAY_ROWS_RULE}) WITH CHECK (${BARANGAY_ROWS_RULE})`);
    await q.query(`
      CREATE TRIGGER audit_admin_write AFTER INSERT OR UPDATE OR DELETE ON erasure_request
      FOR EACH ROW EXECUTE FUNCTION audit_admin_write()`);
  }

  private async countersLeaveErasedOut(
    q: QueryRunner, counters: ReadonlyArray<{ name: string; rows: string }>, names: { onInsert: string; onUpdate: string },
  ): Promise<void> {
    for (const { name, rows } of counters) {
      await q.query(`CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN ${applyResidentCounts(rows, { idStatus: true })}
          RETURN NULL;
        END $$`);
    }
    await q.query(`CREATE OR REPLACE FUNCTION resident_name_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${names.onInsert};
        RETURN NULL;
      END $$`);
    await q.query(`CREATE OR REPLACE FUNCTION resident_name_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${names.onUpdate};
        RETURN NULL;
      END $$`);
  }

  /** Read and append within the barangay as before; update only to erase values (the trigger); delete never. */
  private async auditLogAppendOnly(q: QueryRunner): Promise<void> {
    await q.query(`DROP POLICY barangay_rows ON audit_log`);
    await q.query(`CREATE POLICY barangay_rows_read ON audit_log FOR SELECT USING (${BARANGAY_ROWS_RULE})`);
    await q.query(`CREATE POLICY barangay_rows_append ON audit_log FOR INSERT WITH CHECK (${BARANGAY_ROWS_RULE})`);
    await q.query(`CREATE POLICY barangay_rows_erase ON audit_log FOR UPDATE USING (${BARANGAY_ROWS_RULE}) WITH CHECK (${BARANGAY_ROWS_RULE})`);
    await q.query(AUDIT_ENTRY_VALUES_ERASED_ONLY);
    await q.query(`
      CREATE TRIGGER audit_log_values_erased_only BEFORE UPDATE ON audit_log
      FOR EACH ROW EXECUTE FUNCTION audit_log_values_erased_only()`);
  }
}
