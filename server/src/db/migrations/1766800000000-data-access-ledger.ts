import { MigrationInterface, QueryRunner } from 'typeorm';
import { BARANGAY_ROWS_RULE } from './1766400000000-policies-read-barangay-once';

/**
 * The access ledger (Data Privacy Act; docs/architecture.md#privacy-access-ledger): one row for each staff view
 * of a resident's ID image, full profile or registry record: when, who (their name, e-mail and office as they were, so
 * the row stays readable after the account changes or goes), whose data (the account and/or the inhabitant), what, and
 * for an ID image the purpose the staff member chose.
 *
 * Append-only: the row-level security policies let a request read and add its barangay's rows (BARANGAY_ROWS_RULE,
 * FORCEd) and nothing else, so no UPDATE or DELETE from the portal touches a row, whichever role it connects as. A
 * deleted account or inhabitant takes its rows along (referential actions pass the policies); a deleted staff account
 * leaves its rows, named by the copy of its name.
 */
export class DataAccessLedger1766800000000 implements MigrationInterface {
  name = 'DataAccessLedger1766800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TYPE data_access_kind AS ENUM ('id_image', 'profile', 'registry_record', 'household_record')`);
    await q.query(`CREATE TYPE id_view_purpose AS ENUM ('verify_identity', 'process_document_request', 'respond_to_resident', 'legal_or_audit_duty')`);
    await q.query(`
      CREATE TABLE data_access (
        id            bigserial PRIMARY KEY,
        barangay_id   integer NOT NULL DEFAULT request_barangay() REFERENCES barangay (id),
        viewed_at     timestamptz NOT NULL DEFAULT now(),
        viewer_id     integer REFERENCES "user" (id) ON DELETE SET NULL,
        viewer_name   text NOT NULL,
        viewer_email  text NOT NULL,
        viewer_office text NOT NULL DEFAULT '',
        resident_id   integer REFERENCES "user" (id) ON DELETE CASCADE,
        inhabitant_id integer REFERENCES inhabitant (id) ON DELETE CASCADE,
        kind          data_access_kind NOT NULL,
        purpose       id_view_purpose,
        CONSTRAINT data_access_names_someone CHECK (resident_id IS NOT NULL OR inhabitant_id IS NOT NULL),
        -- An ID image is opened for a purpose; nothing else is asked one.
        CONSTRAINT data_access_purpose_of_id_image CHECK ((kind = 'id_image') = (purpose IS NOT NULL))
      )`);
    // A barangay's ledger by time (the staff's search and the export of a window); a person's views, newest first.
    await q.query(`CREATE INDEX idx_data_access_barangay_time ON data_access (barangay_id, viewed_at DESC, id DESC)`);
    await q.query(`CREATE INDEX idx_data_access_resident ON data_access (resident_id, viewed_at DESC, id DESC) WHERE resident_id IS NOT NULL`);
    await q.query(`CREATE INDEX idx_data_access_inhabitant ON data_access (inhabitant_id, viewed_at DESC, id DESC) WHERE inhabitant_id IS NOT NULL`);
    // A staff account's removal sets its rows' viewer_id to null: found along this index rather than by reading the ledger.
    await q.query(`CREATE INDEX idx_data_access_viewer ON data_access (viewer_id) WHERE viewer_id IS NOT NULL`);
    await q.query(`ALTER TABLE data_access ENABLE ROW LEVEL SECURITY`);
    await q.query(`ALTER TABLE data_access FORCE ROW LEVEL SECURITY`);
    await q.query(`CREATE POLICY barangay_rows_read ON data_access FOR SELECT USING (${BARANGAY_ROWS_RULE})`);
    await q.query(`CREATE POLICY barangay_rows_append ON data_access FOR INSERT WITH CHECK (${BARANGAY_ROWS_RULE})`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE data_access`);
    await q.query(`DROP TYPE id_view_purpose`);
    await q.query(`DROP TYPE data_access_kind`);
  }
}
