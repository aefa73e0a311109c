import type { WhereExpressionBuilder } from 'typeorm';

/**
 * The lower-case `LIKE` pattern matching `search` anywhere, with LIKE's own wildcards taken literally, or
 * `undefined` for a search that is empty or only spaces (which keeps every row). Trimmed here, once.
 */
export function containsPattern(search: string | null | undefined): string | undefined {
  const text = search?.trim();
  return text ? `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%` : undefined;
}

/**
 * Keeps, in a list query, the rows where one of `columns` holds the search text in any letter case; a search
 * that is empty or only spaces keeps every row. `lower(column) LIKE '%…%'` is the expression the trigram
 * indexes of the migrations index, where a column has one.
 */
export function whereAnyContains<Q extends WhereExpressionBuilder>(query: Q, columns: readonly [string, ...string[]], search: string | null | undefined): Q {
  const pattern = containsPattern(search);
  if (pattern) query.andWhere(`(${columns.map((column) => `lower(${column}) LIKE :pattern`).join(' OR ')})`, { pattern });
  return query;
}
