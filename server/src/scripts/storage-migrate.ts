import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config/env';
import { LocalFolder } from '../uploads/local-folder';
import { masterKeysFor, uploadsRoot } from '../uploads/open-storage';
import { S3Bucket } from '../uploads/s3-bucket';
import { type CopyCounts, copyLocalFilesToBucket } from '../uploads/storage-migration';
import { STAGING_DIR } from '../uploads/file-storage';

/** Raised when there is nothing to migrate to: the message says what to set. */
class MigrationRefused extends Error {}

/**
 * `npm run storage:migrate`: copies a local install's files (DATA_DIR/uploads) into the bucket of S3_ENDPOINT and
 * S3_BUCKET (docs/architecture.md#object-storage). Prints counts only. Run it again to take up a run cut short: what is
 * already in the bucket is skipped. The local files are left as they are.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.objectStorage) {
    throw new MigrationRefused('S3_ENDPOINT and S3_BUCKET are not set: set them (and the other S3_* settings) as the portal will run with, '
      + 'then run this again to copy DATA_DIR/uploads into that bucket.');
  }
  const root = uploadsRoot(config.dataDir);
  const source = new LocalFolder(root);
  const target = new S3Bucket(config.objectStorage);
  try {
    await target.check();
    const report = await copyLocalFilesToBucket({
      source, target,
      staging: path.join(root, STAGING_DIR, `storage-migrate-${randomBytes(4).toString('hex')}`),
      currentKey: async () => (await masterKeysFor(config, source)).current(),
    });
    console.log(`Copied the files of ${root} into the bucket ${config.objectStorage.bucket} at ${config.objectStorage.endpoint}:`);
    console.log(`  public: ${describe(report.public)}`);
    console.log(`  private: ${describe(report.private)}`);
    console.log(`The local files are left as they were. Start the portal with these S3_* settings and check that pictures and valid IDs `
      + `show; then remove ${path.join(root, 'public')} and ${path.join(root, 'private')} (running this again first copies anything `
      + 'added meanwhile).');
  } finally {
    await target.close();
  }
}

function describe(counts: CopyCounts): string {
  const parts = [`${counts.copied} copied`, `${counts.alreadyThere} already there`];
  if (counts.encrypted > 0) parts.push(`${counts.encrypted} of the copied encrypted on the way (stored before encryption at rest)`);
  if (counts.notOurs > 0) parts.push(`${counts.notOurs} not the portal's, left out`);
  return parts.join(', ');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof MigrationRefused) {
    console.error(`Storage migration refused: ${error.message}`);
  } else {
    console.error('Storage migration failed (run it again: it takes up where it stopped):', error instanceof Error ? error.message : String(error));
  }
  process.exitCode = 1;
});
