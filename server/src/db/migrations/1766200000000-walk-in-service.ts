import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One person, once, and walk-in service (docs/architecture.md#registry-of-inhabitants).
 *
 * - An account is matched to inhabitants born on its birthdate: an index per barangay and birthdate finds the few
 *   candidates, whose names are then compared without case or accents (packages/domain same-person.ts).
 * - A request taken at the counter names the inhabitant it is for (`inhabitant_id`, of the request's barangay). An
 *   inhabitant without an account has no requester; one with an account (linked) has it as the requester, so their
 *   online and counter requests are one history under the same limit. Every request names someone.
 */
export class WalkInService1766200000000 implements MigrationInterface {
  name = 'WalkInService1766200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX idx_inhabitant_birthdate ON inhabitant (barangay_id, birthdate)`);
    await q.query(`ALTER TABLE inhabitant ADD CONSTRAINT uq_inhabitant_id_barangay UNIQUE (id, barangay_id)`);
    await q.query(`ALTER TABLE document_request ADD COLUMN inhabitant_id integer`);
    await q.query(`
      ALTER TABLE document_request ADD CONSTRAINT document_request_inhabitant_in_barangay
        FOREIGN KEY (inhabitant_id, barangay_id) REFERENCES inhabitant (id, barangay_id)`);
    await q.query(`ALTER TABLE document_request ALTER COLUMN requester_id DROP NOT NULL`);
    await q.query(`
      ALTER TABLE document_request ADD CONSTRAINT document_request_names_someone
        CHECK (requester_id IS NOT NULL OR inhabitant_id IS NOT NULL)`);
    await q.query(`CREATE INDEX idx_document_request_inhabitant_status ON document_request (inhabitant_id, status) WHERE inhabitant_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    // Refused (by SET NOT NULL) while a walk-in request without an account exists: going back must not delete them.
    await q.query(`DROP INDEX idx_document_request_inhabitant_status`);
    await q.query(`ALTER TABLE document_request DROP CONSTRAINT document_request_names_someone`);
    await q.query(`ALTER TABLE document_request ALTER COLUMN requester_id SET NOT NULL`);
    await q.query(`ALTER TABLE document_request DROP COLUMN inhabitant_id`);
    await q.query(`ALTER TABLE inhabitant DROP CONSTRAINT uq_inhabitant_id_barangay`);
    await q.query(`DROP INDEX idx_inhabitant_birthdate`);
  }
}
