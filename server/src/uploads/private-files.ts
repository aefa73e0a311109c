import { writeFile } from 'node:fs/promises';
import {
  decryptFile, encryptFile, HEADER_BYTES, isEncryptedFile, keyIdOfFile, type MasterKey, type MasterKeyLookup, rewrapFile,
  UnreadableFileError,
} from './file-encryption';
import type { StorageDriver } from './storage-driver';

/** What private files need of the master keys (MasterKeyRing, keys/data-encryption-key.ts). */
export interface MasterKeys {
  /** The key new files are wrapped with, as last read. */
  current(): MasterKey;
  find: MasterKeyLookup;
  /** Reads the keys again where they can change while the portal runs (a rotation); answers the current key. */
  refresh(): Promise<MasterKey>;
}

/** Private files are for the portal's own user only. */
const PRIVATE_FILE_MODE = 0o600;

/** What became of one file in a pass over the folder (at start, or in a rotation). */
export type PassOutcome =
  /** Re-wrapped with the pass's key. */
  | 'rewrapped'
  /** A plain file (stored before encryption at rest): now encrypted. */
  | 'encrypted'
  /** Already as the pass wants it. */
  | 'unchanged'
  /** Wrapped by a key this process does not have, or damaged: left as it is. */
  | 'unreadable'
  /** Removed meanwhile (a replaced or deleted ID). */
  | 'gone';

/**
 * The private files (valid IDs), each encrypted at rest (file-encryption.ts) under its storage key, wherever the storage
 * driver keeps them (a bucket only ever sees the ciphertext). Every rewrite (a new file, a plain file encrypted, a data
 * key re-wrapped) is written whole and then put in place of the file (StorageDriver.replace): a reader, or a crash, sees
 * the old file or the new.
 */
export class PrivateFiles {
  constructor(
    private readonly driver: StorageDriver,
    /** The staging folder of this process (FileStorage.instanceDir): the upload sweep empties it should the process die. */
    private readonly stagingDir: () => string,
    private readonly keys: MasterKeys,
  ) {}

  /** Writes `plain`, the content of the file to be named `name`, encrypted to `target` (a staged file); answers the key used. */
  async writeStaged(plain: Buffer, name: string, target: string): Promise<MasterKey> {
    // Read again: a rotation running beside the portal may have replaced the key.
    const master = await this.keys.refresh();
    await writeFile(target, encryptFile(plain, name, master), { flag: 'wx', mode: PRIVATE_FILE_MODE });
    return master;
  }

  /**
   * Called once a file written with `used` has its name. A rotation that replaced the key meanwhile may have listed
   * the folder before the file was there: the file is re-wrapped now, so that none stays under the retired key.
   */
  async followRotation(name: string, used: MasterKey): Promise<void> {
    const current = await this.keys.refresh();
    if (current.id !== used.id) await this.rewrap(name, current);
  }

  /** The checked content of the file `name`; null when there is none. Throws UnreadableFileError when it cannot be trusted. */
  async read(name: string): Promise<Buffer | null> {
    const file = await this.driver.read('private', name);
    if (!file) return null;
    try {
      return decryptFile(file, name, this.keys.find);
    } catch (error) {
      if (!(error instanceof UnreadableFileError) || error.reason !== 'unknown-key') throw error;
      // Re-wrapped by a rotation running beside the portal: its key is in the key files now.
      await this.keys.refresh();
      return decryptFile(file, name, this.keys.find);
    }
  }

  /** Re-wraps the data key of `name` with `target` (the content is not re-encrypted); a plain file is encrypted with it. */
  async rewrap(name: string, target: MasterKey): Promise<PassOutcome> {
    const head = await this.head(name);
    if (!head) return 'gone';
    if (!isEncryptedFile(head)) return await this.encryptPlain(name, target);
    if (headerKeyId(head) === target.id) return 'unchanged';
    const file = await this.driver.read('private', name);
    if (!file) return 'gone';
    let rewrapped: Buffer;
    try {
      rewrapped = rewrapFile(file, this.keys.find, target);
    } catch (error) {
      if (error instanceof UnreadableFileError) return 'unreadable';
      throw error;
    }
    return await this.replace(name, rewrapped) ? 'rewrapped' : 'gone';
  }

  /**
   * The start-up step for a file of an install from before encryption at rest: a plain file is encrypted with the
   * current key; an encrypted one is only looked at (its header), and said unreadable when its key is not known.
   */
  async encryptIfPlain(name: string): Promise<PassOutcome> {
    const head = await this.head(name);
    if (!head) return 'gone';
    if (!isEncryptedFile(head)) return await this.encryptPlain(name, this.keys.current());
    const keyId = headerKeyId(head);
    return keyId !== null && this.keys.find(keyId) ? 'unchanged' : 'unreadable';
  }

  /** The key id in an encrypted file's header (null when the header is damaged or of a newer format). */
  async keyIdOf(name: string): Promise<string | null> {
    const head = await this.head(name);
    return head ? headerKeyId(head) : null;
  }

  /** The header's worth of the file's first bytes (only those are read); null when it is gone. */
  private async head(name: string): Promise<Buffer | null> {
    return await this.driver.readHead('private', name, HEADER_BYTES);
  }

  private async encryptPlain(name: string, master: MasterKey): Promise<PassOutcome> {
    const plain = await this.driver.read('private', name);
    if (!plain) return 'gone';
    // Another process (a replica starting too) may have encrypted it since its first bytes were read.
    if (isEncryptedFile(plain)) return 'unchanged';
    return await this.replace(name, encryptFile(plain, name, master)) ? 'encrypted' : 'gone';
  }

  /** Puts `bytes` in place of the file `name`, unless it was removed meanwhile (then no file comes back to life). */
  private async replace(name: string, bytes: Buffer): Promise<boolean> {
    return await this.driver.replace('private', name, bytes, this.stagingDir());
  }
}

function headerKeyId(head: Buffer): string | null {
  try {
    return keyIdOfFile(head);
  } catch {
    return null;
  }
}
