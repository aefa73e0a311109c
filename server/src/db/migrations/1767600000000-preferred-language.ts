import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The language an account reads the portal in (docs/architecture/languages.md#choosing): empty until it chooses
 * one, then English or Filipino, on every device it signs in on.
 */
export class PreferredLanguage1767600000000 implements MigrationInterface {
  name = 'PreferredLanguage1767600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "user" ADD COLUMN preferred_language text CONSTRAINT user_preferred_language CHECK (preferred_language IN ('en', 'fil'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "user" DROP COLUMN preferred_language`);
  }
}
