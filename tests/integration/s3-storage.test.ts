import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createApp } from '../../server/src/app';
import { KEY_FILE, readKeyFile } from '../../server/src/keys/data-encryption-key';
import { rotateDataEncryptionKey } from '../../server/src/keys/key-rotation';
import { createLogger } from '../../server/src/common/logger';
import { loadConfig } from '../../server/src/config/env';
import { decryptFile, keyIdOfFile, type MasterKey } from '../../server/src/uploads/file-encryption';
import { openFileStorage } from '../../server/src/uploads/open-storage';
import { ORPHAN_MIN_AGE_MS, sweepUploads } from '../../server/src/uploads/upload-sweep';
import { buildServerIfStale } from '../e2e/support/portal-process';
import { adminForFile, loginAdmin, residentSession, type Session, staffMemberSession } from '../utils/accounts';
import { madeBeforeAll } from '../utils/made-before-all';
import { repoRoot } from '../utils/processes';
import { s3ServerForFile } from '../utils/s3-server';
import { samplePng } from '../utils/sample-files';
import { startReplicaOf, startTestServer, TEST_JWT_SECRET, type TestServer } from '../utils/test-server';
import { fetchBytes, restMultipart, type UploadFile } from '../utils/uploads';

// With S3_ENDPOINT and S3_BUCKET set, the files live in an S3-compatible bucket
// (docs/architecture.md#object-storage). A real S3-protocol server (s3rver) on loopback, never a mock.
const s3 = s3ServerForFile();
const server = madeBeforeAll(() => startTestServer({ ...s3.settings }), (portal) => portal.close());
const admin = adminForFile(server);

const PNG_SIGNATURE = Buffer.from('89504e470d0a1a0a', 'hex');
const png = (name = 'bridge.png'): UploadFile => ({ bytes: samplePng(), name, type: 'image/png' });
/** What express.static sends for /media/ from the local folder (maxAge 7 days). */
const MEDIA_CACHE_CONTROL = 'public, max-age=604800';

const stemOf = (key: string) => key.replace(/\.[a-z]+$/, '');

async function createProject(target: TestServer, session: Session): Promise<{ id: number; key: string; url: string }> {
  const created = await restMultipart(target, 'POST', '/projects/', { title: 'Footbridge', description: 'Purok 3', status: 'ongoing' },
    { project_photo: png() }, session.access);
  expect(created.status).toBe(201);
  const url: string = created.body.project_photo;
  return { id: created.body.id, key: path.basename(url), url };
}

async function uploadId(target: TestServer, resident: Session, file: UploadFile = png('id-front.png')): Promise<string> {
  const { status } = await restMultipart(target, 'PATCH', '/auth/user/upload-id/', {}, { valid_id: file }, resident.access);
  expect(status).toBe(200);
  const [{ valid_id: key }] = await target.database.db.query('SELECT valid_id FROM "user" WHERE id = $1', [resident.id]);
  return key;
}

const idPath = (resident: Session) => `/api/auth/user/${resident.id}/valid-id/`;

async function generatedKey(dataDir: string): Promise<MasterKey> {
  const key = await readKeyFile(dataDir, KEY_FILE);
  if (!key) throw new Error('no generated key');
  return key;
}

describe('public pictures in the bucket', () => {
  it('are served at /media/ by the portal, from the bucket, with the folder\'s caching, and never land in DATA_DIR/uploads', async () => {
    const project = await createProject(server, admin);
    const copy = `${stemOf(project.key)}-4w.webp`;
    expect(await s3.keys(`public/${stemOf(project.key)}`)).toEqual([`public/${copy}`, `public/${project.key}`].sort());
    expect(existsSync(path.join(server.dataDir, 'uploads', 'public'))).toBe(false);

    const served = await fetchBytes(server, project.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL);
    expect(served.bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(served.bytes.equals((await s3.object(`public/${project.key}`))!)).toBe(true);
    const copyServed = await fetchBytes(server, `/media/${copy}`);
    expect([copyServed.status, copyServed.headers.get('content-type')]).toEqual([200, 'image/webp']);

    // A browser's revalidation is answered without the picture.
    const again = await fetch(project.url, { headers: { 'if-none-match': served.headers.get('etag')! } });
    expect(again.status).toBe(304);
    const head = await fetch(project.url, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-length')]).toEqual([200, String(served.bytes.length)]);
  });

  it('answers 404 for a name that is not there or that the portal never makes, and 405 for a write', async () => {
    const missing = await fetchBytes(server, `/media/${randomUUID()}.png`);
    expect([missing.status, JSON.parse(missing.bytes.toString())]).toEqual([404, { detail: 'Not found.' }]);
    for (const name of ['robots.txt', '..%2Fprivate%2Fx.png', 'public/x.png']) expect((await fetchBytes(server, `/media/${name}`)).status).toBe(404);
    expect((await fetch(`${server.url}/media/${randomUUID()}.png`, { method: 'POST' })).status).toBe(405);
  });

  it('removes the objects of a replaced picture once the change is saved, and those of a deleted record', async () => {
    const project = await createProject(server, admin);
    const replaced = await restMultipart(server, 'PUT', `/projects/${project.id}/`,
      { title: 'Footbridge', description: 'Purok 3', status: 'ongoing' }, { project_photo: png('new.png') }, admin.access);
    expect(replaced.status).toBe(200);
    const newKey = path.basename(replaced.body.project_photo);
    expect(newKey).not.toBe(project.key);
    expect(await s3.keys(`public/${stemOf(project.key)}`)).toEqual([]);
    expect(await s3.keys(`public/${stemOf(newKey)}`)).toHaveLength(2);
    expect((await fetchBytes(server, project.url)).status).toBe(404);

    expect((await server.rest('DELETE', `/projects/${project.id}/`, undefined, admin.access)).status).toBe(204);
    expect(await s3.keys(`public/${stemOf(newKey)}`)).toEqual([]);
  });
});

describe('the upload sweep on the bucket', () => {
  it('removes the objects no row names once they are old, and keeps those a row names and names it never makes', async () => {
    const project = await createProject(server, admin);
    const orphans = [`public/${randomUUID()}.png`, `public/${randomUUID()}-320w.webp`, `private/${randomUUID()}.pdf`];
    for (const key of [...orphans, 'public/robots.txt']) await s3.put(key, samplePng());
    const storage = openFileStorage(loadConfig({ ...s3.settings, DATA_DIR: server.dataDir }));
    try {
      // Young: another replica may be about to commit the row that names it.
      expect((await sweepUploads(storage, server.database.db)).removed).toEqual([]);
      const later = await sweepUploads(storage, server.database.db, { now: Date.now() + 2 * ORPHAN_MIN_AGE_MS });
      expect(later.removed.sort()).toEqual([...orphans].sort());
    } finally {
      await storage.close();
    }
    for (const key of orphans) expect(await s3.object(key)).toBeNull();
    expect(await s3.object('public/robots.txt')).not.toBeNull();
    expect(await s3.keys(`public/${stemOf(project.key)}`)).toHaveLength(2);
    expect((await fetchBytes(server, project.url)).status).toBe(200);
  });
});

describe('valid IDs in the bucket', () => {
  const secretary = madeBeforeAll(async () => await staffMemberSession(server, admin,
    { builtIn: 'SECRETARY', email: 'sec@s3.test', firstName: 'Sonia', lastName: 'Kalihim' }));
  const deskOfficer = madeBeforeAll(async () => await staffMemberSession(server, admin,
    { builtIn: 'DESK_OFFICER', email: 'desk@s3.test', firstName: 'Lorna', lastName: 'Bantay' }));

  it('are only ciphertext in the bucket, and served only to the owner and staff who verify IDs', async () => {
    const resident = await residentSession(server);
    const key = await uploadId(server, resident);
    const stored = (await s3.object(`private/${key}`))!;
    expect(stored.subarray(0, 4).toString('latin1')).toBe('BPEF');
    expect(stored.includes(PNG_SIGNATURE)).toBe(false);
    expect(existsSync(path.join(server.dataDir, 'uploads', 'private'))).toBe(false);

    const own = await fetchBytes(server, idPath(resident), resident.access);
    expect(own.status).toBe(200);
    expect(own.bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    const master = await generatedKey(server.dataDir);
    expect(decryptFile(stored, key, (id) => (id === master.id ? master : undefined)).equals(own.bytes)).toBe(true);
    const verifier = await fetchBytes(server, `${idPath(resident)}?purpose=verify_identity`, secretary.access);
    expect([verifier.status, verifier.bytes.equals(own.bytes)]).toEqual([200, true]);

    const other = await residentSession(server);
    expect((await fetchBytes(server, idPath(resident))).status).toBe(401);
    for (const refused of [other, deskOfficer]) {
      const answer = await fetchBytes(server, `${idPath(resident)}?purpose=verify_identity`, refused.access);
      expect(answer.status).toBe(403);
      expect(answer.bytes.includes(own.bytes.subarray(0, 64))).toBe(false);
    }
    // Never through /media/, whose objects are the public ones only.
    expect((await fetchBytes(server, `/media/${key}`)).status).toBe(404);
  });
});

describe('npm run rotate-key', () => {
  it('re-wraps the data keys of the objects in the bucket, and the running portal serves the same IDs', async () => {
    const resident = await residentSession(server);
    const key = await uploadId(server, resident);
    const before = await fetchBytes(server, idPath(resident), resident.access);
    const oldKey = await generatedKey(server.dataDir);
    const { objectStorage } = loadConfig(s3.settings);

    const result = await rotateDataEncryptionKey({ dataDir: server.dataDir, dataEncryptionKey: undefined, previousDataEncryptionKey: undefined, objectStorage }, undefined);
    const newKey = await generatedKey(server.dataDir);
    expect(newKey.id).not.toBe(oldKey.id);
    expect(result.report.counts).toMatchObject({ unreadable: 0 });
    expect(result.report.counts.rewrapped).toBeGreaterThanOrEqual(1);
    for (const object of await s3.keys('private/')) expect(keyIdOfFile((await s3.object(object))!)).toBe(newKey.id);
    expect(keyIdOfFile((await s3.object(`private/${key}`))!)).toBe(newKey.id);
    const after = await fetchBytes(server, idPath(resident), resident.access);
    expect([after.status, after.bytes.equals(before.bytes)]).toEqual([200, true]);
  });
});

describe('the start-up encryption pass', () => {
  /** Starts another portal on the same database, DATA_DIR and bucket, as a restart would; answers what it logged. */
  async function restart(): Promise<string> {
    const log: string[] = [];
    const config = loadConfig({
      ...s3.settings, DATA_DIR: server.dataDir, NODE_ENV: 'test', PORT: '0', DATABASE_URL: server.database.url, JWT_SECRET: TEST_JWT_SECRET,
      OUTBOX_INTERVAL_MS: '0', CLIENT_DIST_DIR: path.resolve(repoRoot, 'client/dist'),
    });
    const portal = await createApp({ config, db: server.database.db, logger: createLogger('debug', { write: (line: string) => void log.push(line) }), jwtSecret: TEST_JWT_SECRET });
    await portal.stop();
    return log.join('');
  }

  it('does not start on a bucket that is not there, saying what to do', async () => {
    const config = loadConfig({ ...s3.settings, S3_BUCKET: 'no-such-bucket', DATA_DIR: server.dataDir, NODE_ENV: 'test', JWT_SECRET: TEST_JWT_SECRET });
    await expect(createApp({ config, db: server.database.db, logger: createLogger('silent'), jwtSecret: TEST_JWT_SECRET }))
      .rejects.toThrow(`The bucket no-such-bucket at ${s3.endpoint} cannot be used: there is no such bucket (create it first)`);
  });

  const marks = async (): Promise<Array<{ storage: string; mark: string }>> => await server.database.db.query('SELECT storage, mark FROM storage_mark');

  it('is done once per bucket, recorded in the database: a later start skips it, until its mark is cleared', async () => {
    expect(await marks()).toEqual([{ storage: `s3:${s3.endpoint}/${s3.bucket}`, mark: 'private-files-encrypted' }]);
    const resident = await residentSession(server);
    const key = await uploadId(server, resident);
    const served = await fetchBytes(server, idPath(resident), resident.access);
    // As an install from before encryption at rest would have left it: the picture itself.
    await s3.put(`private/${key}`, served.bytes);

    expect(await restart()).toContain('Encryption at rest: the private files of this storage were checked at an earlier start');
    expect((await s3.object(`private/${key}`))!.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);

    await server.database.db.query('DELETE FROM storage_mark');
    const log = await restart();
    expect(log).toContain('"encrypted":1');
    const encrypted = (await s3.object(`private/${key}`))!;
    expect(encrypted.subarray(0, 4).toString('latin1')).toBe('BPEF');
    expect(encrypted.includes(served.bytes.subarray(0, 64))).toBe(false);
    expect((await fetchBytes(server, idPath(resident), resident.access)).bytes.equals(served.bytes)).toBe(true);
    expect(await marks()).toHaveLength(1);
  });
});

describe('a second portal on the same bucket', () => {
  it('serves the pictures and IDs stored through the first', async () => {
    const project = await createProject(server, admin);
    const resident = await residentSession(server);
    await uploadId(server, resident);
    const replica = await startReplicaOf(server, { ...s3.settings });
    try {
      const picture = await fetchBytes(replica, `/media/${project.key}`);
      expect([picture.status, picture.bytes.equals((await fetchBytes(server, project.url)).bytes)]).toEqual([200, true]);
      const id = await fetchBytes(replica, idPath(resident), resident.access);
      expect([id.status, id.bytes.equals((await fetchBytes(server, idPath(resident), resident.access)).bytes)]).toEqual([200, true]);
    } finally {
      await replica.close();
    }
  });
});

describe('npm run storage:migrate', () => {
  beforeAll(() => {
    buildServerIfStale();
  }, 180_000);

  /** Runs the built script without blocking this process, which serves the test portals meanwhile. */
  const migrate = (env: Record<string, string>) => new Promise<{ status: number | null; output: string }>((resolve) => {
    const child = spawn('node', [path.join(repoRoot, 'server/dist/scripts/storage-migrate.js')], { cwd: repoRoot, env: { ...process.env, NODE_ENV: 'test', ...env } });
    let output = '';
    child.stdout.on('data', (chunk) => { output += chunk; });
    child.stderr.on('data', (chunk) => { output += chunk; });
    child.on('exit', (status) => resolve({ status, output }));
  });

  it('copies a local install\'s files into the bucket, again only what is missing, and a portal on the bucket serves them', async () => {
    const local = await startTestServer();
    try {
      const localAdmin = await loginAdmin(local);
      const project = await createProject(local, localAdmin);
      const resident = await residentSession(local);
      const idKey = await uploadId(local, resident);
      const picture = await fetchBytes(local, project.url);
      const id = await fetchBytes(local, idPath(resident), resident.access);
      // An ID stored before encryption at rest, which the bucket must not get as it is.
      writeFileSync(path.join(local.dataDir, 'uploads', 'private', idKey), id.bytes, { mode: 0o600 });
      const bucket = await s3.another('portal-migrated');
      const env = { DATA_DIR: local.dataDir, ...bucket.settings };

      const first = await migrate(env);
      expect(first.status).toBe(0);
      expect(first.output).toContain('  public: 2 copied, 0 already there\n');
      expect(first.output).toContain('  private: 1 copied, 0 already there, 1 of the copied encrypted on the way (stored before encryption at rest)\n');
      expect(first.output).toContain('The local files are left as they were.');
      expect(await bucket.keys()).toEqual([`private/${idKey}`, `public/${stemOf(project.key)}-4w.webp`, `public/${project.key}`].sort());
      const stored = (await bucket.object(`private/${idKey}`))!;
      expect(stored.subarray(0, 4).toString('latin1')).toBe('BPEF');
      expect(stored.includes(id.bytes.subarray(0, 64))).toBe(false);
      expect(readdirSync(path.join(local.dataDir, 'uploads', 'public'))).toHaveLength(2);

      const second = await migrate(env);
      expect(second.status).toBe(0);
      expect(second.output).toContain('  public: 0 copied, 2 already there\n');
      expect(second.output).toContain('  private: 0 copied, 1 already there\n');

      // The operator's step once the bucket serves: the local files go, and the portal on the bucket does not miss them.
      for (const visibility of ['public', 'private']) rmSync(path.join(local.dataDir, 'uploads', visibility), { recursive: true });
      const onBucket = await startReplicaOf(local, { ...bucket.settings });
      try {
        const fromBucket = await fetchBytes(onBucket, `/media/${project.key}`);
        expect(fromBucket.status).toBe(200);
        expect(fromBucket.bytes.equals(picture.bytes)).toBe(true);
        for (const header of ['content-type', 'cache-control']) expect(fromBucket.headers.get(header)).toBe(picture.headers.get(header));
        const idFromBucket = await fetchBytes(onBucket, idPath(resident), resident.access);
        expect([idFromBucket.status, idFromBucket.bytes.equals(id.bytes)]).toEqual([200, true]);
      } finally {
        await onBucket.close();
      }
    } finally {
      await local.close();
    }
  });

  it('refuses to run without a bucket to copy into, saying what to set', async () => {
    const refused = await migrate({ DATA_DIR: server.dataDir, S3_ENDPOINT: '', S3_BUCKET: '' });
    expect(refused.status).toBe(1);
    expect(refused.output).toContain('Storage migration refused: S3_ENDPOINT and S3_BUCKET are not set');
  });
});

