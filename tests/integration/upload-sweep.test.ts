import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FileStorage, hostIdentity } from '../../server/src/uploads/file-storage';
import { ORPHAN_MIN_AGE_MS, storageKeyColumns, sweepUploads } from '../../server/src/uploads/upload-sweep';
import { loginAdmin, residentSession } from '../utils/accounts';
import { samplePdf, samplePng } from '../utils/sample-files';
import { testServerForFile } from '../utils/test-server';
import { restMultipart } from '../utils/uploads';

// The upload sweep (what a crash between storing a file and committing its row leaves behind): which files
// it removes, and which it must leave alone. The crash itself is exercised in tests/e2e/upload-crash.test.ts.
const server = testServerForFile();
let storage: FileStorage;
const folder = (visibility: 'public' | 'private') => path.join(server.dataDir, 'uploads', visibility);
const staging = () => path.join(server.dataDir, 'uploads', '.staging');

beforeAll(async () => {
  storage = new FileStorage(path.join(server.dataDir, 'uploads'));
});

function place(visibility: 'public' | 'private', name: string, ageMs: number): string {
  mkdirSync(folder(visibility), { recursive: true });
  const file = path.join(folder(visibility), name);
  writeFileSync(file, visibility === 'public' ? samplePng() : samplePdf());
  const when = new Date(Date.now() - ageMs);
  utimesSync(file, when, when);
  return name;
}

function mark(instance: string, name: string, ageMs = 0): void {
  mkdirSync(path.join(staging(), instance), { recursive: true });
  const file = path.join(staging(), instance, name);
  writeFileSync(file, '');
  const when = new Date(Date.now() - ageMs);
  utimesSync(file, when, when);
  utimesSync(path.join(staging(), instance), when, when);
}

it('reads storage keys from exactly the six columns that hold them (a barangay\'s seal, and the seal a certificate prints)', () => {
  expect(storageKeyColumns(server.database.db).sort((a, b) => a.table.localeCompare(b.table))).toEqual([
    { table: 'barangay', column: 'seal' },
    { table: 'barangay_official', column: 'official_picture' },
    { table: 'document_certificate', column: 'seal' },
    { table: 'event', column: 'event_photo' },
    { table: 'project', column: 'project_photo' },
    { table: 'user', column: 'valid_id' },
  ]);
});

it('removes what no row names once it is old or its writer died, and keeps everything else', async () => {
  const admin = await loginAdmin(server);
  const project = await restMultipart(server, 'POST', '/projects/', { title: 'Footbridge', description: 'Purok 3', status: 'ongoing' },
    { project_photo: { bytes: samplePng(), name: 'bridge.png', type: 'image/png' } }, admin.access);
  expect(project.status).toBe(201);
  const resident = await residentSession(server);
  expect((await restMultipart(server, 'PATCH', '/auth/user/upload-id/', {}, { valid_id: { bytes: samplePdf(), name: 'id.pdf', type: 'application/pdf' } }, resident.access)).status).toBe(200);
  const [referencedPicture, referencedCopy] = readdirSync(folder('public')).sort((a, b) => a.length - b.length);
  expect(referencedCopy).toBe(referencedPicture.replace('.png', '-4w.webp'));
  const referencedId = readdirSync(folder('private'))[0];
  // Referenced files are kept however old they are.
  for (const [visibility, name] of [['public', referencedPicture], ['public', referencedCopy], ['private', referencedId]] as const) {
    const when = new Date(Date.now() - 10 * ORPHAN_MIN_AGE_MS);
    utimesSync(path.join(folder(visibility), name), when, when);
  }

  const old = 2 * ORPHAN_MIN_AGE_MS;
  const oldOrphan = place('public', `${randomUUID()}.png`, old);
  const oldPrivateOrphan = place('private', `${randomUUID()}.pdf`, old);
  const youngOrphan = place('public', `${randomUUID()}.jpg`, 1000);
  const notOurs = place('public', 'robots.txt', old);
  // Resized copies (picture-variants.ts) go with their picture: an old one whose picture no row names goes...
  const oldOrphanCopy = place('public', `${randomUUID()}-320w.webp`, old);
  // ...a young one stays for now.
  const youngOrphanCopy = place('public', `${randomUUID()}-640w.webp`, 1000);

  // A process on this host that died (its pid is gone): its marked files go at once, young or not, and its
  // half-written files with them.
  const deadInstance = `${hostIdentity()}~999999999~deadbeef`;
  const deadWrite = place('public', `${randomUUID()}.png`, 0);
  const deadWriteCopy = place('public', deadWrite.replace('.png', '-320w.webp'), 0);
  mark(deadInstance, `public.${deadWrite}`);
  mark(deadInstance, `private.${randomUUID()}.pdf.part`);
  // ...but a file it marked whose row was committed stays: the mark was just not cleared in time.
  mark(deadInstance, `public.${referencedPicture}`);
  // A live process on this host (this test's parent process): its marked write is under way.
  const liveInstance = `${hostIdentity()}~${process.ppid}~0badc0de`;
  const liveWrite = place('public', `${randomUUID()}.png`, old);
  const liveWriteCopy = place('public', liveWrite.replace('.png', '-320w.webp'), old);
  mark(liveInstance, `public.${liveWrite}`, old);
  // Another host sharing the folder: alive while its marks are recent, dead once nothing moved for long.
  const busyReplica = `replica-b~1~0000aaaa`;
  const replicaWrite = place('private', `${randomUUID()}.pdf`, old);
  mark(busyReplica, `private.${replicaWrite}`, 1000);
  const goneReplica = `replica-c~1~0000bbbb`;
  const goneReplicaWrite = place('public', `${randomUUID()}.gif`, old);
  mark(goneReplica, `public.${goneReplicaWrite}`, old);

  const report = await sweepUploads(storage, server.database.db);

  expect(report.removed.sort()).toEqual([
    `private/${oldPrivateOrphan}`, `public/${deadWrite}`, `public/${goneReplicaWrite}`, `public/${oldOrphan}`, `public/${oldOrphanCopy}`,
  ].sort());
  expect(existsSync(path.join(folder('public'), deadWriteCopy))).toBe(false);
  expect(report.deadInstances).toBe(2);
  expect(readdirSync(folder('public')).sort()).toEqual([
    referencedPicture, referencedCopy, youngOrphan, youngOrphanCopy, notOurs, liveWrite, liveWriteCopy,
  ].sort());
  expect(readdirSync(folder('private')).sort()).toEqual([referencedId, replicaWrite].sort());
  expect(existsSync(path.join(staging(), deadInstance))).toBe(false);
  expect(existsSync(path.join(staging(), goneReplica))).toBe(false);
  expect(readdirSync(path.join(staging(), liveInstance))).toEqual([`public.${liveWrite}`]);
  expect(readdirSync(path.join(staging(), busyReplica))).toEqual([`private.${replicaWrite}`]);

  // The portal still serves what it references.
  const [{ project_photo: photo }] = (await server.rest('GET', '/projects/')).body;
  expect((await fetch(photo)).status).toBe(200);
});

it('leaves no pending mark behind once a picture upload is saved', async () => {
  const admin = await loginAdmin(server);
  const created = await restMultipart(server, 'POST', '/projects/', { title: 'Street lights', description: 'Purok 5', status: 'ongoing' },
    { project_photo: { bytes: samplePng(), name: 'lights.png', type: 'image/png' } }, admin.access);
  expect(created.status).toBe(201);
  const own = readdirSync(staging()).filter((name) => name.startsWith(`${hostIdentity()}~${process.pid}~`));
  expect(own).toHaveLength(1);
  // (A valid ID's mark, left by the test above, expires after two minutes: that service settles no mark.)
  expect(readdirSync(path.join(staging(), own[0])).filter((name) => name.startsWith('public.'))).toEqual([]);
});
