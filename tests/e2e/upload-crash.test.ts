import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { hostIdentity } from '../../server/src/uploads/file-storage';
import { registrationPayload } from '../utils/fixtures';
import { samplePng } from '../utils/sample-files';
import { TEST_ADMIN } from '../utils/test-server';
import { builtPortalForFile, loginAs } from './support/portal-process';

// A portal killed (kill -9) after an upload's file was written but before the row naming it was committed
// leaves a file no row references. At the next start the upload sweep removes it, keeps every file a row
// references, and leaves alone what may belong to a write still under way elsewhere.
describe('a crash in the middle of an upload', () => {
  const built = builtPortalForFile('portal-upload-crash-');

  const folder = (visibility: 'public' | 'private') => path.join(built.dataDir, 'uploads', visibility);
  const files = (visibility: 'public' | 'private') => (existsSync(folder(visibility)) ? readdirSync(folder(visibility)).sort() : []);
  /** The stored files without the pictures' resized copies (docs/architecture.md#picture-variants). */
  const stored = (visibility: 'public' | 'private') => files(visibility).filter((name) => !/-\d+w\.webp$/.test(name));
  /** The resized copy of a sample picture (4 px wide: one copy, at its own width). */
  const copyOf = (key: string) => key.replace(/\.png$/, '-4w.webp');

  async function upload(url: string, method: string, apiPath: string, token: string, fields: Record<string, string>, fileField: string): Promise<Response> {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append(fileField, new Blob([samplePng()], { type: 'image/png' }), 'picture.png');
    return await fetch(`${url}${apiPath}`, { method, headers: { authorization: `Bearer ${token}` }, body: form });
  }

  async function waitForNewFile(visibility: 'public' | 'private', before: string[]): Promise<string> {
    for (;;) {
      // A picture's copies get their names before it does: once it is there, so are they.
      const added = stored(visibility).filter((name) => !before.includes(name));
      if (added.length > 0) return added[0];
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  /** Every storage key a row holds, with whether its file is on disk. */
  async function referencedFiles(): Promise<Array<{ key: string; onDisk: boolean }>> {
    const rows: Array<{ key: string; visibility: 'public' | 'private' }> = await built.database.db.query(`
      SELECT project_photo AS key, 'public' AS visibility FROM project WHERE project_photo IS NOT NULL
      UNION ALL SELECT event_photo, 'public' FROM event WHERE event_photo IS NOT NULL
      UNION ALL SELECT official_picture, 'public' FROM barangay_official WHERE official_picture IS NOT NULL
      UNION ALL SELECT valid_id, 'private' FROM "user" WHERE valid_id IS NOT NULL`);
    return rows.map(({ key, visibility }) => ({ key, onDisk: existsSync(path.join(folder(visibility), key)) }));
  }

  it('removes the files of the interrupted writes at the next start, and nothing a row references', async () => {
    const { database, dataDir } = built;
    let portal = await built.start();
    const adminToken = await loginAs(portal.url, TEST_ADMIN.email, TEST_ADMIN.password);
    const committed = await upload(portal.url, 'POST', '/api/projects/', adminToken,
      { title: 'Health Center', description: 'New wing', status: 'ongoing' }, 'project_photo');
    expect(committed.status).toBe(201);
    const keptPicture = stored('public');
    expect(keptPicture).toHaveLength(1);
    expect(files('public')).toEqual([keptPicture[0], copyOf(keptPicture[0])].sort());

    const resident = registrationPayload();
    const registered = await fetch(`${portal.url}/api/auth/user/`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(resident),
    });
    expect(registered.status).toBe(201);
    const residentToken = await loginAs(portal.url, String(resident.email), String(resident.password));

    // Locks taken outside the portal hold both writes after their file is stored and before their row is
    // written: a new project's INSERT waits for the EXCLUSIVE lock, the valid ID's UPDATE of "user" for the
    // SHARE lock (its SELECT ... FOR UPDATE of the resident's row still passes).
    const locker = new Client({ connectionString: database.url });
    locker.on('error', () => undefined);
    await locker.connect();
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE project IN EXCLUSIVE MODE');
    await locker.query('LOCK TABLE "user" IN SHARE MODE');
    const interruptedProject = upload(portal.url, 'POST', '/api/projects/', adminToken,
      { title: 'Never saved', description: 'The portal dies first', status: 'ongoing' }, 'project_photo').then((r) => r.status, () => 'no answer');
    const interruptedId = upload(portal.url, 'PATCH', '/api/auth/user/upload-id/', residentToken, {}, 'valid_id').then((r) => r.status, () => 'no answer');
    const orphanPicture = await waitForNewFile('public', keptPicture);
    const orphanId = await waitForNewFile('private', []);

    portal.process.kill('SIGKILL');
    await portal.exited;
    expect(await interruptedProject).toBe('no answer');
    expect(await interruptedId).toBe('no answer');
    await locker.query('ROLLBACK');
    await locker.end();

    // What the crash left: two files that no row names, and the orphan picture's copy.
    expect(files('public')).toEqual([...keptPicture, copyOf(keptPicture[0]), orphanPicture, copyOf(orphanPicture)].sort());
    expect(files('private')).toEqual([orphanId]);
    expect(await referencedFiles()).toEqual([{ key: keptPicture[0], onDisk: true }]);

    // Unmarked leftovers: one from long ago (an old failed removal), one recent (it might belong to a
    // write of another replica sharing the folder), and a name the storage never generates.
    const oldOrphan = `${randomUUID()}.png`;
    const recentOrphan = `${randomUUID()}.png`;
    for (const name of [oldOrphan, recentOrphan, 'README.txt']) writeFileSync(path.join(folder('public'), name), samplePng());
    const anHourAgo = new Date(Date.now() - 60 * 60_000);
    utimesSync(path.join(folder('public'), oldOrphan), anHourAgo, anHourAgo);
    // An old file marked pending by a live process on this host (this test process): a write under way.
    const livePending = `${randomUUID()}.png`;
    writeFileSync(path.join(folder('public'), livePending), samplePng());
    utimesSync(path.join(folder('public'), livePending), anHourAgo, anHourAgo);
    const liveInstance = path.join(dataDir, 'uploads', '.staging', `${hostIdentity()}~${process.pid}~0badc0de`);
    mkdirSync(liveInstance, { recursive: true });
    writeFileSync(path.join(liveInstance, `public.${livePending}`), '');

    portal = await built.start();
    expect(portal.output()).toContain('Upload sweep: removed files that no record references');

    expect(files('public')).toEqual([keptPicture[0], copyOf(keptPicture[0]), recentOrphan, livePending, 'README.txt'].sort());
    expect(files('private')).toEqual([]);
    // Only the live process's staging folder is left; the dead portal's is gone.
    expect(readdirSync(path.join(dataDir, 'uploads', '.staging'))).toEqual([path.basename(liveInstance)]);
    // No row without its file, and the interrupted writes left no row.
    expect(await referencedFiles()).toEqual([{ key: keptPicture[0], onDisk: true }]);
    expect(await database.db.query('SELECT title FROM project')).toEqual([{ title: 'Health Center' }]);
    expect(await database.db.query(`SELECT id_verification_status AS status FROM "user" WHERE email = $1`, [resident.email]))
      .toEqual([{ status: 'unverified' }]);

    // The portal works on: a new upload is stored and served.
    const token = await loginAs(portal.url, TEST_ADMIN.email, TEST_ADMIN.password);
    const after = await upload(portal.url, 'POST', '/api/projects/', token, { title: 'Bridge', description: 'Footbridge', status: 'ongoing' }, 'project_photo');
    expect(after.status).toBe(201);
    const { project_photo: photoUrl } = (await after.json()) as { project_photo: string };
    expect((await fetch(photoUrl)).status).toBe(200);

    portal.process.kill('SIGTERM');
    expect(await portal.exited).toBe(0);
  });
});
