import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { encryptFile, HEADER_BYTES, isEncryptedFile, type MasterKey } from './file-encryption';
import { isStorageKey } from './file-storage';
import type { LocalFolder } from './local-folder';
import { variantStem } from './picture-variants';
import { type StorageDriver, type StoredObject, type Visibility, VISIBILITIES } from './storage-driver';

/** What a copy did with the files of one visibility. Counts only: no name, nothing about whose files they are. */
export interface CopyCounts {
  /** Put in the bucket by this run. */
  copied: number;
  /** Of those, plain private files (stored before encryption at rest), encrypted on the way. */
  encrypted: number;
  /** Already in the bucket with the same size: a run before this one copied them. */
  alreadyThere: number;
  /** Names the portal never makes (left where they are, not copied). */
  notOurs: number;
}

export type CopyReport = Record<Visibility, CopyCounts>;

export interface LocalToBucket {
  source: LocalFolder;
  target: StorageDriver;
  /** A folder of this process for the copies on their way (the bucket's driver consumes what it is given). */
  staging: string;
  /** The key a plain private file is encrypted with, asked only when there is one: the bucket never sees plain content. */
  currentKey: () => Promise<MasterKey>;
}

/**
 * `npm run storage:migrate` (docs/architecture.md#object-storage): copies every file of the local folder (both
 * visibilities, pictures' copies too) into the bucket, one whole object at a time. Idempotent and resumable: an object
 * already there with the size the copy would have is skipped, so a run cut short is taken up by running it again.
 * It never removes a local file.
 */
export async function copyLocalFilesToBucket(plan: LocalToBucket): Promise<CopyReport> {
  await mkdir(plan.staging, { recursive: true, mode: 0o700 });
  try {
    const report = {} as CopyReport;
    for (const visibility of VISIBILITIES) report[visibility] = await copyVisibility(plan, visibility);
    return report;
  } finally {
    await rm(plan.staging, { recursive: true, force: true });
  }
}

async function copyVisibility(plan: LocalToBucket, visibility: Visibility): Promise<CopyCounts> {
  const counts: CopyCounts = { copied: 0, encrypted: 0, alreadyThere: 0, notOurs: 0 };
  const inBucket = new Map((await plan.target.list(visibility)).map((object) => [object.name, object.size]));
  for (const file of await plan.source.list(visibility)) {
    if (!isStorageKey(file.name) && variantStem(file.name) === null) {
      counts.notOurs += 1;
      continue;
    }
    const plain = visibility === 'private' && await isPlain(plan.source, file.name);
    // A plain private file goes in encrypted, with the header in front: that is the size the bucket's copy has.
    if (inBucket.get(file.name) === file.size + (plain ? HEADER_BYTES : 0)) {
      counts.alreadyThere += 1;
      continue;
    }
    if (!(await copyOne(plan, visibility, file, plain))) continue;
    counts.copied += 1;
    if (plain) counts.encrypted += 1;
  }
  return counts;
}

async function isPlain(source: LocalFolder, name: string): Promise<boolean> {
  const head = await source.readHead('private', name, HEADER_BYTES);
  return head !== null && !isEncryptedFile(head);
}

/** Puts the file in the bucket whole; false when it was removed meanwhile (a picture replaced while the copy runs). */
async function copyOne(plan: LocalToBucket, visibility: Visibility, file: StoredObject, plain: boolean): Promise<boolean> {
  const staged = path.join(plan.staging, `${visibility}.${file.name}`);
  try {
    if (plain) {
      const content = await plan.source.read(visibility, file.name);
      if (!content) return false;
      await writeFile(staged, encryptFile(content, file.name, await plan.currentKey()), { mode: 0o600 });
    } else {
      const copied = await copyFile(path.join(plan.source.folder(visibility), file.name), staged).then(() => true, () => false);
      if (!copied) return false;
    }
    await plan.target.place(visibility, file.name, staged);
    return true;
  } finally {
    await rm(staged, { force: true });
  }
}
