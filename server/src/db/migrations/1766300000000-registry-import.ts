import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Spreadsheet imports into the Registry of Barangay Inhabitants (docs/architecture.md#registry-of-inhabitants).
 *
 * An uploaded file is read once and kept here, header and rows, so that whichever replica answers the wizard's next
 * request (the dry-run, the start, the polls) finds it: nothing of an import lives in a process's memory. The import
 * itself is one transaction of the registry's tables; its progress is written to this row from outside that
 * transaction (each batch's count, and a heartbeat), so the wizard sees it while the transaction is still open,
 * and an import whose heartbeat stops (its server went away: the transaction rolled back) reads as cut short.
 *
 * Each row is a barangay's own (`barangay_id`, the `barangay_rows` policy, FORCEd), as the registry's tables are. It
 * has no audit trigger: it is a working copy of a file, not a record of the registry, and the audit log would copy
 * its rows whole into every entry; every purok, household and inhabitant it writes is audited under the staff
 * member's name by the registry tables' own triggers. Its rows are emptied once imported.
 */
export class RegistryImport1766300000000 implements MigrationInterface {
  name = 'RegistryImport1766300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TYPE inhabitant_import_status AS ENUM ('ready', 'importing', 'imported', 'failed')`);
    await q.query(`
      CREATE TABLE inhabitant_import (
        id             serial PRIMARY KEY,
        barangay_id    integer NOT NULL DEFAULT request_barangay() REFERENCES barangay (id),
        uploaded_by    integer REFERENCES "user" (id) ON DELETE SET NULL,
        file_name      text NOT NULL,
        header_row     integer NOT NULL,
        headers        text[] NOT NULL,
        -- The first rows' cells, shown beside the mapping: read without the rows.
        samples        jsonb NOT NULL DEFAULT '[]',
        -- [[sheet row number, [cell text, ...]], ...]; emptied once imported.
        rows           jsonb,
        total_rows     integer NOT NULL CHECK (total_rows >= 0),
        mapping        jsonb,
        status         inhabitant_import_status NOT NULL DEFAULT 'ready',
        processed_rows integer NOT NULL DEFAULT 0 CHECK (processed_rows >= 0),
        heartbeat_at   timestamptz,
        outcome        jsonb,
        finished_at    timestamptz,
        created_at     timestamptz NOT NULL DEFAULT now(),
        updated_at     timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX idx_inhabitant_import_barangay ON inhabitant_import (barangay_id, created_at)`);
    await q.query(`ALTER TABLE inhabitant_import ENABLE ROW LEVEL SECURITY`);
    await q.query(`ALTER TABLE inhabitant_import FORCE ROW LEVEL SECURITY`);
    await q.query(`
      CREATE POLICY barangay_rows ON inhabitant_import
      USING (portal_barangay() IS NULL OR barangay_id = portal_barangay())
      WITH CHECK (portal_barangay() IS NULL OR barangay_id = portal_barangay())`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE inhabitant_import`);
    await q.query(`DROP TYPE inhabitant_import_status`);
  }
}
