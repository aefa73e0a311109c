import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DomainError } from '../common/domain-error';
import { detectFileKind, EXTENSION, FileKind, isImageKind, MEDIA_TYPE } from './file-kind';
import type { MasterKey } from './file-encryption';
import { reencodedImage, reencodeImage } from './image-reencode';
import { fileTooLarge, IncomingFile } from './incoming-file';
import { LocalFolder } from './local-folder';
import { keyStem, makeVariants, type PictureSizes, type StagedVariant, variantStem } from './picture-variants';
import { type MasterKeys, PrivateFiles } from './private-files';
import type { StorageDriver, StoredObject, Visibility } from './storage-driver';

export { type Visibility, VISIBILITIES } from './storage-driver';

export interface StoreRules {
  /** The input's field name, for the error message. */
  field: string;
  accept: readonly FileKind[];
  maxBytes: number;
  /** What the field takes, for the error message: "an image", "an image or a PDF". */
  acceptDescription: string;
  /** A public picture: its resized WebP copies are made beside it (picture-variants.ts). */
  variants?: boolean;
}

export interface StoredFile {
  key: string;
  kind: FileKind;
  /** The picture's size and copies, when the rules asked for copies. */
  sizes?: PictureSizes;
}

/**
 * The folder (under the uploads root) where files are written before they get their name, pending marks,
 * and the files of uploads being received (`incoming-*`, removed when their request ends).
 */
export const STAGING_DIR = '.staging';

/** Enough of a file's start to tell its kind (file-kind.ts). */
const MAGIC_NUMBER_BYTES = 16;

/**
 * How long a stored file stays marked as pending when nobody settles it (a service that stores a file
 * inside its own transaction, such as the valid-ID upload): longer than any such transaction takes.
 */
const PENDING_MARK_TTL_MS = 2 * 60_000;

/** This machine's name as it appears in staging folder names. */
export function hostIdentity(): string {
  return os.hostname().replace(/[^A-Za-z0-9-]/g, '_');
}

/**
 * This process among all that may share the uploads folder (replicas on a shared volume, a seed script
 * beside the portal): host name, pid, and a random part so a restarted container with the same pid
 * (always 1) is a different instance. The upload sweep reads it back (parseInstance).
 */
const INSTANCE = `${hostIdentity()}~${process.pid}~${randomBytes(4).toString('hex')}`;

export interface InstanceId {
  host: string;
  pid: number;
}

export function currentInstance(): string {
  return INSTANCE;
}

export function parseInstance(name: string): InstanceId | null {
  const match = /^(.+)~(\d+)~[0-9a-f]{8}$/.exec(name);
  return match ? { host: match[1], pid: Number(match[2]) } : null;
}

/** The pending mark of a stored file: `<visibility>.<key>` in the instance's staging folder. */
export function pendingMarkName(visibility: Visibility, key: string): string {
  return `${visibility}.${key}`;
}

/**
 * Uploaded files, named by a random UUID so a name says nothing and cannot be guessed. Public files are served under
 * /media/; private ones (valid IDs) only through authorised routes. Where they are kept is the driver's
 * (storage-driver.ts): on disk under `<dataDir>/uploads/{public,private}` by default, or in an S3-compatible bucket
 * (docs/architecture.md#object-storage); the staging folder is always on the local disk, under `<root>/.staging`.
 *
 * Crash safety. A file is stored before the database row that names it is committed, so a process that
 * dies in between would leave a file nobody references. Hence:
 * - a file is written under a temporary name in `.staging/<instance>/`, flushed to disk, and only then
 *   given its key (renamed into the folder, or put in the bucket whole): a reader (or a row committed after a
 *   power loss) never sees half a file;
 * - before that, an empty "pending" mark `<visibility>.<key>` is left in the same folder, and removed once
 *   the write it belongs to has settled (committed or rolled back) — by `settle`, or after a few minutes;
 * - at start-up (and periodically) the upload sweep (upload-sweep.ts) finds the marks of instances that
 *   died, and removes each marked file that no row references, at once; unmarked files that no row
 *   references are removed once they are older than a few minutes.
 *
 * Private files are encrypted at rest (private-files.ts, docs/architecture.md#privacy-encryption): written encrypted
 * under the same staging and renaming, decrypted by `read`. A storage made without the master keys (the upload sweep's,
 * a seed's) stores and reads public pictures only.
 */
export class FileStorage {
  private readonly pendingTimers = new Map<string, NodeJS.Timeout>();
  private readonly privateFiles: PrivateFiles | null;

  constructor(private readonly root: string, keys?: MasterKeys, readonly driver: StorageDriver = new LocalFolder(root)) {
    this.privateFiles = keys ? new PrivateFiles(driver, () => this.instanceDir(), keys) : null;
  }

  /** The local folder of a visibility (where the default driver keeps the files; with a bucket, nothing is there). */
  dir(visibility: Visibility): string {
    return path.join(this.root, visibility);
  }

  /** Fails, saying what to check, when the storage cannot be used as configured. */
  async check(): Promise<void> {
    await this.driver.check();
  }

  /** Lets go of the driver's connections; call when nothing uses the storage any more. */
  async close(): Promise<void> {
    await this.driver.close();
  }

  /** The staging folder of this process. */
  instanceDir(): string {
    return path.join(this.root, STAGING_DIR, INSTANCE);
  }

  stagingRoot(): string {
    return path.join(this.root, STAGING_DIR);
  }

  /**
   * Where a file being received is written (StagingEngine): a new name in this process's staging folder,
   * which the upload sweep empties should the process die.
   */
  async incomingPath(): Promise<string> {
    await mkdir(this.instanceDir(), { recursive: true, mode: 0o750 });
    return path.join(this.instanceDir(), `incoming-${randomBytes(16).toString('hex')}`);
  }

  /** The private files, encrypted at rest; only for a storage made with the master keys. */
  encrypted(): PrivateFiles {
    if (!this.privateFiles) throw new Error('This FileStorage was made without the master keys: it keeps no private file');
    return this.privateFiles;
  }

  /** The names of the files stored with this visibility (not their resized copies, nor anything else in the folder). */
  async keys(visibility: Visibility): Promise<string[]> {
    return (await this.driver.list(visibility)).map((object) => object.name).filter(isStorageKey).sort();
  }

  /** Every object stored with this visibility (files, their copies, and whatever else is there), with size and age. */
  async objects(visibility: Visibility): Promise<StoredObject[]> {
    return await this.driver.list(visibility);
  }

  /** The object's size and age; null when there is none. */
  async stat(visibility: Visibility, name: string): Promise<StoredObject | null> {
    return await this.driver.stat(visibility, name);
  }

  /**
   * Checks the file by its size and content (its first bytes), then stores it under a generated name
   * (see the class comment). A picture is re-encoded on the way (image-reencode.ts), so none of its
   * metadata (EXIF, GPS position) is kept; a PDF is moved into place as it came. A private file is
   * encrypted on the way, so no form of it but the encrypted one is given its name.
   */
  async store(file: IncomingFile, visibility: Visibility, rules: StoreRules): Promise<StoredFile> {
    if (file.size > rules.maxBytes) throw fileTooLarge(rules.field, rules.maxBytes);
    const kind = detectFileKind(await readStart(file.path));
    if (!kind || !rules.accept.includes(kind)) {
      throw DomainError.invalid('UNSUPPORTED_FILE', { [rules.field]: [`Upload ${rules.acceptDescription}.`] });
    }
    const key = `${randomUUID()}.${EXTENSION[kind]}`;
    const staging = this.instanceDir();
    await mkdir(staging, { recursive: true, mode: 0o750 });
    const mark = path.join(staging, pendingMarkName(visibility, key));
    await writeFile(mark, '', { mode: 0o640 });
    this.expirePendingMark(mark);
    const temporary = `${mark}.part`;
    let sizes: PictureSizes | undefined;
    let wrappedWith: MasterKey | undefined;
    try {
      if (visibility === 'private') wrappedWith = await this.writePrivate(file, kind, key, temporary, rules);
      else if (isImageKind(kind)) await reencodeImage(file.path, temporary, kind, rules);
      else await rename(file.path, temporary);
      // Under the same pending mark: a crash before the row commits leaves copies the upload sweep removes with the picture.
      if (rules.variants && isImageKind(kind)) {
        const made = await makeVariants(temporary, { key, staging });
        await this.placeVariants(visibility, made.staged);
        sizes = made.sizes;
      }
      await this.driver.place(visibility, key, temporary);
    } catch (error) {
      await rm(temporary, { force: true });
      await this.settle(visibility, key);
      throw error;
    }
    await this.driver.flush(visibility);
    if (wrappedWith) await this.encrypted().followRotation(key, wrappedWith);
    return sizes ? { key, kind, sizes } : { key, kind };
  }

  /** Gives a picture's staged copies their names, before the picture gets its own; none is left half-way. */
  private async placeVariants(visibility: Visibility, staged: StagedVariant[]): Promise<void> {
    const placed: string[] = [];
    try {
      for (const copy of staged) {
        await this.driver.place(visibility, copy.name, copy.path);
        placed.push(copy.name);
      }
    } catch (error) {
      await Promise.all(staged.map((copy) => rm(copy.path, { force: true })));
      await Promise.all(placed.map((name) => this.driver.remove(visibility, name).catch(() => undefined)));
      throw error;
    }
  }

  /** The private file's content (a picture re-encoded, a PDF as it came), encrypted into the staged `temporary`. */
  private async writePrivate(file: IncomingFile, kind: FileKind, key: string, temporary: string, rules: StoreRules): Promise<MasterKey> {
    const privateFiles = this.encrypted();
    const plain = isImageKind(kind) ? await reencodedImage(file.path, kind, rules) : await readFile(file.path);
    return await privateFiles.writeStaged(plain, key, temporary);
  }

  /**
   * Makes the WebP copies of a public picture stored before pictures had them (the backfill,
   * picture-backfill.ts), from the stored picture itself. Answers null when the picture is not there.
   */
  async addVariants(key: string): Promise<PictureSizes | null> {
    if (!isStorageKey(key)) return null;
    const source = await this.driver.read('public', key);
    if (!source) return null;
    await mkdir(this.instanceDir(), { recursive: true, mode: 0o750 });
    const { sizes, staged } = await makeVariants(source, { key, staging: this.instanceDir() });
    await this.placeVariants('public', staged);
    await this.driver.flush('public');
    return sizes;
  }

  /** Stores bytes held in memory (the demo seed's pictures) the way an upload is stored. */
  async storeBytes(bytes: Buffer, originalName: string, visibility: Visibility, rules: StoreRules): Promise<StoredFile> {
    const incoming = await this.incomingPath();
    try {
      await writeFile(incoming, bytes, { flag: 'wx', mode: 0o600 });
      return await this.store({ path: incoming, size: bytes.length, originalName }, visibility, rules);
    } finally {
      await rm(incoming, { force: true });
    }
  }

  /**
   * The write that stored `key` has settled: its transaction committed (the row names the file) or failed
   * (the caller removed the file). Drops the pending mark; a no-op for keys this process did not store.
   */
  async settle(visibility: Visibility, key: string | null | undefined): Promise<void> {
    if (!key || !isStorageKey(key)) return;
    const mark = path.join(this.instanceDir(), pendingMarkName(visibility, key));
    clearTimeout(this.pendingTimers.get(mark));
    this.pendingTimers.delete(mark);
    await rm(mark, { force: true });
  }

  /** Drops every pending mark of this process and its staging folder: call when no request is in flight any more. */
  async settleAll(): Promise<void> {
    for (const timer of this.pendingTimers.values()) clearTimeout(timer);
    this.pendingTimers.clear();
    await rm(this.instanceDir(), { recursive: true, force: true });
  }

  /**
   * The stored file's content; null when there is none. A private file is decrypted and checked: one that cannot be
   * trusted (changed on disk, or wrapped by a key the portal does not have) throws UnreadableFileError.
   */
  async read(visibility: Visibility, key: string): Promise<{ bytes: Buffer; mediaType: string } | null> {
    if (!isStorageKey(key)) return null;
    const bytes = visibility === 'private' ? await this.encrypted().read(key) : await this.driver.read(visibility, key);
    if (!bytes) return null;
    const kind = detectFileKind(bytes);
    return { bytes, mediaType: kind ? MEDIA_TYPE[kind] : 'application/octet-stream' };
  }

  /** Removing a file that is already gone is not an error: the goal is that it is gone. */
  async remove(visibility: Visibility, key: string | null | undefined): Promise<void> {
    if (!key || !isStorageKey(key)) return;
    // The copies first: a picture whose removal fails half-way still has its own file, never copies without it.
    // Only public pictures have copies: a valid ID's removal reads no folder.
    if (visibility === 'public') await this.removeVariants(visibility, key);
    await this.driver.remove(visibility, key);
    await this.settle(visibility, key);
  }

  /** Removes a picture's resized copies (picture-variants.ts), whatever widths it was given. */
  async removeVariants(visibility: Visibility, key: string): Promise<void> {
    const stem = keyStem(key);
    const copies = await this.driver.list(visibility, `${stem}-`);
    await Promise.all(copies.filter(({ name }) => variantStem(name) === stem).map(({ name }) => this.driver.remove(visibility, name)));
  }

  /** Removes an object the upload sweep found no row for: a stored file or a copy, never a name the storage does not make. */
  async discard(visibility: Visibility, name: string): Promise<void> {
    if (isStorageKey(name) || variantStem(name) !== null) await this.driver.remove(visibility, name);
  }

  /** Nobody settles a mark left by a write that settled without telling (valid IDs): expire it. */
  private expirePendingMark(mark: string): void {
    const timer = setTimeout(() => {
      this.pendingTimers.delete(mark);
      rm(mark, { force: true }).catch(() => undefined);
    }, PENDING_MARK_TTL_MS);
    timer.unref();
    this.pendingTimers.set(mark, timer);
  }
}

async function readStart(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(MAGIC_NUMBER_BYTES), 0, MAGIC_NUMBER_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}


/** Only names this storage generates; anything else (../, absolute paths) is never touched. */
export function isStorageKey(key: string): boolean {
  return /^[0-9a-f-]{36}\.(jpg|png|gif|webp|pdf)$/.test(key);
}
