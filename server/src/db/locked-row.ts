import type { EntityManager, EntityTarget, FindOptionsWhere, ObjectLiteral } from 'typeorm';

/**
 * The row with this id (and, for a barangay's record, of that barangay: `{ id, barangayId }`), locked until the
 * transaction ends, so a concurrent update or delete of the same record waits and then sees this one's result
 * (e.g. which picture file the record points at).
 */
export async function lockedRow<T extends ObjectLiteral & { id: number }>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  key: number | FindOptionsWhere<T>,
  notFound: () => Error,
): Promise<T> {
  const where = (typeof key === 'number' ? { id: key } : key) as FindOptionsWhere<T>;
  const row = await manager.findOne(entity, { where, lock: { mode: 'pessimistic_write' } });
  if (!row) throw notFound();
  return row;
}
