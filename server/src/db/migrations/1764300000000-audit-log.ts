import { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables administrators write to; each gets the audit trigger. */
const AUDITED_TABLES = [
  'project', 'event', 'announcement', 'barangay_official', 'contact_details',
  'document_type', 'document_request', 'document_certificate', 'user',
];

/**
 * The audit log (hardening issue): every write an administrator makes, with who, what, when and the changed
 * fields before and after. A trigger records it in the same transaction as the write, so no write escapes
 * it and a rolled-back write leaves no entry. The administrator is named by the transaction-local setting
 * `portal.actor_id` (auditedTransaction() in modules/audit); writes without it (a resident's own changes,
 * seeds) are not recorded. Secrets never reach the log: the password hash and the certificate's
 * verification code are left out, and bookkeeping columns do not count as changes.
 */
export class AuditLog1764300000000 implements MigrationInterface {
  name = 'AuditLog1764300000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TYPE audit_action AS ENUM ('create', 'update', 'delete')`);
    await q.query(`
      CREATE TABLE audit_log (
        id          bigserial PRIMARY KEY,
        actor_id    integer REFERENCES "user"(id) ON DELETE SET NULL,
        actor_email text NOT NULL,
        action      audit_action NOT NULL,
        entity      text NOT NULL,
        entity_id   text NOT NULL,
        changes     jsonb NOT NULL,
        created_at  timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX idx_audit_log_created ON audit_log (created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX idx_audit_log_entity ON audit_log (entity, entity_id)`);
    await q.query(`CREATE INDEX idx_audit_log_actor ON audit_log (actor_id)`);
    await q.query(`
      CREATE FUNCTION audit_admin_write() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        actor   integer := nullif(current_setting('portal.actor_id', true), '')::integer;
        hidden  text[]  := ARRAY['password', 'verification_code', 'created_at', 'updated_at'];
        before  jsonb;
        after   jsonb;
        changed jsonb;
      BEGIN
        IF actor IS NULL THEN
          RETURN NULL;
        END IF;
        IF TG_OP <> 'INSERT' THEN before := to_jsonb(OLD) - hidden; END IF;
        IF TG_OP <> 'DELETE' THEN after := to_jsonb(NEW) - hidden; END IF;
        SELECT coalesce(jsonb_object_agg(key, jsonb_build_object('before', before -> key, 'after', after -> key)), '{}'::jsonb)
          INTO changed
          FROM jsonb_object_keys(coalesce(before, '{}'::jsonb) || coalesce(after, '{}'::jsonb)) AS key
         WHERE (before -> key) IS DISTINCT FROM (after -> key);
        IF TG_OP = 'UPDATE' AND changed = '{}'::jsonb THEN
          RETURN NULL;
        END IF;
        INSERT INTO audit_log (actor_id, actor_email, action, entity, entity_id, changes)
        VALUES (actor, coalesce((SELECT email FROM "user" WHERE id = actor), ''),
                (CASE TG_OP WHEN 'INSERT' THEN 'create' ELSE lower(TG_OP) END)::audit_action, TG_TABLE_NAME, coalesce(after ->> 'id', before ->> 'id'), changed);
        RETURN NULL;
      END
      $$`);
    for (const table of AUDITED_TABLES) {
      await q.query(`
        CREATE TRIGGER audit_admin_write AFTER INSERT OR UPDATE OR DELETE ON "${table}"
        FOR EACH ROW EXECUTE FUNCTION audit_admin_write()`);
    }
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const table of AUDITED_TABLES) await q.query(`DROP TRIGGER audit_admin_write ON "${table}"`);
    await q.query(`DROP FUNCTION audit_admin_write()`);
    await q.query(`DROP TABLE audit_log`);
    await q.query(`DROP TYPE audit_action`);
  }
}
