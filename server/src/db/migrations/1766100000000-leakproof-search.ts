import { MigrationInterface, QueryRunner } from 'typeorm';
import { AUDIT_FUNCTION_WITH_ROLE } from './1764900000000-staff-roles';

/** The audit trigger's function, leaving out the search copies as it leaves out the timestamps: they only repeat. */
const HIDDEN = "ARRAY['password', 'verification_code', 'created_at', 'updated_at']";
const AUDIT_WITHOUT_SEARCH_COPIES = AUDIT_FUNCTION_WITH_ROLE.replace(HIDDEN, `${HIDDEN.slice(0, -1)}, 'search_names', 'search_number']`);

/**
 * Searches by part of a name along their trigram indexes under row-level security (docs/architecture.md#tenancy).
 *
 * A table's policy is a security barrier: PostgreSQL applies a query's own conditions after it, and uses them in an
 * index only when their functions are LEAKPROOF. `LIKE` (textlike) is not marked so, and neither is lower(), so every
 * search read all of a barangay's rows: 254 ms at 250,000 inhabitants against 42 ms without the policy. Two changes:
 * - the searched text is a stored generated column (the inhabitant's names, a household's number, in lower case), so
 *   the condition is the column `LIKE` a pattern, with no function over the row;
 * - textlike is marked LEAKPROOF (the audit log leaves the two copies out, as it leaves out timestamps). It reveals nothing of the row it reads: it answers true or false, and its one error
 *   (a pattern ending in the escape character) depends on the pattern alone, which the portal builds. The portal
 *   never runs SQL written by its users; the policies guard against its own services forgetting a filter.
 * Marking a built-in function takes a superuser (the embedded PostgreSQL, the tests): connected as another role the
 * searches stay correct, only slower, and the start says nothing.
 */
export class LeakproofSearch1766100000000 implements MigrationInterface {
  name = 'LeakproofSearch1766100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE inhabitant ADD COLUMN search_names text
      GENERATED ALWAYS AS (lower(last_name || E'\\x1f' || first_name || E'\\x1f' || coalesce(middle_name, ''))) STORED`);
    await q.query(`ALTER TABLE household ADD COLUMN search_number text GENERATED ALWAYS AS (lower(household_number)) STORED`);
    if (AUDIT_WITHOUT_SEARCH_COPIES === AUDIT_FUNCTION_WITH_ROLE) throw new Error('the audit function no longer lists its hidden columns as expected');
    await q.query(AUDIT_WITHOUT_SEARCH_COPIES);
    await q.query(`DROP INDEX idx_inhabitant_names_trgm`);
    await q.query(`DROP INDEX idx_household_number_trgm`);
    await q.query(`CREATE INDEX idx_inhabitant_search_names ON inhabitant USING gin (search_names gin_trgm_ops)`);
    await q.query(`CREATE INDEX idx_household_search_number ON household USING gin (search_number gin_trgm_ops)`);
    await q.query(`
      DO $$
      BEGIN
        IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
          ALTER FUNCTION pg_catalog.textlike(text, text) LEAKPROOF;
        END IF;
      END
      $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DO $$
      BEGIN
        IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
          ALTER FUNCTION pg_catalog.textlike(text, text) NOT LEAKPROOF;
        END IF;
      END
      $$`);
    await q.query(AUDIT_FUNCTION_WITH_ROLE);
    await q.query(`DROP INDEX idx_household_search_number`);
    await q.query(`DROP INDEX idx_inhabitant_search_names`);
    await q.query(`ALTER TABLE household DROP COLUMN search_number`);
    await q.query(`ALTER TABLE inhabitant DROP COLUMN search_names`);
    await q.query(`CREATE INDEX idx_household_number_trgm ON household USING gin (lower(household_number) gin_trgm_ops)`);
    await q.query(`
      CREATE INDEX idx_inhabitant_names_trgm ON inhabitant
      USING gin ((lower(last_name || E'\\x1f' || first_name || E'\\x1f' || coalesce(middle_name, ''))) gin_trgm_ops)`);
  }
}
