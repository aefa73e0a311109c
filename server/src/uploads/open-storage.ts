import path from 'node:path';
import { loadMasterKeyRing, type MasterKeyRing } from '../keys/data-encryption-key';
import type { AppConfig } from '../config/env';
import { FileStorage } from './file-storage';
import { LocalFolder } from './local-folder';
import { storedKeyIds } from './private-file-pass';
import type { MasterKeys } from './private-files';
import { S3Bucket } from './s3-bucket';
import type { StorageDriver } from './storage-driver';

type StorageConfig = Pick<AppConfig, 'dataDir'> & Partial<Pick<AppConfig, 'objectStorage'>>;

/** DATA_DIR/uploads: the files themselves by default, and always the staging folder of uploads under way. */
export function uploadsRoot(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

/** The configured place of the files (docs/architecture.md#object-storage): the bucket when S3_* is set, else the local folder. */
export function storageDriverOf(config: StorageConfig): StorageDriver {
  return config.objectStorage ? new S3Bucket(config.objectStorage) : new LocalFolder(uploadsRoot(config.dataDir));
}

/** The portal's file storage as configured; `keys` to keep private files (valid IDs) too. */
export function openFileStorage(config: StorageConfig, keys?: MasterKeys, driver: StorageDriver = storageDriverOf(config)): FileStorage {
  return new FileStorage(uploadsRoot(config.dataDir), keys, driver);
}

/**
 * The master keys (keys/data-encryption-key.ts) for the files of `driver`: a key is never generated while its files are
 * encrypted with one that is missing, which is asked of the local folder as before, or of the bucket's objects.
 */
export async function masterKeysFor(
  config: StorageConfig & Pick<AppConfig, 'dataEncryptionKey' | 'previousDataEncryptionKey'>, driver: StorageDriver,
): Promise<MasterKeyRing> {
  return await loadMasterKeyRing(config, driver.folder('private') ?? (() => storedKeyIds(driver)));
}
