import type { FindManyOptions, FindOptionsWhere, ObjectLiteral, Repository } from 'typeorm';
import { In } from 'typeorm';
import { rowByKey, rowsByKey } from '../http/request-loaders';

type Options<T extends ObjectLiteral> = Omit<FindManyOptions<T>, 'where'>;

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
