import type { DataSource } from 'typeorm';

/**
 * What has been done once for a whole storage (a bucket: StorageDriver.identity), recorded in `storage_mark` (migration
 * StorageMarks1767300000000) so that every replica's start knows it without reading the storage again.
 */
export async function storageMarked(db: DataSource, storage: string, mark: string): Promise<boolean> {
  const rows: unknown[] = await db.query('SELECT 1 FROM storage_mark WHERE storage = $1 AND mark = $2', [storage, mark]);
  return rows.length > 0;
}

/** Records the mark; two replicas recording it at once both succeed. */
export async function markStorage(db: DataSource, storage: string, mark: string): Promise<void> {
  await db.query('INSERT INTO storage_mark (storage, mark) VALUES ($1, $2) ON CONFLICT DO NOTHING', [storage, mark]);
}
