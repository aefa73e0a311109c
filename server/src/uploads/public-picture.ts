import { MAX_PICTURE_BYTES, PICTURE_DESCRIPTION } from '@barangay-portal/domain';
import { IMAGE_KINDS } from './file-kind';
import type { FileStorage, StoredFile, StoreRules } from './file-storage';
import { readUpload } from './graphql-upload';
import type { IncomingFile } from './incoming-file';
import type { PictureSizes } from './picture-variants';
import type { UploadArg } from './upload-scalar';

/** What a record's public picture may be: an image by content, at most MAX_PICTURE_BYTES. */
export function pictureRules(field: string): StoreRules {
  return { field, accept: IMAGE_KINDS, maxBytes: MAX_PICTURE_BYTES, acceptDescription: PICTURE_DESCRIPTION, variants: true };
}

/** A record's picture as its row holds it: the file's key and its sizes (picture-variants.ts). */
export interface PictureColumns {
  key: string | null;
  sizes: PictureSizes | null;
}

/** The stored picture as the columns of its record. */
export function pictureColumns(stored: StoredFile): PictureColumns {
  return { key: stored.key, sizes: stored.sizes ?? null };
}

/** A picture sent to a record: the file, and the input field named in error messages. */
export interface PictureUpload {
  file: IncomingFile | undefined;
  field: string;
}

/** No picture sent: the record keeps the one it has (or has none). */
export const NO_PICTURE: PictureUpload = Object.freeze({ file: undefined, field: '' });

/** Reads an optional GraphQL `Upload` argument, refusing it past the picture size limit. */
export async function readPicture(upload: UploadArg | null | undefined, field: string): Promise<PictureUpload> {
  return { file: upload ? await readUpload(upload, MAX_PICTURE_BYTES, field) : undefined, field };
}

/**
 * Stores the picture sent with a write (when one was sent) and returns what the record should hold:
 * the new file's key and sizes, or `current` when no picture came.
 */
export type StorePicture = (current: PictureColumns) => Promise<PictureColumns>;

/**
 * Keeps disk and database in step around a record write that may bring a new picture. `write` calls
 * `storePicture` where it decides the record's picture (after its own checks, so a refused write stores
 * nothing); when `write` fails the new file is removed again, and when it succeeds (committed) the file it
 * replaced is removed, unless `keepReplaced`: other records may name it too, and the upload sweep removes it once
 * none does. If the process dies in between, the upload sweep removes the new file at the next start unless the
 * row that names it was committed.
 */
export async function writeWithPicture<T>(
  storage: FileStorage,
  picture: PictureUpload,
  write: (storePicture: StorePicture) => Promise<T>,
  { keepReplaced = false }: { keepReplaced?: boolean } = {},
): Promise<T> {
  let storedKey: string | null = null;
  let replacedKey: string | null = null;
  const storePicture: StorePicture = async (current) => {
    if (!picture.file) return current;
    const stored = await storage.store(picture.file, 'public', pictureRules(picture.field));
    storedKey = stored.key;
    replacedKey = current.key;
    return pictureColumns(stored);
  };
  let result: T;
  try {
    result = await write(storePicture);
  } catch (error) {
    await storage.remove('public', storedKey);
    throw error;
  }
  // Committed: the row names the new file, which is no longer pending (see FileStorage).
  await storage.settle('public', storedKey).catch(() => undefined);
  if (!keepReplaced) await discardPicture(storage, replacedKey);
  return result;
}

/**
 * Removes a picture (and its resized copies) whose record no longer points at it; call only after the database change committed.
 * The answer to the client is already decided by then: a file that cannot be removed is left as an
 * orphan (under an unguessable name) rather than turning a successful change into an error.
 */
export async function discardPicture(storage: FileStorage, key: string | null): Promise<void> {
  try {
    await storage.remove('public', key);
  } catch {
    // Deliberately ignored: see above.
  }
}
