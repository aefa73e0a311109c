import type { DataSource, EntityManager } from 'typeorm';

/**
 * `work` reading one consistent snapshot of the database (a read-only REPEATABLE READ transaction): an export read
 * in batches while it is written to the client shows the lists as they were when it began, none of its rows twice or
 * missing because of a change made meanwhile.
 */
export async function inOneSnapshot<T>(db: DataSource, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  return await db.transaction('REPEATABLE READ', async (manager) => {
    await manager.query('SET TRANSACTION READ ONLY');
    return await work(manager);
  });
}
