import type { FindManyOptions, FindOptionsWhere, ObjectLiteral, Repository } from 'typeorm';
import { In } from 'typeorm';

type Options<T extends ObjectLiteral> = Omit<FindManyOptions<T>, 'where'>;

/** A batch's rows grouped under the keys asked for, in the keys' order (each key's rows in the rows' order): for one-to-many loaders. */
function rowsByKey<K, R>(keys: readonly K[], rows: readonly R[], keyOf: (row: R) => K): R[][] {
  const groups = new Map<K, R[]>(keys.map((key) => [key, []]));
  for (const row of rows) groups.get(keyOf(row))?.push(row);
  return keys.map((key) => groups.get(key) ?? []);
}

/** A batch's rows matched to the keys asked for, in the keys' order, null where none matched: for one-to-one loaders. */
function rowByKey<K, R>(keys: readonly K[], rows: readonly R[], keyOf: (row: R) => K): Array<R | null> {
  const found = new Map<K, R>(rows.map((row) => [keyOf(row), row]));
  return keys.map((key) => found.get(key) ?? null);
}

async function rowsWithKeys<T extends ObjectLiteral, K extends keyof T & string>(
  repository: Repository<T>, key: K, keys: readonly T[K][], options: Options<T>,
): Promise<T[]> {
  return await repository.find({ ...options, where: { [key]: In([...keys]) } as FindOptionsWhere<T> });
}

/**
 * A batch function (RequestLoaders) for a one-to-many field: every row whose `key` is one of the keys asked
 * for, in one query, grouped by key in the keys' order (each group in `options.order`).
 */
export function manyByKey<T extends ObjectLiteral, K extends keyof T & string>(
  repository: () => Repository<T>, key: K, options: Options<T> = {},
): (keys: readonly T[K][]) => Promise<T[][]> {
  return async (keys) => rowsByKey(keys, await rowsWithKeys(repository(), key, keys, options), (row) => row[key]);
}

/** A batch function (RequestLoaders) for a one-to-one field: the row whose `key` is each key asked for, or null, in one query. */
export function oneByKey<T extends ObjectLiteral, K extends keyof T & string>(
  repository: () => Repository<T>, key: K,
): (keys: readonly T[K][]) => Promise<Array<T | null>> {
  return async (keys) => rowByKey(keys, await rowsWithKeys(repository(), key, keys, {}), (row) => row[key]);
}
