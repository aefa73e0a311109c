import { MigrationInterface, QueryRunner } from 'typeorm';
import { readDocumentReferencePrefix } from '../../config/env';

/**
 * Verifiable documents (docs/rules/certificates.md#certificates): reference numbers, processing-time targets, certificate layouts and
 * issued certificates.
 *
 * A request's reference is `<prefix>-<year>-<number>`, the number counting up from 1 each year (the
 * barangay's year: Philippine time, as common/local-time.ts). A BEFORE INSERT trigger takes the next
 * number from a per-year counter row, so every insert gets one, whichever code path made it (the API,
 * the scale seed, a test), and it is atomic: the counter row stays locked until the inserting transaction
 * ends, so concurrent submissions queue for a moment on it and a rolled-back submission leaves no gap.
 * The prefix is stored per row: changing DOCUMENT_REFERENCE_PREFIX later never renumbers a document that
 * was already printed.
 */
const YEAR_OF = (column: string) => `extract(year FROM ${column} AT TIME ZONE 'Asia/Manila')::int`;

export class VerifiableDocuments1764100000000 implements MigrationInterface {
  name = 'VerifiableDocuments1764100000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE document_reference_counter (year integer PRIMARY KEY, last_number integer NOT NULL CHECK (last_number > 0))`);
    await q.query(`
      ALTER TABLE document_request
        ADD COLUMN reference_prefix text NOT NULL DEFAULT 'BRGY' CHECK (reference_prefix ~ '^[A-Z0-9]{1,12}$'),
        ADD COLUMN reference_year integer,
        ADD COLUMN reference_seq integer CHECK (reference_seq > 0)`);

    // Requests stored before references existed: numbered per year in the order they were made, with the
    // prefix configured now.
    await q.query(`UPDATE document_request SET reference_prefix = $1`, [readDocumentReferencePrefix()]);
    await q.query(`
      UPDATE document_request r SET reference_year = n.year, reference_seq = n.seq
      FROM (SELECT id, ${YEAR_OF('created_at')} AS year,
                   row_number() OVER (PARTITION BY ${YEAR_OF('created_at')} ORDER BY created_at, id)::int AS seq
            FROM document_request) n
      WHERE n.id = r.id`);
    await q.query(`
      INSERT INTO document_reference_counter (year, last_number)
      SELECT reference_year, max(reference_seq) FROM document_request GROUP BY reference_year`);

    await q.query(`
      ALTER TABLE document_request
        ALTER COLUMN reference_year SET NOT NULL,
        ALTER COLUMN reference_seq SET NOT NULL,
        ADD COLUMN reference_number text GENERATED ALWAYS AS (
          reference_prefix || '-' || reference_year::text || '-'
            || CASE WHEN reference_seq < 1000000 THEN lpad(reference_seq::text, 6, '0') ELSE reference_seq::text END
        ) STORED`);
    await q.query(`CREATE UNIQUE INDEX uq_document_request_reference ON document_request (reference_year, reference_seq)`);
    await q.query(`CREATE UNIQUE INDEX uq_document_request_reference_number ON document_request (reference_number)`);
    // The admin list's search: part of a reference, any letter case.
    await q.query(`CREATE INDEX idx_document_request_reference_trgm ON document_request USING gin (lower(reference_number) gin_trgm_ops)`);

    await q.query(`CREATE FUNCTION assign_document_reference() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.reference_seq IS NULL THEN
          NEW.reference_year := ${YEAR_OF('NEW.created_at')};
          INSERT INTO document_reference_counter AS c (year, last_number) VALUES (NEW.reference_year, 1)
          ON CONFLICT (year) DO UPDATE SET last_number = c.last_number + 1
          RETURNING last_number INTO NEW.reference_seq;
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER document_request_reference BEFORE INSERT ON document_request
      FOR EACH ROW EXECUTE FUNCTION assign_document_reference()`);

    await q.query(`
      ALTER TABLE document_type
        ADD COLUMN target_processing_days integer CHECK (target_processing_days BETWEEN 1 AND 365),
        ADD COLUMN certificate_title text,
        ADD COLUMN certificate_body text`);

    // One certificate per request, issued when it first reaches pickup. `content` is what was printed on
    // it then (names, address, layout, officials), so a later edit never changes an issued document.
    await q.query(`
      CREATE TABLE document_certificate (
        id                serial PRIMARY KEY,
        request_id        integer NOT NULL UNIQUE REFERENCES document_request(id) ON DELETE CASCADE,
        verification_code text NOT NULL UNIQUE CHECK (verification_code ~ '^[A-Za-z0-9_-]{22,64}$'),
        content           jsonb NOT NULL CHECK (jsonb_typeof(content) = 'object'),
        issued_at         timestamptz NOT NULL DEFAULT now(),
        issued_by         integer REFERENCES "user"(id) ON DELETE SET NULL,
        revoked_at        timestamptz,
        revoked_by        integer REFERENCES "user"(id) ON DELETE SET NULL,
        revocation_reason text,
        CONSTRAINT chk_document_certificate_revocation CHECK ((revoked_at IS NULL) = (revocation_reason IS NULL))
      )`);
    // The dashboard's median time to pickup reads each request's first move to pickup.
    await q.query(`
      CREATE INDEX idx_document_request_status_change_pickup ON document_request_status_change (request_id, changed_at)
      WHERE to_status IN ('pickup', 'approved')`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX idx_document_request_status_change_pickup`);
    await q.query(`DROP TABLE document_certificate`);
    await q.query(`ALTER TABLE document_type DROP COLUMN certificate_body, DROP COLUMN certificate_title, DROP COLUMN target_processing_days`);
    await q.query(`DROP TRIGGER document_request_reference ON document_request`);
    await q.query(`DROP FUNCTION assign_document_reference()`);
    await q.query(`
      ALTER TABLE document_request
        DROP COLUMN reference_number, DROP COLUMN reference_seq, DROP COLUMN reference_year, DROP COLUMN reference_prefix`);
    await q.query(`DROP TABLE document_reference_counter`);
  }
}
