import { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables with a public picture, and the column that names its file. */
const PICTURES = [['project', 'project_photo'], ['event', 'event_photo'], ['barangay_official', 'official_picture']] as const;

/**
 * Each public picture's size and the widths of its resized WebP copies
 * (docs/architecture.md#picture-variants), as `{ width, height, variants }`. Null until the copies exist:
 * pictures stored before this migration get them from the backfill at the next start
 * (uploads/picture-backfill.ts), which needs the uploads folder and sharp, so it is no SQL migration.
 */
export class PictureSizes1764800000000 implements MigrationInterface {
  name = 'PictureSizes1764800000000';

  public async up(q: QueryRunner): Promise<void> {
    for (const [table, column] of PICTURES) await q.query(`ALTER TABLE "${table}" ADD COLUMN "${column}_sizes" jsonb`);
  }

  /** The copies stay on disk; an older portal does not name them, and its upload sweep leaves names it does not know alone. */
  public async down(q: QueryRunner): Promise<void> {
    for (const [table, column] of PICTURES) await q.query(`ALTER TABLE "${table}" DROP COLUMN "${column}_sizes"`);
  }
}
