import type { Logger } from '../common/logger';
import type { MasterKey } from './file-encryption';
import type { FileStorage } from './file-storage';
import type { PassOutcome } from './private-files';

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
