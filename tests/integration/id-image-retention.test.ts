import { existsSync } from 'node:fs';
import path from 'node:path';
import { createLogger } from '../../server/src/common/logger';
import { REQUEST_ROLE } from '../../server/src/db/migrations/1765300000000-barangay-row-security';
import { IdImageRetention } from '../../server/src/modules/accounts/id-image-retention';
import { startIdImageRetention } from '../../server/src/modules/accounts/id-image-retention-schedule';
import { FileStorage } from '../../server/src/uploads/file-storage';
import { sweepUploads } from '../../server/src/uploads/upload-sweep';
import { adminForFile, residentSession, Session } from '../utils/accounts';
import { eventually, POLL_LIMIT_MS } from '../utils/eventually';
import { RESIDENT_PASSWORD } from '../utils/fixtures';
import { samplePng } from '../utils/sample-files';
import { testServerForFile } from '../utils/test-server';
import { fetchBytes, restMultipart } from '../utils/uploads';

// Short, different retentions, so each outcome's own rule shows (the defaults are 30 and 365 days).
const REJECTED_DAYS = 10;
const APPROVED_DAYS = 100;
const server = testServerForFile({ ID_RETENTION_REJECTED_DAYS: String(REJECTED_DAYS), ID_RETENTION_APPROVED_DAYS: String(APPROVED_DAYS) });
const admin = adminForFile(server);

const retention = () => server.portal.services.idImageRetention;
const storage = () => new FileStorage(path.join(server.dataDir, 'uploads'));
const onDisk = (key: string) => existsSync(path.join(server.dataDir, 'uploads', 'private', key));

async function upload(resident: Session): Promise<string> {
  const { status } = await restMultipart(server, 'PATCH', '/auth/user/upload-id/', {}, { valid_id: { bytes: samplePng(), name: 'id.png', type: 'image/png' } }, resident.access);
  expect(status).toBe(200);
  const [{ valid_id: key }] = await server.database.db.query(`SELECT valid_id FROM "user" WHERE id = $1`, [resident.id]);
  expect(onDisk(key)).toBe(true);
  return key;
}

async function decide(resident: Session, status: 'approved' | 'rejected'): Promise<void> {
  const { status: answered } = await server.rest('PATCH', '/auth/user/verify-id/', { email: resident.email, id_verification_status: status }, admin.access);
  expect(answered).toBe(200);
}

/** Moves the resident's decisions `days` (and a minute) into the past: the retention counts from them. */
async function decidedDaysAgo(resident: Session, days: number, extraMinutes = 1): Promise<void> {
  await server.database.db.query(
    `UPDATE id_verification_decision SET decided_at = decided_at - make_interval(days => $2, mins => $3) WHERE user_id = $1`,
    [resident.id, days, extraMinutes]);
}

/** A resident whose uploaded ID was decided `daysAgo` days ago; answers the session and the image's key. */
async function decidedResident(outcome: 'approved' | 'rejected', daysAgo: number, extraMinutes = 1): Promise<{ resident: Session; key: string }> {
  const resident = await residentSession(server);
  const key = await upload(resident);
  await decide(resident, outcome);
  await decidedDaysAgo(resident, daysAgo, extraMinutes);
  return { resident, key };
}

const decisionRows = async (userId: number) => await server.database.db.query(
  `SELECT id, decision, decided_by, decided_at FROM id_verification_decision WHERE user_id = $1 ORDER BY id`, [userId]);
const removalRows = async (userId: number) => await server.database.db.query(
  `SELECT * FROM id_image_removal WHERE user_id = $1 ORDER BY id`, [userId]);

const RESIDENT_DETAILS = `query ($id: Int!) { resident(id: $id) {
  idVerificationStatus validIdUrl validIdMediaType
  idVerificationHistory { decision decidedAt decidedByName }
  idImageRemoval { outcome decidedAt removedAt retentionDays }
} }`;
const OWN_PROFILE = '{ me { idVerificationStatus validIdUrl idImageRemoval { outcome decidedAt removedAt retentionDays } } }';

describe('the retention of valid-ID images', () => {
  it('deletes a rejected ID past ID_RETENTION_REJECTED_DAYS, keeps its decision, records the removal and says so to staff and resident', async () => {
    const { resident, key } = await decidedResident('rejected', REJECTED_DAYS);
    const decisionsBefore = await decisionRows(resident.id);
    const neverUploaded = await residentSession(server);

    const now = new Date();
    expect(await retention().runOnce(now)).toEqual({ removed: 1, filesLeft: 0 });

    // Gone: from the disk, from the account, and the file route answers as for a resident who never uploaded one.
    expect(onDisk(key)).toBe(false);
    const [account] = await server.database.db.query(`SELECT valid_id, id_verification_status FROM "user" WHERE id = $1`, [resident.id]);
    expect(account).toEqual({ valid_id: null, id_verification_status: 'rejected' });
    const served = await fetchBytes(server, `/api/auth/user/${resident.id}/valid-id/`, resident.access);
    const noneServed = await fetchBytes(server, `/api/auth/user/${neverUploaded.id}/valid-id/`, neverUploaded.access);
    expect(served.status).toBe(404);
    expect(served.bytes.toString()).toBe(noneServed.bytes.toString());

    // The decision stays as it was: who, when, outcome.
    expect(await decisionRows(resident.id)).toEqual(decisionsBefore);
    expect(decisionsBefore).toEqual([expect.objectContaining({ decision: 'rejected', decided_by: admin.id })]);

    // The removal is recorded: the account, its barangay, the decision and the rule; no file name, nothing else of the person.
    const [decision] = decisionsBefore;
    expect(await removalRows(resident.id)).toEqual([{
      id: expect.any(Number), user_id: resident.id, barangay_id: 1, decision_id: decision.id, outcome: 'rejected',
      decided_at: decision.decided_at, removed_at: now, retention_days: REJECTED_DAYS,
    }]);

    // Staff viewing the resident see the deletion instead of an image, beside the unchanged history.
    const details = await server.graphql<{ resident: any }>(RESIDENT_DETAILS, { id: resident.id }, admin.access);
    expect(details.errors).toBeUndefined();
    expect(details.data!.resident).toEqual({
      idVerificationStatus: 'REJECTED', validIdUrl: null, validIdMediaType: null,
      idVerificationHistory: [{ decision: 'REJECTED', decidedAt: decision.decided_at.toISOString(), decidedByName: expect.any(String) }],
      idImageRemoval: { outcome: 'REJECTED', decidedAt: decision.decided_at.toISOString(), removedAt: now.toISOString(), retentionDays: REJECTED_DAYS },
    });
    // So does the REST user, after its null image URL.
    const listed = (await server.rest('GET', '/auth/user/', undefined, admin.access)).body.find((user: { id: number }) => user.id === resident.id);
    expect(listed.valid_id).toBeNull();
    expect(listed.id_image_removal).toEqual({
      outcome: 'rejected', decided_at: decision.decided_at.toISOString(), removed_at: now.toISOString(), retention_days: REJECTED_DAYS,
    });
    expect(Object.keys(listed).indexOf('id_image_removal')).toBe(Object.keys(listed).indexOf('valid_id') + 1);

    // The resident sees it on the profile, and may upload a new ID as after any rejection; then the note goes.
    const own = await server.graphql<{ me: any }>(OWN_PROFILE, {}, resident.access);
    expect(own.data!.me).toMatchObject({ idVerificationStatus: 'REJECTED', validIdUrl: null, idImageRemoval: { outcome: 'REJECTED', retentionDays: REJECTED_DAYS } });
    const newKey = await upload(resident);
    const after = await server.graphql<{ me: any }>(OWN_PROFILE, {}, resident.access);
    expect(after.data!.me).toMatchObject({ idVerificationStatus: 'PENDING', validIdUrl: expect.any(String), idImageRemoval: null });
    expect(onDisk(newKey)).toBe(true);
  });

  it('keeps an ID within its retention: rejected within its days, approved past the rejected days but within its own', async () => {
    const rejected = await decidedResident('rejected', REJECTED_DAYS - 1);
    const approved = await decidedResident('approved', REJECTED_DAYS + 5);

    expect(await retention().runOnce()).toEqual({ removed: 0, filesLeft: 0 });

    for (const { resident, key } of [rejected, approved]) {
      expect(onDisk(key)).toBe(true);
      expect(await removalRows(resident.id)).toEqual([]);
      const details = await server.graphql<{ resident: any }>(RESIDENT_DETAILS, { id: resident.id }, admin.access);
      expect(details.data!.resident.idImageRemoval).toBeNull();
      expect(details.data!.resident.validIdUrl).toEqual(expect.any(String));
      expect((await fetchBytes(server, `/api/auth/user/${resident.id}/valid-id/`, resident.access)).status).toBe(200);
    }
  });

  it('counts the retention from the decision to the minute', async () => {
    // Decided exactly REJECTED_DAYS days ago less a minute: a minute short of its retention.
    const { resident, key } = await decidedResident('rejected', REJECTED_DAYS, -1);
    expect(await retention().runOnce()).toEqual({ removed: 0, filesLeft: 0 });
    expect(onDisk(key)).toBe(true);
    expect(await retention().runOnce(new Date(Date.now() + 2 * 60_000))).toEqual({ removed: 1, filesLeft: 0 });
    expect(onDisk(key)).toBe(false);
    expect(await removalRows(resident.id)).toHaveLength(1);
  });

  it('deletes an approved ID past ID_RETENTION_APPROVED_DAYS and the resident stays verified', async () => {
    const { resident, key } = await decidedResident('approved', APPROVED_DAYS);

    expect(await retention().runOnce()).toEqual({ removed: 1, filesLeft: 0 });

    expect(onDisk(key)).toBe(false);
    const own = await server.graphql<{ me: any }>(OWN_PROFILE, {}, resident.access);
    expect(own.data!.me).toMatchObject({ idVerificationStatus: 'APPROVED', validIdUrl: null, idImageRemoval: { outcome: 'APPROVED', retentionDays: APPROVED_DAYS } });
    // Still verified where it counts: the sign-in says so, and there is nothing to upload again.
    const { body } = await server.rest('POST', '/auth/token/', { email: resident.email, password: RESIDENT_PASSWORD });
    expect(body.is_verified).toBe(true);
    const again = await restMultipart(server, 'PATCH', '/auth/user/upload-id/', {}, { valid_id: { bytes: samplePng(), name: 'id.png' } }, resident.access);
    expect(again.status).toBe(409);
    expect((await removalRows(resident.id))[0]).toMatchObject({ outcome: 'approved', retention_days: APPROVED_DAYS });
  });

  it('never deletes an image under review, even long after an earlier rejection, nor one never decided', async () => {
    const { resident: reuploaded } = await decidedResident('rejected', REJECTED_DAYS * 5);
    const underReview = await upload(reuploaded);
    const undecided = await residentSession(server);
    const undecidedKey = await upload(undecided);
    await server.database.db.query(`UPDATE "user" SET created_at = now() - interval '3 years' WHERE id = $1`, [undecided.id]);

    expect(await retention().runOnce()).toEqual({ removed: 0, filesLeft: 0 });

    expect(onDisk(underReview)).toBe(true);
    expect(onDisk(undecidedKey)).toBe(true);
    const [{ count }] = await server.database.db.query(
      `SELECT count(*)::int AS count FROM id_image_removal WHERE user_id = ANY($1)`, [[reuploaded.id, undecided.id]]);
    expect(count).toBe(0);
  });

  it('removes nothing more on a second run', async () => {
    const { key } = await decidedResident('rejected', REJECTED_DAYS + 3);
    expect(await retention().runOnce()).toEqual({ removed: 1, filesLeft: 0 });
    const [{ count: recorded }] = await server.database.db.query(`SELECT count(*)::int AS count FROM id_image_removal`);

    expect(await retention().runOnce()).toEqual({ removed: 0, filesLeft: 0 });
    expect(onDisk(key)).toBe(false);
    const [{ count: recordedAfter }] = await server.database.db.query(`SELECT count(*)::int AS count FROM id_image_removal`);
    expect(recordedAfter).toBe(recorded);
  });

  it('removes and records each image once when two runs (two replicas) go at the same time', async () => {
    const expired = await Promise.all([0, 1, 2, 3, 4].map(async (index) => await decidedResident(index % 2 ? 'approved' : 'rejected', APPROVED_DAYS + index)));
    const replica = new IdImageRetention(server.database.db, storage(), { rejectedDays: REJECTED_DAYS, approvedDays: APPROVED_DAYS });

    const [first, second] = await Promise.all([retention().runOnce(), replica.runOnce()]);

    expect(first.removed + second.removed).toBe(expired.length);
    for (const { resident, key } of expired) {
      expect(onDisk(key)).toBe(false);
      expect(await removalRows(resident.id)).toHaveLength(1);
    }
  });

  it('leaves a file the disk would not delete to the upload sweep, the account no longer naming it', async () => {
    const { resident, key } = await decidedResident('rejected', REJECTED_DAYS + 1);
    class StuckDisk extends FileStorage {
      override async remove(): Promise<void> {
        throw new Error('EIO: the disk refused');
      }
    }
    const stuck = new IdImageRetention(server.database.db, new StuckDisk(path.join(server.dataDir, 'uploads')), { rejectedDays: REJECTED_DAYS, approvedDays: APPROVED_DAYS });

    expect(await stuck.runOnce()).toEqual({ removed: 1, filesLeft: 1 });
    expect(onDisk(key)).toBe(true);
    expect(await removalRows(resident.id)).toHaveLength(1);
    expect((await fetchBytes(server, `/api/auth/user/${resident.id}/valid-id/`, resident.access)).status).toBe(404);

    // An image past its retention was uploaded weeks ago: its upload's pending mark (two minutes) is long gone, and the
    // sweep takes the file for the orphan it is once older than its minimum age.
    await storage().settle('private', key);
    const swept = await sweepUploads(storage(), server.database.db, { now: Date.now() + 60 * 60_000 });
    expect(swept.removed).toContain(`private/${key}`);
    expect(onDisk(key)).toBe(false);
  });

  it('runs shortly after the start when scheduled, logging counts only, and stops cleanly', async () => {
    const { resident, key } = await decidedResident('rejected', REJECTED_DAYS + 2);
    const lines: string[] = [];
    const logger = createLogger('info', { write: (line: string) => void lines.push(line) });

    const schedule = startIdImageRetention(retention(), logger, { firstRunDelayMs: 0, intervalMs: 60 * 60_000 });
    await eventually(() => lines.length > 0, POLL_LIMIT_MS, 'the retention run to log');
    await schedule.stop();

    expect(onDisk(key)).toBe(false);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({ removed: 1, filesLeft: 0 });
    const log = lines.join('');
    for (const personal of [resident.email, key]) expect(log).not.toContain(personal);
  });

  it("shows a barangay's removals to its own requests only (row-level security, FORCEd)", async () => {
    await decidedResident('rejected', REJECTED_DAYS + 4);
    await retention().runOnce();
    // As a request's database work runs (db/row-security.ts): the request role, with the request's barangay set.
    const visibleTo = async (barangayId: number) => await server.database.db.transaction(async (manager) => {
      await manager.query(`SET LOCAL ROLE ${REQUEST_ROLE}`);
      await manager.query(`SELECT set_config('portal.barangay_id', $1, true)`, [String(barangayId)]);
      const [{ count }] = await manager.query(`SELECT count(*)::int AS count FROM id_image_removal`);
      return count;
    });
    expect(await visibleTo(1)).toBeGreaterThan(0);
    expect(await visibleTo(2)).toBe(0);
  });
});
