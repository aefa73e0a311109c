import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Design round 2: the old system's `approved` is what the portal calls `pickup` (docs/rules/documents.md#request-legacy-approved). It is
 * normalised here once, in the requests and in their history, so no reader has to know the old name. The
 * enum type keeps the value (PostgreSQL cannot drop one, and records imported from the old system may still
 * carry it): a trigger on each table stores such a write as `pickup`.
 */
export class LegacyPickupStatus1764600000000 implements MigrationInterface {
  name = 'LegacyPickupStatus1764600000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE document_request SET status = 'pickup' WHERE status = 'approved'`);
    await q.query(`UPDATE document_request_status_change SET from_status = 'pickup' WHERE from_status = 'approved'`);
    await q.query(`UPDATE document_request_status_change SET to_status = 'pickup' WHERE to_status = 'approved'`);

    await q.query(`
      CREATE FUNCTION document_request_legacy_pickup() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.status := 'pickup';
        RETURN NEW;
      END
      $$`);
    await q.query(`
      CREATE TRIGGER document_request_legacy_pickup BEFORE INSERT OR UPDATE OF status ON document_request
      FOR EACH ROW WHEN (NEW.status = 'approved') EXECUTE FUNCTION document_request_legacy_pickup()`);
    await q.query(`
      CREATE FUNCTION document_request_status_change_legacy_pickup() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.from_status = 'approved' THEN NEW.from_status := 'pickup'; END IF;
        IF NEW.to_status = 'approved' THEN NEW.to_status := 'pickup'; END IF;
        RETURN NEW;
      END
      $$`);
    await q.query(`
      CREATE TRIGGER document_request_status_change_legacy_pickup BEFORE INSERT OR UPDATE ON document_request_status_change
      FOR EACH ROW WHEN (NEW.from_status = 'approved' OR NEW.to_status = 'approved')
      EXECUTE FUNCTION document_request_status_change_legacy_pickup()`);

    // The first move to pickup (certificate dates, the dashboard's median) now reads one value.
    await q.query(`DROP INDEX idx_document_request_status_change_pickup`);
    await q.query(`
      CREATE INDEX idx_document_request_status_change_pickup ON document_request_status_change (request_id, changed_at)
      WHERE to_status = 'pickup'`);
  }

  /** The rows stay `pickup`: which of them were `approved` before is not known any more, and both mean the same. */
  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX idx_document_request_status_change_pickup`);
    await q.query(`
      CREATE INDEX idx_document_request_status_change_pickup ON document_request_status_change (request_id, changed_at)
      WHERE to_status IN ('pickup', 'approved')`);
    await q.query(`DROP TRIGGER document_request_status_change_legacy_pickup ON document_request_status_change`);
    await q.query(`DROP FUNCTION document_request_status_change_legacy_pickup()`);
    await q.query(`DROP TRIGGER document_request_legacy_pickup ON document_request`);
    await q.query(`DROP FUNCTION document_request_legacy_pickup()`);
  }
}
