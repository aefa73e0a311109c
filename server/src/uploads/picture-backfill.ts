import type { DataSource } from 'typeorm';
import type { FileStorage } from './file-storage';

/**
 * The columns of each public picture: its key and its sizes (`projectPhotoKey` beside `projectPhotoSizes`),
 * read from the entities, so a new picture column needs only those two names.
 */
export function pictureSizeColumns(db: DataSource): Array<{ table: string; key: string; sizes: string }> {
  return db.entityMetadatas.flatMap((meta) => meta.columns
    .filter((column) => /Sizes$/.test(column.propertyName))
    .flatMap((sizes) => {
      const key = meta.columns.find((column) => column.propertyName === sizes.propertyName.replace(/Sizes$/, 'Key'));
      return key ? [{ table: meta.tableName, key: key.databaseName, sizes: sizes.databaseName }] : [];
    }));
}

export interface BackfillReport {
  /** Pictures that got their copies and sizes. */
  made: number;
  /** Pictures a row names whose file is not in the uploads folder (left as they were: shown unsized). */
  missing: number;
}

/**
 * Gives every public picture stored before pictures had resized copies (docs/architecture.md#picture-variants)
 * its copies and its sizes, once: it picks only rows whose sizes are still empty, and writes them only while
 * the row still names the same picture, so running it again, or beside an administrator replacing that
 * picture, changes nothing more. `stopped` is asked between pictures (the portal shutting down).
 */
export async function backfillPictureVariants(storage: FileStorage, db: DataSource, stopped: () => boolean = () => false): Promise<BackfillReport> {
  const report: BackfillReport = { made: 0, missing: 0 };
  for (const { table, key, sizes } of pictureSizeColumns(db)) {
    const rows: Array<{ key: string }> = await db.query(
      `SELECT DISTINCT "${key}" AS key FROM "${table}" WHERE "${key}" IS NOT NULL AND "${sizes}" IS NULL`);
    for (const row of rows) {
      if (stopped()) return report;
      const made = await storage.addVariants(row.key);
      if (!made) {
        report.missing += 1;
        continue;
      }
      await db.query(`UPDATE "${table}" SET "${sizes}" = $1 WHERE "${key}" = $2 AND "${sizes}" IS NULL`, [JSON.stringify(made), row.key]);
      report.made += 1;
    }
  }
  return report;
}
