import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { KEY_FILE, readKeyFile } from '../../server/src/keys/data-encryption-key';
import { adminForFile, residentSession } from '../utils/accounts';
import { samplePdf, samplePng, sampleJpeg } from '../utils/sample-files';
import { emptyTestDatabase } from '../utils/test-db';
import { testServerForFile } from '../utils/test-server';
import { restMultipart } from '../utils/uploads';

// `npm run backup` then `npm run restore` give back exactly what was backed up: every row of every table
// (compared in full), every sequence, and every uploaded file byte for byte, whatever happened in between;
// a damaged backup, or one from a newer portal, is refused before anything is touched.
jest.setTimeout(120_000);

const repoRoot = path.resolve(__dirname, '../..');
const server = testServerForFile();
const admin = adminForFile(server);
let workDir: string;
let backupDir: string;
/** The portal as it was when backed up, and what the backup printed. */
let backedUp: Snapshot;
let backupRun: { code: number | null; output: string };

interface Snapshot {
  tables: Record<string, string[]>;
  sequences: Record<string, string>;
  files: Record<string, string>;
}

function runScript(script: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('node', [path.join(repoRoot, 'scripts', script), ...args], { cwd: repoRoot, env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (chunk) => { output += chunk; });
    child.stderr.on('data', (chunk) => { output += chunk; });
    child.on('exit', (code) => resolve({ code, output }));
  });
}

const portalEnv = () => ({ DATABASE_URL: server.database.url, DATA_DIR: server.dataDir });

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function filesUnder(dir: string, relative = ''): string[] {
  if (!existsSync(path.join(dir, relative))) return [];
  return readdirSync(path.join(dir, relative)).flatMap((name) => {
    const child = path.join(relative, name);
    if (relative === '' && name === '.staging') return [];
    return statSync(path.join(dir, child)).isDirectory() ? filesUnder(dir, child) : [child];
  });
}

/** The permission bits of `dir` and of every folder and file under it, by relative path. */
function modesUnder(dir: string, relative = ''): Record<string, number> {
  const modes: Record<string, number> = { [relative || '.']: statSync(path.join(dir, relative)).mode & 0o777 };
  for (const name of readdirSync(path.join(dir, relative))) {
    const child = path.join(relative, name);
    if (statSync(path.join(dir, child)).isDirectory()) Object.assign(modes, modesUnder(dir, child));
    else modes[child] = statSync(path.join(dir, child)).mode & 0o777;
  }
  return modes;
}

/** Every row of every table of the public schema (as PostgreSQL prints it), every sequence, every uploaded file. */
async function snapshot(url: string, dataDir: string): Promise<Snapshot> {
  return await withClient(url, async (client) => {
    const tables: Record<string, string[]> = {};
    const { rows: names } = await client.query(`SELECT relname FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind = 'r' ORDER BY relname`);
    for (const { relname } of names) {
      const { rows } = await client.query(`SELECT row_to_json(t)::text AS row FROM public."${relname}" t ORDER BY 1`);
      tables[relname] = rows.map((row) => row.row);
    }
    const sequences: Record<string, string> = {};
    const { rows: sequenceNames } = await client.query(`SELECT relname FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind = 'S' ORDER BY relname`);
    for (const { relname } of sequenceNames) {
      const { rows: [state] } = await client.query(`SELECT last_value::text || '/' || is_called AS state FROM public."${relname}"`);
      sequences[relname] = state.state;
    }
    const uploads = path.join(dataDir, 'uploads');
    const files = Object.fromEntries(filesUnder(uploads).sort()
      .map((file) => [file, createHash('sha256').update(readFileSync(path.join(uploads, file))).digest('hex')]));
    return { tables, sequences, files };
  });
}

beforeAll(async () => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'portal-backup-test-'));
  backupDir = path.join(workDir, 'backup');

  // A portal with life in it: pictures, a private valid ID, requests through their lifecycle (history,
  // certificates, notifications), counters kept by triggers, the audit log.
  const png = { bytes: samplePng(), name: 'photo.png', type: 'image/png' };
  const jpeg = { bytes: sampleJpeg(), name: 'photo.jpg', type: 'image/jpeg' };
  for (const [title, photo] of [['Solar Street Lights', png], ['Drainage Canal', jpeg]] as const) {
    const created = await restMultipart(server, 'POST', '/projects/', { title, description: `${title}, phase 1`, status: 'ongoing', date_started: '2025-03-01' }, { project_photo: photo }, admin.access);
    expect(created.status).toBe(201);
  }
  expect((await restMultipart(server, 'POST', '/events/', {
    event_name: 'Clean-up Drive', target_audience: 'Adults', event_date: '2025-11-08', expected_number_of_attendees: '150', actual_attendees: '132', status: 'Ended',
  }, { event_photo: png }, admin.access)).status).toBe(201);
  expect((await restMultipart(server, 'POST', '/barangay-officials/', {
    position: 'Punong Barangay', name: 'Hon. Ricardo M. Villanueva', contact_number: '09171234501', address: 'Purok 1', term_start: '2023-11-30', term_end: '2026-11-30',
  }, { official_picture: jpeg }, admin.access)).status).toBe(201);
  for (const title of ['Clearance schedule', 'Vaccination day']) {
    expect((await server.rest('POST', '/announcements/', { title, content: `${title}: details — with “quotes”, ñ and emoji 🎉`, featured: title.startsWith('C') }, admin.access)).status).toBe(201);
  }
  expect((await server.rest('POST', '/contact-us-details/', {
    contact_number: '09171234500', facebook_pagee: 'https://www.facebook.com/BarangaySanIsidro', email: 'hall@example.gov.ph', address: 'Rizal Street',
  }, admin.access)).status).toBe(201);
  const type = await server.rest('POST', '/document-types/', { name: 'Barangay Clearance', fields: [{ name: 'Purpose' }, { name: 'Years of residence', field_type: 'number' }] }, admin.access);
  expect(type.status).toBe(201);

  const pending = await residentSession(server);
  expect((await restMultipart(server, 'PATCH', '/auth/user/upload-id/', {}, { valid_id: { bytes: samplePdf(), name: 'id.pdf', type: 'application/pdf' } }, pending.access)).status).toBe(200);
  for (let i = 0; i < 2; i++) {
    const resident = await residentSession(server, { verified: true, overrides: { first_name: `Resident${i}`, birthdate: `199${i}-02-1${i}` } });
    for (const purpose of ['Employment', 'Scholarship']) {
      const submitted = await server.rest('POST', '/document-requests/', { document_type: type.body.id, field_data: { Purpose: purpose, 'Years of residence': 12 } }, resident.access);
      expect(submitted.status).toBe(201);
      for (const status of purpose === 'Employment' ? ['processing', 'pickup'] : ['rejected']) {
        expect((await server.rest('PATCH', `/document-requests/${submitted.body.id}/`, { status }, admin.access)).status).toBe(200);
      }
    }
  }

  backedUp = await snapshot(server.database.url, server.dataDir);
  // With no umask to mask anything, the backup's own modes are all that keep it private.
  const umask = process.umask(0o000);
  try {
    backupRun = await runScript('backup.mjs', [backupDir], portalEnv());
  } finally {
    process.umask(umask);
  }
});

afterAll(async () => {
  rmSync(workDir, { recursive: true, force: true });
});

it('restores every row, sequence and file exactly as backed up, after changes and losses', async () => {
  // The pictures come with their resized copies (docs/architecture.md#picture-variants): a backup holds both.
  expect(Object.keys(backedUp.files).length).toBe(9);
  expect(backedUp.tables.document_request).toHaveLength(4);
  expect(backedUp.tables.document_certificate).toHaveLength(2);
  expect(backedUp.tables.resident_stat_count.length).toBeGreaterThan(0);
  expect(backedUp.tables.migrations.length).toBeGreaterThan(0);
  expect(backupRun.output).toContain(`Backup written to ${backupDir}`);
  // The valid ID is in the backup encrypted; its master key is not, and the manifest names it by its id only.
  const masterKey = (await readKeyFile(server.dataDir, KEY_FILE))!;
  const manifest = JSON.parse(readFileSync(path.join(backupDir, 'manifest.json'), 'utf8'));
  expect(manifest.uploads.privateKeyIds).toEqual([masterKey.id]);
  expect(backupRun.output).toContain(`the private files are encrypted with the master key ${masterKey.id}, which is not in the backup`);
  const backedUpIds = readdirSync(path.join(backupDir, 'uploads', 'private'));
  expect(backedUpIds).toHaveLength(1);
  expect(readFileSync(path.join(backupDir, 'uploads', 'private', backedUpIds[0])).subarray(0, 4).toString('latin1')).toBe('BPEF');
  expect(readdirSync(backupDir, { recursive: true, encoding: 'utf8' }).some((name) => name.includes(KEY_FILE))).toBe(false);
  expect(backupRun.code).toBe(0);
  // Residents' data and valid IDs: every folder of the backup is 700 and every file 600.
  const modes = modesUnder(backupDir);
  expect(Object.keys(modes)).toEqual(expect.arrayContaining(['.', 'manifest.json', 'database', 'uploads/private']));
  for (const [entry, mode] of Object.entries(modes)) {
    expect([entry, mode]).toEqual([entry, statSync(path.join(backupDir, entry)).isDirectory() ? 0o700 : 0o600]);
  }

  // Then things happen: records changed, added and deleted (their pictures with them), a table lost,
  // the private files lost, a stray file.
  const [project] = (await server.rest('GET', '/projects/')).body;
  expect((await server.rest('DELETE', `/projects/${project.id}/`, undefined, admin.access)).status).toBe(204);
  expect((await restMultipart(server, 'POST', '/projects/', { title: 'Covered Court', description: 'New', status: 'ongoing' },
    { project_photo: { bytes: samplePng(), name: 'court.png', type: 'image/png' } }, admin.access)).status).toBe(201);
  await server.database.db.query(`UPDATE announcement SET title = 'Changed' WHERE title = 'Vaccination day'`);
  await server.database.db.query(`DELETE FROM document_request_status_change WHERE to_status = 'rejected'`);
  await server.database.db.query('DROP TABLE contact_details');
  await server.database.db.query(`SELECT nextval('project_id_seq')`);
  rmSync(path.join(server.dataDir, 'uploads', 'private'), { recursive: true, force: true });
  writeFileSync(path.join(server.dataDir, 'uploads', 'public', 'stray.txt'), 'not a picture');
  const changed = await snapshot(server.database.url, server.dataDir);
  expect(changed).not.toEqual(backedUp);

  // Refused while another session is connected, unless forced; nothing is touched.
  const refused = await withClient(server.database.url, async () => await runScript('restore.mjs', [backupDir], portalEnv()));
  expect(refused.code).toBe(1);
  expect(refused.output).toMatch(/other session\(s\) are connected/);
  expect(await snapshot(server.database.url, server.dataDir)).toEqual(changed);

  const restored = await runScript('restore.mjs', [backupDir, '--force'], portalEnv());
  expect(restored.output).toContain(`Restored ${backupDir}`);
  expect(restored.output).not.toContain('which this portal does not have');
  expect(restored.code).toBe(0);
  expect(await snapshot(server.database.url, server.dataDir)).toEqual(backedUp);

  // The running portal serves the restored records and pictures.
  const projects = (await server.rest('GET', '/projects/')).body as Array<{ title: string; project_photo: string }>;
  expect(projects.map((p) => p.title).sort()).toEqual(['Drainage Canal', 'Solar Street Lights']);
  for (const { project_photo: url } of projects) expect((await fetch(url)).status).toBe(200);

  // The triggers are on again: a new resident is counted, a new request numbered after the restored ones.
  const total = async () => (await server.database.db.query(`SELECT residents FROM resident_stat_count WHERE stat = 'total'`))[0].residents;
  const residentsBefore = await total();
  const resident = await residentSession(server, { verified: true });
  expect(await total()).toBe(residentsBefore + 1);
  const [{ id: typeId }] = await server.database.db.query('SELECT id FROM document_type');
  const submitted = await server.rest('POST', '/document-requests/', { document_type: typeId, field_data: { Purpose: 'Travel', 'Years of residence': 3 } }, resident.access);
  expect(submitted.status).toBe(201);
  const references = (await server.database.db.query('SELECT reference_number FROM document_request')).map((r: { reference_number: string }) => r.reference_number);
  expect(new Set(references).size).toBe(5);
});

it('restores into a database that does not exist yet, and an empty data folder', async () => {
  const { name, url, drop } = await emptyTestDatabase('portal_restore', { create: false });
  const dataDir = path.join(workDir, 'fresh-data');
  try {
    const restored = await runScript('restore.mjs', [backupDir], { DATABASE_URL: url, DATA_DIR: dataDir });
    expect(restored.output).toContain(`Created the database ${name}`);
    // A fresh DATA_DIR has no master key: the restore says which one to bring.
    const masterKey = (await readKeyFile(server.dataDir, KEY_FILE))!;
    expect(restored.output).toContain(`the restored private files are encrypted with the master key ${masterKey.id}, which this portal does not have: `
      + `copy data-encryption-key from the machine the backup was made on into ${dataDir}`);
    expect(restored.code).toBe(0);
    expect(await snapshot(url, dataDir)).toEqual(backedUp);
    // The restored files get the portal's modes: private ones 600 in a 700 folder, public pictures 640.
    const modes = modesUnder(path.join(dataDir, 'uploads'));
    expect(modes['private']).toBe(0o700);
    const privateModes = Object.entries(modes).filter(([entry]) => entry.startsWith('private/'));
    const publicModes = Object.entries(modes).filter(([entry]) => entry.startsWith('public/'));
    expect(privateModes.length).toBe(1);
    expect(publicModes.length).toBe(8);
    for (const [entry, mode] of privateModes) expect([entry, mode]).toEqual([entry, 0o600]);
    for (const [entry, mode] of publicModes) expect([entry, mode]).toEqual([entry, 0o640]);
  } finally {
    await drop();
  }
});

it('refuses a damaged backup, and one from a newer portal, without touching anything', async () => {
  await server.database.db.query(`UPDATE announcement SET title = 'Changed again' WHERE title = 'Vaccination day'`);
  const current = await snapshot(server.database.url, server.dataDir);

  const damaged = path.join(workDir, 'damaged');
  cpSync(backupDir, damaged, { recursive: true });
  const tableFile = path.join(damaged, 'database', 'announcement.jsonl.gz');
  const bytes = readFileSync(tableFile);
  bytes[bytes.length - 5] ^= 0xff;
  writeFileSync(tableFile, bytes);
  const refusedDamaged = await runScript('restore.mjs', [damaged, '--force'], portalEnv());
  expect(refusedDamaged.code).toBe(1);
  expect(refusedDamaged.output).toContain('The backup is damaged: database/announcement.jsonl.gz does not match its checksum.');

  const newer = path.join(workDir, 'newer');
  cpSync(backupDir, newer, { recursive: true });
  const manifestFile = path.join(newer, 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  manifest.database.migrations.push('FromTheFuture9999999999999');
  writeFileSync(manifestFile, JSON.stringify(manifest));
  const refusedNewer = await runScript('restore.mjs', [newer, '--force'], portalEnv());
  expect(refusedNewer.code).toBe(1);
  expect(refusedNewer.output).toContain('The backup comes from a newer version of the portal (unknown migrations: FromTheFuture9999999999999)');

  expect(await snapshot(server.database.url, server.dataDir)).toEqual(current);
});
