import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When a request was first made ready for pickup, kept on the request (`ready_at`): the city roll-up's compliance,
 * the dashboard's median time to pickup and a late certificate's issue date all read that one fact, which the
 * history only gives by looking at every move of a request (the roll-up's anti-join over all moves to For Pickup grew
 * with the city's history). Set by the database, so no writer can forget it: on the status change itself (the same
 * audited update, no second audit entry), and from history written without one (records imported, seeds); the
 * status history keeps every move as before.
 */
export class RequestReadyAt1765700000000 implements MigrationInterface {
  name = 'RequestReadyAt1765700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE document_request ADD COLUMN ready_at timestamptz`);
    await q.query(`
      UPDATE document_request r SET ready_at = first.at
        FROM (SELECT request_id, min(changed_at) AS at FROM document_request_status_change WHERE to_status = 'pickup' GROUP BY request_id) first
       WHERE r.id = first.request_id`);
    // Runs after document_request_legacy_pickup (triggers fire by name), which has made a legacy `approved` a `pickup`.
    await q.query(`
      CREATE FUNCTION document_request_ready() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.status = 'pickup' AND NEW.ready_at IS NULL THEN NEW.ready_at := now(); END IF;
        RETURN NEW;
      END
      $$`);
    await q.query(`
      CREATE TRIGGER document_request_ready BEFORE UPDATE OF status ON document_request
      FOR EACH ROW EXECUTE FUNCTION document_request_ready()`);
    await q.query(`
      CREATE FUNCTION document_request_ready_from_history() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE document_request r SET ready_at = first.at
          FROM (SELECT request_id, min(changed_at) AS at FROM new_rows WHERE to_status = 'pickup' GROUP BY request_id) first
         WHERE r.id = first.request_id AND (r.ready_at IS NULL OR r.ready_at > first.at);
        RETURN NULL;
      END
      $$`);
    await q.query(`
      CREATE TRIGGER document_request_ready_from_history AFTER INSERT ON document_request_status_change
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION document_request_ready_from_history()`);
    await q.query(`CREATE INDEX idx_document_request_ready ON document_request (ready_at) WHERE ready_at IS NOT NULL`);
    await q.query(`DROP INDEX idx_document_request_status_change_ready`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE INDEX idx_document_request_status_change_ready ON document_request_status_change (changed_at, request_id)
      WHERE to_status = 'pickup'`);
    await q.query(`DROP INDEX idx_document_request_ready`);
    await q.query(`DROP TRIGGER document_request_ready_from_history ON document_request_status_change`);
    await q.query(`DROP FUNCTION document_request_ready_from_history()`);
    await q.query(`DROP TRIGGER document_request_ready ON document_request`);
    await q.query(`DROP FUNCTION document_request_ready()`);
    await q.query(`ALTER TABLE document_request DROP COLUMN ready_at`);
  }
}
