import { MigrationInterface, QueryRunner } from 'typeorm';

/** Each accented letter of the names the registry holds (Spanish and Filipino spellings, Latin-1) and its plain letter. */
const ACCENTED = 'ÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕóòôöõÚÙÛÜúùûüÑñÇçÝýÿ';
const PLAIN = 'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuunnccyyy';

const NAMES = `last_name || E'\\x1f' || first_name || E'\\x1f' || coalesce(middle_name, '')`;

/**
 * The registry search ignores accents as it ignores letter case: "Pena" finds "Peña", as one person is
 * recognised whatever the accents (domain same-person.ts). `search_text` folds a text to plain lower-case letters;
 * the stored search copy of an inhabitant's names is folded, and so is the search (registry-filters.ts), so the
 * trigram index still serves it. It folds before lower(), which under the C collation leaves "Ñ" as it is.
 * translate() rather than the unaccent extension: a stored column needs an immutable function, which unaccent is not.
 */
export class AccentInsensitiveSearch1766500000000 implements MigrationInterface {
  name = 'AccentInsensitiveSearch1766500000000';

  async up(q: QueryRunner): Promise<void> {
    if (ACCENTED.length !== PLAIN.length) throw new Error('every accented letter needs its plain letter');
    await q.query(`
      CREATE FUNCTION search_text(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
      AS $$ SELECT lower(translate($1, '${ACCENTED}', '${PLAIN}')) $$`);
    await replaceSearchNames(q, `search_text(${NAMES})`);
  }

  async down(q: QueryRunner): Promise<void> {
    await replaceSearchNames(q, `lower(${NAMES})`);
    await q.query(`DROP FUNCTION search_text(text)`);
  }
}

/** A generated column's expression cannot be altered (before PostgreSQL 17): the column and its index are made again. */
async function replaceSearchNames(q: QueryRunner, expression: string): Promise<void> {
  await q.query(`ALTER TABLE inhabitant DROP COLUMN search_names`);
  await q.query(`ALTER TABLE inhabitant ADD COLUMN search_names text GENERATED ALWAYS AS (${expression}) STORED`);
  await q.query(`CREATE INDEX idx_inhabitant_search_names ON inhabitant USING gin (search_names gin_trgm_ops)`);
}
