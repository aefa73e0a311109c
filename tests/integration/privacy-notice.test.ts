import { DEFAULT_PRIVACY_NOTICE, INVALID_EMAIL_MESSAGE, PRIVACY_NOTICE_FIELDS, PRIVACY_NOTICE_MESSAGES } from '@barangay-portal/domain';
import { withinBarangay } from '../../server/src/db/row-security';
import { login, loginAdmin, residentSession, staffMemberSession, type Session } from '../utils/accounts';
import { registerInput, registrationPayload, RESIDENT_PASSWORD } from '../utils/fixtures';
import { graphqlCalls } from '../utils/graphql-calls';
import { eventually, POLL_LIMIT_MS } from '../utils/eventually';
import { addBarangay, graphqlAt, requestAt, residentAt, signInAt, staffAt } from '../utils/hosts';
import { testServerForFile } from '../utils/test-server';

// The privacy notice and consent (docs/architecture.md#privacy-notice): every barangay publishes its
// notice in versions, shows its data protection officer with it, and residents agree to the version in force, at
// registration or, when it changed or they registered through the spec's REST without agreeing, after signing in.
jest.setTimeout(30_000);

const server = testServerForFile();

const NOTICE = `query ($version: Int) { privacyNotice(version: $version) {
  version text publishedAt isCurrent currentVersion barangayName dataProtectionOfficer { name email phone } } }`;
const CONSENT = '{ myPrivacyConsent { currentVersion version consentedAt needsConsent } }';
const ACCEPT = 'mutation ($version: Int!) { acceptPrivacyNotice(version: $version) { currentVersion version consentedAt needsConsent } }';
const PUBLISH = `mutation ($input: PublishPrivacyNoticeInput!) { publishPrivacyNotice(input: $input) { version text isCurrent currentVersion } }`;
const SAVE_OFFICER = 'mutation ($input: DataProtectionOfficerInput!) { saveDataProtectionOfficer(input: $input) { name email phone } }';
const VERSIONS = '{ privacyNoticeVersions { version publishedAt publishedBy } }';
const REGISTER = 'mutation ($input: RegisterInput!) { register(input: $input) { id email } }';
const OFFICER = { name: 'Teresita Magbanua', email: 'dpo@sanisidro.example.ph', phone: '(02) 8123 4567' };

interface Consent { currentVersion: number; version: number | null; consentedAt: string | null; needsConsent: boolean }

let admin: Session;
/** A resident who agreed to version 1 at registration, then to version 2 (a new version, below). */
let agreedToFirst: Session;
let calls: ReturnType<typeof graphqlCalls>;
beforeAll(async () => {
  admin = await loginAdmin(server);
  calls = graphqlCalls(server, admin);
});

const consentOf = async (resident: Session) => (await calls.ok<{ myPrivacyConsent: Consent }>(CONSENT, {}, resident)).myPrivacyConsent;
const consentRows = async (email: string) => await server.database.db.query(
  `SELECT c.notice_version, c.consented_at FROM privacy_consent c JOIN "user" u ON u.id = c.user_id WHERE u.email = $1 ORDER BY c.notice_version`, [email]);
const publish = async (text: string, basedOnVersion: number, as: Session = admin) =>
  await server.graphql<{ publishPrivacyNotice: Record<string, unknown> }>(PUBLISH, { input: { text, basedOnVersion } }, as.access);

describe('the notice every barangay starts with', () => {
  it('is version 1, the default text, readable by anyone on both APIs, with no officer until one is set', async () => {
    const { data } = await server.graphql<{ privacyNotice: Record<string, unknown> }>(NOTICE);
    expect(data?.privacyNotice).toMatchObject({
      version: 1, text: DEFAULT_PRIVACY_NOTICE, isCurrent: true, currentVersion: 1, barangayName: 'Barangay San Isidro', dataProtectionOfficer: null,
    });
    const rest = await server.rest('GET', '/privacy-notice/');
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual({
      version: 1, text: DEFAULT_PRIVACY_NOTICE, published_at: expect.any(String), is_current: true, current_version: 1,
      barangay_name: 'Barangay San Isidro', data_protection_officer: null,
    });
    // What the notice must tell a resident under the Data Privacy Act.
    for (const words of ['National Privacy Commission', 'data portability', 'object', 'erased or blocked', 'corrected', 'ID', 'Legal basis', 'How long'])
      expect(DEFAULT_PRIVACY_NOTICE).toContain(words);
  });

  it("shows the data protection officer's contact once staff with MANAGE_PRIVACY set it, and refuses others", async () => {
    const resident = await residentSession(server);
    const refused = await server.graphql(SAVE_OFFICER, { input: OFFICER }, resident.access);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    const kagawad = await staffMemberSession(server, admin, { builtIn: 'KAGAWAD', email: 'kagawad@sanisidro.example.ph', firstName: 'Lorenzo', lastName: 'Tan' });
    expect((await server.graphql(SAVE_OFFICER, { input: OFFICER }, kagawad.access)).errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'MISSING_PERMISSION' });

    for (const [input, field, message] of [
      [{ ...OFFICER, name: '  ' }, 'name', PRIVACY_NOTICE_FIELDS.officerName.required],
      [{ ...OFFICER, email: 'dpo at sanisidro' }, 'email', INVALID_EMAIL_MESSAGE],
      [{ ...OFFICER, phone: '0'.repeat(51) }, 'phone', 'Phone must be at most 50 characters.'],
    ] as const) {
      const answer = await server.graphql(SAVE_OFFICER, { input }, admin.access);
      expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { [field]: [message] } });
    }
    expect((await server.graphql<{ privacyNotice: { dataProtectionOfficer: unknown } }>(NOTICE)).data?.privacyNotice.dataProtectionOfficer).toBeNull();

    expect(await calls.ok(SAVE_OFFICER, { input: { ...OFFICER, name: ` ${OFFICER.name} ` } })).toEqual({ saveDataProtectionOfficer: OFFICER });
    expect((await server.graphql<{ privacyNotice: { dataProtectionOfficer: unknown } }>(NOTICE)).data?.privacyNotice.dataProtectionOfficer).toEqual(OFFICER);
    expect((await server.rest('GET', '/privacy-notice/')).body.data_protection_officer).toEqual(OFFICER);
    const [audited] = await server.database.db.query(`SELECT entity, changes FROM audit_log WHERE entity = 'barangay' ORDER BY id DESC LIMIT 1`);
    expect(audited.changes.dpo_email).toEqual({ before: null, after: OFFICER.email });

    // The phone is optional: saved without one, none is shown.
    expect(await calls.ok(SAVE_OFFICER, { input: { name: OFFICER.name, email: OFFICER.email, phone: ' ' } }))
      .toEqual({ saveDataProtectionOfficer: { ...OFFICER, phone: null } });
    await calls.ok(SAVE_OFFICER, { input: OFFICER });
  });
});

describe('consent at registration', () => {
  it('records the version agreed to, with the account, through GraphQL and REST', async () => {
    const before = Date.now();
    const input = registerInput({ privacyNoticeVersion: 1 });
    await calls.ok(REGISTER, { input });
    const [graphqlConsent] = await consentRows(String(input.email).toLowerCase());
    expect(graphqlConsent.notice_version).toBe(1);
    expect(graphqlConsent.consented_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(graphqlConsent.consented_at.getTime()).toBeLessThanOrEqual(Date.now() + 1000);

    const payload = registrationPayload({ privacy_notice_version: 1 });
    expect((await server.rest('POST', '/auth/user/', payload)).status).toBe(201);
    expect(await consentRows(String(payload.email))).toEqual([{ notice_version: 1, consented_at: expect.any(Date) }]);
    const resident = await login(server, String(payload.email), RESIDENT_PASSWORD);
    expect(await consentOf(resident)).toEqual({ currentVersion: 1, version: 1, consentedAt: expect.any(String), needsConsent: false });
  });

  it("keeps the spec's REST registration: without the version it answers as before, records no consent, and the resident is asked", async () => {
    const { privacy_notice_version: portalOnly, ...spec } = registrationPayload();
    expect(portalOnly).toBe(1);
    const registered = await server.rest('POST', '/auth/user/', spec);
    expect(registered.status).toBe(201);
    expect(registered.body).toMatchObject({ email: spec.email, first_name: 'Juan', user_type: 'resident', id_verification_status: 'unverified' });
    expect(registered.body).not.toHaveProperty('privacy_notice_version');
    expect(await consentRows(String(spec.email))).toEqual([]);
    const resident = await login(server, String(spec.email), RESIDENT_PASSWORD);
    expect(await consentOf(resident)).toEqual({ currentVersion: 1, version: null, consentedAt: null, needsConsent: true });

    const agreed = (await calls.ok<{ acceptPrivacyNotice: Consent }>(ACCEPT, { version: 1 }, resident)).acceptPrivacyNotice;
    expect(agreed).toEqual({ currentVersion: 1, version: 1, consentedAt: expect.any(String), needsConsent: false });
    expect(await consentOf(resident)).toEqual(agreed);
  });

  it('refuses a version that is no number, or none the barangay has, making no account', async () => {
    for (const [version, message] of [[0, PRIVACY_NOTICE_MESSAGES.versionInvalid], ['one', PRIVACY_NOTICE_MESSAGES.versionInvalid],
      [9, PRIVACY_NOTICE_MESSAGES.notFound]] as const) {
      const payload = registrationPayload({ privacy_notice_version: version });
      const answer = await server.rest('POST', '/auth/user/', payload);
      expect({ version, status: answer.status, body: answer.body }).toEqual({ version, status: 400, body: { privacy_notice_version: [message] } });
      expect(await server.database.db.query(`SELECT id FROM "user" WHERE email = $1`, [payload.email])).toEqual([]);
    }
  });
});

describe('a new version', () => {
  const REVISED = `${DEFAULT_PRIVACY_NOTICE}\n\n## CCTV\n\nThe barangay hall's cameras record the entrance; recordings are kept for 30 days.`;
  let secretary: Session;

  beforeAll(async () => {
    agreedToFirst = await residentSession(server);
    secretary = await staffMemberSession(server, admin, { builtIn: 'SECRETARY', email: 'secretary@sanisidro.example.ph', firstName: 'Amparo', lastName: 'Villanueva' });
  });

  it('is published by staff with MANAGE_PRIVACY only, from the current version, and only when the text changed', async () => {
    expect((await publish(REVISED, 1, agreedToFirst)).errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'MISSING_PERMISSION' });
    const kagawad = await login(server, 'kagawad@sanisidro.example.ph', 'Bagong-Umaga-Sa-Bayan-2027');
    expect((await publish(REVISED, 1, kagawad)).errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'MISSING_PERMISSION' });
    for (const [text, basedOnVersion, reason, field, message] of [
      [' \n ', 1, 'INVALID_INPUT', 'text', PRIVACY_NOTICE_FIELDS.text.required],
      ['x'.repeat(20_001), 1, 'INVALID_INPUT', 'text', 'Privacy notice must be at most 20000 characters.'],
      [`${DEFAULT_PRIVACY_NOTICE.replace(/\n/g, '\r\n')}\n`, 1, 'PRIVACY_NOTICE_UNCHANGED', 'text', PRIVACY_NOTICE_MESSAGES.unchanged],
      [REVISED, 0, 'INVALID_INPUT', 'basedOnVersion', PRIVACY_NOTICE_MESSAGES.versionInvalid],
    ] as const) {
      const answer = await publish(text, basedOnVersion, secretary);
      expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason, fields: { [field]: [message] } });
    }
    expect((await server.graphql<{ privacyNotice: { version: number } }>(NOTICE)).data?.privacyNotice.version).toBe(1);

    expect((await publish(REVISED, 1, secretary)).data).toEqual({ publishPrivacyNotice: { version: 2, text: REVISED, isCurrent: true, currentVersion: 2 } });
    // Another editor who opened version 1 would overwrite it unseen.
    expect((await publish(`${REVISED}\n\nOne more line.`, 1)).errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT', reason: 'PRIVACY_NOTICE_CHANGED', fields: { basedOnVersion: [PRIVACY_NOTICE_MESSAGES.publishedMeanwhile(2)] },
    });
    const [audited] = await server.database.db.query(
      `SELECT actor_email, action FROM audit_log WHERE entity = 'privacy_notice' ORDER BY id DESC LIMIT 1`);
    expect(audited).toEqual({ actor_email: 'secretary@sanisidro.example.ph', action: 'create' });
  });

  it('lists every version with who published it, and keeps the old ones readable by number, unchanged', async () => {
    expect((await calls.ok(VERSIONS, {}, secretary)).privacyNoticeVersions).toEqual([
      { version: 2, publishedAt: expect.any(String), publishedBy: 'Amparo Villanueva' },
      { version: 1, publishedAt: expect.any(String), publishedBy: null },
    ]);
    expect((await server.graphql(VERSIONS, {}, agreedToFirst.access)).errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });

    expect((await server.graphql<{ privacyNotice: Record<string, unknown> }>(NOTICE, { version: 1 })).data?.privacyNotice)
      .toMatchObject({ version: 1, text: DEFAULT_PRIVACY_NOTICE, isCurrent: false, currentVersion: 2, dataProtectionOfficer: OFFICER });
    expect((await server.rest('GET', '/privacy-notice/1/')).body).toMatchObject({ version: 1, text: DEFAULT_PRIVACY_NOTICE, is_current: false, current_version: 2 });
    expect((await server.rest('GET', '/privacy-notice/')).body).toMatchObject({ version: 2, text: REVISED, is_current: true });
    expect(await server.rest('GET', '/privacy-notice/3/')).toEqual({ status: 404, body: { detail: PRIVACY_NOTICE_MESSAGES.notFound } });
    expect((await server.graphql(NOTICE, { version: 3 })).errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', reason: 'PRIVACY_NOTICE_NOT_FOUND' });

    // The database itself keeps a published version as it was.
    await expect(server.database.db.query(`UPDATE privacy_notice SET text = 'Nothing to see.' WHERE version = 1`))
      .rejects.toThrow('a published privacy notice never changes');
  });

  it('asks residents to agree again until they accept it, refusing the version it replaced', async () => {
    expect(await consentOf(agreedToFirst)).toMatchObject({ currentVersion: 2, version: 1, needsConsent: true });
    const stale = await server.graphql(ACCEPT, { version: 1 }, agreedToFirst.access);
    expect(stale.errors?.[0]).toMatchObject({
      message: PRIVACY_NOTICE_MESSAGES.changed(2), extensions: { code: 'CONFLICT', reason: 'PRIVACY_NOTICE_CHANGED' },
    });
    for (const version of [0, 3]) {
      expect((await server.graphql(ACCEPT, { version }, agreedToFirst.access)).errors?.[0]?.extensions)
        .toMatchObject({ code: 'NOT_FOUND', reason: 'PRIVACY_NOTICE_NOT_FOUND' });
    }
    expect(await consentOf(agreedToFirst)).toMatchObject({ version: 1, needsConsent: true });

    const accepted = (await calls.ok<{ acceptPrivacyNotice: Consent }>(ACCEPT, { version: 2 }, agreedToFirst)).acceptPrivacyNotice;
    expect(accepted).toMatchObject({ currentVersion: 2, version: 2, needsConsent: false });
    // Agreeing twice keeps the first agreement.
    expect((await calls.ok<{ acceptPrivacyNotice: Consent }>(ACCEPT, { version: 2 }, agreedToFirst)).acceptPrivacyNotice).toEqual(accepted);
    expect((await consentRows(agreedToFirst.email)).map((row: { notice_version: number }) => row.notice_version)).toEqual([1, 2]);
    expect((await server.graphql(ACCEPT, { version: 2 }, secretary.access)).errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'WRONG_ROLE' });
  });

  it('refuses a registration agreeing to the version it replaced, making no account', async () => {
    const payload = registrationPayload({ privacy_notice_version: 1 });
    expect(await server.rest('POST', '/auth/user/', payload))
      .toEqual({ status: 400, body: { privacy_notice_version: [PRIVACY_NOTICE_MESSAGES.changed(2)] } });
    const input = registerInput({ privacyNoticeVersion: 1 });
    expect((await server.graphql(REGISTER, { input })).errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT', reason: 'PRIVACY_NOTICE_CHANGED', fields: { privacyNoticeVersion: [PRIVACY_NOTICE_MESSAGES.changed(2)] },
    });
    const made = await server.database.db.query(`SELECT id FROM "user" WHERE email = ANY ($1)`, [[payload.email, String(input.email).toLowerCase()]]);
    expect(made).toEqual([]);
    expect((await calls.ok(REGISTER, { input: { ...input, privacyNoticeVersion: 2 } })).register).toMatchObject({ id: expect.any(Number) });
  });
});

describe('another barangay', () => {
  const A = 'sanisidro.example.ph';
  const B = 'malanday.example.ph';
  let barangayB: number;
  let staffB: Session;

  beforeAll(async () => {
    barangayB = await addBarangay(server, { name: 'Barangay Malanday', prefix: 'MLD', host: B, defaultHost: A });
    staffB = await staffAt(server, B);
  });

  const noticeAt = async (host: string, version?: number) =>
    (await graphqlAt<{ privacyNotice: Record<string, unknown> }>(server, host, NOTICE, { version })).data?.privacyNotice;

  it('starts with its own version 1 and no officer, whatever the first barangay published and set', async () => {
    expect(await noticeAt(B)).toMatchObject({ version: 1, text: DEFAULT_PRIVACY_NOTICE, currentVersion: 1, barangayName: 'Barangay Malanday', dataProtectionOfficer: null });
    expect(await noticeAt(A)).toMatchObject({ version: 2, currentVersion: 2, barangayName: 'Barangay San Isidro', dataProtectionOfficer: OFFICER });
    expect((await requestAt(server, B, '/api/privacy-notice/2/')).status).toBe(404);
    const versions = await graphqlAt<{ privacyNoticeVersions: unknown[] }>(server, B, VERSIONS, {}, staffB.access);
    expect(versions.data?.privacyNoticeVersions).toEqual([{ version: 1, publishedAt: expect.any(String), publishedBy: null }]);
  });

  it("keeps each barangay's versions and consents apart", async () => {
    const residentA = await signInAt(server, A, agreedToFirst.email, RESIDENT_PASSWORD);
    const residentB = await residentAt(server, B);
    expect((await graphqlAt<{ myPrivacyConsent: Consent }>(server, B, CONSENT, {}, residentB.access)).data?.myPrivacyConsent)
      .toMatchObject({ currentVersion: 1, version: 1, needsConsent: false });

    const published = await graphqlAt(server, B, PUBLISH, { input: { text: 'Malanday notice, first of its own.', basedOnVersion: 1 } }, staffB.access);
    expect(published.data).toEqual({ publishPrivacyNotice: { version: 2, text: 'Malanday notice, first of its own.', isCurrent: true, currentVersion: 2 } });
    await graphqlAt(server, B, SAVE_OFFICER, { input: { name: 'Rogelio Santos', email: 'dpo@malanday.example.ph' } }, staffB.access);

    expect((await graphqlAt<{ myPrivacyConsent: Consent }>(server, B, CONSENT, {}, residentB.access)).data?.myPrivacyConsent)
      .toMatchObject({ currentVersion: 2, version: 1, needsConsent: true });
    // A's resident agreed to A's version 2, which is not B's: A is unchanged by B's publication.
    expect((await graphqlAt<{ myPrivacyConsent: Consent }>(server, A, CONSENT, {}, residentA.access)).data?.myPrivacyConsent)
      .toMatchObject({ currentVersion: 2, version: 2, needsConsent: false });
    expect(await noticeAt(A)).toMatchObject({ version: 2, dataProtectionOfficer: OFFICER });
    expect(await noticeAt(B)).toMatchObject({ version: 2, dataProtectionOfficer: { name: 'Rogelio Santos', email: 'dpo@malanday.example.ph', phone: null } });

    const rows = await server.database.db.query(
      `SELECT barangay_id, notice_version FROM privacy_consent WHERE user_id = ANY ($1) ORDER BY barangay_id, notice_version`, [[residentA.id, residentB.id]]);
    expect(rows).toEqual([{ barangay_id: 1, notice_version: 1 }, { barangay_id: 1, notice_version: 2 }, { barangay_id: barangayB, notice_version: 1 }]);
  });

  it('makes a registration wait for a publication under way, then refuses the version it replaced', async () => {
    const db = server.database.db;
    const publishing = db.createQueryRunner();
    await publishing.connect();
    try {
      // What publishPrivacyNotice does, held open: the lock, the new version.
      await publishing.startTransaction();
      await publishing.query(`SELECT pg_advisory_xact_lock(hashtext('portal.privacy-notice'), $1)`, [barangayB]);
      await publishing.query(`INSERT INTO privacy_notice (barangay_id, version, text) VALUES ($1, 3, 'Malanday notice, revised.')`, [barangayB]);
      const payload = registrationPayload({ privacy_notice_version: 2 });
      const registering = requestAt(server, B, '/api/auth/user/', { method: 'POST', body: payload });
      const waiting = `SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND objsubid = 2 AND objid = $1
        AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`;
      await eventually(async () => (await db.query(waiting, [barangayB])).length > 0, POLL_LIMIT_MS, 'the registration to wait for the publication');
      await publishing.commitTransaction();
      const answer = await registering;
      expect({ status: answer.status, body: answer.json() }).toEqual({ status: 400, body: { privacy_notice_version: [PRIVACY_NOTICE_MESSAGES.changed(3)] } });
      expect(await db.query(`SELECT id FROM "user" WHERE email = $1`, [payload.email])).toEqual([]);
    } finally {
      await publishing.release();
    }
  });

  it("keeps B's staff out of A's notice, and a request's work at B reads only B's rows (row-level security)", async () => {
    // B's staff member's token names B: at A's address they are a guest.
    expect((await graphqlAt(server, A, VERSIONS, {}, staffB.access)).errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    const db = server.database.db;
    const seenByB = await withinBarangay(barangayB, () => db.query(
      'SELECT barangay_id FROM privacy_notice UNION SELECT barangay_id FROM privacy_consent'));
    expect(seenByB).toEqual([{ barangay_id: barangayB }]);
  });
});
