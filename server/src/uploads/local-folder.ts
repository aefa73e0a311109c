import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, chmod, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readFileHead } from './file-head';
import type { ObjectStream, StorageDriver, StoredObject, Visibility } from './storage-driver';
import { syncDirectory, syncFile } from './sync-file';

/**
 * Permissions of stored files. Private files (valid IDs) are for the portal's own user only, in a folder
 * only it can open; public pictures may be read by its group (a web server in front serving /media/).
 */
const FILE_MODE: Record<Visibility, number> = { public: 0o640, private: 0o600 };
const PRIVATE_DIR_MODE = 0o700;

/**
 * The files under `<root>/{public,private}` (DATA_DIR/uploads), the default storage. A name is given by renaming a
 * file that is already complete and flushed to disk, in the same file system: a reader, or a row committed after a
 * power loss, never sees half a file.
 */
export class LocalFolder implements StorageDriver {
  readonly identity = null;

  constructor(private readonly root: string) {}

  async check(): Promise<void> {
    // The folders are made as files arrive.
  }

  folder(visibility: Visibility): string {
    return path.join(this.root, visibility);
  }

  async place(visibility: Visibility, name: string, staged: string): Promise<void> {
    const folder = this.folder(visibility);
    await mkdir(folder, { recursive: true });
    // Set whatever the umask, and tightened for a folder an older version made with the default mode.
    if (visibility === 'private') await chmod(folder, PRIVATE_DIR_MODE);
    await chmod(staged, FILE_MODE[visibility]);
    await syncFile(staged);
    await rename(staged, path.join(folder, name));
  }

  async flush(visibility: Visibility): Promise<void> {
    await syncDirectory(this.folder(visibility));
  }

  async read(visibility: Visibility, name: string): Promise<Buffer | null> {
    return await readFile(path.join(this.folder(visibility), name)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
  }

  async readHead(visibility: Visibility, name: string, bytes: number): Promise<Buffer | null> {
    return await readFileHead(path.join(this.folder(visibility), name), bytes);
  }

  async open(visibility: Visibility, name: string): Promise<ObjectStream | null> {
    const found = await this.stat(visibility, name);
    if (!found) return null;
    return { size: found.size, modifiedAt: found.modifiedAt, etag: undefined, body: createReadStream(path.join(this.folder(visibility), name)) };
  }

  async stat(visibility: Visibility, name: string): Promise<StoredObject | null> {
    const found = await stat(path.join(this.folder(visibility), name)).catch(() => null);
    return found?.isFile() ? { name, size: found.size, modifiedAt: found.mtimeMs } : null;
  }

  async list(visibility: Visibility, prefix = ''): Promise<StoredObject[]> {
    const names = await listDir(this.folder(visibility));
    const found = await Promise.all(names.filter((name) => name.startsWith(prefix)).map((name) => this.stat(visibility, name)));
    return found.filter((object): object is StoredObject => object !== null);
  }

  async remove(visibility: Visibility, name: string): Promise<void> {
    await rm(path.join(this.folder(visibility), name), { force: true });
  }

  async replace(visibility: Visibility, name: string, bytes: Buffer, staging: string): Promise<boolean> {
    await mkdir(staging, { recursive: true, mode: 0o750 });
    const temporary = path.join(staging, `rewrite-${randomBytes(16).toString('hex')}`);
    const target = path.join(this.folder(visibility), name);
    try {
      await writeFile(temporary, bytes, { flag: 'wx', mode: FILE_MODE[visibility] });
      await chmod(temporary, FILE_MODE[visibility]);
      await syncFile(temporary);
      if (!(await access(target).then(() => true, () => false))) return false;
      await rename(temporary, target);
    } finally {
      await rm(temporary, { force: true });
    }
    await syncDirectory(this.folder(visibility));
    return true;
  }

  async close(): Promise<void> {
    // Nothing is held open between calls.
  }
}

/** The names in a folder; none when it is not there (yet). */
export async function listDir(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return [];
    throw error;
  }
}
