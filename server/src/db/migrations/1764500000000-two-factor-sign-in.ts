import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Security round 2 (docs/two-factor.md): two-factor sign-in. Each account may have one authenticator secret
 * (pending until a first code confirms it) and ten one-time recovery codes, of which only SHA-256 hashes
 * are kept. Both go with the account when it is deleted.
 */
export class TwoFactorSignIn1764500000000 implements MigrationInterface {
  name = 'TwoFactorSignIn1764500000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE user_two_factor (
        user_id        integer PRIMARY KEY REFERENCES "user"(id) ON DELETE CASCADE,
        secret         text NOT NULL,
        enabled_at     timestamptz,
        last_used_step integer,
        created_at     timestamptz NOT NULL DEFAULT now(),
        updated_at     timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE user_recovery_code (
        id         serial PRIMARY KEY,
        user_id    integer NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
        code_hash  text NOT NULL,
        used_at    timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Also the index of the foreign key: deleting an account finds its codes through it.
    await q.query(`CREATE UNIQUE INDEX uq_user_recovery_code ON user_recovery_code (user_id, code_hash)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE user_recovery_code`);
    await q.query(`DROP TABLE user_two_factor`);
  }
}
