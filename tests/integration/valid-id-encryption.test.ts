import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../../server/src/app';
import { KEY_FILE, PREVIOUS_KEY_FILE, createKeyFile, readKeyFile, replaceKeyFile } from '../../server/src/keys/data-encryption-key';
import { describeRotation, rotateDataEncryptionKey } from '../../server/src/keys/key-rotation';
import { createLogger } from '../../server/src/common/logger';
import { ConfigError, loadConfig } from '../../server/src/config/env';
import {
  decryptFile, encryptFile, HEADER_BYTES, keyIdOfFile, type MasterKey, masterKeyOf, UnreadableFileError,
} from '../../server/src/uploads/file-encryption';
import { FileStorage } from '../../server/src/uploads/file-storage';
import { buildServerIfStale } from '../e2e/support/portal-process';
import { residentSession, Session } from '../utils/accounts';
import { repoRoot } from '../utils/processes';
import { samplePdf, samplePng } from '../utils/sample-files';
import { startTestServer, TEST_JWT_SECRET, testServerForFile, type TestServer } from '../utils/test-server';
import { fetchBytes, restMultipart, UploadFile } from '../utils/uploads';

// Valid IDs are encrypted at rest (docs/architecture.md#privacy-encryption). Everything here goes
// through the real API and real files; the master key is read from where the portal keeps it.
const lines: string[] = [];
const server = testServerForFile({}, createLogger('info', { write: (line: string) => void lines.push(line) }));

const png: UploadFile = { bytes: samplePng(), name: 'id-front.png', type: 'image/png' };
const pdf: UploadFile = { bytes: samplePdf(), name: 'umid.pdf', type: 'application/pdf' };
const PNG_SIGNATURE = Buffer.from('89504e470d0a1a0a', 'hex');

const privateDir = (target: TestServer = server) => path.join(target.dataDir, 'uploads', 'private');

async function upload(target: TestServer, resident: Session, file: UploadFile): Promise<void> {
  const { status } = await restMultipart(target, 'PATCH', '/auth/user/upload-id/', {}, { valid_id: file }, resident.access);
  expect(status).toBe(200);
}

/** What the portal sends the owner for their ID. */
async function served(target: TestServer, resident: Session): Promise<{ status: number; bytes: Buffer; body: string }> {
  const answer = await fetchBytes(target, `/api/auth/user/${resident.id}/valid-id/`, resident.access);
  return { status: answer.status, bytes: answer.bytes, body: answer.bytes.toString('utf8') };
}

async function storedKey(target: TestServer, userId: number): Promise<string> {
  const [{ valid_id: key }] = await target.database.db.query(`SELECT valid_id FROM "user" WHERE id = $1`, [userId]);
  return key;
}

async function onDisk(target: TestServer, resident: Session): Promise<{ key: string; bytes: Buffer }> {
  const key = await storedKey(target, resident.id);
  return { key, bytes: readFileSync(path.join(privateDir(target), key)) };
}

async function generatedKey(dataDir: string = server.dataDir): Promise<MasterKey> {
  const key = await readKeyFile(dataDir, KEY_FILE);
  if (!key) throw new Error('no generated key');
  return key;
}

const only = (...keys: MasterKey[]) => (id: string) => keys.find((key) => key.id === id);

function refusalReason(work: () => unknown): string {
  try {
    work();
  } catch (error) {
    if (error instanceof UnreadableFileError) return error.reason;
    throw error;
  }
  return 'opened';
}

describe('an uploaded valid ID', () => {
  it.each([['a picture', png], ['a PDF', pdf]])('is %s on disk that is not the file, and decrypts with the master key to what the portal serves', async (_label, file) => {
    const resident = await residentSession(server);
    await upload(server, resident, file);
    const sent = await served(server, resident);
    expect(sent.status).toBe(200);
    const { key, bytes } = await onDisk(server, resident);

    // Neither the upload nor what the portal serves (a picture is re-encoded) is on disk in the clear.
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('BPEF');
    for (const clear of [file.bytes, sent.bytes]) {
      expect(bytes.subarray(0, 8).equals(clear.subarray(0, 8))).toBe(false);
      expect(bytes.includes(clear.subarray(0, 64))).toBe(false);
      expect(bytes.includes(clear.subarray(clear.length - 64))).toBe(false);
    }
    expect(bytes.includes(PNG_SIGNATURE)).toBe(false);
    expect(bytes.includes(Buffer.from('%PDF-'))).toBe(false);

    const master = await generatedKey();
    expect(keyIdOfFile(bytes)).toBe(master.id);
    expect(decryptFile(bytes, key, only(master)).equals(sent.bytes)).toBe(true);
    if (file === pdf) expect(sent.bytes.equals(pdf.bytes)).toBe(true);
  });

  it('is refused cleanly when the file was changed on disk, and logged without anything about whose it is', async () => {
    const resident = await residentSession(server);
    await upload(server, resident, png);
    const { key, bytes } = await onDisk(server, resident);
    bytes[HEADER_BYTES + 20] ^= 0x01;
    writeFileSync(path.join(privateDir(), key), bytes);
    lines.length = 0;

    const answer = await server.rest('GET', `/auth/user/${resident.id}/valid-id/`, undefined, resident.access);
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({
      detail: 'This valid ID cannot be opened: the stored file was changed, or was encrypted with a key this portal does not have. '
        + 'An administrator can reject it so that a new one can be uploaded.',
    });
    const log = lines.join('');
    expect(log).toContain('A stored valid ID failed its integrity check and was not sent');
    expect(log).toContain('"reason":"tampered"');
    expect(log).toContain(`"keyId":"${(await generatedKey()).id}"`);
    for (const personal of [resident.email, key, `"userId":${resident.id}`]) expect(log).not.toContain(personal);

    // A file moved under another account's name is refused the same way: it is not shown as theirs.
    const other = await residentSession(server);
    await upload(server, other, png);
    const otherKey = await storedKey(server, other.id);
    const victim = await residentSession(server);
    await upload(server, victim, png);
    writeFileSync(path.join(privateDir(), await storedKey(server, victim.id)), readFileSync(path.join(privateDir(), otherKey)));
    expect((await served(server, victim)).status).toBe(409);
    expect((await served(server, other)).status).toBe(200);
  });
});

describe('npm run rotate-key', () => {
  it('re-wraps every ID with a new master key while the portal runs: the same IDs are served and the old key no longer opens them', async () => {
    const residents = [await residentSession(server), await residentSession(server)];
    await upload(server, residents[0], png);
    await upload(server, residents[1], pdf);
    const before = await Promise.all(residents.map((resident) => served(server, resident)));
    const oldKey = await generatedKey();
    const contentBefore = (await onDisk(server, residents[0])).bytes.subarray(73);
    const filesBefore = readdirSync(privateDir()).length;

    const result = await rotateDataEncryptionKey({ dataDir: server.dataDir, dataEncryptionKey: undefined, previousDataEncryptionKey: undefined }, undefined);
    const newKey = await generatedKey();
    expect(newKey.id).not.toBe(oldKey.id);
    expect(result).toMatchObject({ keyId: newKey.id, keySource: 'generated', resumed: false });
    // Every file so far, those changed on disk above too: a rotation opens the wrap of the data key, not the content.
    expect(result.report.counts).toMatchObject({ rewrapped: filesBefore, unchanged: 0, unreadable: 0 });
    expect(filesBefore).toBeGreaterThanOrEqual(2);
    expect(existsSync(path.join(server.dataDir, PREVIOUS_KEY_FILE))).toBe(false);

    for (const [index, resident] of residents.entries()) {
      const after = await served(server, resident);
      expect(after.status).toBe(200);
      expect(after.bytes.equals(before[index].bytes)).toBe(true);
      const { key, bytes } = await onDisk(server, resident);
      expect(keyIdOfFile(bytes)).toBe(newKey.id);
      expect(refusalReason(() => decryptFile(bytes, key, only(oldKey)))).toBe('unknown-key');
      expect(refusalReason(() => decryptFile(bytes, key, () => oldKey))).toBe('tampered');
    }
    // Only the wrap changed: the content was not encrypted again.
    expect((await onDisk(server, residents[0])).bytes.subarray(73).equals(contentBefore)).toBe(true);

    // The running portal wraps what it stores from now on with the new key, without a restart.
    const newcomer = await residentSession(server);
    await upload(server, newcomer, png);
    expect(keyIdOfFile((await onDisk(server, newcomer)).bytes)).toBe(newKey.id);
  });

  it('takes up a rotation cut short, and files under either key stay readable meanwhile', async () => {
    const residents = [await residentSession(server), await residentSession(server)];
    for (const resident of residents) await upload(server, resident, png);
    const before = await Promise.all(residents.map((resident) => served(server, resident)));
    const oldKey = await generatedKey();

    // A rotation that died after re-wrapping one file: the previous key kept, the new key in place, one file under each.
    const next = masterKeyOf(randomBytes(32));
    await createKeyFile(server.dataDir, PREVIOUS_KEY_FILE, oldKey.secret);
    await replaceKeyFile(server.dataDir, KEY_FILE, next.secret);
    const storage = new FileStorage(path.join(server.dataDir, 'uploads'), {
      current: () => next, find: only(oldKey, next), refresh: async () => next,
    });
    expect(await storage.encrypted().rewrap(await storedKey(server, residents[0].id), next)).toBe('rewrapped');
    expect(keyIdOfFile((await onDisk(server, residents[0])).bytes)).toBe(next.id);
    expect(keyIdOfFile((await onDisk(server, residents[1])).bytes)).toBe(oldKey.id);
    for (const [index, resident] of residents.entries()) expect((await served(server, resident)).bytes.equals(before[index].bytes)).toBe(true);

    const result = await rotateDataEncryptionKey({ dataDir: server.dataDir, dataEncryptionKey: undefined, previousDataEncryptionKey: undefined }, undefined);
    expect(result).toMatchObject({ keyId: next.id, resumed: true });
    expect((await generatedKey()).id).toBe(next.id);
    expect(existsSync(path.join(server.dataDir, PREVIOUS_KEY_FILE))).toBe(false);
    for (const [index, resident] of residents.entries()) {
      expect(keyIdOfFile((await onDisk(server, resident)).bytes)).toBe(next.id);
      expect((await served(server, resident)).bytes.equals(before[index].bytes)).toBe(true);
    }
    expect(describeRotation(result)[0]).toMatch(/^Took up the rotation cut short and re-wrapped the private files with the key [0-9a-f]{16}: \d+ re-wrapped, /);
  });

  it('with DATA_ENCRYPTION_KEY, re-wraps with NEW_DATA_ENCRYPTION_KEY and tells the operator to switch the setting', async () => {
    const configured = randomBytes(32);
    const envServer = await startTestServer({ DATA_ENCRYPTION_KEY: configured.toString('base64') });
    try {
      const resident = await residentSession(envServer);
      await upload(envServer, resident, png);
      const sent = await served(envServer, resident);
      expect(existsSync(path.join(envServer.dataDir, KEY_FILE))).toBe(false);
      expect(keyIdOfFile((await onDisk(envServer, resident)).bytes)).toBe(masterKeyOf(configured).id);

      const config = { dataDir: envServer.dataDir, dataEncryptionKey: configured, previousDataEncryptionKey: undefined };
      await expect(rotateDataEncryptionKey(config, undefined)).rejects.toThrow(/give it in NEW_DATA_ENCRYPTION_KEY/);
      const newSecret = randomBytes(32);
      const result = await rotateDataEncryptionKey(config, newSecret);
      expect(result).toMatchObject({ keyId: masterKeyOf(newSecret).id, keySource: 'environment', switchSetting: true });
      expect(result.report.counts).toMatchObject({ rewrapped: 1, unreadable: 0 });
      expect(describeRotation(result).join('\n')).toContain('Now set DATA_ENCRYPTION_KEY to the new key (the value of NEW_DATA_ENCRYPTION_KEY) and restart the portal');
      const { key, bytes } = await onDisk(envServer, resident);
      expect(decryptFile(bytes, key, only(masterKeyOf(newSecret))).equals(sent.bytes)).toBe(true);
      // Until it restarts with the new key, the portal refuses the file cleanly rather than failing.
      expect((await served(envServer, resident)).status).toBe(409);
    } finally {
      await envServer.close();
    }
  });
});

describe('the start of the portal', () => {
  /** Starts a second portal on the server's database and DATA_DIR, as a restart would; answers what it logged. */
  async function restart(): Promise<string> {
    const log: string[] = [];
    const config = loadConfig({
      DATA_DIR: server.dataDir, NODE_ENV: 'test', PORT: '0', DATABASE_URL: server.database.url, JWT_SECRET: TEST_JWT_SECRET,
      OUTBOX_INTERVAL_MS: '0', CLIENT_DIST_DIR: path.resolve(repoRoot, 'client/dist'),
    });
    const portal = await createApp({ config, db: server.database.db, logger: createLogger('info', { write: (line: string) => void log.push(line) }), jwtSecret: TEST_JWT_SECRET });
    await portal.stop();
    return log.join('');
  }

  it('encrypts the plain IDs an install from before stored, which are served as before', async () => {
    const resident = await residentSession(server);
    await upload(server, resident, png);
    const sent = await served(server, resident);
    // As an older version left it: the picture itself under its name.
    const { key } = await onDisk(server, resident);
    writeFileSync(path.join(privateDir(), key), sent.bytes, { mode: 0o600 });
    expect(readFileSync(path.join(privateDir(), key)).subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);

    const log = await restart();
    expect(log).toContain('"encrypted":1');
    expect(log).toContain('Encryption at rest: encrypted the private files stored before it');
    const { bytes } = await onDisk(server, resident);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('BPEF');
    expect(bytes.includes(sent.bytes.subarray(0, 64))).toBe(false);
    expect((await served(server, resident)).bytes.equals(sent.bytes)).toBe(true);

    // Idempotent: the next start finds nothing to encrypt.
    expect(await restart()).not.toContain('"encrypted"');
    expect((await onDisk(server, resident)).bytes.equals(bytes)).toBe(true);
  });

  it('refuses to make a new master key when the IDs are encrypted with one that is missing', async () => {
    const keyFile = path.join(server.dataDir, KEY_FILE);
    const kept = readFileSync(keyFile);
    rmSync(keyFile);
    try {
      await expect(restart()).rejects.toThrow(ConfigError);
      await expect(restart()).rejects.toThrow(/holds files encrypted with the master key [0-9a-f]{16}.*put back the key file they were encrypted with/);
      expect(existsSync(keyFile)).toBe(false);
    } finally {
      writeFileSync(keyFile, kept, { mode: 0o600 });
    }
  });
});

describe('the built portal and script', () => {
  let workDir: string;

  beforeAll(() => {
    buildServerIfStale();
    workDir = mkdtempSync(path.join(os.tmpdir(), 'portal-key-'));
  }, 180_000);

  afterAll(() => {
    rmSync(workDir, { recursive: true, force: true });
  });

  /** Runs a built script without blocking this process, which serves the test portal meanwhile. */
  const run = (script: string, env: Record<string, string>) => new Promise<{ status: number | null; output: string }>((resolve) => {
    const child = spawn('node', [path.join(repoRoot, 'server/dist', script)], { cwd: repoRoot, env: { ...process.env, NODE_ENV: 'test', ...env } });
    let output = '';
    child.stdout.on('data', (chunk) => { output += chunk; });
    child.stderr.on('data', (chunk) => { output += chunk; });
    child.on('exit', (status) => resolve({ status, output }));
  });

  it('refuses to start with a malformed DATA_ENCRYPTION_KEY, saying what it must be, before anything is created', async () => {
    const started = await run('main.js', { DATA_DIR: workDir, DATABASE_URL: server.database.url, DATA_ENCRYPTION_KEY: 'my-secret-passphrase' });
    expect(started.status).toBe(1);
    expect(started.output).toContain('Configuration error: DATA_ENCRYPTION_KEY must be 32 bytes written as 64 hexadecimal '
      + 'characters or in base64 (44 characters, e.g. from `openssl rand -base64 32`); the value given (20 characters) is neither');
    expect(started.output).not.toContain('my-secret-passphrase');
    expect(existsSync(path.join(workDir, KEY_FILE))).toBe(false);
  });

  it('rotates the key of a running portal from the command line, printing counts and key ids only', async () => {
    const resident = await residentSession(server);
    await upload(server, resident, pdf);
    // A file from another install, under a key this one does not have: it cannot be re-wrapped.
    const foreign = masterKeyOf(randomBytes(32));
    const foreignName = '5f0c6a34-2b1e-4c8f-9d3a-7e6b5a4c3d2e.png';
    writeFileSync(path.join(privateDir(), foreignName), encryptFile(samplePng(), foreignName, foreign), { mode: 0o600 });
    const rotated = await run('scripts/rotate-key.js', { DATA_DIR: server.dataDir, DATABASE_URL: server.database.url });
    const { output } = rotated;
    const newKey = await generatedKey();
    expect(output).toContain(`Re-wrapped the private files with the key ${newKey.id}: `);
    expect(output).toContain('The new key is in DATA_DIR/data-encryption-key and the previous one is gone');
    // The foreign file is left as it was: said with its key's id, and the exit code says so too.
    expect(output).toContain(`1 could not be read (1 under ${foreign.id}): wrapped by a key this rotation was not given, or damaged.`);
    expect(keyIdOfFile(readFileSync(path.join(privateDir(), foreignName)))).toBe(foreign.id);
    expect(rotated.status).toBe(1);
    expect(output).not.toContain(await storedKey(server, resident.id));
    expect(output).not.toContain(newKey.secret.toString('base64'));
    expect((await served(server, resident)).bytes.equals(pdf.bytes)).toBe(true);
  });
});
