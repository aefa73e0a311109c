import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Document services: a document type with requests is archived rather than deleted (its requests keep
 * their type's name), and every request status change is recorded.
 */
export class DocumentLifecycle1763800000000 implements MigrationInterface {
  name = 'DocumentLifecycle1763800000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE document_type ADD COLUMN archived_at timestamptz`);
    // Names are unique among the types residents can still request; an archived name may be reused.
    await q.query(`DROP INDEX uq_document_type_name_ci`);
    await q.query(`CREATE UNIQUE INDEX uq_document_type_name_ci ON document_type (lower(name)) WHERE archived_at IS NULL`);

    await q.query(`
      CREATE TABLE document_request_status_change (
        id          serial PRIMARY KEY,
        request_id  integer NOT NULL REFERENCES document_request(id) ON DELETE CASCADE,
        from_status document_request_status,
        to_status   document_request_status NOT NULL,
        changed_by  integer NOT NULL REFERENCES "user"(id) ON DELETE RESTRICT,
        changed_at  timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX idx_document_request_status_change_request ON document_request_status_change (request_id, changed_at)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE document_request_status_change`);
    await q.query(`DROP INDEX uq_document_type_name_ci`);
    await q.query(`CREATE UNIQUE INDEX uq_document_type_name_ci ON document_type (lower(name))`);
    await q.query(`ALTER TABLE document_type DROP COLUMN archived_at`);
  }
}
