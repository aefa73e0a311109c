import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A list, a search or an export is one ledger row per request naming everyone it showed (docs/architecture.md#privacy-access-ledger):
 * resident_ids for accounts (the residents' lists, GET /api/auth/user/), inhabitant_ids for the registry (its list, searches and
 * exports), each written by one INSERT … SELECT whatever the number of people. A person's "Who viewed my data" finds
 * their rows along a GIN index (`resident_ids @> ARRAY[id]`). The ids are not foreign keys (an array cannot be one):
 * an erased account keeps its id, and a deleted inhabitant's id names no one.
 *
 * A row names one person (resident_id / inhabitant_id) or, for the listing kinds, the people shown: never both.
 * The table stays append-only under the same row-level security policies. The constraint reads the kinds as text: a
 * run of every migration in one transaction (the tests') may not yet use the values ListingViewKinds1767400000000 added.
 */
export class ListingViews1767450000000 implements MigrationInterface {
  name = 'ListingViews1767450000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE data_access ADD COLUMN resident_ids integer[], ADD COLUMN inhabitant_ids integer[]`);
    await q.query(`ALTER TABLE data_access DROP CONSTRAINT data_access_names_someone`);
    await q.query(`
      ALTER TABLE data_access ADD CONSTRAINT data_access_names_someone CHECK (
        CASE WHEN kind::text IN ('listed', 'searched', 'exported')
          THEN resident_id IS NULL AND inhabitant_id IS NULL
               AND (cardinality(resident_ids) > 0 OR cardinality(inhabitant_ids) > 0)
          ELSE resident_ids IS NULL AND inhabitant_ids IS NULL AND (resident_id IS NOT NULL OR inhabitant_id IS NOT NULL)
        END)`);
    await q.query(`CREATE INDEX idx_data_access_resident_ids ON data_access USING gin (resident_ids)`);
    await q.query(`CREATE INDEX idx_data_access_inhabitant_ids ON data_access USING gin (inhabitant_ids)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX idx_data_access_inhabitant_ids`);
    await q.query(`DROP INDEX idx_data_access_resident_ids`);
    await q.query(`ALTER TABLE data_access DROP CONSTRAINT data_access_names_someone`);
    await q.query(`DELETE FROM data_access WHERE resident_ids IS NOT NULL OR inhabitant_ids IS NOT NULL`);
    await q.query(`ALTER TABLE data_access DROP COLUMN resident_ids, DROP COLUMN inhabitant_ids`);
    await q.query(`ALTER TABLE data_access ADD CONSTRAINT data_access_names_someone CHECK (resident_id IS NOT NULL OR inhabitant_id IS NOT NULL)`);
  }
}
