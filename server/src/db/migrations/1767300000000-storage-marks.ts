import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Passes done once over a whole file storage (docs/architecture.md#object-storage): `storage` names it (an S3 bucket as
 * `s3:<endpoint>/<bucket>`), `mark` the pass (`private-files-encrypted`: the start-up encryption of plain private files
 * found none left). A start that finds its mark skips the pass, so a bucket is not read object by object at every start
 * of every replica. The install's own bookkeeping, of no barangay: no `barangay_id`, read and written at start only.
 */
export class StorageMarks1767300000000 implements MigrationInterface {
  name = 'StorageMarks1767300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE storage_mark (
        storage   text NOT NULL,
        mark      text NOT NULL,
        marked_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (storage, mark)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE storage_mark');
  }
}
