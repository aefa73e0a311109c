import { DEFAULT_PRIVACY_NOTICE } from '@barangay-portal/domain';
import { MigrationInterface, QueryRunner } from 'typeorm';
import { BARANGAY_ROWS_RULE } from './1766400000000-policies-read-barangay-once';

/** The tables of this migration, each a barangay's own: row-level security on both. */
const PRIVACY_TABLES = ['privacy_notice', 'privacy_consent'] as const;

/**
 * The privacy notice and consent (docs/architecture.md#privacy-notice). Each barangay publishes
 * its notice in numbered versions; a version, once published, never changes (a trigger refuses it), and every
 * barangay, of now or made later, starts with version 1: the portal's default text (DEFAULT_PRIVACY_NOTICE, read
 * from the domain package when this migration runs). A resident's consent names the version agreed to, of their
 * barangay. The data protection officer's contact is a setting of the barangay row. Staff with the new permission
 * MANAGE_PRIVACY publish and set it; every barangay's Punong Barangay (who holds every permission) and Secretary gain it.
 */
export class PrivacyNotice1766900000000 implements MigrationInterface {
  name = 'PrivacyNotice1766900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE barangay
        ADD COLUMN dpo_name text CHECK (btrim(dpo_name) <> ''),
        ADD COLUMN dpo_email text CHECK (btrim(dpo_email) <> ''),
        ADD COLUMN dpo_phone text CHECK (btrim(dpo_phone) <> '')`);
    // Made with its barangay (below) and so removed with it, like the built-in roles.
    await q.query(`
      CREATE TABLE privacy_notice (
        id              serial PRIMARY KEY,
        barangay_id     integer NOT NULL DEFAULT request_barangay() REFERENCES barangay (id) ON DELETE CASCADE,
        version         integer NOT NULL CHECK (version >= 1),
        text            text NOT NULL CHECK (btrim(text) <> ''),
        published_at    timestamptz NOT NULL DEFAULT now(),
        published_by_id integer REFERENCES "user" (id) ON DELETE SET NULL,
        CONSTRAINT uq_privacy_notice_version UNIQUE (barangay_id, version)
      )`);
    // What residents agreed to stays what it was: only who published it may fade (an account removed).
    await q.query(`
      CREATE FUNCTION privacy_notice_unchanged() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF (NEW.barangay_id, NEW.version, NEW.text, NEW.published_at) IS DISTINCT FROM (OLD.barangay_id, OLD.version, OLD.text, OLD.published_at) THEN
          RAISE EXCEPTION 'a published privacy notice never changes: publish a new version';
        END IF;
        RETURN NEW;
      END
      $$`);
    await q.query(`
      CREATE TRIGGER privacy_notice_unchanged BEFORE UPDATE ON privacy_notice
      FOR EACH ROW EXECUTE FUNCTION privacy_notice_unchanged()`);
    // An account's consents within one barangay; the latest version agreed to is read along the unique index, backwards.
    await q.query(`
      CREATE TABLE privacy_consent (
        id             serial PRIMARY KEY,
        barangay_id    integer NOT NULL DEFAULT request_barangay(),
        user_id        integer NOT NULL REFERENCES "user" (id) ON DELETE CASCADE,
        notice_version integer NOT NULL,
        consented_at   timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT privacy_consent_to_notice FOREIGN KEY (barangay_id, notice_version)
          REFERENCES privacy_notice (barangay_id, version) ON DELETE CASCADE,
        CONSTRAINT uq_privacy_consent UNIQUE (user_id, barangay_id, notice_version)
      )`);
    for (const table of PRIVACY_TABLES) {
      await q.query(`ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY`);
      await q.query(`ALTER TABLE ${table} FORCE ROW LEVEL SECURITY`);
      await q.query(`CREATE POLICY barangay_rows ON ${table} USING (${BARANGAY_ROWS_RULE}) WITH CHECK (${BARANGAY_ROWS_RULE})`);
    }
    // Publishing is a staff write like any other; a consent is the resident's own record, not staff work.
    await q.query(`CREATE TRIGGER audit_admin_write AFTER INSERT OR UPDATE OR DELETE ON privacy_notice FOR EACH ROW EXECUTE FUNCTION audit_admin_write()`);

    // Version 1 for every barangay: those of now, and each one made later, whichever way it is made.
    const [{ literal }] = await q.query(`SELECT quote_literal($1::text) AS literal`, [DEFAULT_PRIVACY_NOTICE]) as Array<{ literal: string }>;
    await q.query(`INSERT INTO privacy_notice (barangay_id, version, text) SELECT id, 1, ${literal} FROM barangay ORDER BY id`);
    await q.query(`
      CREATE FUNCTION barangay_first_privacy_notice() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        INSERT INTO privacy_notice (barangay_id, version, text) VALUES (NEW.id, 1, ${literal});
        RETURN NULL;
      END
      $fn$`);
    await q.query(`
      CREATE TRIGGER barangay_first_privacy_notice AFTER INSERT ON barangay
      FOR EACH ROW EXECUTE FUNCTION barangay_first_privacy_notice()`);

    // The offices that keep the notice: every barangay's Punong Barangay (who holds every permission) and Secretary.
    await q.query(`
      UPDATE staff_role SET permissions = array_append(permissions, 'MANAGE_PRIVACY')
       WHERE built_in IN ('PUNONG_BARANGAY', 'SECRETARY') AND NOT 'MANAGE_PRIVACY' = ANY (permissions)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE staff_role SET permissions = array_remove(permissions, 'MANAGE_PRIVACY')`);
    await q.query(`DROP TRIGGER barangay_first_privacy_notice ON barangay`);
    await q.query(`DROP FUNCTION barangay_first_privacy_notice()`);
    await q.query(`DROP TABLE privacy_consent`);
    await q.query(`DROP TABLE privacy_notice`);
    await q.query(`DROP FUNCTION privacy_notice_unchanged()`);
    await q.query(`ALTER TABLE barangay DROP COLUMN dpo_phone, DROP COLUMN dpo_email, DROP COLUMN dpo_name`);
  }
}
