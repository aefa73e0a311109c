import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DomainError } from '../common/domain-error';
import { detectFileKind, EXTENSION, FileKind, MEDIA_TYPE } from './file-kind';
import { fileTooLarge, IncomingFile } from './incoming-file';

export type Visibility = 'public' | 'private';

export interface StoreRules {
  /** The input's field name, for the error message. */
  field: string;
  accept: readonly FileKind[];
  maxBytes: number;
  /** What the field takes, for the error message: "an image", "an image or a PDF". */
  acceptDescription: string;
}

export interface StoredFile {
  key: string;
  kind: FileKind;
}

/**
 * Uploaded files on disk under `<dataDir>/uploads/{public,private}`, named by a random UUID so a name
 * says nothing and cannot be guessed. Public files are served under /media/; private ones (valid IDs)
 * only through authorised routes.
 */
export class FileStorage {
  constructor(private readonly root: string) {}

  dir(visibility: Visibility): string {
    return path.join(this.root, visibility);
  }

  /** Checks the file by its content and size, then stores it under a generated name. */
  async store(file: IncomingFile, visibility: Visibility, rules: StoreRules): Promise<StoredFile> {
    if (file.bytes.length > rules.maxBytes) throw fileTooLarge(rules.field, rules.maxBytes);
    const kind = detectFileKind(file.bytes);
    if (!kind || !rules.accept.includes(kind)) {
      throw DomainError.invalid('UNSUPPORTED_FILE', { [rules.field]: [`Upload ${rules.acceptDescription}.`] });
    }
    const key = `${randomUUID()}.${EXTENSION[kind]}`;
    await mkdir(this.dir(visibility), { recursive: true });
    await writeFile(path.join(this.dir(visibility), key), file.bytes, { mode: 0o640 });
    return { key, kind };
  }

  async read(visibility: Visibility, key: string): Promise<{ bytes: Buffer; mediaType: string } | null> {
    if (!isStorageKey(key)) return null;
    try {
      const bytes = await readFile(path.join(this.dir(visibility), key));
      const kind = detectFileKind(bytes);
      return { bytes, mediaType: kind ? MEDIA_TYPE[kind] : 'application/octet-stream' };
    } catch {
      return null;
    }
  }

  /** Removing a file that is already gone is not an error: the goal is that it is gone. */
  async remove(visibility: Visibility, key: string | null | undefined): Promise<void> {
    if (!key || !isStorageKey(key)) return;
    await rm(path.join(this.dir(visibility), key), { force: true });
  }
}

/** Only names this storage generates; anything else (../, absolute paths) is never touched. */
export function isStorageKey(key: string): boolean {
  return /^[0-9a-f-]{36}\.(jpg|png|gif|webp|pdf)$/.test(key);
}
