import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Counters behind the dashboard's resident figures, kept exact by statement-level triggers on "user" in
 * the same transaction as every change. Counting 250,000 rows per dashboard view costs ~150 ms on a 2-core
 * machine; summing these counters (a few rows, plus one row per distinct birthdate for the age groups,
 * which move with today's date and so cannot be counters themselves) costs a few milliseconds.
 */

/**
 * Adds the net change of `changedRows` (rows of "user" with a `delta` column, +1 or -1) to the counters.
 * Counter rows are locked in key order, so concurrent transactions cannot deadlock on them.
 */
export function residentCounterChanges(changedRows: string): string {
  return `
    INSERT INTO resident_stat_count AS c (stat, residents)
    SELECT stat, sum(delta)::int FROM (
      SELECT unnest(array_remove(ARRAY['total', 'gender:' || gender::text, 'employed:' || is_employed::text,
                                       'voter:' || is_voter::text], NULL)) AS stat, delta
      FROM (${changedRows}) changed WHERE user_type = 'resident'
    ) keyed
    GROUP BY stat HAVING sum(delta) <> 0 ORDER BY stat
    ON CONFLICT (stat) DO UPDATE SET residents = c.residents + EXCLUDED.residents;

    INSERT INTO resident_birthdate_count AS c (birthdate, residents)
    SELECT birthdate, sum(delta)::int
    FROM (${changedRows}) changed WHERE user_type = 'resident' AND birthdate IS NOT NULL
    GROUP BY birthdate HAVING sum(delta) <> 0 ORDER BY birthdate
    ON CONFLICT (birthdate) DO UPDATE SET residents = c.residents + EXCLUDED.residents;`;
}

const TRIGGERS = [
  { op: 'INSERT', tables: 'NEW TABLE AS new_rows', rows: 'SELECT *, 1 AS delta FROM new_rows' },
  { op: 'DELETE', tables: 'OLD TABLE AS old_rows', rows: 'SELECT *, -1 AS delta FROM old_rows' },
  {
    op: 'UPDATE',
    tables: 'OLD TABLE AS old_rows NEW TABLE AS new_rows',
    rows: 'SELECT *, -1 AS delta FROM old_rows UNION ALL SELECT *, 1 AS delta FROM new_rows',
  },
] as const;

export class ResidentStatistics1764000000000 implements MigrationInterface {
  name = 'ResidentStatistics1764000000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE resident_stat_count (stat text PRIMARY KEY, residents integer NOT NULL)`);
    await q.query(`CREATE TABLE resident_birthdate_count (birthdate date PRIMARY KEY, residents integer NOT NULL)`);
    for (const { op, tables, rows } of TRIGGERS) {
      const name = `resident_stats_on_${op.toLowerCase()}`;
      await q.query(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN ${residentCounterChanges(rows)}
          RETURN NULL;
        END $$`);
      await q.query(`CREATE TRIGGER ${name} AFTER ${op} ON "user" REFERENCING ${tables}
        FOR EACH STATEMENT EXECUTE FUNCTION ${name}()`);
    }
    // The residents already stored.
    for (const statement of residentCounterChanges('SELECT *, 1 AS delta FROM "user"').split(';').filter((s) => s.trim())) {
      await q.query(statement);
    }
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const { op } of TRIGGERS) {
      const name = `resident_stats_on_${op.toLowerCase()}`;
      await q.query(`DROP TRIGGER ${name} ON "user"`);
      await q.query(`DROP FUNCTION ${name}()`);
    }
    await q.query(`DROP TABLE resident_birthdate_count`);
    await q.query(`DROP TABLE resident_stat_count`);
  }
}
