import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The registry search along indexes (its target: under 50 ms at 250,000 inhabitants). One trigram index over an
 * inhabitant's names joined by a separator no one types (a search matches within one name, never across two), and
 * one over household numbers, whose matching households' members the search adds by id. The two name indexes of
 * RegistryOfInhabitants1765900000000 go: no statement uses them.
 */
const INHABITANT_NAMES = `lower(last_name || E'\\x1f' || first_name || E'\\x1f' || coalesce(middle_name, ''))`;

export class RegistrySearch1766000000000 implements MigrationInterface {
  name = 'RegistrySearch1766000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX idx_inhabitant_last_name_trgm`);
    await q.query(`DROP INDEX idx_inhabitant_first_name_trgm`);
    await q.query(`CREATE INDEX idx_inhabitant_names_trgm ON inhabitant USING gin ((${INHABITANT_NAMES}) gin_trgm_ops)`);
    await q.query(`CREATE INDEX idx_household_number_trgm ON household USING gin (lower(household_number) gin_trgm_ops)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX idx_household_number_trgm`);
    await q.query(`DROP INDEX idx_inhabitant_names_trgm`);
    await q.query(`CREATE INDEX idx_inhabitant_last_name_trgm ON inhabitant USING gin (lower(last_name) gin_trgm_ops)`);
    await q.query(`CREATE INDEX idx_inhabitant_first_name_trgm ON inhabitant USING gin (lower(first_name) gin_trgm_ops)`);
  }
}
