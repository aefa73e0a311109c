import { randomBytes, randomUUID } from 'node:crypto';
import { access, chmod, mkdir, open, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DomainError } from '../common/domain-error';
import { detectFileKind, EXTENSION, FileKind, isImageKind, MEDIA_TYPE } from './file-kind';
import type { MasterKey } from './file-encryption';
import { reencodedImage, reencodeImage } from './image-reencode';
import { fileTooLarge, IncomingFile } from './incoming-file';
import { keyStem, makeVariants, type PictureSizes, variantStem } from './picture-variants';
import { type MasterKeys, PrivateFiles } from './private-files';
import { syncDirectory, syncFile } from './sync-file';

export type Visibility = 'public' | 'private';
export const VISIBILITIES: readonly Visibility[] = ['public', 'private'];

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
 * Permissions of stored files. Private files (valid IDs) are for the portal's own user only, in a folder
 * only it can open; public pictures may be read by its group (a web server in front serving /media/).
 */
const FILE_MODE: Record<Visibility, number> = { public: 0o640, private: 0o600 };
const PRIVATE_DIR_MODE = 0o700;

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
 * Uploaded files on disk under `<dataDir>/uploads/{public,private}`, named by a random UUID so a name
 * says nothing and cannot be guessed. Public files are served under /media/; private ones (valid IDs)
 * only through authorised routes.
 *
 * Crash safety. A file is stored before the database row that names it is committed, so a process that
 * dies in between would leave a file nobody references. Hence:
 * - a file is written under a temporary name in `.staging/<instance>/`, flushed to disk, and only then
 *   renamed to its key: a reader (or a row committed after a power loss) never sees half a file;
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

  constructor(private readonly root: string, keys?: MasterKeys) {
    this.privateFiles = keys ? new PrivateFiles(this.dir('private'), () => this.instanceDir(), keys) : null;
  }

  dir(visibility: Visibility): string {
    return path.join(this.root, visibility);
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
    const names = await readdir(this.dir(visibility)).catch(() => [] as string[]);
    return names.filter(isStorageKey).sort();
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
    const finalDir = this.dir(visibility);
    await mkdir(staging, { recursive: true, mode: 0o750 });
    await mkdir(finalDir, { recursive: true });
    // Set whatever the umask, and tightened for a folder an older version made with the default mode.
    if (visibility === 'private') await chmod(finalDir, PRIVATE_DIR_MODE);
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
      await chmod(temporary, FILE_MODE[visibility]);
      await syncFile(temporary);
      // Under the same pending mark: a crash before the row commits leaves copies the upload sweep removes with the picture.
      if (rules.variants && isImageKind(kind)) {
        sizes = await makeVariants(temporary, { key, staging, finalDir, mode: FILE_MODE[visibility] });
      }
      await rename(temporary, path.join(finalDir, key));
    } catch (error) {
      await rm(temporary, { force: true });
      await this.settle(visibility, key);
      throw error;
    }
    await syncDirectory(finalDir);
    if (wrappedWith) await this.encrypted().followRotation(key, wrappedWith);
    return sizes ? { key, kind, sizes } : { key, kind };
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
    const source = path.join(this.dir('public'), key);
    if (!(await access(source).then(() => true, () => false))) return null;
    await mkdir(this.instanceDir(), { recursive: true, mode: 0o750 });
    const sizes = await makeVariants(source, { key, staging: this.instanceDir(), finalDir: this.dir('public'), mode: FILE_MODE.public });
    await syncDirectory(this.dir('public'));
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
    const bytes = visibility === 'private'
      ? await this.encrypted().read(key)
      : await readFile(path.join(this.dir(visibility), key)).catch(() => null);
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
    await rm(path.join(this.dir(visibility), key), { force: true });
    await this.settle(visibility, key);
  }

  /** Removes a picture's resized copies (picture-variants.ts), whatever widths it was given. */
  async removeVariants(visibility: Visibility, key: string): Promise<void> {
    const stem = keyStem(key);
    const names = await readdir(this.dir(visibility)).catch(() => [] as string[]);
    await Promise.all(names.filter((name) => variantStem(name) === stem).map((name) => rm(path.join(this.dir(visibility), name), { force: true })));
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
