import { rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import type { Logger } from '../common/logger';
import { isProcessAlive } from '../common/process-alive';
import {
  currentInstance, FileStorage, hostIdentity, isStorageKey, parseInstance, pendingMarkName, Visibility, VISIBILITIES,
} from './file-storage';
import { listDir } from './local-folder';
import { backfillPictureVariants } from './picture-backfill';
import { keyStem, variantStem } from './picture-variants';

/**
 * Unmarked files no row references are removed only past this age: a write in another process may
 * still be about to commit the row that names it (its pending mark expires after 2 minutes).
 */
export const ORPHAN_MIN_AGE_MS = 10 * 60_000;

/** While the portal runs, the sweep repeats this often (orphans of a crashed replica, failed removals). */
export const SWEEP_INTERVAL_MS = 30 * 60_000;

/**
 * The database columns that hold storage keys: every entity column whose property name ends in `Key`
 * (projectPhotoKey, eventPhotoKey, officialPictureKey, validIdKey). A new column holding a stored file
 * must follow that naming, or the sweep would take its files for orphans.
 */
export function storageKeyColumns(db: DataSource): Array<{ table: string; column: string }> {
  return db.entityMetadatas.flatMap((meta) => meta.columns
    .filter((column) => /Key$/.test(column.propertyName))
    .map((column) => ({ table: meta.tableName, column: column.databaseName })));
}

async function referencedKeys(db: DataSource): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const { table, column } of storageKeyColumns(db)) {
    const rows: Array<{ key: string }> = await db.query(`SELECT DISTINCT "${column}" AS key FROM "${table}" WHERE "${column}" IS NOT NULL`);
    for (const { key } of rows) keys.add(key);
  }
  return keys;
}

async function ageMs(file: string, now: number): Promise<number | null> {
  try {
    return now - (await stat(file)).mtimeMs;
  } catch {
    return null;
  }
}

export interface SweepReport {
  /** Files no row references that were removed, as `<visibility>/<key>`. */
  removed: string[];
  /** Staging folders of processes that died, cleaned up. */
  deadInstances: number;
}

/**
 * Removes what a crash may have left in the storage (see FileStorage), in the local folder or the bucket alike:
 * - for each process that died (same host and its pid gone, or no sign of life for ORPHAN_MIN_AGE_MS),
 *   every file it marked pending that no row references, its half-written files, and its marks;
 * - any file under public/ or private/ that no row references, carries no live pending mark, and is older
 *   than `minAgeMs`.
 * Files of writes still under way in live processes are left alone. Names the storage never generates
 * are never touched. The pending marks are in this machine's staging folder: with a bucket shared by replicas on other
 * machines, their writes are protected by `minAgeMs` alone (longer than a pending mark lives), which is also how their
 * crashes' orphans go (docs/architecture.md#object-storage).
 */
export async function sweepUploads(storage: FileStorage, db: DataSource, options: { minAgeMs?: number; now?: number } = {}): Promise<SweepReport> {
  const minAgeMs = options.minAgeMs ?? ORPHAN_MIN_AGE_MS;
  const now = options.now ?? Date.now();
  const report: SweepReport = { removed: [], deadInstances: 0 };
  const ownInstance = currentInstance();
  const ownHost = hostIdentity();

  // Marks first, then the rows: a mark of a live write read before the rows protects its file whatever
  // the rows say; a mark of a dead process stays valid, as that process commits nothing any more.
  const livePending = new Set<string>();
  const deadMarks: Array<{ dir: string; name: string }> = [];
  const deadDirs: string[] = [];
  for (const instance of await listDir(storage.stagingRoot())) {
    const dir = path.join(storage.stagingRoot(), instance);
    const names = await listDir(dir);
    const id = parseInstance(instance);
    let dead: boolean;
    if (instance === ownInstance) dead = false;
    // Same host: dead when its pid is gone, or is ours (a restarted container runs as pid 1 again).
    else if (id && id.host === ownHost) dead = id.pid === process.pid || !isProcessAlive(id.pid);
    else {
      // Another host (a replica on a shared volume), or a name we do not know: dead once nothing in it is recent.
      const ages = await Promise.all([dir, ...names.map((name) => path.join(dir, name))].map((file) => ageMs(file, now)));
      dead = ages.every((age) => age === null || age > minAgeMs);
    }
    if (dead) {
      deadDirs.push(dir);
      for (const name of names) deadMarks.push({ dir, name });
    } else {
      for (const name of names) livePending.add(name);
    }
  }

  const referenced = await referencedKeys(db);

  for (const { dir, name } of deadMarks) {
    const match = /^(public|private)\.([^/]+)$/.exec(name);
    if (match && isStorageKey(match[2]) && !referenced.has(match[2])) {
      const visibility = match[1] as Visibility;
      if (await storage.stat(visibility, match[2])) {
        await storage.discard(visibility, match[2]);
        report.removed.push(`${match[1]}/${match[2]}`);
      }
      // Its copies too, even when the crash came before the picture itself got its name.
      await storage.removeVariants(match[1] as Visibility, match[2]);
    }
    await rm(path.join(dir, name), { force: true });
  }
  for (const dir of deadDirs) {
    // Not recursive: a folder that got a new entry meanwhile belongs to a live process after all.
    await rmdir(dir).catch(() => undefined);
    report.deadInstances += 1;
  }

  // A picture's resized copies (picture-variants.ts) live and die with it: kept while a row names it or its write is under way.
  const keptStems = new Set([...referenced].map(keyStem));
  for (const name of livePending) {
    const match = /^(public|private)\.([^/]+)$/.exec(name);
    if (match && isStorageKey(match[2])) keptStems.add(keyStem(match[2]));
  }
  for (const visibility of VISIBILITIES) {
    for (const { name: key, modifiedAt } of await storage.objects(visibility)) {
      const stem = variantStem(key);
      if (stem === null ? !isStorageKey(key) || referenced.has(key) || livePending.has(pendingMarkName(visibility, key)) : keptStems.has(stem)) continue;
      if (now - modifiedAt < minAgeMs) continue;
      await storage.discard(visibility, key);
      report.removed.push(`${visibility}/${key}`);
    }
  }
  return report;
}

export interface UploadSweeper {
  /** Settles when the picture backfill started after the first sweep has finished (or failed, logged). */
  readonly backfilled: Promise<void>;
  /** Stops the periodic sweep and the picture backfill, after the step under way. */
  stop(): Promise<void>;
}

/**
 * Sweeps once now (awaited: call before serving, so a crash's leftovers are gone when the portal answers)
 * and then every SWEEP_INTERVAL_MS. A failed sweep is logged and never stops the portal.
 * After the first sweep, pictures stored before they had resized copies get them (picture-backfill.ts), in
 * the background: the portal serves meanwhile, showing those pictures as they are.
 */
export async function startUploadSweeper(storage: FileStorage, db: DataSource, logger: Logger): Promise<UploadSweeper> {
  let running: Promise<void> = Promise.resolve();
  let stopping = false;
  const sweep = async () => {
    try {
      const report = await sweepUploads(storage, db);
      if (report.removed.length > 0 || report.deadInstances > 0) {
        logger.info({ removed: report.removed.length, deadInstances: report.deadInstances },
          'Upload sweep: removed files that no record references (left by an interrupted upload)');
      }
    } catch (error) {
      logger.warn({ reason: error instanceof Error ? error.message : String(error) }, 'Upload sweep failed; it runs again later');
    }
  };
  await sweep();
  const backfill = backfillPictureVariants(storage, db, () => stopping).then((report) => {
    if (report.made > 0 || report.missing > 0) {
      logger.info({ made: report.made, missing: report.missing }, 'Picture backfill: made the resized copies of pictures stored without them');
    }
  }, (error: unknown) => {
    logger.warn({ reason: error instanceof Error ? error.message : String(error) }, 'Picture backfill failed; it runs again at the next start');
  });
  const timer = setInterval(() => {
    running = sweep();
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    backfilled: backfill,
    async stop() {
      stopping = true;
      clearInterval(timer);
      await Promise.all([running, backfill]);
    },
  };
}
