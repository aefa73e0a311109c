import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { createPrivateFile, createWholePrivateFile, keepPrivate } from '../common/private-file';
import { type AppConfig, ConfigError, parseDataEncryptionKey } from '../config/env';
import {
  HEADER_BYTES, isEncryptedFile, keyIdOfFile, MASTER_KEY_BYTES, type MasterKey, masterKeyOf, type MasterKeyLookup,
} from '../uploads/file-encryption';
import { readFileHead } from '../uploads/file-head';
import { syncDirectory } from '../uploads/sync-file';

/** The generated master key, in DATA_DIR, when DATA_ENCRYPTION_KEY is not set: base64, the format that variable takes too. */
export const KEY_FILE = 'data-encryption-key';
/** The key a rotation of the generated key is replacing: present only while the rotation runs (or was cut short). */
export const PREVIOUS_KEY_FILE = 'data-encryption-key.previous';

/**
 * The master keys this process knows (docs/architecture.md#privacy-encryption): the current one, that new private
 * files are wrapped with, and any other it has met (the previous key of a rotation). Keys from the environment never
 * change while the portal runs; the generated key files may, when `npm run rotate-key` runs beside the portal: so
 * `refresh` reads them again, before a file is written and when a file names a key not known yet.
 */
export class MasterKeyRing {
  private readonly known = new Map<string, MasterKey>();

  constructor(private currentKey: MasterKey, others: readonly MasterKey[], private readonly keyDir: string | null) {
    for (const key of [currentKey, ...others]) this.known.set(key.id, key);
  }

  current(): MasterKey {
    return this.currentKey;
  }

  /** The key with this id, if this process has it (a lookup for file-encryption.ts). */
  readonly find: MasterKeyLookup = (id) => this.known.get(id);

  /** The ids of every key known, the current one first. */
  ids(): string[] {
    return [this.currentKey.id, ...[...this.known.keys()].filter((id) => id !== this.currentKey.id)];
  }

  /** Reads the generated key files again (a rotation may have replaced the current key); answers the current key. */
  async refresh(): Promise<MasterKey> {
    if (this.keyDir === null) return this.currentKey;
    const current = await readKeyFile(this.keyDir, KEY_FILE);
    const previous = await readKeyFile(this.keyDir, PREVIOUS_KEY_FILE);
    // Keys met before stay known: a file this process wrapped with one must stay readable to it.
    for (const key of [current, previous]) if (key) this.known.set(key.id, key);
    if (current) this.currentKey = current;
    return this.currentKey;
  }
}

/** The ids of the master keys that wrapped the stored private files, read from their headers (a bucket's, say). */
export type StoredKeyIds = () => Promise<string[]>;

/**
 * DATA_ENCRYPTION_KEY (and DATA_ENCRYPTION_KEY_PREVIOUS) when set; otherwise the key generated once into
 * DATA_DIR/data-encryption-key (mode 600), with the previous key of a rotation under way. A key is never generated
 * when `privateFiles` (a folder, or the storage's own look-up) already holds encrypted files: they were encrypted with a
 * key that is missing, and a new one would not open them.
 */
export async function loadMasterKeyRing(
  config: Pick<AppConfig, 'dataDir' | 'dataEncryptionKey' | 'previousDataEncryptionKey'>, privateFiles: string | StoredKeyIds,
): Promise<MasterKeyRing> {
  if (config.dataEncryptionKey) {
    const previous = config.previousDataEncryptionKey ? [masterKeyOf(config.previousDataEncryptionKey)] : [];
    return new MasterKeyRing(masterKeyOf(config.dataEncryptionKey), previous, null);
  }
  const current = await readKeyFile(config.dataDir, KEY_FILE) ?? await generateKeyFile(config.dataDir, privateFiles);
  await keepPrivate(path.join(config.dataDir, KEY_FILE));
  const previous = await readKeyFile(config.dataDir, PREVIOUS_KEY_FILE);
  return new MasterKeyRing(current, previous ? [previous] : [], config.dataDir);
}

/** A key file of DATA_DIR; null when there is none. A damaged one stops the start: guessing would lose files. */
export async function readKeyFile(dir: string, name: string): Promise<MasterKey | null> {
  let text: string;
  try {
    text = await readFile(path.join(dir, name), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const secret = parseDataEncryptionKey(text);
  if (!secret) {
    throw new ConfigError(`${path.join(dir, name)} is not a data encryption key (${MASTER_KEY_BYTES} bytes in base64): `
      + 'put back the file that was there (from where DATA_DIR is backed up), or set DATA_ENCRYPTION_KEY');
  }
  return masterKeyOf(secret);
}

/** Writes a key file that must not exist yet, complete or not at all (createWholePrivateFile); false when it existed. */
export async function createKeyFile(dir: string, name: string, secret: Buffer): Promise<boolean> {
  const made = await createWholePrivateFile(path.join(dir, name), keyFileText(secret));
  if (made) await syncDirectory(dir);
  return made;
}

/** A key file's content: the key in base64, as DATA_ENCRYPTION_KEY takes it too (so the file's content can be moved there). */
function keyFileText(secret: Buffer): string {
  return `${secret.toString('base64')}\n`;
}

/** Replaces a key file at once: a reader sees the old key or the new one, never half of either. */
export async function replaceKeyFile(dir: string, name: string, secret: Buffer): Promise<void> {
  const temporary = path.join(dir, `.${name}.${randomBytes(8).toString('hex')}.tmp`);
  await createPrivateFile(temporary, keyFileText(secret));
  try {
    await rename(temporary, path.join(dir, name));
  } finally {
    await rm(temporary, { force: true });
  }
  await syncDirectory(dir);
}

/**
 * The first start's key. Two processes starting at once end with the same key: the second finds the first's file
 * when it links its own (createKeyFile) and uses that one.
 */
async function generateKeyFile(dataDir: string, privateFiles: string | StoredKeyIds): Promise<MasterKey> {
  const orphaned = typeof privateFiles === 'string' ? await encryptedKeyIds(privateFiles) : await privateFiles();
  if (orphaned.length > 0) {
    const where = typeof privateFiles === 'string' ? privateFiles : 'The object storage (S3_BUCKET)';
    throw new ConfigError(`${where} holds files encrypted with the master key ${orphaned.join(', ')}, but there is no `
      + `${path.join(dataDir, KEY_FILE)} and DATA_ENCRYPTION_KEY is not set: put back the key file they were encrypted `
      + 'with (it is not part of a backup), or set DATA_ENCRYPTION_KEY to that key');
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(MASTER_KEY_BYTES);
  if (await createKeyFile(dataDir, KEY_FILE, secret)) return masterKeyOf(secret);
  const made = await readKeyFile(dataDir, KEY_FILE);
  if (!made) throw new Error(`${path.join(dataDir, KEY_FILE)} vanished while it was being made`);
  return made;
}

/** The ids of the master keys that wrapped the encrypted files of `dir`, read from their headers only. */
async function encryptedKeyIds(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const ids = new Set<string>();
  for (const name of names) {
    const head = await readFileHead(path.join(dir, name), HEADER_BYTES);
    if (!head || !isEncryptedFile(head)) continue;
    try {
      ids.add(keyIdOfFile(head));
    } catch {
      ids.add('(a damaged or newer header)');
    }
  }
  return [...ids];
}
