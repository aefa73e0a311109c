// `npm run restore -- <backup directory> [--force]`: puts a backup made by `npm run backup` back, replacing
// the database's contents and the uploaded files. The target is the database the portal uses
// (DATABASE_URL — created when missing — or the embedded PostgreSQL under DATA_DIR, initialised when
// missing), which may be empty or hold any earlier state of the portal.
//
// Like `pg_restore --clean --if-exists`, in ONE transaction, so a failure changes nothing: every object of
// the public schema (except those of extensions) is dropped; the schema is rebuilt by replaying exactly the
// migrations the backup's database had (the backup must not come from a newer portal); every table is
// emptied and reloaded from the backup with triggers off (the rows already carry what the triggers
// computed: reference numbers, counters, the audit log), parents before children; sequences are set back.
// The uploads folder is replaced only after that commit. Migrations newer than the backup are applied by
// the portal at its next start, as after any upgrade.
import { createReadStream, existsSync } from 'node:fs';
import { chmod, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createGunzip } from 'node:zlib';
import pg from 'pg';
import typeorm from 'typeorm';
import {
  BACKUP_FORMAT, BACKUP_VERSION, copyFiles, embeddedClusterRunning, formatBytes, listFiles, listSequences, listTables, makeOwnerOnly,
  openPortalDatabase, portalConfig, quoteIdent, sha256File,
} from './backup.mjs';
import { repoRoot } from './build-if-stale.mjs';

const { DataSource, MigrationExecutor } = typeorm;
const INSERT_ROWS = 1000;

/** Reads the manifest and checks every file of the backup against it, before anything is touched. */
async function readBackup(dir) {
  const manifestFile = path.join(dir, 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${dir} is not a backup made by npm run backup (no manifest.json).`);
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
  if (manifest.format !== BACKUP_FORMAT || manifest.version !== BACKUP_VERSION) {
    throw new Error(`${dir} is not a backup this version can read (format ${manifest.format} ${manifest.version}).`);
  }
  for (const table of manifest.database.tables) {
    if (await sha256File(path.join(dir, table.file)) !== table.sha256) throw new Error(`The backup is damaged: ${table.file} does not match its checksum.`);
  }
  for (const file of manifest.uploads.files) {
    const copy = path.join(dir, 'uploads', file.path);
    if (!existsSync(copy) || await sha256File(copy) !== file.sha256) throw new Error(`The backup is damaged: uploads/${file.path} is missing or does not match its checksum.`);
  }
  return manifest;
}

/** The backup's migrations, as classes of this portal version; refuses a backup of a newer version. */
async function migrationsOf(manifest) {
  const { migrations } = await import(pathToFileURL(path.join(repoRoot, 'server/dist/composition/data-source.js')).href);
  const byName = new Map(migrations.map((migration) => [new migration().name, migration]));
  const unknown = manifest.database.migrations.filter((name) => !byName.has(name));
  if (unknown.length > 0) {
    throw new Error(`The backup comes from a newer version of the portal (unknown migrations: ${unknown.join(', ')}): update the portal first.`);
  }
  const backedUp = new Set(manifest.database.migrations);
  return { replay: migrations.filter((migration) => backedUp.has(new migration().name)), newer: migrations.length - backedUp.size };
}

/** With DATABASE_URL, the database may not exist yet: create it (as pg_restore --create would). */
async function ensureDatabase(url) {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.end();
    return;
  } catch (error) {
    await client.end().catch(() => undefined);
    if (error.code !== '3D000') throw error;
  }
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: maintenance.toString() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${quoteIdent(name)}`);
    console.log(`Created the database ${name}`);
  } finally {
    await admin.end();
  }
}

async function otherSessions(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: [{ count }] } = await client.query(
      'SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
    return count;
  } finally {
    await client.end();
  }
}

const NOT_EXTENSION_MEMBER = (catalog, column) =>
  `NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = '${catalog}'::regclass AND d.objid = ${column} AND d.deptype = 'e')`;

/** Drops every object of the public schema that no extension owns (pg_restore --clean --if-exists). */
async function dropPortalObjects(runner) {
  const relations = await runner.query(`
    SELECT c.relkind AS kind, format('public.%I', c.relname) AS name
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('v', 'm', 'r', 'p', 'f', 'S') AND ${NOT_EXTENSION_MEMBER('pg_class', 'c.oid')}`);
  const dropRelation = { v: 'VIEW', m: 'MATERIALIZED VIEW', r: 'TABLE', p: 'TABLE', f: 'FOREIGN TABLE', S: 'SEQUENCE' };
  for (const kind of ['v', 'm', 'r', 'p', 'f', 'S']) {
    for (const relation of relations.filter((r) => r.kind === kind)) {
      await runner.query(`DROP ${dropRelation[kind]} IF EXISTS ${relation.name} CASCADE`);
    }
  }
  const routines = await runner.query(`
    SELECT p.prokind AS kind, p.oid::regprocedure::text AS signature
      FROM pg_proc p WHERE p.pronamespace = 'public'::regnamespace AND ${NOT_EXTENSION_MEMBER('pg_proc', 'p.oid')}`);
  const dropRoutine = { f: 'FUNCTION', p: 'PROCEDURE', a: 'AGGREGATE', w: 'FUNCTION' };
  for (const routine of routines) await runner.query(`DROP ${dropRoutine[routine.kind]} IF EXISTS ${routine.signature} CASCADE`);
  const types = await runner.query(`
    SELECT t.typtype AS kind, format('public.%I', t.typname) AS name
      FROM pg_type t
     WHERE t.typnamespace = 'public'::regnamespace AND t.typtype IN ('e', 'd', 'r', 'c')
       AND (t.typtype <> 'c' OR (SELECT relkind FROM pg_class WHERE oid = t.typrelid) = 'c')
       AND ${NOT_EXTENSION_MEMBER('pg_type', 't.oid')}`);
  for (const type of types) await runner.query(`DROP ${type.kind === 'd' ? 'DOMAIN' : 'TYPE'} IF EXISTS ${type.name} CASCADE`);
}

/** Parents before children (foreign keys), so every row finds the rows it points to. */
async function loadOrder(runner, tables) {
  const edges = await runner.query(`
    SELECT child.relname AS child, parent.relname AS parent
      FROM pg_constraint c
      JOIN pg_class child ON child.oid = c.conrelid
      JOIN pg_class parent ON parent.oid = c.confrelid
     WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace`);
  const names = new Set(tables.map((table) => table.name));
  const parents = new Map(tables.map((table) => [table.name, new Set()]));
  const selfReferencing = new Set();
  for (const { child, parent } of edges) {
    if (!names.has(child) || !names.has(parent)) continue;
    if (child === parent) selfReferencing.add(child);
    else parents.get(child).add(parent);
  }
  const ordered = [];
  const done = new Set();
  while (ordered.length < tables.length) {
    const ready = tables.filter((table) => !done.has(table.name) && [...parents.get(table.name)].every((parent) => done.has(parent)));
    if (ready.length === 0) throw new Error('The tables\' foreign keys form a cycle: cannot order the restore.');
    for (const table of ready) {
      ordered.push(table);
      done.add(table.name);
    }
  }
  return { ordered, selfReferencing };
}

/** Streams one table's rows from the backup into the (empty) table; returns the count. */
async function loadTable(runner, dir, table, insertColumns, singleStatement) {
  const columns = insertColumns.map(quoteIdent).join(', ');
  const name = `public.${quoteIdent(table.name)}`;
  const sql = `INSERT INTO ${name} (${columns}) OVERRIDING SYSTEM VALUE SELECT ${columns} FROM json_populate_recordset(NULL::${name}, $1::json)`;
  const lines = createInterface({ input: createReadStream(path.join(dir, table.file)).pipe(createGunzip()), crlfDelay: Infinity });
  let batch = [];
  let count = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await runner.query(sql, [`[${batch.join(',')}]`]);
    count += batch.length;
    batch = [];
  };
  for await (const line of lines) {
    if (line === '') continue;
    batch.push(line);
    // A table whose rows point at each other goes in one statement: its foreign keys are checked at the end.
    if (!singleStatement && batch.length >= INSERT_ROWS) await flush();
  }
  await flush();
  return count;
}

async function restoreDatabase(url, dir, manifest, replay) {
  const dataSource = new DataSource({ type: 'postgres', url, entities: [], migrations: replay, migrationsRun: false, synchronize: false, logging: false });
  await dataSource.initialize();
  const runner = dataSource.createQueryRunner();
  let rows = 0;
  try {
    await runner.connect();
    await runner.startTransaction();
    await dropPortalObjects(runner);
    const executor = new MigrationExecutor(dataSource, runner);
    executor.transaction = 'all';
    await executor.executePendingMigrations();

    // The rebuilt schema must be the backed-up one, table for table and column for column.
    const client = runner.databaseConnection;
    const tables = await listTables(client);
    const wanted = new Map(manifest.database.tables.map((table) => [table.name, table]));
    const describe = (columns) => columns.map((c) => `${c.name} ${c.type}${c.generated ? ' generated' : ''}`).join(', ');
    if (tables.length !== wanted.size || tables.some((table) => !wanted.has(table.name))) {
      throw new Error(`The migrations do not rebuild the backed-up tables (got ${tables.map((t) => t.name).join(', ')}).`);
    }
    for (const table of tables) {
      if (describe(table.columns) !== describe(wanted.get(table.name).columns)) {
        throw new Error(`The columns of ${table.name} differ from the backup's: ${describe(table.columns)} vs ${describe(wanted.get(table.name).columns)}.`);
      }
    }

    await runner.query(`TRUNCATE ${tables.map((table) => `public.${quoteIdent(table.name)}`).join(', ')} RESTART IDENTITY CASCADE`);
    for (const table of tables) await runner.query(`ALTER TABLE public.${quoteIdent(table.name)} DISABLE TRIGGER USER`);
    const { ordered, selfReferencing } = await loadOrder(runner, manifest.database.tables);
    for (const table of ordered) {
      const insertColumns = table.columns.filter((column) => !column.generated).map((column) => column.name);
      const loaded = await loadTable(runner, dir, table, insertColumns, selfReferencing.has(table.name));
      if (loaded !== table.rows) throw new Error(`${table.file} holds ${loaded} rows, the manifest says ${table.rows}.`);
      rows += loaded;
    }
    const sequences = new Set(await listSequences(client));
    for (const sequence of manifest.database.sequences) {
      if (!sequences.has(sequence.name)) throw new Error(`The sequence ${sequence.name} of the backup does not exist after the migrations.`);
      await runner.query('SELECT setval($1::regclass, $2::bigint, $3)', [`public.${quoteIdent(sequence.name)}`, sequence.lastValue, sequence.isCalled]);
    }
    for (const table of tables) await runner.query(`ALTER TABLE public.${quoteIdent(table.name)} ENABLE TRIGGER USER`);
    await runner.commitTransaction();
  } catch (error) {
    if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
    throw error;
  } finally {
    await runner.release();
    await dataSource.destroy();
  }
  // Fresh planner statistics, as after any bulk load.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('ANALYZE');
  } finally {
    await client.end();
  }
  return rows;
}

export async function restore(config, dir, { force = false } = {}) {
  const started = Date.now();
  const manifest = await readBackup(dir);
  const { replay, newer } = await migrationsOf(manifest);

  if (!config.databaseUrl && await embeddedClusterRunning(config.dataDir) && !force) {
    throw new Error(`The embedded PostgreSQL under ${config.dataDir} is running: stop the portal first (Ctrl-C), or pass --force to restore under it.`);
  }
  if (config.databaseUrl) await ensureDatabase(config.databaseUrl);
  const database = await openPortalDatabase(config, { mustExist: false });
  const uploadsDir = path.join(config.dataDir, 'uploads');
  const staged = `${uploadsDir}.restoring`;
  let rows;
  try {
    const sessions = await otherSessions(database.url);
    if (sessions > 0 && !force) {
      throw new Error(`${sessions} other session(s) are connected to ${database.description} (is the portal running?): stop it first, or pass --force.`);
    }
    // The files are copied first, so a full disk fails the restore before the database is touched.
    await rm(staged, { recursive: true, force: true });
    await copyFiles(path.join(dir, 'uploads'), staged, manifest.uploads.files.map((file) => file.path));
    await setUploadModes(staged);
    rows = await restoreDatabase(database.url, dir, manifest, replay);
  } catch (error) {
    await rm(staged, { recursive: true, force: true });
    throw error;
  } finally {
    await database.release();
  }

  const replaced = `${uploadsDir}.replaced-${Date.now()}`;
  if (existsSync(uploadsDir)) await rename(uploadsDir, replaced);
  await rename(staged, uploadsDir);
  await rm(replaced, { recursive: true, force: true });

  const bytes = manifest.uploads.files.reduce((sum, file) => sum + file.bytes, 0);
  console.log(`Restored ${dir} (made ${manifest.createdAt}) into ${database.description}`);
  console.log(`  database: ${manifest.database.tables.length} tables, ${rows} rows, ${manifest.database.sequences.length} sequences, ` +
    `schema at migration ${manifest.database.migrations.at(-1)}`);
  console.log(`  uploads: ${manifest.uploads.files.length} files (${formatBytes(bytes)}) into ${uploadsDir}`);
  if (manifest.uploads.objectStorage) {
    console.log(`  the uploaded files were in the bucket ${manifest.uploads.objectStorage.bucket} at ${manifest.uploads.objectStorage.endpoint}, `
      + 'which a backup does not copy: the restored rows name the objects there (restore the bucket from its own versions if needed)');
  }
  if (newer > 0) console.log(`  ${newer} newer migration(s) of this portal version will be applied when it starts.`);
  const missingKeys = await missingMasterKeys(config, manifest.uploads.privateKeyIds ?? []).catch((error) => {
    console.log(`  the master key of the private files could not be checked: ${error.message}`);
    return [];
  });
  if (missingKeys.length > 0) {
    console.log(`  the restored private files are encrypted with the master key ${missingKeys.join(', ')}, which this portal does not have: `
      + `copy data-encryption-key from the machine the backup was made on into ${config.dataDir} (or set DATA_ENCRYPTION_KEY to it) `
      + 'before starting the portal');
  }
  console.log(`  took ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Of the master keys the backup's private files need, those neither DATA_ENCRYPTION_KEY(_PREVIOUS) nor DATA_DIR's key files hold. */
async function missingMasterKeys(config, needed) {
  if (needed.length === 0) return [];
  const { masterKeyOf } = await import(pathToFileURL(path.join(repoRoot, 'server/dist/uploads/file-encryption.js')).href);
  const { KEY_FILE, PREVIOUS_KEY_FILE, readKeyFile } = await import(pathToFileURL(path.join(repoRoot, 'server/dist/keys/data-encryption-key.js')).href);
  const held = config.dataEncryptionKey
    ? [config.dataEncryptionKey, config.previousDataEncryptionKey].filter(Boolean).map((secret) => masterKeyOf(secret))
    : [await readKeyFile(config.dataDir, KEY_FILE), await readKeyFile(config.dataDir, PREVIOUS_KEY_FILE)].filter(Boolean);
  const heldIds = new Set(held.map((key) => key.id));
  return needed.filter((id) => !heldIds.has(id));
}

/**
 * The modes the portal gives the files it stores (server/src/uploads/file-storage.ts), rather than the
 * backup's owner-only ones: private files 600 in a 700 folder, public pictures 640.
 */
async function setUploadModes(uploadsDir) {
  if (existsSync(path.join(uploadsDir, 'private'))) await makeOwnerOnly(path.join(uploadsDir, 'private'));
  for (const file of await listFiles(path.join(uploadsDir, 'public'))) await chmod(path.join(uploadsDir, 'public', file), 0o640);
}

async function main() {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const positional = args.filter((arg) => !arg.startsWith('--'));
  if (args.includes('--help') || positional.length !== 1) {
    console.log('Usage: npm run restore -- <backup directory> [--force]\n' +
      'Replaces the database (DATABASE_URL, or the embedded PostgreSQL under DATA_DIR) and the uploaded files\n' +
      'with the backup. Stop the portal first; --force restores even while other sessions are connected.');
    process.exit(args.includes('--help') ? 0 : 2);
  }
  const config = await portalConfig();
  await restore(config, path.resolve(positional[0]), { force });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`Restore failed: ${error.message}`);
    process.exit(1);
  });
}
