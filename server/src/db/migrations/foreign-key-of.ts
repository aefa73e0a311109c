import type { QueryRunner } from 'typeorm';

/** The name of the foreign key on `table`'s `column`, as PostgreSQL named it when the table was made. */
export async function foreignKeyOf(q: QueryRunner, table: string, column: string): Promise<string> {
  const [row]: Array<{ name: string }> = await q.query(`
    SELECT c.conname AS name FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
    WHERE c.conrelid = $1::regclass AND c.contype = 'f' AND a.attname = $2`, [table, column]);
  return row.name;
}
