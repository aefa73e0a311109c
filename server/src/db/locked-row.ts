import type { EntityManager, EntityTarget, FindOptionsWhere, ObjectLiteral } from 'typeorm';

/**
 * The row with this id, locked until the transaction ends, so a concurrent update or delete of the same
 * record waits and then sees this one's result (e.g. which picture file the record points at).
 */
export async function lockedRow<T extends ObjectLiteral & { id: number }>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  id: number,
  notFound: () => Error,
): Promise<T> {
  const row = await manager.findOne(entity, { where: { id } as FindOptionsWhere<T>, lock: { mode: 'pessimistic_write' } });
  if (!row) throw notFound();
  return row;
}
