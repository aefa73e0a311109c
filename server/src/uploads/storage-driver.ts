import type { Readable } from 'node:stream';

export type Visibility = 'public' | 'private';
export const VISIBILITIES: readonly Visibility[] = ['public', 'private'];

/** One stored object (a file, or one of a picture's resized copies) as a listing gives it. */
export interface StoredObject {
  name: string;
  size: number;
  /** When it was last written, in ms since the epoch: the upload sweep's age of an orphan. */
  modifiedAt: number;
}

/** A stored object opened for sending (the /media route of object storage). */
export interface ObjectStream extends Omit<StoredObject, 'name'> {
  body: Readable;
  /** The object's entity tag, quoted, for conditional requests. */
  etag: string | undefined;
}

/**
 * Where FileStorage keeps its files (docs/architecture.md#object-storage): the local folder (local-folder.ts, the
 * default) or an S3-compatible bucket (s3-bucket.ts). FileStorage owns everything else, the same for both: names, kinds,
 * re-encoding, encryption, staging and pending marks; a driver only moves whole, finished objects in, out and away.
 * Names are those FileStorage makes (a storage key, or a picture's copy beside it); a driver never sees a user's name.
 */
export interface StorageDriver {
  /**
   * Which storage this is, for the database's marks of passes done over it (storage-marks.ts); null when no pass is
   * remembered (the local folder: its start-up pass reads local file headers, and runs at every start as it always did).
   */
  readonly identity: string | null;
  /** Fails, saying what to check, when the storage cannot be used as configured (called before the portal serves). */
  check(): Promise<void>;
  /** The folder of a visibility when the files are local (served by express.static); null for a bucket. */
  folder(visibility: Visibility): string | null;
  /**
   * Gives the finished file `staged` (in this process's staging folder) its name, whole: no reader sees part of it.
   * The staged file is consumed.
   */
  place(visibility: Visibility, name: string, staged: string): Promise<void>;
  /** Makes the names given since the last call durable (the local folder's directory entries). */
  flush(visibility: Visibility): Promise<void>;
  /** The whole object; null when there is none. */
  read(visibility: Visibility, name: string): Promise<Buffer | null>;
  /** Its first `bytes` bytes (fewer when it is shorter); null when there is none. */
  readHead(visibility: Visibility, name: string, bytes: number): Promise<Buffer | null>;
  /** The object opened for sending; null when there is none. `ifNoneMatch`: answers 'not-modified' when it matches. */
  open(visibility: Visibility, name: string, ifNoneMatch?: string): Promise<ObjectStream | 'not-modified' | null>;
  /** Its size and time; null when there is none. */
  stat(visibility: Visibility, name: string): Promise<StoredObject | null>;
  /** Every object of the visibility whose name starts with `prefix` (all when empty), in no particular order. */
  list(visibility: Visibility, prefix?: string): Promise<StoredObject[]>;
  /** Removing what is already gone is not an error. */
  remove(visibility: Visibility, name: string): Promise<void>;
  /**
   * Puts `bytes` in place of the existing object `name`, unless it was removed meanwhile (then nothing comes back to
   * life): answers whether it did. `staging` is this process's staging folder, for a local write's temporary file.
   */
  replace(visibility: Visibility, name: string, bytes: Buffer, staging: string): Promise<boolean>;
  /** Lets go of connections (a bucket's client); the storage is not used after. */
  close(): Promise<void>;
}
