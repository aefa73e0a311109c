/**
 * A list's sort direction. Kept apart from pagination.ts (which registers it with GraphQL) so the list engine
 * (db/list-query.ts) and the rules it serves need no GraphQL to load.
 */
export enum SortDirection {
  ASC = 'ASC',
  DESC = 'DESC',
}
