import { adminForFile, residentSession, type Session, staffMemberSession } from '../utils/accounts';
import { createDocumentType, moveRequest, submitRequest } from '../utils/documents';
import { RESIDENT_PASSWORD } from '../utils/fixtures';
import { addBarangay } from '../utils/hosts';
import { madeBeforeAll } from '../utils/made-before-all';
import { flat, readPdf } from '../utils/pdf';
import { testServerForFile } from '../utils/test-server';
import { fetchBytes } from '../utils/uploads';

// "Download my data" (docs/architecture.md#privacy-rights): the JSON holds every row about the
// signed-in resident, in every table that references an account, and nothing about anyone else; the PDF reads the same.
const server = testServerForFile();
const admin = adminForFile(server);
const db = () => server.database.db;

/**
 * Tables that reference "user" and are not about the resident as a resident, each with why. Every other table with a
 * foreign key to "user" must be read by the download: a new one fails the catalogue test until it is covered or listed.
 */
const NOT_ABOUT_THE_RESIDENT: Record<string, string> = {
  'barangay_official.staff_member_id': 'the staff account behind a public official listing: staff, not residents',
  'document_request_status_change.changed_by': 'who moved a request: the request\'s history is in the file, with the mover\'s name and office',
  'document_certificate.issued_by': 'who issued a certificate: in the file with the certificate, by name and office',
  'document_certificate.revoked_by': 'who revoked a certificate: as above',
  'id_verification_decision.decided_by': 'the staff member who decided: in the file with the decision, by name and office',
  'resident_transfer.decided_by': 'the staff member who decided a transfer: in the file with the transfer, by name and office',
  'audit_log.actor_id': 'what an account did as staff; entries about the resident\'s own rows are in the file by entity',
  'inhabitant_import.uploaded_by': 'a staff member\'s spreadsheet upload',
  'data_access.viewer_id': 'the staff member who viewed: the rows about the resident are in the file by resident_id',
  'privacy_notice.published_by_id': 'the staff member who published a notice',
  'resident_name.user_id': 'a lower-case copy of the profile\'s names for searching (the "withheld" note says so)',
  'correction_request.decided_by': 'the staff member who decided a correction: in the file with the request, by name and office',
  'erasure_request.decided_by': 'the staff member who processed or refused an erasure: in the file with the request, by name and office',
};

/** The foreign keys to "user" the download reads rows by, as `table.column`. */
const READ_BY_THE_DOWNLOAD = [
  'refresh_token.user_id', 'document_request.requester_id', 'id_verification_decision.user_id', 'notification.recipient_id',
  'user_two_factor.user_id', 'user_recovery_code.user_id', 'resident_transfer.resident_id', 'inhabitant.user_id',
  'id_image_removal.user_id', 'data_access.resident_id', 'privacy_consent.user_id', 'correction_request.user_id',
  'erasure_request.user_id',
];

const typeId = madeBeforeAll(async () => {
  // A second barangay to move to; the default one keeps answering at the test server's address.
  const otherBarangay = await addBarangay(server, { name: 'Barangay Malayo', prefix: 'MLY', host: 'malayo.test', defaultHost: '127.0.0.1' });
  const id = await createDocumentType(server, admin, { name: 'Barangay Clearance', fields: [{ name: 'Purpose' }] });
  return { id, otherBarangay };
}, undefined, 30_000);

interface ResidentRecords {
  session: Session;
  name: { first: string; last: string };
  ids: Record<string, Array<number | string>>;
  referenceNumber: string;
  secret: string;
  codeHash: string;
}

/** A resident with a row in every table that references an account, each made as the portal makes it where practical. */
async function residentWithRecords(first: string, last: string): Promise<ResidentRecords> {
  const email = `${first.toLowerCase()}.${last.toLowerCase()}@records.test`;
  const session = await residentSession(server, { verified: true, overrides: { email, first_name: first, last_name: last } });
  const request = await submitRequest(server, session, typeId.id, { Purpose: `Scholarship of ${first}` });
  await moveRequest(server, admin, request.id, 'processing', 'pickup');
  // The administrator opens the full profile: a ledger row about the resident.
  const viewed = await server.graphql(`{ resident(id: ${session.id}) { id } }`, {}, admin.access);
  expect(viewed.errors).toBeUndefined();
  const q = async (sql: string, params: unknown[]) => (await db().query(sql, params))[0];
  const decision = await q(`INSERT INTO id_verification_decision (user_id, decision, decided_by) VALUES ($1, 'approved', $2) RETURNING id`,
    [session.id, admin.id]);
  const removal = await q(`INSERT INTO id_image_removal (user_id, barangay_id, decision_id, outcome, decided_at, removed_at, retention_days)
    VALUES ($1, 1, $2, 'approved', now() - interval '400 days', now(), 365) RETURNING id`, [session.id, decision.id]);
  const transfer = await q(`INSERT INTO resident_transfer (resident_id, from_barangay_id, to_barangay_id, new_address, status, decline_reason, decided_at, decided_by)
    VALUES ($1, 1, $2, $3, 'declined', 'Not yet living here', now(), $4) RETURNING id`,
    [session.id, typeId.otherBarangay, `${first}'s new house, Malayo`, admin.id]);
  const purok = await q('INSERT INTO purok (barangay_id, name) VALUES (1, $1) RETURNING id', [`Purok ${first}`]);
  const household = await q(`INSERT INTO household (barangay_id, household_number, address, purok_id) VALUES (1, $1, $2, $3) RETURNING id`,
    [`HH-${first}`, `${first}'s household address`, purok.id]);
  const inhabitant = await q(`INSERT INTO inhabitant (barangay_id, household_id, relationship_to_head, last_name, first_name, sex, birthdate, birth_place, civil_status, status, user_id)
    VALUES (1, $1, 'head', $2, $3, 'male', '1990-05-01', 'Quezon City', 'single', 'living', $4) RETURNING id`, [household.id, last, first, session.id]);
  const inhabitantView = await q(`INSERT INTO data_access (barangay_id, viewer_id, viewer_name, viewer_email, viewer_office, inhabitant_id, kind)
    VALUES (1, $1, 'Registry Clerk', 'clerk@office.test', 'Secretary', $2, 'registry_record') RETURNING id`, [admin.id, inhabitant.id]);
  const secret = `TOTPSECRET${first.toUpperCase()}`;
  const codeHash = `recoveryhash-${first}`;
  await db().query(`INSERT INTO user_two_factor (user_id, secret, enabled_at) VALUES ($1, $2, now())`, [session.id, secret]);
  const code = await q(`INSERT INTO user_recovery_code (user_id, code_hash) VALUES ($1, $2) RETURNING id`, [session.id, codeHash]);
  // A correction of the birthplace, not approved: the request, its decider by name and office, and the resident's notification.
  const correction = await server.graphql<{ requestCorrection: { id: number } }>(
    'mutation ($input: RequestCorrectionInput!) { requestCorrection(input: $input) { id } }',
    { input: { field: 'BIRTH_PLACE', requestedValue: `${first}'s true birthplace`, reason: 'Misspelt at registration.' } }, session.access);
  const correctionId = correction.data!.requestCorrection.id;
  const rejected = await server.graphql('mutation ($input: RejectCorrectionRequestInput!) { rejectCorrectionRequest(input: $input) { id } }',
    { input: { id: correctionId, reason: 'The birth certificate agrees with the record.' } }, admin.access);
  expect(rejected.errors).toBeUndefined();
  // An erasure request, refused with a reason: the request and who refused it, by name and office.
  const erasure = await server.graphql<{ requestErasure: { id: number } }>('mutation ($input: RequestErasureInput!) { requestErasure(input: $input) { id } }',
    { input: { currentPassword: RESIDENT_PASSWORD, reason: 'I am leaving the barangay.' } }, session.access);
  const erasureId = erasure.data!.requestErasure.id;
  const refused = await server.graphql('mutation ($input: RefuseErasureRequestInput!) { refuseErasureRequest(input: $input) { id } }',
    { input: { id: erasureId, reason: 'Your document request is still being processed.' } }, admin.access);
  expect(refused.errors).toBeUndefined();
  const rows = async (sql: string) => (await db().query(sql, [session.id])).map((row: { id: number | string }) => row.id);
  return {
    session, name: { first, last }, referenceNumber: request.reference_number, secret, codeHash,
    ids: {
      documentRequests: [request.id],
      consents: await rows('SELECT id FROM privacy_consent WHERE user_id = $1'),
      notifications: await rows('SELECT id FROM notification WHERE recipient_id = $1'),
      transfers: [transfer.id],
      idVerificationDecisions: [decision.id],
      idImageRemovals: [removal.id],
      dataAccesses: [...await rows('SELECT id FROM data_access WHERE resident_id = $1'), inhabitantView.id].map(Number),
      registryRecords: [inhabitant.id],
      sessions: await rows('SELECT id FROM refresh_token WHERE user_id = $1'),
      recoveryCodes: [code.id],
      correctionRequests: [correctionId],
      erasureRequests: [erasureId],
    },
  };
}

const juan = madeBeforeAll(() => residentWithRecords('Teodoro', 'Magsaysay'), undefined, 60_000);
const pedro = madeBeforeAll(() => residentWithRecords('Perpetua', 'Villarama'), undefined, 60_000);

async function download(session: Session, query = ''): Promise<{ status: number; bytes: Buffer; headers: Headers }> {
  return await fetchBytes(server, `/api/auth/user/me/data/${query}`, session.access);
}

async function myData(session: Session) {
  const answer = await download(session);
  expect(answer.status).toBe(200);
  return JSON.parse(answer.bytes.toString('utf8'));
}

const sorted = (ids: Array<number | string>) => [...ids].sort((a, b) => String(a).localeCompare(String(b)));
const idsOf = (rows: Array<{ id: number | string }>) => sorted(rows.map((row) => row.id));

describe('the JSON download', () => {
  it('holds each of the resident\'s rows, section by section, and nothing of another resident', async () => {
    const answer = await download(juan.session);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="?my-data-\d{4}-\d{2}-\d{2}\.json"?$/);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const data = JSON.parse(answer.bytes.toString('utf8'));

    expect(data.profile).toMatchObject({ id: juan.session.id, email: juan.session.email, firstName: 'Teodoro', lastName: 'Magsaysay' });
    for (const [section, ids] of Object.entries(juan.ids)) {
      expect({ section, ids: idsOf(data[section]) }).toEqual({ section, ids: sorted(ids) });
      expect(ids.length).toBeGreaterThan(0);
    }
    const [request] = data.documentRequests;
    expect(request).toMatchObject({ referenceNumber: juan.referenceNumber, status: 'pickup', fieldData: { Purpose: 'Scholarship of Teodoro' } });
    expect(request.statusHistory.map((change: { toStatus: string }) => change.toStatus)).toEqual(['pending', 'processing', 'pickup']);
    expect(request.certificates).toHaveLength(1);
    expect(request.certificates[0].verificationCode).toEqual(expect.any(String));
    expect(data.registryRecords[0]).toMatchObject({ householdNumber: 'HH-Teodoro', relationshipToHead: 'head' });
    expect(data.twoFactor).toMatchObject({ enabled: true });
    expect(data.auditLog.some((entry: { record: string; recordId: string }) =>
      entry.record === 'document_request' && entry.recordId === String(request.id))).toBe(true);
    expect(data.idVerificationDecisions[0]).toMatchObject({ outcome: 'approved', decidedBy: expect.any(String), decidedByOffice: 'Punong Barangay' });
    expect(data.correctionRequests[0]).toMatchObject({
      field: 'birth_place', currentValue: 'Quezon City', requestedValue: "Teodoro's true birthplace", status: 'rejected',
      decisionReason: 'The birth certificate agrees with the record.', decidedBy: expect.any(String), decidedByOffice: 'Punong Barangay',
    });

    const text = JSON.stringify(data);
    for (const foreign of [pedro.session.email, pedro.name.first, pedro.name.last, pedro.referenceNumber]) expect(text).not.toContain(foreign);
    // Nothing that signs in as the resident, and no staff e-mail.
    for (const secret of [juan.secret, juan.codeHash, juan.session.refresh, admin.email, 'clerk@office.test']) expect(text).not.toContain(secret);
    const [{ password, token_hashes: tokenHashes }] = await db().query(
      `SELECT u.password, array_agg(t.token_hash) AS token_hashes FROM "user" u JOIN refresh_token t ON t.user_id = u.id WHERE u.id = $1 GROUP BY u.password`,
      [juan.session.id]);
    for (const hash of [password, ...tokenHashes]) expect(text).not.toContain(hash);
    expect(data.withheld.map((item: { what: string }) => item.what)).toEqual(expect.arrayContaining(['Password', 'Session tokens']));
  });

  it('gives another resident their own data only', async () => {
    const data = await myData(pedro.session);
    expect(data.profile.email).toBe(pedro.session.email);
    expect(idsOf(data.documentRequests)).toEqual(pedro.ids.documentRequests);
    expect(JSON.stringify(data)).not.toContain(juan.session.email);
    expect(JSON.stringify(data)).not.toContain('Teodoro');
  });

  it('covers every table with a foreign key to "user", or lists it as not about the resident', async () => {
    const keys: Array<{ key: string }> = await db().query(`
      SELECT c.conrelid::regclass::text || '.' || a.attname AS key
        FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
       WHERE c.contype = 'f' AND c.confrelid = '"user"'::regclass ORDER BY 1`);
    const uncovered = keys.map((row) => row.key)
      .filter((key) => !READ_BY_THE_DOWNLOAD.includes(key) && !(key in NOT_ABOUT_THE_RESIDENT));
    expect(uncovered).toEqual([]);
    // And no stale entry: each listed key still exists.
    expect([...READ_BY_THE_DOWNLOAD, ...Object.keys(NOT_ABOUT_THE_RESIDENT)].filter((key) => !keys.some((row) => row.key === key))).toEqual([]);
  });

  it('refuses staff with a message saying why, and asks for a sign-in without a token', async () => {
    const refused = await download(admin);
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.bytes.toString()).detail).toMatch(/^Only a resident account can download its data here/);
    const secretary = await staffMemberSession(server, admin, { builtIn: 'SECRETARY', email: 'sec@records.test', firstName: 'Sonia', lastName: 'Kalihim' });
    expect((await download(secretary)).status).toBe(403);
    expect((await fetchBytes(server, '/api/auth/user/me/data/')).status).toBe(401);
  });

  it('refuses a format it does not make, by name', async () => {
    const answer = await download(juan.session, '?format=xml');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.bytes.toString())).toEqual({ format: ['The format must be json or pdf.'] });
  });
});

describe('the PDF download', () => {
  it('reads as the resident\'s data: name, request reference, sections and page numbers', async () => {
    const answer = await download(juan.session, '?format=pdf');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toMatch(/filename="?my-data-\d{4}-\d{2}-\d{2}\.pdf"?$/);
    expect(answer.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await readPdf(answer.bytes);
    const text = flat(pdf.pages.join(' '));
    expect(text).toContain('Personal data of Teodoro Santos Magsaysay');
    expect(text).toContain(juan.referenceNumber);
    for (const heading of ['Profile', 'Document requests', 'Who viewed my data (access ledger)', 'Registry record and household', 'Sign-in sessions',
      'Correction requests', 'Erasure requests']) {
      expect(text).toContain(heading);
    }
    expect(flat(pdf.pages.at(-1)!)).toContain(`Page ${pdf.pageCount} of ${pdf.pageCount}`);
    for (const foreign of [pedro.session.email, pedro.name.last, juan.secret]) expect(text).not.toContain(foreign);
  });
});
