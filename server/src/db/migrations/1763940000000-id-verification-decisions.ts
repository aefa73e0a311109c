import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Residents registry: every valid-ID decision is recorded with who made it and when, and the registry's
 * default order (by name) is served from an index, so the first page of 250,000 residents needs no sort.
 */
export class IdVerificationDecisions1763940000000 implements MigrationInterface {
  name = 'IdVerificationDecisions1763940000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TYPE id_verification_outcome AS ENUM ('approved', 'rejected')`);
    await q.query(`
      CREATE TABLE id_verification_decision (
        id         serial PRIMARY KEY,
        user_id    integer NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
        decision   id_verification_outcome NOT NULL,
        decided_by integer NOT NULL REFERENCES "user"(id) ON DELETE RESTRICT,
        decided_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX idx_id_verification_decision_user ON id_verification_decision (user_id, decided_at)`);
    // The RESTRICT above checks this column whenever an account is deleted.
    await q.query(`CREATE INDEX idx_id_verification_decision_decided_by ON id_verification_decision (decided_by)`);
    await q.query(`
      CREATE INDEX idx_user_resident_name_order ON "user" (lower(last_name), lower(first_name), id)
      WHERE user_type = 'resident'`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX idx_user_resident_name_order`);
    await q.query(`DROP TABLE id_verification_decision`);
    await q.query(`DROP TYPE id_verification_outcome`);
  }
}
