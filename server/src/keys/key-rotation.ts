import { randomBytes } from 'node:crypto';
import { readFile, rm, rmdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createWholePrivateFile } from '../common/private-file';
import { isProcessAlive } from '../common/process-alive';
import type { AppConfig } from '../config/env';
import { MASTER_KEY_BYTES, type MasterKey, masterKeyOf } from '../uploads/file-encryption';
import { masterKeysFor, openFileStorage, storageDriverOf } from '../uploads/open-storage';
import { type PassReport, rewrapPrivateFiles } from '../uploads/private-file-pass';
import {
  createKeyFile, KEY_FILE, MasterKeyRing, PREVIOUS_KEY_FILE, readKeyFile, replaceKeyFile,
} from './data-encryption-key';

/** Held while a rotation of the generated key runs: `<host> <pid>`, so a second one is refused. */
const LOCK_FILE = 'data-encryption-key.rotating';

/** A rotation that cannot be done as asked; the message says what to do instead. */
export class RotationRefused extends Error {}

export interface RotationResult {
  /** The key every readable private file is wrapped with now. */
  keyId: string;
  /** `generated`: the new key is in DATA_DIR already. `environment`: DATA_ENCRYPTION_KEY must be switched to it, if it is new. */
  keySource: 'generated' | 'environment';
  /** The operator gave a new key (NEW_DATA_ENCRYPTION_KEY) that the portal's settings do not hold yet. */
  switchSetting: boolean;
  /** A rotation cut short was taken up again. */
  resumed: boolean;
  report: PassReport;
}

/** Where the files are: DATA_DIR/uploads, or the bucket of `objectStorage` (docs/architecture.md#object-storage). */
type RotationConfig = Pick<AppConfig, 'dataDir' | 'dataEncryptionKey' | 'previousDataEncryptionKey'> & Partial<Pick<AppConfig, 'objectStorage'>>;

/**
 * `npm run rotate-key` (docs/architecture.md#privacy-encryption): every private file's data key is re-wrapped with a
 * new master key; the content is not re-encrypted.
 *
 * The generated key (DATA_DIR/data-encryption-key): the current key is first kept as data-encryption-key.previous,
 * then replaced by a new one; the files are re-wrapped one by one (each rewritten whole and renamed into place), and
 * the previous key is removed when every file has been through. A portal running meanwhile reads the key files again
 * when it meets a file under a key it does not know, and before it stores one, so files under either key stay
 * readable to it. Cut short, the previous key stays, and the next run takes the same rotation up again.
 *
 * DATA_ENCRYPTION_KEY from the environment: the files are re-wrapped with NEW_DATA_ENCRYPTION_KEY when given, else
 * with DATA_ENCRYPTION_KEY itself (after the operator switched it, with the old key in DATA_ENCRYPTION_KEY_PREVIOUS);
 * files under any of these keys are read.
 */
export async function rotateDataEncryptionKey(config: RotationConfig, newKey: Buffer | undefined): Promise<RotationResult> {
  if (config.dataEncryptionKey) return await rotateConfiguredKey(config, config.dataEncryptionKey, newKey);
  if (newKey) {
    throw new RotationRefused('NEW_DATA_ENCRYPTION_KEY is for a DATA_ENCRYPTION_KEY set in the environment. The generated key in '
      + 'DATA_DIR is replaced by a new generated key: run again without NEW_DATA_ENCRYPTION_KEY.');
  }
  return await withRotationLock(config.dataDir, async () => {
    const { target, resumed } = await beginRotation(config.dataDir);
    const driver = storageDriverOf(config);
    const report = await rewrapAll(config, await masterKeysFor(config, driver), target, driver);
    // Every file has been through: none is left under the previous key that this key could open.
    await rm(path.join(config.dataDir, PREVIOUS_KEY_FILE), { force: true });
    return { keyId: target.id, keySource: 'generated', switchSetting: false, resumed, report };
  });
}

async function rotateConfiguredKey(
  config: RotationConfig, configured: Buffer, newKey: Buffer | undefined,
): Promise<RotationResult> {
  if (!newKey && !config.previousDataEncryptionKey) {
    throw new RotationRefused('DATA_ENCRYPTION_KEY is set in the environment, so the new key comes from there too. Either give it '
      + 'in NEW_DATA_ENCRYPTION_KEY (32 bytes, e.g. from `openssl rand -base64 32`), or first switch the portal to '
      + 'DATA_ENCRYPTION_KEY=<new key> with DATA_ENCRYPTION_KEY_PREVIOUS=<old key> and run this with the same settings.');
  }
  const target = masterKeyOf(newKey ?? configured);
  const others = [configured, config.previousDataEncryptionKey].filter((key): key is Buffer => key !== undefined).map(masterKeyOf);
  const ring = new MasterKeyRing(target, others, null);
  const report = await rewrapAll(config, ring, target);
  return { keyId: target.id, keySource: 'environment', switchSetting: newKey !== undefined && !newKey.equals(configured), resumed: false, report };
}

async function rewrapAll(config: RotationConfig, ring: MasterKeyRing, target: MasterKey, driver = storageDriverOf(config)): Promise<PassReport> {
  const storage = openFileStorage(config, ring, driver);
  try {
    await storage.check();
    return await rewrapPrivateFiles(storage, target);
  } finally {
    // Its staging folder, when empty (not when shared with a portal in the same process, as in the tests, and busy).
    await rmdir(storage.instanceDir()).catch(() => undefined);
    await storage.close();
  }
}

/**
 * The previous key kept, then the current one replaced; or, after a rotation cut short, the same target as that one
 * had (the previous key file is still there).
 */
async function beginRotation(dataDir: string): Promise<{ target: MasterKey; resumed: boolean }> {
  const current = await readKeyFile(dataDir, KEY_FILE);
  if (!current) {
    throw new RotationRefused(`There is no ${path.join(dataDir, KEY_FILE)}: the portal makes it at its first start (check DATA_DIR).`);
  }
  const previous = await readKeyFile(dataDir, PREVIOUS_KEY_FILE);
  if (previous && previous.id !== current.id) return { target: current, resumed: true };
  if (!previous) await createKeyFile(dataDir, PREVIOUS_KEY_FILE, current.secret);
  const target = masterKeyOf(randomBytes(MASTER_KEY_BYTES));
  await replaceKeyFile(dataDir, KEY_FILE, target.secret);
  return { target, resumed: previous !== null };
}

/** Runs `work` as the only rotation of this DATA_DIR; a lock left by a rotation that died on this machine is taken over. */
async function withRotationLock<T>(dataDir: string, work: () => Promise<T>): Promise<T> {
  const lock = path.join(dataDir, LOCK_FILE);
  const owner = `${os.hostname()} ${process.pid}`;
  if (!(await createWholePrivateFile(lock, owner))) {
    const [host, pid] = (await readFile(lock, 'utf8').catch(() => '')).trim().split(' ');
    const abandoned = host === os.hostname() && !isProcessAlive(Number(pid));
    if (!abandoned) {
      throw new RotationRefused(`Another key rotation is running (process ${pid ?? '?'} on ${host || '?'}). `
        + `If none is, remove ${lock} and run this again.`);
    }
    await rm(lock, { force: true });
    if (!(await createWholePrivateFile(lock, owner))) throw new RotationRefused('Another key rotation started just now: let it finish.');
  }
  try {
    return await work();
  } finally {
    await rm(lock, { force: true });
  }
}

/** What a rotation did, for the operator: counts and key ids, never a file's name or content. */
export function describeRotation(result: RotationResult): string[] {
  const { counts, unreadableKeyIds } = result.report;
  const lines = [
    `${result.resumed ? 'Took up the rotation cut short and re-wrapped' : 'Re-wrapped'} the private files with the key ${result.keyId}: `
      + `${counts.rewrapped} re-wrapped, ${counts.unchanged} already were, ${counts.encrypted} encrypted (stored before encryption at rest), `
      + `${counts.gone} removed meanwhile.`,
  ];
  if (counts.unreadable > 0) {
    const byKey = Object.entries(unreadableKeyIds).map(([id, count]) => `${count} under ${id}`).join(', ');
    lines.push(`${counts.unreadable} could not be read (${byKey}): wrapped by a key this rotation was not given, or damaged. They are left as they were.`);
  }
  if (result.keySource === 'generated') {
    lines.push(`The new key is in DATA_DIR/${KEY_FILE} and the previous one is gone: a running portal uses the new key at once. `
      + 'Back the key file up apart from the backups of the data.');
  } else if (result.switchSetting) {
    lines.push('Now set DATA_ENCRYPTION_KEY to the new key (the value of NEW_DATA_ENCRYPTION_KEY) and restart the portal: '
      + 'until then it cannot show the re-wrapped files. Keep the old key until the restart is done, then destroy it.');
  } else {
    lines.push('Every file is under DATA_ENCRYPTION_KEY now: remove DATA_ENCRYPTION_KEY_PREVIOUS and restart the portal, then destroy the old key.');
  }
  return lines;
}
