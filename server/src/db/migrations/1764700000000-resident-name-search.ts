import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The registry search's own narrow copy of every resident's first and last name, in lower case as the search
 * compares and sorts them (docs/architecture.md#registry-search), kept exact by statement-level triggers on
 * "user" in the same transaction as every change, like the dashboard's counters. A search for a common name
 * ("dela" in 250,000 residents: ~9,700 matches) must read every match to give the exact total; in "user"
 * (~27 rows per 8 kB page) each match sits on its own page, in this table ~160 rows share a page, so the
 * search reads about a fifth of the pages.
 */

const ON_INSERT = `
  INSERT INTO resident_name (user_id, first_name_lower, last_name_lower)
  SELECT id, lower(first_name), lower(last_name) FROM new_rows WHERE user_type = 'resident'`;

// Only the rows whose name or type changed: most updates of "user" (profile, verification) leave names alone.
const ON_UPDATE = `
  DELETE FROM resident_name r USING new_rows n WHERE r.user_id = n.id AND n.user_type <> 'resident';
  INSERT INTO resident_name (user_id, first_name_lower, last_name_lower)
  SELECT n.id, lower(n.first_name), lower(n.last_name) FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE n.user_type = 'resident'
    AND (o.first_name, o.last_name, o.user_type) IS DISTINCT FROM (n.first_name, n.last_name, n.user_type)
  ORDER BY n.id
  ON CONFLICT (user_id) DO UPDATE SET first_name_lower = EXCLUDED.first_name_lower, last_name_lower = EXCLUDED.last_name_lower`;

/** Read by the migration that added the barangay, to go back to these. */
export const RESIDENT_NAME_TRIGGER_BODIES = { onInsert: ON_INSERT, onUpdate: ON_UPDATE };

// A deleted account's row goes with it through the foreign key's ON DELETE CASCADE.
const TRIGGERS = [
  { op: 'INSERT', tables: 'NEW TABLE AS new_rows', body: ON_INSERT },
  { op: 'UPDATE', tables: 'OLD TABLE AS old_rows NEW TABLE AS new_rows', body: ON_UPDATE },
] as const;

export class ResidentNameSearch1764700000000 implements MigrationInterface {
  name = 'ResidentNameSearch1764700000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE resident_name (
        user_id    integer PRIMARY KEY REFERENCES "user"(id) ON DELETE CASCADE,
        first_name_lower text NOT NULL,
        last_name_lower  text NOT NULL
      )`);
    for (const { op, tables, body } of TRIGGERS) {
      const name = `resident_name_on_${op.toLowerCase()}`;
      await q.query(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN ${body};
          RETURN NULL;
        END $$`);
      await q.query(`CREATE TRIGGER ${name} AFTER ${op} ON "user" REFERENCING ${tables}
        FOR EACH STATEMENT EXECUTE FUNCTION ${name}()`);
    }
    // The residents already stored; the indexes are built once, after the copy.
    await q.query(`INSERT INTO resident_name (user_id, first_name_lower, last_name_lower)
      SELECT id, lower(first_name), lower(last_name) FROM "user" WHERE user_type = 'resident'`);
    await q.query(`CREATE INDEX idx_resident_name_first_name_trgm ON resident_name USING gin (first_name_lower gin_trgm_ops)`);
    await q.query(`CREATE INDEX idx_resident_name_last_name_trgm ON resident_name USING gin (last_name_lower gin_trgm_ops)`);
    await q.query(`ANALYZE resident_name`);
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const { op } of TRIGGERS) {
      const name = `resident_name_on_${op.toLowerCase()}`;
      await q.query(`DROP TRIGGER ${name} ON "user"`);
      await q.query(`DROP FUNCTION ${name}()`);
    }
    await q.query(`DROP TABLE resident_name`);
  }
}
