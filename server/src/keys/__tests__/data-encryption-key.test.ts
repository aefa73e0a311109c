import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError } from '../../config/env';
import { encryptFile, masterKeyOf } from '../../uploads/file-encryption';
import { KEY_FILE, loadMasterKeyRing, PREVIOUS_KEY_FILE, replaceKeyFile } from '../data-encryption-key';

// Real files in a throw-away DATA_DIR: how the master key is found, generated and kept (docs/architecture.md#privacy-encryption).
let dataDir: string;
let privateDir: string;
const generated = () => ({ dataDir, dataEncryptionKey: undefined, previousDataEncryptionKey: undefined });

beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'data-key-'));
  privateDir = path.join(dataDir, 'uploads', 'private');
});

afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the generated master key', () => {
  it('is made once, 32 random bytes in base64 in a file only its owner can read, and read back the same afterwards', async () => {
    const umask = process.umask(0o000);
    let first;
    try {
      first = await loadMasterKeyRing(generated(), privateDir);
    } finally {
      process.umask(umask);
    }
    const file = path.join(dataDir, KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64').equals(first.current().secret)).toBe(true);
    const again = await loadMasterKeyRing(generated(), privateDir);
    expect(again.current().id).toBe(first.current().id);
  });

  it('is the same for loads racing each other, as processes starting at once: none overwrites the key another made', async () => {
    const rings = await Promise.all(Array.from({ length: 8 }, () => loadMasterKeyRing(generated(), privateDir)));
    expect(new Set(rings.map((ring) => ring.current().id)).size).toBe(1);
    const onDisk = Buffer.from(readFileSync(path.join(dataDir, KEY_FILE), 'utf8').trim(), 'base64');
    expect(masterKeyOf(onDisk).id).toBe(rings[0].current().id);
  });

  it('is set back to owner-only when an older version or a copy by hand left it readable', async () => {
    await loadMasterKeyRing(generated(), privateDir);
    const file = path.join(dataDir, KEY_FILE);
    chmodSync(file, 0o644);
    await loadMasterKeyRing(generated(), privateDir);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('is not made when the private files are already encrypted with a key that is missing: the start stops, naming that key', async () => {
    const lost = masterKeyOf(randomBytes(32));
    mkdirSync(privateDir, { recursive: true });
    writeFileSync(path.join(privateDir, '0f8fad5b-d9cb-469f-a165-70867728950e.png'), encryptFile(Buffer.from('an ID'), 'x', lost));
    await expect(loadMasterKeyRing(generated(), privateDir)).rejects.toThrow(ConfigError);
    await expect(loadMasterKeyRing(generated(), privateDir)).rejects.toThrow(
      `${privateDir} holds files encrypted with the master key ${lost.id}, but there is no ${path.join(dataDir, KEY_FILE)}`);
    expect(existsSync(path.join(dataDir, KEY_FILE))).toBe(false);
  });

  it('stops the start when the key file is damaged, rather than guessing', async () => {
    writeFileSync(path.join(dataDir, KEY_FILE), 'not a key\n', { mode: 0o600 });
    await expect(loadMasterKeyRing(generated(), privateDir)).rejects.toThrow(
      `${path.join(dataDir, KEY_FILE)} is not a data encryption key (32 bytes in base64)`);
  });

  it('is read again on refresh: a rotation beside the portal replaces it, and the previous key stays known', async () => {
    const ring = await loadMasterKeyRing(generated(), privateDir);
    const before = ring.current();
    const next = masterKeyOf(randomBytes(32));
    writeFileSync(path.join(dataDir, PREVIOUS_KEY_FILE), `${before.secret.toString('base64')}\n`, { mode: 0o600 });
    await replaceKeyFile(dataDir, KEY_FILE, next.secret);
    expect(ring.current().id).toBe(before.id);
    expect(ring.find(next.id)).toBeUndefined();
    expect((await ring.refresh()).id).toBe(next.id);
    expect(ring.find(before.id)?.secret.equals(before.secret)).toBe(true);
    expect(ring.ids()).toEqual([next.id, before.id]);
  });
});

describe('DATA_ENCRYPTION_KEY from the environment', () => {
  it('is the current key, with DATA_ENCRYPTION_KEY_PREVIOUS readable too, and nothing is written to DATA_DIR', async () => {
    const current = randomBytes(32);
    const previous = randomBytes(32);
    const ring = await loadMasterKeyRing({ dataDir, dataEncryptionKey: current, previousDataEncryptionKey: previous }, privateDir);
    expect(ring.current().id).toBe(masterKeyOf(current).id);
    expect(ring.find(masterKeyOf(previous).id)).toBeDefined();
    expect((await ring.refresh()).id).toBe(masterKeyOf(current).id);
    expect(existsSync(path.join(dataDir, KEY_FILE))).toBe(false);
  });
});
