import { MigrationInterface, QueryRunner } from 'typeorm';
import { foreignKeyOf } from './foreign-key-of';

/** The role a request's database work runs as when the portal connects as a superuser (db/row-security.ts). */
export const REQUEST_ROLE = 'barangay_portal_request';

/**
 * Row-level security, the second line of barangay isolation (docs/architecture.md#tenancy): every table
 * with a `barangay_id` shows and takes only the rows of the barangay in `portal.barangay_id`, which the portal sets
 * on a connection for the work of each request (db/row-security.ts), so a service that forgot its filter still
 * reads nothing of another barangay. With the setting empty (migrations, seeds, backups, background jobs,
 * certificate verification across the install), every row.
 *
 * Superusers pass every policy, and table owners too unless the table FORCEs them: every such table is forced,
 * and for a portal connecting as a superuser, requests run as REQUEST_ROLE, a member of the connecting role (so it
 * may do what the portal could) that is not a superuser.
 */
export class BarangayRowSecurity1765300000000 implements MigrationInterface {
  name = 'BarangayRowSecurity1765300000000';

  async up(q: QueryRunner): Promise<void> {
    // A certificate is looked up by its code alone (revocation, verification): it carries its request's barangay.
    await q.query(`ALTER TABLE document_certificate ADD COLUMN barangay_id integer`);
    await q.query(`UPDATE document_certificate c SET barangay_id = r.barangay_id FROM document_request r WHERE r.id = c.request_id`);
    await q.query(`ALTER TABLE document_certificate ALTER COLUMN barangay_id SET NOT NULL, ALTER COLUMN barangay_id SET DEFAULT request_barangay()`);
    await q.query(`ALTER TABLE document_request ADD CONSTRAINT uq_document_request_id_barangay UNIQUE (id, barangay_id)`);
    await q.query(`ALTER TABLE document_certificate DROP CONSTRAINT ${await foreignKeyOf(q, 'document_certificate', 'request_id')}`);
    await q.query(`
      ALTER TABLE document_certificate ADD CONSTRAINT document_certificate_request_in_barangay
      FOREIGN KEY (request_id, barangay_id) REFERENCES document_request (id, barangay_id) ON DELETE CASCADE`);
    await q.query(`
      CREATE FUNCTION portal_barangay() RETURNS integer LANGUAGE sql STABLE AS $$
        SELECT nullif(current_setting('portal.barangay_id', true), '')::integer
      $$`);
    for (const table of await barangayTables(q)) {
      await q.query(`ALTER TABLE "${table}" ENABLE ROW LEVEL SECURITY`);
      await q.query(`ALTER TABLE "${table}" FORCE ROW LEVEL SECURITY`);
      await q.query(`
        CREATE POLICY barangay_rows ON "${table}"
        USING (portal_barangay() IS NULL OR barangay_id = portal_barangay())
        WITH CHECK (portal_barangay() IS NULL OR barangay_id = portal_barangay())`);
    }
    // Roles belong to the whole cluster: one made for another database of it is reused, also when that database's
    // migration makes it at the same moment (parallel test databases on a fresh cluster).
    await q.query(`
      DO $$
      BEGIN
        IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
          BEGIN
            CREATE ROLE ${REQUEST_ROLE} NOLOGIN NOSUPERUSER NOBYPASSRLS;
          EXCEPTION WHEN duplicate_object OR unique_violation THEN
            NULL;
          END;
          BEGIN
            EXECUTE format('GRANT %I TO ${REQUEST_ROLE}', current_user);
          EXCEPTION WHEN unique_violation THEN
            NULL;
          END;
        END IF;
      END
      $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of await barangayTables(q)) {
      await q.query(`DROP POLICY barangay_rows ON "${table}"`);
      await q.query(`ALTER TABLE "${table}" NO FORCE ROW LEVEL SECURITY`);
      await q.query(`ALTER TABLE "${table}" DISABLE ROW LEVEL SECURITY`);
    }
    await q.query(`DROP FUNCTION portal_barangay()`);
    await q.query(`ALTER TABLE document_certificate DROP CONSTRAINT document_certificate_request_in_barangay`);
    await q.query(`ALTER TABLE document_certificate ADD FOREIGN KEY (request_id) REFERENCES document_request (id) ON DELETE CASCADE`);
    await q.query(`ALTER TABLE document_request DROP CONSTRAINT uq_document_request_id_barangay`);
    await q.query(`ALTER TABLE document_certificate DROP COLUMN barangay_id`);
  }
}

/** Every table of the schema that has a barangay_id column, barangay_host (which barangay a host is) aside. */
async function barangayTables(q: QueryRunner): Promise<string[]> {
  const rows: Array<{ table: string }> = await q.query(`
    SELECT c.table_name AS table FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
     WHERE c.table_schema = current_schema() AND c.column_name = 'barangay_id' AND c.table_name <> 'barangay_host'
     ORDER BY 1`);
  return rows.map((row) => row.table);
}
