import { MigrationInterface, QueryRunner } from 'typeorm';

const ACTOR_ROLE_COLUMN = ', actor_role';
const ACTOR_ROLE_VALUE = `,
                coalesce((SELECT role.name FROM "user" JOIN staff_role role ON role.id = "user".staff_role_id WHERE "user".id = actor), '')`;

/** The AuditLog migration's trigger function, with the actor's role (the column and value above) added. */
export const AUDIT_FUNCTION_WITH_ROLE = `
      CREATE OR REPLACE FUNCTION audit_admin_write() RETURNS trigger LANGUAGE plpgsql AS $$
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
        INSERT INTO audit_log (actor_id, actor_email, action, entity, entity_id, changes${ACTOR_ROLE_COLUMN})
        VALUES (actor, coalesce((SELECT email FROM "user" WHERE id = actor), ''),
                (CASE TG_OP WHEN 'INSERT' THEN 'create' ELSE lower(TG_OP) END)::audit_action, TG_TABLE_NAME, coalesce(after ->> 'id', before ->> 'id'), changed${ACTOR_ROLE_VALUE});
        RETURN NULL;
      END
      $$`;

/**
 * Staff roles per official (docs/rules/accounts.md#staff-roles): a role is a name and a set of
 * permissions; the offices of a barangay are built-in roles, keyed by `built_in`. Every staff account (user_type
 * 'admin') has a role, a resident none. An administrator created without one (the bootstrap, the demo data, every
 * account the spec's administrator was) becomes a Punong Barangay, who holds every permission: a trigger gives
 * the role, so no way of creating an administrator can leave one without, and takes it from an account that
 * becomes a resident.
 */
export class StaffRoles1764900000000 implements MigrationInterface {
  name = 'StaffRoles1764900000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE staff_role (
        id          serial PRIMARY KEY,
        name        text NOT NULL,
        permissions text[] NOT NULL,
        built_in    text UNIQUE,
        created_at  timestamptz NOT NULL DEFAULT now(),
        updated_at  timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX staff_role_name_key ON staff_role (lower(name))`);
    await q.query(`
      INSERT INTO staff_role (name, permissions, built_in) VALUES
        ('Punong Barangay', ARRAY['MANAGE_CONTENT', 'MANAGE_DOCUMENT_TYPES', 'REVIEW_DOCUMENT_REQUESTS', 'REVOKE_CERTIFICATES',
                                  'VERIFY_IDS', 'VIEW_RESIDENTS', 'VIEW_DASHBOARD', 'MANAGE_STAFF', 'VIEW_AUDIT_LOG'], 'PUNONG_BARANGAY'),
        ('Barangay Secretary', ARRAY['MANAGE_CONTENT', 'MANAGE_DOCUMENT_TYPES', 'REVIEW_DOCUMENT_REQUESTS', 'VERIFY_IDS',
                                     'VIEW_RESIDENTS', 'VIEW_DASHBOARD', 'VIEW_AUDIT_LOG'], 'SECRETARY'),
        ('Barangay Treasurer', ARRAY['REVIEW_DOCUMENT_REQUESTS', 'REVOKE_CERTIFICATES', 'VIEW_DASHBOARD'], 'TREASURER'),
        ('Kagawad', ARRAY['MANAGE_CONTENT', 'VIEW_DASHBOARD'], 'KAGAWAD'),
        ('SK Chairperson', ARRAY['MANAGE_CONTENT'], 'SK_CHAIRPERSON'),
        ('Desk Officer', ARRAY['REVIEW_DOCUMENT_REQUESTS', 'VIEW_RESIDENTS'], 'DESK_OFFICER')`);

    await q.query(`ALTER TABLE "user" ADD COLUMN staff_role_id integer REFERENCES staff_role (id)`);
    await q.query(`ALTER TABLE "user" ADD COLUMN is_active boolean NOT NULL DEFAULT true`);
    await q.query(`ALTER TABLE "user" ADD COLUMN must_change_password boolean NOT NULL DEFAULT false`);
    await q.query(`CREATE INDEX user_staff_role_id_idx ON "user" (staff_role_id) WHERE staff_role_id IS NOT NULL`);
    await q.query(`UPDATE "user" SET staff_role_id = (SELECT id FROM staff_role WHERE built_in = 'PUNONG_BARANGAY') WHERE user_type = 'admin'`);
    // An account made or turned into an administrator without a role becomes a Punong Barangay; one turned into
    // a resident (imports, the registry's corrections) leaves its role.
    await q.query(`
      CREATE FUNCTION user_staff_role_follows_type() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.user_type = 'resident' THEN
          NEW.staff_role_id := NULL;
        ELSIF NEW.staff_role_id IS NULL THEN
          NEW.staff_role_id := (SELECT id FROM staff_role WHERE built_in = 'PUNONG_BARANGAY');
        END IF;
        RETURN NEW;
      END
      $$`);
    await q.query(`
      CREATE TRIGGER user_staff_role_follows_type BEFORE INSERT OR UPDATE OF user_type, staff_role_id ON "user"
      FOR EACH ROW EXECUTE FUNCTION user_staff_role_follows_type()`);
    await q.query(`ALTER TABLE "user" ADD CONSTRAINT user_staff_role_only_staff CHECK ((user_type = 'admin') = (staff_role_id IS NOT NULL))`);

    // An official of the officials list may be the person behind a staff account (one account, one official).
    await q.query(`ALTER TABLE barangay_official ADD COLUMN staff_member_id integer UNIQUE REFERENCES "user" (id) ON DELETE SET NULL`);

    // The audit log names the member's role as it was when they wrote, and records changes to the roles themselves.
    await q.query(`ALTER TABLE audit_log ADD COLUMN actor_role text NOT NULL DEFAULT ''`);
    await q.query(AUDIT_FUNCTION_WITH_ROLE);
    await q.query(`
      CREATE TRIGGER audit_admin_write AFTER INSERT OR UPDATE OR DELETE ON staff_role
      FOR EACH ROW EXECUTE FUNCTION audit_admin_write()`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER audit_admin_write ON staff_role`);
    await q.query(AUDIT_FUNCTION_WITH_ROLE.replace(ACTOR_ROLE_COLUMN, '').replace(ACTOR_ROLE_VALUE, ''));
    await q.query(`ALTER TABLE audit_log DROP COLUMN actor_role`);
    await q.query(`ALTER TABLE barangay_official DROP COLUMN staff_member_id`);
    await q.query(`ALTER TABLE "user" DROP CONSTRAINT user_staff_role_only_staff`);
    await q.query(`DROP TRIGGER user_staff_role_follows_type ON "user"`);
    await q.query(`DROP FUNCTION user_staff_role_follows_type()`);
    await q.query(`ALTER TABLE "user" DROP COLUMN must_change_password`);
    await q.query(`ALTER TABLE "user" DROP COLUMN is_active`);
    await q.query(`ALTER TABLE "user" DROP COLUMN staff_role_id`);
    await q.query(`DROP TABLE staff_role`);
  }
}
