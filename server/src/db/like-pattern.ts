import type { WhereExpressionBuilder } from 'typeorm';

/** A lower-case `LIKE` pattern matching `text` (already trimmed) anywhere, with LIKE's own wildcards taken literally. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * Keeps, in a list query, the rows where one of `columns` holds the search text in any letter case; a search
 * that is empty or only spaces keeps every row. `lower(column) LIKE '%…%'` is the expression the trigram
 * indexes of the migrations index, where a column has one.
 */
export function whereAnyContains<Q extends WhereExpressionBuilder>(query: Q, columns: readonly [string, ...string[]], search: string | null | undefined): Q {
  const text = search?.trim();
  if (text) query.andWhere(`(${columns.map((column) => `lower(${column}) LIKE :pattern`).join(' OR ')})`, { pattern: likePattern(text) });
  return query;
}
