import { chmodSync, existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { decodeJwt } from 'jose';
import { TokenService } from '../../server/src/identity/tokens';
import { adminForFile, login, residentSession, Session } from '../utils/accounts';
import { registerInput, registrationPayload } from '../utils/fixtures';
import { storedAsSent } from '../utils/pictures';
import { sampleExecutable, sampleJpeg, samplePdf, samplePng } from '../utils/sample-files';
import { testServerForFile, TEST_JWT_SECRET } from '../utils/test-server';
import { fetchBytes, graphqlMultipart, restMultipart, UploadFile } from '../utils/uploads';

const server = testServerForFile();
const admin = adminForFile(server);

const PASSWORD = 'kalayaan-1898'; // the fixtures' registration password
const WRONG_KIND = ['Upload an image (JPEG, PNG, WebP or GIF) or a PDF.'];
const png: UploadFile = { bytes: samplePng(), name: 'id-front.png', type: 'image/png' };
const pdf: UploadFile = { bytes: samplePdf(), name: 'umid.pdf', type: 'application/pdf' };
// Named and typed as a PNG: only its bytes say it is a JPEG.
const jpegCalledPng: UploadFile = { bytes: sampleJpeg(), name: 'passport.png', type: 'image/png' };

async function upload(session: Session | undefined, file: UploadFile | null, fields: Record<string, string> = { id_verification_status: 'pending' }) {
  return await restMultipart(server, 'PATCH', '/auth/user/upload-id/', fields, file ? { valid_id: file } : {}, session?.access);
}

async function decide(session: Session | undefined, email: string, status: string) {
  return await server.rest('PATCH', '/auth/user/verify-id/', { email, id_verification_status: status }, session?.access);
}

async function row(userId: number): Promise<{ id_verification_status: string; valid_id: string | null }> {
  const [found] = await server.database.db.query(`SELECT id_verification_status, valid_id FROM "user" WHERE id = $1`, [userId]);
  return found;
}

async function decisions(userId: number): Promise<Array<{ decision: string; decided_by: number; decided_at: Date }>> {
  return await server.database.db.query(
    `SELECT decision, decided_by, decided_at FROM id_verification_decision WHERE user_id = $1 ORDER BY id`, [userId]);
}

const privateDir = () => path.join(server.dataDir, 'uploads', 'private');
const privateFiles = () => (existsSync(privateDir()) ? readdirSync(privateDir()).sort() : []);
const filePath = (userId: number) => `/api/auth/user/${userId}/valid-id/`;

/** A resident whose ID is uploaded and waiting for review. */
async function pendingResident(file: UploadFile = png): Promise<Session> {
  const resident = await residentSession(server);
  expect((await upload(resident, file)).status).toBe(200);
  return resident;
}

describe('PATCH /api/auth/user/upload-id/', () => {
  it.each([
    ['a PNG', png, 'image/png'],
    ['a JPEG (whatever its name and claimed type say)', jpegCalledPng, 'image/jpeg'],
    ['a PDF', pdf, 'application/pdf'],
  ])('accepts %s, sets pending and serves the same bytes to the owner and an administrator', async (_label, file, mediaType) => {
    const resident = await residentSession(server);
    const { status, body } = await upload(resident, file);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: resident.id, id_verification_status: 'pending' });
    expect(body.valid_id).toMatch(linkTo(resident.id));

    for (const reader of [resident, admin]) {
      // Staff say why they open someone's ID (docs/architecture.md#privacy-access-ledger); the owner need not.
      const served = await fetchBytes(server, `${filePath(resident.id)}${reader === admin ? '?purpose=verify_identity' : ''}`, reader.access);
      expect(served.status).toBe(200);
      expect(await storedAsSent(served.bytes, file.bytes)).toBe(true);
      expect(served.headers.get('content-type')).toBe(mediaType);
      expect(served.headers.get('cache-control')).toBe('private, no-store');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('content-disposition')).toBe('inline');
    }
    // Private: not under the public /media/ folder, and named by the server, not by the client.
    const [{ valid_id: key }] = await server.database.db.query(`SELECT valid_id FROM "user" WHERE id = $1`, [resident.id]);
    expect(key).toMatch(/^[0-9a-f-]{36}\.(png|jpg|pdf)$/);
    expect(existsSync(path.join(privateDir(), key))).toBe(true);
    expect((await fetch(`${server.url}/media/${key}`)).status).toBe(404);
    // On disk, for the portal's own user only: the file 600, in a folder 700.
    expect(statSync(path.join(privateDir(), key)).mode & 0o777).toBe(0o600);
    expect(statSync(privateDir()).mode & 0o777).toBe(0o700);
  });

  it('keeps the file 600 in a 700 folder whatever the umask, tightening a folder an older version left open', async () => {
    await pendingResident();
    chmodSync(privateDir(), 0o755);
    const resident = await residentSession(server);
    const umask = process.umask(0o000);
    try {
      expect((await upload(resident, pdf)).status).toBe(200);
    } finally {
      process.umask(umask);
    }
    const { valid_id: key } = await row(resident.id);
    expect(statSync(path.join(privateDir(), key!)).mode & 0o777).toBe(0o600);
    expect(statSync(privateDir()).mode & 0o777).toBe(0o700);
  });

  it('sets pending whatever status the client sends', async () => {
    const resident = await residentSession(server);
    const { status, body } = await upload(resident, png, { id_verification_status: 'approved' });
    expect(status).toBe(200);
    expect(body.id_verification_status).toBe('pending');
    expect((await row(resident.id)).id_verification_status).toBe('pending');
  });

  it('refuses an executable renamed .jpg with a field error, storing nothing and leaving the status alone', async () => {
    const resident = await residentSession(server);
    const filesBefore = privateFiles();
    const { status, body } = await upload(resident, { bytes: sampleExecutable(), name: 'valid-id.jpg', type: 'image/jpeg' });
    expect(status).toBe(400);
    expect(body).toEqual({ valid_id: WRONG_KIND });
    expect(await row(resident.id)).toEqual({ id_verification_status: 'unverified', valid_id: null });
    expect(privateFiles()).toEqual(filesBefore);
  });

  it('asks for a file when none is sent', async () => {
    const resident = await residentSession(server);
    const { status, body } = await upload(resident, null);
    expect(status).toBe(400);
    expect(body).toEqual({ valid_id: ['Please select a valid ID file to upload.'] });
    const asJson = await server.rest('PATCH', '/auth/user/upload-id/', { id_verification_status: 'pending' }, resident.access);
    expect(asJson.status).toBe(400);
    expect(asJson.body).toEqual({ valid_id: ['Please select a valid ID file to upload.'] });
    expect((await row(resident.id)).id_verification_status).toBe('unverified');
  });

  it('refuses a file over 10 MB', async () => {
    const resident = await residentSession(server);
    const big = Buffer.concat([samplePng(), Buffer.alloc(10 * 1024 * 1024)]);
    const { status, body } = await upload(resident, { bytes: big, name: 'huge.png', type: 'image/png' });
    expect(status).toBe(400);
    expect(body).toEqual({ valid_id: ['The file is larger than 10 MB.'] });
    expect((await row(resident.id)).id_verification_status).toBe('unverified');
  });

  it('refuses an upload while pending or approved, with a clear message, keeping the file under review', async () => {
    const resident = await pendingResident(png);
    const keyBefore = (await row(resident.id)).valid_id;
    const filesBefore = privateFiles();
    const whilePending = await upload(resident, pdf);
    expect(whilePending.status).toBe(409);
    expect(whilePending.body).toEqual({
      detail: 'Your valid ID is already waiting for review. You can upload another one only if it is rejected.',
    });
    expect(await row(resident.id)).toEqual({ id_verification_status: 'pending', valid_id: keyBefore });
    expect(privateFiles()).toEqual(filesBefore);

    expect((await decide(admin, resident.email, 'approved')).status).toBe(200);
    const whileApproved = await upload(resident, pdf);
    expect(whileApproved.status).toBe(409);
    expect(whileApproved.body).toEqual({ detail: 'Your valid ID is already approved.' });
    expect(await row(resident.id)).toEqual({ id_verification_status: 'approved', valid_id: keyBefore });
  });

  it('lets a rejected resident upload again: the new file replaces the old one, which is deleted', async () => {
    const resident = await pendingResident(png);
    const oldKey = (await row(resident.id)).valid_id!;
    expect((await decide(admin, resident.email, 'rejected')).status).toBe(200);

    const again = await upload(resident, pdf);
    expect(again.status).toBe(200);
    expect(again.body.id_verification_status).toBe('pending');
    const newKey = (await row(resident.id)).valid_id!;
    expect(newKey).not.toBe(oldKey);
    expect(existsSync(path.join(privateDir(), oldKey))).toBe(false);
    expect(existsSync(path.join(privateDir(), newKey))).toBe(true);
    expect((await fetchBytes(server, filePath(resident.id), resident.access)).bytes.equals(pdf.bytes)).toBe(true);
  });

  it('refuses guests (401) and administrators (403)', async () => {
    expect((await upload(undefined, png)).status).toBe(401);
    const asAdmin = await upload(admin, png);
    expect(asAdmin.status).toBe(403);
  });
});

describe('PATCH /api/auth/user/verify-id/', () => {
  it('approves a pending ID, records who decided and when, and the next token says verified', async () => {
    const resident = await pendingResident();
    const before = Date.now();
    const { status, body } = await decide(admin, resident.email.toUpperCase(), 'approved');
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: resident.id, id_verification_status: 'approved' });

    const recorded = await decisions(resident.id);
    expect(recorded).toEqual([{ decision: 'approved', decided_by: admin.id, decided_at: expect.any(Date) }]);
    expect(recorded[0].decided_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(recorded[0].decided_at.getTime()).toBeLessThanOrEqual(Date.now() + 1000);

    // The old access token still says unverified; the tokens issued next come from the database row.
    expect(decodeJwt(resident.access).is_verified).toBe(false);
    const refreshed = await server.rest('POST', '/auth/token/refresh/', { refresh: resident.refresh });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.is_verified).toBe(true);
    expect(decodeJwt(refreshed.body.access).is_verified).toBe(true);
    const relogin = await server.rest('POST', '/auth/token/', { email: resident.email, password: PASSWORD });
    expect(relogin.body.is_verified).toBe(true);
    expect(decodeJwt(relogin.body.access).is_verified).toBe(true);
  });

  it('rejects a pending ID and records it; the resident stays unverified in the next token', async () => {
    const resident = await pendingResident();
    const { status, body } = await decide(admin, resident.email, 'rejected');
    expect(status).toBe(200);
    expect(body.id_verification_status).toBe('rejected');
    expect((await decisions(resident.id)).map((d) => [d.decision, d.decided_by])).toEqual([['rejected', admin.id]]);
    const relogin = await login(server, resident.email, PASSWORD);
    expect(decodeJwt(relogin.access).is_verified).toBe(false);
  });

  it.each([
    ['unverified', 'approved', 'This resident has not uploaded a valid ID yet. Only a pending ID can be approved or rejected.'],
    ['approved', 'rejected', 'This valid ID is already approved. Only a pending ID can be approved or rejected.'],
    ['rejected', 'approved', 'This valid ID is already rejected. Only a pending ID can be approved or rejected.'],
  ])('refuses a decision on an ID that is %s (asked: %s) and records nothing', async (current, asked, message) => {
    const resident = await residentSession(server);
    await server.database.db.query(`UPDATE "user" SET id_verification_status = $1 WHERE id = $2`, [current, resident.id]);
    const { status, body } = await decide(admin, resident.email, asked);
    expect(status).toBe(409);
    expect(body).toEqual({ detail: message });
    expect((await row(resident.id)).id_verification_status).toBe(current);
    expect(await decisions(resident.id)).toEqual([]);
  });

  it('refuses to approve a pending ID with no file behind it, on both APIs, changing nothing; rejecting it still works', async () => {
    const resident = await residentSession(server);
    await server.database.db.query(`UPDATE "user" SET id_verification_status = 'pending', valid_id = NULL WHERE id = $1`, [resident.id]);
    const message = 'This resident has no valid ID file to review. It cannot be approved; reject it so the resident can upload one.';

    const rest = await decide(admin, resident.email, 'approved');
    expect(rest.status).toBe(409);
    expect(rest.body).toEqual({ detail: message });
    const graphql = await server.graphql(`mutation ($userId: Int!) { decideIdVerification(userId: $userId, decision: APPROVED) { id } }`,
      { userId: resident.id }, admin.access);
    expect(graphql.errors![0]).toMatchObject({ message, extensions: { code: 'CONFLICT', reason: 'ID_FILE_MISSING' } });
    expect(await row(resident.id)).toEqual({ id_verification_status: 'pending', valid_id: null });
    expect(await decisions(resident.id)).toEqual([]);
    expect(decodeJwt((await login(server, resident.email, PASSWORD)).access).is_verified).toBe(false);

    expect((await decide(admin, resident.email, 'rejected')).status).toBe(200);
    expect((await row(resident.id)).id_verification_status).toBe('rejected');
  });

  it('decides once: a second decision on the same ID is refused', async () => {
    const resident = await pendingResident();
    expect((await decide(admin, resident.email, 'approved')).status).toBe(200);
    expect((await decide(admin, resident.email, 'rejected')).status).toBe(409);
    expect((await row(resident.id)).id_verification_status).toBe('approved');
    expect(await decisions(resident.id)).toHaveLength(1);
  });

  it.each([
    [{ id_verification_status: 'pending' }, { id_verification_status: ['Choose approved or rejected.'] }],
    [{ id_verification_status: 'unverified' }, { id_verification_status: ['Choose approved or rejected.'] }],
    [{ id_verification_status: undefined }, { id_verification_status: ['Choose approved or rejected.'] }],
    [{ email: '' }, { email: ['Email is required'] }],
  ])('refuses the body %j', async (change, errors) => {
    const resident = await pendingResident();
    const { status, body } = await server.rest('PATCH', '/auth/user/verify-id/',
      { email: resident.email, id_verification_status: 'approved', ...change }, admin.access);
    expect(status).toBe(400);
    expect(body).toEqual(errors);
    expect((await row(resident.id)).id_verification_status).toBe('pending');
  });

  it('answers 404 for an unknown e-mail and for an administrator account', async () => {
    const unknown = await decide(admin, 'nobody@example.com', 'approved');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ detail: 'Resident not found.' });
    expect((await decide(admin, admin.email, 'approved')).status).toBe(404);
  });

  it('refuses residents (403) and guests (401)', async () => {
    const resident = await pendingResident();
    const self = await decide(resident, resident.email, 'approved');
    expect(self.status).toBe(403);
    expect(self.body).toEqual({ detail: 'You do not have permission to perform this action.' });
    expect((await decide(undefined, resident.email, 'approved')).status).toBe(401);
    expect((await row(resident.id)).id_verification_status).toBe('pending');
    expect(await decisions(resident.id)).toEqual([]);
  });
});

describe('GET /api/auth/user/{id}/valid-id/', () => {
  it('refuses guests (401) and other residents (403), even for an id with no file', async () => {
    const owner = await pendingResident(pdf);
    const other = await residentSession(server);
    const guest = await fetchBytes(server, filePath(owner.id));
    expect(guest.status).toBe(401);
    expect(JSON.parse(guest.bytes.toString())).toEqual({ detail: 'Authentication credentials were not provided.' });
    const stranger = await fetchBytes(server, filePath(owner.id), other.access);
    expect(stranger.status).toBe(403);
    expect(stranger.bytes.includes(pdf.bytes)).toBe(false);
    expect((await fetchBytes(server, filePath(999_999), other.access)).status).toBe(403);
  });

  it('answers 404 when no file was uploaded or the user does not exist', async () => {
    const resident = await residentSession(server);
    expect((await fetchBytes(server, filePath(resident.id), resident.access)).status).toBe(404);
    expect((await fetchBytes(server, filePath(resident.id), admin.access)).status).toBe(404);
    expect((await fetchBytes(server, filePath(999_999), admin.access)).status).toBe(404);
  });
});

/**
 * REST `valid_id` (docs/rules/rest-api.md#rest-valid-id-url): the absolute URL of the file route with a link token in it,
 * and for staff opening someone else's, why.
 */
const linkTo = (userId: number, purpose?: string) => new RegExp(
  `^${server.url.replace(/[.]/g, '\\.')}/api/auth/user/${userId}/valid-id/\\?token=[\\w-]+\\.[\\w-]+\\.[\\w-]+${purpose ? `&purpose=${purpose}` : ''}$`);

describe('REST valid_id: an image URL bound to the session that asked for it (spec §3)', () => {
  it('loads without an Authorization header, as an <img> would, for the owner and an administrator', async () => {
    const resident = await pendingResident(png);
    const own = await server.rest('GET', '/auth/user/me/', undefined, resident.access);
    const listed = (await server.rest('GET', '/auth/user/', undefined, admin.access)).body
      .find((user: { id: number }) => user.id === resident.id);
    expect(own.body.valid_id).toMatch(linkTo(resident.id));
    expect(listed.valid_id).toMatch(linkTo(resident.id, 'verify_identity'));
    for (const url of [own.body.valid_id, listed.valid_id]) {
      const served = await fetchBytes(server, url);
      expect(served.status).toBe(200);
      expect(await storedAsSent(served.bytes, png.bytes)).toBe(true);
      expect(served.headers.get('content-type')).toBe('image/png');
    }
  });

  it('stops opening the file once the session that asked for it has ended; other sessions keep theirs', async () => {
    const resident = await pendingResident(png);
    const otherDevice = await login(server, resident.email, PASSWORD);
    const mine = (await server.rest('GET', '/auth/user/me/', undefined, resident.access)).body.valid_id;
    const theirs = (await server.rest('GET', '/auth/user/me/', undefined, otherDevice.access)).body.valid_id;
    expect((await server.rest('POST', '/auth/logout/', { refresh: resident.refresh })).status).toBe(204);

    const refused = await fetchBytes(server, mine);
    expect(refused.status).toBe(401);
    expect(JSON.parse(refused.bytes.toString())).toEqual({ detail: 'This link has expired or is not valid.' });
    expect((await fetchBytes(server, theirs)).status).toBe(200);
  });

  it('is null for a caller who may not see the file', async () => {
    const resident = await pendingResident(png);
    const registered = await server.rest('POST', '/auth/user/', registrationPayload());
    expect(registered.body.valid_id).toBeNull();
    expect((await server.rest('GET', '/auth/user/me/', undefined, resident.access)).body.valid_id).not.toBeNull();
  });
});

describe('REST valid_id for staff who verify IDs: a picture the original ID review shows as it is (spec §3, §7)', () => {
  /** The last ID-image view recorded in the access ledger. */
  const lastIdView = async () => (await server.database.db.query(
    `SELECT viewer_id, resident_id, purpose FROM data_access WHERE kind = 'id_image' ORDER BY id DESC LIMIT 1`))[0];
  const listedLink = async (userId: number, query = '') => {
    const { status, body } = await server.rest('GET', `/auth/user/${query}`, undefined, admin.access);
    expect(status).toBe(200);
    return (body as Array<{ id: number; valid_id: string | null }>).find((user) => user.id === userId)!.valid_id!;
  };

  it("links a pending resident's ID, in the list and the detail, for verify_identity: it opens as an <img> would, and the ledger says why", async () => {
    const resident = await pendingResident(png);
    const detail = await server.rest('GET', `/auth/user/${resident.id}/`, undefined, admin.access);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ id: resident.id, email: resident.email, id_verification_status: 'pending' });
    for (const url of [await listedLink(resident.id), detail.body.valid_id as string]) {
      expect(url).toMatch(linkTo(resident.id, 'verify_identity'));
      // No Authorization header and nothing added: the original client's <img src>.
      const served = await fetchBytes(server, url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(await storedAsSent(served.bytes, png.bytes)).toBe(true);
      expect(await lastIdView()).toEqual({ viewer_id: admin.id, resident_id: resident.id, purpose: 'verify_identity' });
    }
  });

  it('carries the purpose the list or the detail is asked for, and refuses one that is not a purpose with a clear 400', async () => {
    const resident = await pendingResident(png);
    const url = await listedLink(resident.id, '?purpose=respond_to_resident');
    expect(url).toMatch(linkTo(resident.id, 'respond_to_resident'));
    expect((await fetchBytes(server, url)).status).toBe(200);
    expect(await lastIdView()).toEqual({ viewer_id: admin.id, resident_id: resident.id, purpose: 'respond_to_resident' });
    const detail = await server.rest('GET', `/auth/user/${resident.id}/?purpose=legal_or_audit_duty`, undefined, admin.access);
    expect(detail.body.valid_id).toMatch(linkTo(resident.id, 'legal_or_audit_duty'));

    for (const path of ['/auth/user/?purpose=x', '/auth/user/?purpose=', `/auth/user/${resident.id}/?purpose=curiosity`]) {
      const refused = await server.rest('GET', path, undefined, admin.access);
      expect({ path, status: refused.status, body: refused.body }).toEqual({
        path, status: 400, body: { purpose: [expect.stringMatching(/^Choose why you are opening this ID: verifying identity/)] },
      });
    }
  });

  it('gives no purpose for an ID no longer waiting: opening it asks why, as before', async () => {
    const resident = await pendingResident(png);
    expect((await decide(admin, resident.email, 'approved')).status).toBe(200);
    const url = await listedLink(resident.id);
    expect(url).toMatch(linkTo(resident.id));
    expect((await fetchBytes(server, url)).status).toBe(400);
    expect((await fetchBytes(server, `${url}&purpose=process_document_request`)).status).toBe(200);
  });

  it('answers the detail only to staff who see residents, and only for a resident of the barangay', async () => {
    const resident = await pendingResident(png);
    expect((await server.rest('GET', `/auth/user/${resident.id}/`, undefined, resident.access)).status).toBe(403);
    expect((await server.rest('GET', `/auth/user/${resident.id}/`)).status).toBe(401);
    expect((await server.rest('GET', '/auth/user/999999/', undefined, admin.access)).status).toBe(404);
    expect((await server.rest('GET', `/auth/user/${admin.id}/`, undefined, admin.access)).status).toBe(404);
  });
});

describe('signed valid-ID links (User.validIdUrl)', () => {
  const ME = `query { me { id validIdUrl validIdMediaType } }`;
  type Me = { me: { id: number; validIdUrl: string | null; validIdMediaType: string | null } };

  it('gives the owner a link that works without an Authorization header', async () => {
    const resident = await pendingResident(jpegCalledPng);
    const { data, errors } = await server.graphql<Me>(ME, {}, resident.access);
    expect(errors).toBeUndefined();
    expect(data!.me.validIdMediaType).toBe('image/jpeg');
    const url = data!.me.validIdUrl!;
    expect(url).toMatch(new RegExp(`^/api/auth/user/${resident.id}/valid-id/\\?token=[\\w-]+\\.[\\w-]+\\.[\\w-]+$`));
    const token = new URL(url, server.url).searchParams.get('token')!;
    expect(decodeJwt(token)).toMatchObject({ sub: String(resident.id) });
    expect(decodeJwt(token).exp! - decodeJwt(token).iat!).toBe(5 * 60);

    const served = await fetchBytes(server, url);
    expect(served.status).toBe(200);
    expect(await storedAsSent(served.bytes, jpegCalledPng.bytes)).toBe(true);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toBe('private, no-store');
  });

  it('is empty without a file', async () => {
    const resident = await residentSession(server);
    const { data } = await server.graphql<Me>(ME, {}, resident.access);
    expect(data!.me).toMatchObject({ validIdUrl: null, validIdMediaType: null });
  });

  it('opens only the file of the user it was made for', async () => {
    const first = await pendingResident(png);
    const second = await pendingResident(pdf);
    const { data } = await server.graphql<Me>(ME, {}, first.access);
    const token = new URL(data!.me.validIdUrl!, server.url).searchParams.get('token');
    const crossed = await fetchBytes(server, `${filePath(second.id)}?token=${token}`);
    expect(crossed.status).toBe(401);
    expect(crossed.bytes.includes(pdf.bytes)).toBe(false);
  });

  it('refuses an expired, forged or wrong-type link', async () => {
    const resident = await pendingResident(png);
    const tokens = new TokenService(TEST_JWT_SECRET);
    const expired = await tokens.signValidIdToken(resident.id, Math.floor(Date.now() / 1000) - 5 * 60 - 5);
    const forged = await new TokenService('someone-elses-secret-that-is-long-enough-0123').signValidIdToken(resident.id);
    const [header, , signature] = (await tokens.signValidIdToken(resident.id)).split('.');
    const otherSub = Buffer.from(JSON.stringify({ sub: String(resident.id), exp: 4102444800 })).toString('base64url');
    const tampered = `${header}.${otherSub}.${signature}`;
    // The resident's own access token is a different kind of token and opens nothing as a link.
    for (const token of [expired, forged, tampered, resident.access, 'not-a-token']) {
      const { status, bytes } = await fetchBytes(server, `${filePath(resident.id)}?token=${encodeURIComponent(token)}`);
      expect(status).toBe(401);
      expect(JSON.parse(bytes.toString())).toEqual({ detail: 'This link has expired or is not valid.' });
    }
    // A link names who asked for it (the access ledger records whose view it is): here the owner.
    const fresh = await tokens.signLinkToken('valid-id', resident.id, undefined, undefined, resident.id);
    expect((await fetchBytes(server, `${filePath(resident.id)}?token=${fresh}`)).status).toBe(200);
    const holderless = await tokens.signValidIdToken(resident.id);
    expect((await fetchBytes(server, `${filePath(resident.id)}?token=${holderless}`)).status).toBe(401);
  });

  it('is not given to anyone but the user and administrators', async () => {
    const REGISTER = `mutation Register($input: RegisterInput!) { register(input: $input) { id validIdUrl validIdMediaType idVerificationHistory { decision } } }`;
    const { data, errors } = await server.graphql<{ register: Record<string, unknown> }>(REGISTER, { input: registerInput() });
    expect(errors).toBeUndefined();
    expect(data!.register).toMatchObject({ validIdUrl: null, validIdMediaType: null, idVerificationHistory: null });
  });
});

describe('GraphQL uploadValidId, decideIdVerification and the decision history', () => {
  const UPLOAD = `mutation Upload($validId: Upload!) { uploadValidId(validId: $validId) { id idVerificationStatus validIdMediaType } }`;
  const DECIDE = `mutation Decide($userId: Int!, $decision: IdVerificationOutcome!) {
    decideIdVerification(userId: $userId, decision: $decision) {
      id idVerificationStatus validIdUrl
      idVerificationHistory { decision decidedById decidedByName decidedAt }
    }
  }`;
  type Decided = { decideIdVerification: { id: number; idVerificationStatus: string; validIdUrl: string;
    idVerificationHistory: Array<{ decision: string; decidedById: number; decidedByName: string; decidedAt: string }> } };

  it('uploads through a multipart GraphQL request and sets PENDING', async () => {
    const resident = await residentSession(server);
    const { status, body } = await graphqlMultipart(server, UPLOAD, {}, { validId: pdf }, { token: resident.access });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data!.uploadValidId).toEqual({ id: resident.id, idVerificationStatus: 'PENDING', validIdMediaType: 'application/pdf' });
    expect((await fetchBytes(server, filePath(resident.id), resident.access)).bytes.equals(pdf.bytes)).toBe(true);
  });

  it('refuses a multipart request without Apollo-Require-Preflight (CSRF prevention)', async () => {
    const resident = await residentSession(server);
    const { status } = await graphqlMultipart(server, UPLOAD, {}, { validId: png }, { token: resident.access, preflight: false });
    expect(status).toBe(400);
    expect(await row(resident.id)).toEqual({ id_verification_status: 'unverified', valid_id: null });
  });

  it('refuses a renamed executable and an upload while pending, with codes', async () => {
    const resident = await residentSession(server);
    const executable = await graphqlMultipart(server, UPLOAD, {},
      { validId: { bytes: sampleExecutable(), name: 'id.jpg', type: 'image/jpeg' } }, { token: resident.access });
    expect(executable.body.errors![0].extensions).toEqual({ code: 'BAD_USER_INPUT', reason: 'UNSUPPORTED_FILE', fields: { validId: WRONG_KIND } });
    expect((await row(resident.id)).id_verification_status).toBe('unverified');

    expect((await graphqlMultipart(server, UPLOAD, {}, { validId: png }, { token: resident.access })).body.errors).toBeUndefined();
    const again = await graphqlMultipart(server, UPLOAD, {}, { validId: png }, { token: resident.access });
    expect(again.body.errors![0].extensions).toMatchObject({ code: 'CONFLICT', reason: 'ID_UPLOAD_NOT_ALLOWED' });
  });

  it('refuses a file over 10 MB as a field error', async () => {
    const resident = await residentSession(server);
    const big = { bytes: Buffer.concat([samplePng(), Buffer.alloc(10 * 1024 * 1024)]), name: 'huge.png', type: 'image/png' };
    const { body } = await graphqlMultipart(server, UPLOAD, {}, { validId: big }, { token: resident.access });
    expect(body.errors![0].extensions).toEqual({
      code: 'BAD_USER_INPUT', reason: 'FILE_TOO_LARGE', fields: { validId: ['The file is larger than 10 MB.'] },
    });
    expect(await row(resident.id)).toEqual({ id_verification_status: 'unverified', valid_id: null });
  });

  it('refuses guests and administrators', async () => {
    const guest = await graphqlMultipart(server, UPLOAD, {}, { validId: png });
    expect(guest.body.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    const asAdmin = await graphqlMultipart(server, UPLOAD, {}, { validId: png }, { token: admin.access });
    expect(asAdmin.body.errors![0].extensions!.code).toBe('FORBIDDEN');
  });

  it('lets an administrator decide by user id, shows who decided and when, and gives the administrator a working link', async () => {
    const resident = await pendingResident(png);
    const { data, errors } = await server.graphql<Decided>(DECIDE, { userId: resident.id, decision: 'REJECTED' }, admin.access);
    expect(errors).toBeUndefined();
    const decided = data!.decideIdVerification;
    expect(decided.idVerificationStatus).toBe('REJECTED');
    expect(decided.idVerificationHistory).toEqual([
      { decision: 'REJECTED', decidedById: admin.id, decidedByName: 'Barangay Administrator', decidedAt: expect.any(String) },
    ]);
    expect(Math.abs(Date.parse(decided.idVerificationHistory[0].decidedAt) - Date.now())).toBeLessThan(60_000);
    const served = await fetchBytes(server, `${decided.validIdUrl}&purpose=verify_identity`);
    expect(await storedAsSent(served.bytes, png.bytes)).toBe(true);

    // Rejected, uploaded again, approved: the history keeps both decisions, oldest first, and the owner can read it.
    expect((await upload(resident, pdf)).status).toBe(200);
    expect((await server.graphql(DECIDE, { userId: resident.id, decision: 'APPROVED' }, admin.access)).errors).toBeUndefined();
    const own = await server.graphql<{ me: { idVerificationHistory: Array<{ decision: string }> } }>(
      `query { me { idVerificationHistory { decision decidedById } } }`, {}, resident.access);
    expect(own.data!.me.idVerificationHistory).toEqual([
      { decision: 'REJECTED', decidedById: admin.id },
      { decision: 'APPROVED', decidedById: admin.id },
    ]);
  });

  it('refuses a decision that is not on a pending ID, an unknown resident, and non-administrators', async () => {
    const resident = await residentSession(server);
    const notPending = await server.graphql(DECIDE, { userId: resident.id, decision: 'APPROVED' }, admin.access);
    expect(notPending.errors![0]).toMatchObject({
      message: 'This resident has not uploaded a valid ID yet. Only a pending ID can be approved or rejected.',
      extensions: { code: 'CONFLICT', reason: 'ID_NOT_PENDING' },
    });
    const unknown = await server.graphql(DECIDE, { userId: 999_999, decision: 'APPROVED' }, admin.access);
    expect(unknown.errors![0].extensions).toMatchObject({ code: 'NOT_FOUND', reason: 'RESIDENT_NOT_FOUND' });
    const pending = await pendingResident();
    const byResident = await server.graphql(DECIDE, { userId: pending.id, decision: 'APPROVED' }, pending.access);
    expect(byResident.errors![0].extensions!.code).toBe('FORBIDDEN');
    expect((await server.graphql(DECIDE, { userId: pending.id, decision: 'APPROVED' })).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    const pendingOnly = await server.graphql(DECIDE, { userId: pending.id, decision: 'PENDING' }, admin.access);
    expect(pendingOnly.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    expect((await row(pending.id)).id_verification_status).toBe('pending');
    expect(await decisions(pending.id)).toEqual([]);
  });
});
