import type { DataSource } from 'typeorm';
import type { Logger } from '../common/logger';
import { HEADER_BYTES, isEncryptedFile, keyIdOfFile, type MasterKey } from './file-encryption';
import { type FileStorage, isStorageKey } from './file-storage';
import type { PassOutcome } from './private-files';
import type { StorageDriver } from './storage-driver';
import { markStorage, storageMarked } from './storage-marks';

/** How many private files came out of a pass each way. Counts only: nothing about whose files they are. */
export type PassCounts = Record<PassOutcome, number>;

/** The key ids of the files a pass could not read, each with how many: what an operator needs to find the key. */
export interface PassReport {
  counts: PassCounts;
  unreadableKeyIds: Record<string, number>;
}

type FileStep = (name: string) => Promise<PassOutcome>;

/** Runs `step` on every private file, one after the other (a pass runs beside a serving portal: it takes no more). */
async function pass(storage: FileStorage, step: FileStep): Promise<PassReport> {
  const counts: PassCounts = { rewrapped: 0, encrypted: 0, unchanged: 0, unreadable: 0, gone: 0 };
  const unreadableKeyIds: Record<string, number> = {};
  for (const name of await storage.keys('private')) {
    const outcome = await step(name);
    counts[outcome] += 1;
    if (outcome === 'unreadable') {
      const keyId = await storage.encrypted().keyIdOf(name) ?? 'a damaged header';
      unreadableKeyIds[keyId] = (unreadableKeyIds[keyId] ?? 0) + 1;
    }
  }
  return { counts, unreadableKeyIds };
}

/**
 * The start-up step of encryption at rest (docs/architecture.md#privacy-encryption): every plain private file, as an
 * install from before it stored them, is encrypted in place with the current key; files already encrypted are only
 * looked at (their header). Idempotent, and safe to cut short: each file is replaced whole (PrivateFiles). Logged as
 * counts; files under a key the portal does not have are logged with that key's id, for the operator to bring it back.
 */
export async function encryptPlainPrivateFiles(storage: FileStorage, logger: Logger): Promise<PassReport> {
  const report = await pass(storage, (name) => storage.encrypted().encryptIfPlain(name));
  if (report.counts.encrypted > 0) {
    logger.info({ encrypted: report.counts.encrypted }, 'Encryption at rest: encrypted the private files stored before it');
  }
  if (report.counts.unreadable > 0) {
    logger.warn({ unreadable: report.counts.unreadable, keyIds: report.unreadableKeyIds },
      'Encryption at rest: private files wrapped by a key this portal does not have, or damaged; they cannot be shown. '
      + 'Set DATA_ENCRYPTION_KEY (or DATA_ENCRYPTION_KEY_PREVIOUS) to that key, or put back DATA_DIR/data-encryption-key');
  }
  return report;
}

/** A rotation's pass: every private file's data key re-wrapped with `target` (a plain one encrypted with it). */
export async function rewrapPrivateFiles(storage: FileStorage, target: MasterKey): Promise<PassReport> {
  return await pass(storage, (name) => storage.encrypted().rewrap(name, target));
}

/** How many encrypted files `storedKeyIds` reads the header of at most: enough to name the keys, never the whole bucket. */
const KEY_ID_SAMPLE = 100;

/**
 * The ids of the master keys that wrapped the stored private files, from the headers of the first of them (at most
 * KEY_ID_SAMPLE): what the start asks before it generates a key, so that it never makes one for a bucket whose files
 * are under another.
 */
export async function storedKeyIds(driver: StorageDriver): Promise<string[]> {
  const ids = new Set<string>();
  let read = 0;
  for (const { name } of await driver.list('private')) {
    if (read >= KEY_ID_SAMPLE) break;
    if (!isStorageKey(name)) continue;
    const head = await driver.readHead('private', name, HEADER_BYTES);
    if (!head || !isEncryptedFile(head)) continue;
    read += 1;
    try {
      ids.add(keyIdOfFile(head));
    } catch {
      ids.add('(a damaged or newer header)');
    }
  }
  return [...ids];
}

/** The start-up pass over a storage, remembered in the database (storage-marks.ts) for the storages that name themselves. */
const PLAIN_FILES_PASS = 'private-files-encrypted';

/**
 * The start-up pass, once per storage: a bucket shared by replicas is not read object by object at every start of
 * every replica. The local folder's pass runs at every start, as before (reading local file headers is quick, and a
 * plain file put back by hand is encrypted at the next start). The mark is set only after a pass that found every file
 * readable, so a file under a missing key is warned about at each start until the key is back. storage:migrate
 * encrypts what it copies, so the mark stays true when it adds files; whoever copies plain files into the bucket by
 * other means must clear it (docs/architecture.md#object-storage).
 */
export async function encryptPlainPrivateFilesOnce(storage: FileStorage, db: DataSource, logger: Logger): Promise<PassReport | null> {
  const identity = storage.driver.identity;
  if (identity === null) return await encryptPlainPrivateFiles(storage, logger);
  if (await storageMarked(db, identity, PLAIN_FILES_PASS)) {
    logger.debug('Encryption at rest: the private files of this storage were checked at an earlier start');
    return null;
  }
  const report = await encryptPlainPrivateFiles(storage, logger);
  if (report.counts.unreadable === 0) await markStorage(db, identity, PLAIN_FILES_PASS);
  return report;
}
