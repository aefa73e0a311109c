import { ERASED_VALUE, ERASURE_MESSAGES, UNDELIVERABLE_EMAIL_MESSAGE } from '@barangay-portal/domain';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seedContext } from '../../server/src/db/seeds/seed-context';
import { ERASURE_CATALOGUE, STAFF_REFERENCES } from '../../server/src/modules/erasure/erasure-catalogue';
import { erasureRequestsSeed } from '../../server/src/modules/erasure/erasure.seed';
import { FileStorage } from '../../server/src/uploads/file-storage';
import { adminForFile, residentSession, type Session, staffMemberSession } from '../utils/accounts';
import { registerInput, registrationPayload, RESIDENT_PASSWORD } from '../utils/fixtures';
import { graphqlCalls } from '../utils/graphql-calls';
import { addBarangay, graphqlAt, requestAt, residentAt, signInAt } from '../utils/hosts';
import { madeBeforeAll } from '../utils/made-before-all';
import { samplePng } from '../utils/sample-files';
import { testServerForFile } from '../utils/test-server';

// Residents' erasure requests (the right to erasure; docs/architecture.md#privacy-erasure): the resident asks with
// their password; staff with MANAGE_PRIVACY process it (personal data erased or made anonymous everywhere, the records the
// barangay must keep held with the reason) or refuse it with a reason. Certificates already issued keep verifying.
jest.setTimeout(30_000);

const server = testServerForFile();
const admin = adminForFile(server);
const { ok, refusal } = graphqlCalls(server, admin);
const db = () => server.database.db;
const A = '127.0.0.1';
const B = 'malayo.example.ph';

/** Juan's details, each distinctive enough to be searched for in every column of every table. */
const JUAN = {
  email: 'juan.dimaculangan@erasure.test', first_name: 'Juan', middle_name: 'Santos', last_name: 'Dimaculangan', nickname: 'Anong',
  birth_place: 'Lungsod ng Malolos', contact_number: '09175550123', religion: 'Aglipayan', address: 'Purok 7, Sitio Malinaw',
};
const CORRECTED_BIRTH_PLACE = 'Malolos, Bulacan';
const ADDRESS_IN_B = 'Bahay 42, Looban ng Malayo';
const NEW_ADDRESS = 'Purok 9, Sitio Maaliwalas';
/** Every value of Juan's that must be gone after the erasure, but where the plan holds it with a reason. */
const PERSONAL = [JUAN.email, JUAN.middle_name, JUAN.last_name, JUAN.nickname, JUAN.birth_place, CORRECTED_BIRTH_PLACE, JUAN.contact_number,
  JUAN.religion, JUAN.address, ADDRESS_IN_B, NEW_ADDRESS];

const PLAN = '{ erasurePlan { erased { what count why } kept { what count why } } }';
const REQUEST = 'mutation ($input: RequestErasureInput!) { requestErasure(input: $input) { id status reason requestedAt } }';
const LIST = '{ erasureRequests(pageSize: 100) { total items { id status residentId residentName residentErased decidedBy refusalReason held { what why count } plan { erased { what count } kept { what count why } } } } }';
const PROCESS = 'mutation ($id: Int!) { processErasureRequest(id: $id) { id status residentName residentErased decidedBy held { what why count } } }';
const REFUSE = 'mutation ($input: RefuseErasureRequestInput!) { refuseErasureRequest(input: $input) { id status refusalReason } }';
const VERIFY = 'query ($code: String!) { verifyDocument(code: $code) { valid status referenceNumber holderName issuedBy documentTypeName certifiedFields { name value } } }';

type Answer = { data?: Record<string, any> | null; errors?: Array<{ message: string; extensions?: Record<string, any> }> };
const at = async (host: string, session: Session, query: string, variables: Record<string, unknown> = {}) =>
  await graphqlAt(server, host, query, variables, session.access) as Answer;
function dataOf(answer: Answer): Record<string, any> {
  if (answer.errors || !answer.data) throw new Error(`GraphQL refused: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

const kagawad = madeBeforeAll(() => staffMemberSession(server, admin,
  { builtIn: 'KAGAWAD', email: 'kagawad@erasure.test', firstName: 'Ruben', lastName: 'Konseho' }));

/** Barangay B, its staff, and a document type in each barangay. */
const place = madeBeforeAll(async () => {
  const barangayB = await addBarangay(server, { name: 'Barangay Malayo', prefix: 'MLY', host: B, defaultHost: A });
  // B's Punong Barangay, named apart from Juan (the default registration's names share his middle name).
  const asResident = await residentAt(server, B, { overrides: { first_name: 'Liza', middle_name: 'Reyes', last_name: 'Bantay', nickname: 'Liza' } });
  await db().query(`UPDATE "user" SET user_type = 'admin' WHERE id = $1`, [asResident.id]);
  const staffB = await signInAt(server, B, asResident.email, RESIDENT_PASSWORD);
  const typeOf = async (host: string, staff: Session) => dataOf(await at(host, staff, `mutation { createDocumentType(input: { name: "Barangay Clearance",
    description: "", fields: [{ name: "Purpose", fieldType: TEXT, required: true }] }) { id } }`)).createDocumentType.id as number;
  return { barangayB, staffB, typeA: await typeOf(A, admin), typeB: await typeOf(B, staffB) };
}, undefined, 30_000);

interface Juan {
  session: Session;
  /** Issued in A, and in B before Juan moved to A. */
  certificates: Array<{ host: string; code: string; referenceNumber: string; requestId: number; verified: Record<string, any> }>;
  pendingRequestId: number;
  inhabitantId: number;
  householdId: number;
  validIdKey: string;
}

async function submit(host: string, session: Session, typeId: number, purpose: string): Promise<{ id: number; referenceNumber: string }> {
  return dataOf(await at(host, session, `mutation ($input: SubmitDocumentRequestInput!) { submitDocumentRequest(input: $input) { id referenceNumber } }`,
    { input: { documentTypeId: typeId, fieldData: { Purpose: purpose } } })).submitDocumentRequest;
}

async function move(host: string, staff: Session, id: number, ...statuses: string[]): Promise<void> {
  for (const status of statuses) dataOf(await at(host, staff, `mutation { changeDocumentRequestStatus(id: ${id}, status: ${status}) { id } }`));
}

async function issued(host: string, requestId: number, referenceNumber: string) {
  const [{ code }] = await db().query('SELECT verification_code AS code FROM document_certificate WHERE request_id = $1', [requestId]);
  const verified = dataOf(await graphqlAt(server, host, VERIFY, { code }) as Answer).verifyDocument;
  return { host, code: code as string, referenceNumber, requestId, verified };
}

/**
 * Juan lived in B (a valid ID, a request released with its certificate), moved to A, and there has a certificate, a request
 * waiting, a correction of his birthplace approved, a registry record, notifications, an e-mail, two-factor sign-in and a
 * staff view of his profile: a row in most tables that refer to an account.
 */
async function juanWithRecords(): Promise<Juan> {
  const inB = await residentAt(server, B, { overrides: { ...JUAN, address: ADDRESS_IN_B } });
  const form = new FormData();
  form.append('valid_id', new Blob([new Uint8Array(samplePng())], { type: 'image/png' }), 'id.png');
  const uploaded = await requestAt(server, B, '/api/auth/user/upload-id/', { method: 'PATCH', body: form, headers: { authorization: `Bearer ${inB.access}` } });
  expect(uploaded.status).toBe(200);
  dataOf(await at(B, place.staffB, `mutation { decideIdVerification(userId: ${inB.id}, decision: APPROVED) { id } }`));
  const inBAgain = await signInAt(server, B, JUAN.email, RESIDENT_PASSWORD);
  const requestB = await submit(B, inBAgain, place.typeB, 'Scholarship');
  await move(B, place.staffB, requestB.id, 'PROCESSING', 'PICKUP', 'RELEASED');
  const asked = dataOf(await at(B, inBAgain, 'mutation ($input: RequestTransferInput!) { requestTransfer(input: $input) { id } }',
    { input: { toBarangayId: 1, newAddress: NEW_ADDRESS } })).requestTransfer;
  await ok('mutation ($input: DecideTransferInput!) { decideTransfer(input: $input) { id } }', { input: { id: asked.id, accept: true } });
  await db().query('UPDATE "user" SET address = $2 WHERE id = $1', [inB.id, JUAN.address]);

  const session = await signInAt(server, A, JUAN.email, RESIDENT_PASSWORD);
  const requestA = await submit(A, session, place.typeA, 'Employment');
  await move(A, admin, requestA.id, 'PROCESSING', 'PICKUP');
  const pending = await submit(A, session, place.typeA, 'Bank account');
  const correction = dataOf(await at(A, session, 'mutation ($input: RequestCorrectionInput!) { requestCorrection(input: $input) { id } }',
    { input: { field: 'BIRTH_PLACE', requestedValue: CORRECTED_BIRTH_PLACE, reason: 'The province is missing.' } })).requestCorrection;
  await ok(`mutation { approveCorrectionRequest(id: ${correction.id}) { id } }`);
  await ok(`{ resident(id: ${session.id}) { id } }`);

  const q = async (sql: string, params: unknown[]) => (await db().query(sql, params))[0];
  const purok = await q('INSERT INTO purok (barangay_id, name) VALUES (1, $1) RETURNING id', ['Purok Pito']);
  const household = await q('INSERT INTO household (barangay_id, household_number, address, purok_id) VALUES (1, $1, $2, $3) RETURNING id',
    ['HH-0707', JUAN.address, purok.id]);
  const inhabitant = await q(`INSERT INTO inhabitant (barangay_id, household_id, relationship_to_head, last_name, first_name, middle_name, sex, birthdate,
    birth_place, civil_status, status, user_id) VALUES (1, $1, 'head', $2, $3, $4, 'male', '1990-05-01', $5, 'single', 'living', $6) RETURNING id`,
  [household.id, JUAN.last_name, JUAN.first_name, JUAN.middle_name, JUAN.birth_place, session.id]);
  await db().query('INSERT INTO user_two_factor (user_id, secret, enabled_at) VALUES ($1, $2, now())', [session.id, 'TOTPSECRETJUAN']);
  await db().query('INSERT INTO user_recovery_code (user_id, code_hash) VALUES ($1, $2)', [session.id, 'recoveryhash-juan']);
  await db().query(`INSERT INTO outbox (recipient, subject, body) VALUES ($1, 'Your request', $2)`,
    [JUAN.email, `Hello ${JUAN.first_name} ${JUAN.last_name}, your request is ready.`]);
  const [{ valid_id: validIdKey }] = await db().query('SELECT valid_id FROM "user" WHERE id = $1', [session.id]);
  return {
    session,
    certificates: [await issued(A, requestA.id, requestA.referenceNumber), await issued(B, requestB.id, requestB.referenceNumber)],
    pendingRequestId: pending.id, inhabitantId: inhabitant.id, householdId: household.id, validIdKey,
  };
}

const juan = madeBeforeAll(juanWithRecords, undefined, 60_000);

/** Every row of every table with a text or JSON column holding `needle`, in any letter case. */
async function rowsHolding(needle: string): Promise<Array<{ table: string; column: string; row: Record<string, any> }>> {
  const columns: Array<{ table: string; column: string }> = await db().query(`
    SELECT c.table_name AS table, c.column_name AS column FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
     WHERE c.table_schema = current_schema() AND c.data_type IN ('text', 'jsonb', 'json', 'character varying', 'ARRAY')
     ORDER BY 1, 2`);
  const found = [];
  for (const { table, column } of columns) {
    const rows: Array<{ row: Record<string, any> }> = await db().query(
      `SELECT to_jsonb(t) AS row FROM "${table}" t WHERE "${column}"::text ILIKE '%' || $1 || '%'`, [needle]);
    found.push(...rows.map(({ row }) => ({ table, column, row })));
  }
  return found;
}

const requestOf = async (session: Session) => (await db().query('SELECT id, status FROM erasure_request WHERE user_id = $1 ORDER BY id DESC', [session.id]))[0];

describe('the catalogue', () => {
  it('decides every table with a foreign key to "user": erased, held with a reason, or naming the staff who acted', async () => {
    const keys: Array<{ key: string }> = await db().query(`
      SELECT c.conrelid::regclass::text || '.' || a.attname AS key
        FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
       WHERE c.contype = 'f' AND c.confrelid = '"user"'::regclass ORDER BY 1`);
    const decided = [...ERASURE_CATALOGUE.flatMap((line) => line.references), ...Object.keys(STAFF_REFERENCES)];
    expect(keys.map((row) => row.key).filter((key) => !decided.includes(key))).toEqual([]);
    // And no stale entry, and none decided twice.
    expect(decided.filter((key) => !keys.some((row) => row.key === key))).toEqual([]);
    expect(new Set(decided).size).toBe(decided.length);
    for (const line of ERASURE_CATALOGUE) if (line.decision === 'hold') expect(line.why).not.toBe('');
  });
});

describe('asking', () => {
  it('shows the resident what would be erased and what kept, each kept line with its reason and a count of their rows, on both APIs', async () => {
    const { erasurePlan } = await ok(PLAN, {}, juan.session);
    const line = (lines: Array<{ what: string; count: number; why: string | null }>, start: string) => lines.find((each) => each.what.startsWith(start))!;
    expect(line(erasurePlan.erased, 'Your account')).toMatchObject({ count: 1, why: null });
    expect(line(erasurePlan.erased, 'The image of your valid ID')).toMatchObject({ count: 1 });
    expect(line(erasurePlan.erased, 'Your correction requests')).toMatchObject({ count: 1 });
    expect(line(erasurePlan.kept, 'Your document requests')).toMatchObject({ count: 3, why: expect.stringContaining('Republic Act No. 9470') });
    expect(line(erasurePlan.kept, 'Certificates issued to you')).toMatchObject({ count: 2 });
    expect(line(erasurePlan.kept, 'Your record in the Registry')).toMatchObject({ count: 1, why: expect.stringContaining('sec. 394') });
    for (const kept of erasurePlan.kept) expect(kept.why).toEqual(expect.any(String));
    const rest = await server.rest('GET', '/auth/user/me/erasure/', undefined, juan.session.access);
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual({ plan: erasurePlan, request: null });
  });

  it('refuses a wrong password, and nothing is asked', async () => {
    const answer = await server.graphql(REQUEST, { input: { currentPassword: 'not-my-password', reason: null } }, juan.session.access);
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'WRONG_CURRENT_PASSWORD' });
    const rest = await server.rest('POST', '/auth/user/me/erasure/', { current_password: '' }, juan.session.access);
    expect(rest.status).toBe(400);
    expect(rest.body.current_password).toEqual([expect.any(String)]);
    expect(await requestOf(juan.session)).toBeUndefined();
  });

  it('takes the request with the password, then refuses a second one while it waits', async () => {
    const { requestErasure } = await ok(REQUEST, { input: { currentPassword: RESIDENT_PASSWORD, reason: 'I moved abroad.' } }, juan.session);
    expect(requestErasure).toMatchObject({ status: 'PENDING', reason: 'I moved abroad.' });
    const again = await server.rest('POST', '/auth/user/me/erasure/', { current_password: RESIDENT_PASSWORD }, juan.session.access);
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(ERASURE_MESSAGES.alreadyPending);
    expect((await ok('{ myErasureRequest { id status } }', {}, juan.session)).myErasureRequest).toEqual({ id: requestErasure.id, status: 'PENDING' });
  });

  it('refuses staff without MANAGE_PRIVACY (403), and another barangay\'s staff neither see nor process it', async () => {
    expect(await refusal(LIST, {}, kagawad)).toMatchObject({ code: 'FORBIDDEN', reason: 'MISSING_PERMISSION' });
    const { id } = await requestOf(juan.session);
    expect(await refusal(PROCESS, { id }, kagawad)).toMatchObject({ code: 'FORBIDDEN' });
    expect((await server.rest('GET', '/auth/user/me/erasure/', undefined, admin.access)).status).toBe(403);
    const listedInB = dataOf(await at(B, place.staffB, LIST)).erasureRequests;
    expect(listedInB.items.map((item: { id: number }) => item.id)).not.toContain(id);
    const processedInB = await at(B, place.staffB, PROCESS, { id });
    expect(processedInB.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', reason: 'ERASURE_NOT_FOUND' });
    expect((await requestOf(juan.session)).status).toBe('pending');
  });

  it('lists the request for the staff, waiting ones first, with its plan', async () => {
    const { erasureRequests } = await ok(LIST);
    const [first] = erasureRequests.items;
    expect(first).toMatchObject({ residentId: juan.session.id, status: 'PENDING', residentName: 'Juan Santos Dimaculangan', residentErased: false });
    expect(first.plan.kept.find((line: { what: string }) => line.what.startsWith('Your document requests')).count).toBe(3);
  });
});

describe('refusing', () => {
  it('needs a reason, tells the resident why, and leaves everything as it was', async () => {
    const pedro = await residentSession(server, { overrides: { first_name: 'Pedro', middle_name: 'Lim', last_name: 'Baltazar' } });
    const { requestErasure } = await ok(REQUEST, { input: { currentPassword: RESIDENT_PASSWORD } }, pedro);
    const before = (await db().query('SELECT * FROM "user" WHERE id = $1', [pedro.id]))[0];
    expect(await refusal(REFUSE, { input: { id: requestErasure.id, reason: '  ' } })).toMatchObject({ code: 'BAD_USER_INPUT' });
    const { refuseErasureRequest } = await ok(REFUSE, { input: { id: requestErasure.id, reason: 'A court order requires your records.' } });
    expect(refuseErasureRequest).toEqual({ id: requestErasure.id, status: 'REFUSED', refusalReason: 'A court order requires your records.' });
    const [notification] = await db().query(`SELECT kind, message FROM notification WHERE recipient_id = $1 AND kind = 'erasure_refused'`, [pedro.id]);
    expect(notification.message).toContain('A court order requires your records.');
    const after = (await db().query('SELECT * FROM "user" WHERE id = $1', [pedro.id]))[0];
    expect(after).toEqual(before);
    expect((await ok('{ me { email firstName } }', {}, pedro)).me).toEqual({ email: pedro.email, firstName: 'Pedro' });
    expect(await refusal(PROCESS, { id: requestErasure.id })).toMatchObject({ code: 'CONFLICT', reason: 'ERASURE_DECIDED' });
  });

  it('lets a resident withdraw while it waits, over REST', async () => {
    const maria = await residentSession(server, { overrides: { first_name: 'Maria', middle_name: 'Cruz', last_name: 'Lualhati' } });
    expect((await server.rest('POST', '/auth/user/me/erasure/', { current_password: RESIDENT_PASSWORD }, maria.access)).status).toBe(201);
    const withdrawn = await server.rest('POST', '/auth/user/me/erasure/withdraw/', undefined, maria.access);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({ status: 'withdrawn', held: [] });
    expect((await server.rest('POST', '/auth/user/me/erasure/withdraw/', undefined, maria.access)).status).toBe(409);
  });
});

describe('processing', () => {
  const processed = madeBeforeAll(async () => {
    const residents = async () => (await ok('{ dashboard { residents { total } } }')).dashboard.residents.total as number;
    const residentsBefore = await residents();
    const { id } = await requestOf(juan.session);
    const { processErasureRequest } = await ok(PROCESS, { id });
    return { id, entry: processErasureRequest, residentsBefore, residentsAfter: await residents() };
  }, undefined, 30_000);

  it('erasure leaves verification of an issued certificate working with a masked name', async () => {
    for (const certificate of juan.certificates) {
      const { verifyDocument } = dataOf(await graphqlAt(server, certificate.host, VERIFY, { code: certificate.code }) as Answer);
      expect(verifyDocument).toEqual({ ...certificate.verified, valid: true, holderName: 'Juan S. D***' });
      expect(verifyDocument.referenceNumber).toBe(certificate.referenceNumber);
      expect(verifyDocument.certifiedFields).toEqual(certificate.verified.certifiedFields);
      const rest = await requestAt(server, certificate.host, `/api/verify/${certificate.code}/`);
      expect(rest.status).toBe(200);
      expect(rest.json()).toMatchObject({ valid: true, holder_name: 'Juan S. D***', reference_number: certificate.referenceNumber });
      const [row] = await db().query('SELECT content::text AS content, holder_erased_at FROM document_certificate WHERE verification_code = $1', [certificate.code]);
      for (const gone of [`${JUAN.first_name} ${JUAN.middle_name}`, JUAN.last_name, JUAN.middle_name, JUAN.address, ADDRESS_IN_B]) {
        expect(row.content).not.toContain(gone);
      }
      expect(row.holder_erased_at).not.toBeNull();
    }
    expect(juan.certificates[0].verified.holderName).toBe('Juan S. D***');
  });

  it('refuses the certificate\'s download, on both APIs, since it can no longer be printed as issued', async () => {
    const [certificate] = juan.certificates;
    const pdf = await server.rest('GET', `/document-requests/${certificate.requestId}/certificate/`, undefined, admin.access);
    expect(pdf.status).toBe(409);
    expect(pdf.body.detail).toBe(ERASURE_MESSAGES.certificateHolderErased);
    const { documentRequest } = await ok(`{ documentRequest(id: ${certificate.requestId}) { referenceNumber certificateUrl certificate { verificationCode } } }`);
    expect(documentRequest).toEqual({ referenceNumber: certificate.referenceNumber, certificateUrl: null, certificate: { verificationCode: certificate.code } });
  });

  it('closes the account: the resident cannot sign in, and their session and refresh token are refused', async () => {
    const [{ email: placeholder }] = await db().query('SELECT email FROM "user" WHERE id = $1', [juan.session.id]);
    expect(placeholder).toMatch(/^erased-[0-9a-f-]{36}@erased\.invalid$/);
    for (const email of [JUAN.email, placeholder]) {
      expect((await server.rest('POST', '/auth/token/', { email, password: RESIDENT_PASSWORD })).status).toBe(401);
    }
    expect((await server.rest('GET', '/auth/user/me/', undefined, juan.session.access)).status).toBe(401);
    expect((await server.graphql('{ me { id } }', {}, juan.session.access)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await server.rest('POST', '/auth/token/refresh/', { refresh: juan.session.refresh })).status).toBe(401);
  });

  it('leaves no row anywhere holding the resident\'s name, e-mail, contact number or address, but the registry record the plan holds', async () => {
    const heldByTheRegistry = ({ table, row }: { table: string; row: Record<string, any> }) =>
      (table === 'inhabitant' && row.id === juan.inhabitantId) || (table === 'household' && row.id === juan.householdId)
      || (table === 'audit_log' && ['inhabitant', 'household'].includes(row.entity));
    for (const needle of PERSONAL) {
      const left = (await rowsHolding(needle)).filter((found) => !heldByTheRegistry(found));
      expect({ needle, left: left.map(({ table, column, row }) => `${table}.${column} #${row.id ?? row.user_id}`) }).toEqual({ needle, left: [] });
    }
    // The registry record itself is held, unlinked from the account.
    expect((await rowsHolding(JUAN.last_name)).map(({ table }) => table)).toContain('inhabitant');
    expect(existsSync(path.join(server.dataDir, 'uploads', 'private', juan.validIdKey))).toBe(false);
  });

  it('keeps the records the barangay must hold, with the reasons recorded on the request', async () => {
    const holds = ERASURE_CATALOGUE.filter((line) => line.decision === 'hold');
    expect(processed.entry).toMatchObject({ status: 'ERASED', residentName: 'Erased resident', residentErased: true, decidedBy: expect.any(String) });
    expect(processed.entry.held.map((line: { what: string; why: string }) => [line.what, line.why]))
      .toEqual(holds.map((line) => [line.what, line.why]));
    const [{ held }] = await db().query('SELECT held FROM erasure_request WHERE id = $1', [processed.id]);
    expect(held.find((line: { what: string }) => line.what.startsWith('Your document requests')).count).toBe(3);

    const requests = await db().query(`SELECT id, status, field_data, reference_number FROM document_request WHERE requester_id = $1 ORDER BY id`, [juan.session.id]);
    expect(requests.map((request: { status: string; field_data: object }) => [request.status, request.field_data]))
      .toEqual([['released', {}], ['pickup', {}], ['canceled', {}]]);
    const [canceling] = await db().query(`SELECT from_status, changed_by FROM document_request_status_change WHERE request_id = $1 AND to_status = 'canceled'`,
      [juan.pendingRequestId]);
    expect(canceling).toEqual({ from_status: 'pending', changed_by: admin.id });
    expect((await db().query('SELECT user_id FROM inhabitant WHERE id = $1', [juan.inhabitantId]))[0].user_id).toBeNull();
    for (const table of ['id_verification_decision', 'privacy_consent']) {
      expect(Number((await db().query(`SELECT count(*) FROM ${table} WHERE user_id = $1`, [juan.session.id]))[0].count)).toBeGreaterThan(0);
    }
    expect(Number((await db().query('SELECT count(*) FROM data_access WHERE resident_id = $1', [juan.session.id]))[0].count)).toBe(1);
    const [transfer] = await db().query('SELECT status, new_address FROM resident_transfer WHERE resident_id = $1', [juan.session.id]);
    expect(transfer).toEqual({ status: 'accepted', new_address: '' });
    for (const table of ['refresh_token', 'user_two_factor', 'user_recovery_code', 'correction_request']) {
      expect(Number((await db().query(`SELECT count(*) FROM ${table} WHERE user_id = $1`, [juan.session.id]))[0].count)).toBe(0);
    }
    expect(Number((await db().query('SELECT count(*) FROM notification WHERE recipient_id = $1', [juan.session.id]))[0].count)).toBe(0);
  });

  it('keeps which fields changed, who and when in the audit log, with "[erased]" for the values', async () => {
    const entries: Array<{ actor_id: number; changes: Record<string, { before: unknown; after: unknown }> }> = await db().query(
      `SELECT actor_id, changes FROM audit_log WHERE entity = 'user' AND entity_id = $1 ORDER BY id`, [String(juan.session.id)]);
    const correction = entries.find((entry) => 'birth_place' in entry.changes)!;
    expect(correction.changes.birth_place).toEqual({ before: ERASED_VALUE, after: ERASED_VALUE });
    const erasure = entries.at(-1)!;
    expect(erasure.actor_id).toBe(admin.id);
    expect(erasure.changes.last_name).toEqual({ before: ERASED_VALUE, after: ERASED_VALUE });
    expect(erasure.changes.is_active).toEqual({ before: true, after: false });
  });

  it('takes the account out of the residents list and the dashboard\'s counts', async () => {
    expect(processed.residentsAfter).toBe(processed.residentsBefore - 1);
    for (const search of ['', 'Erased', JUAN.last_name]) {
      const { residents } = await ok('query ($search: String) { residents(search: $search, pageSize: 100) { items { id } } }', { search });
      expect(residents.items.map((item: { id: number }) => item.id)).not.toContain(juan.session.id);
    }
    const everyAccount = await server.rest('GET', '/auth/user/', undefined, admin.access);
    expect(everyAccount.body.map((account: { id: number }) => account.id)).not.toContain(juan.session.id);
  });

  it('refuses processing twice with a clear message', async () => {
    const again = await refusal(PROCESS, { id: processed.id });
    expect(again).toMatchObject({ code: 'CONFLICT', reason: 'ERASURE_DECIDED', message: ERASURE_MESSAGES.notPending });
  });

  it('leaves the audit log append-only for the portal: no entry deleted, and an update may only erase values', async () => {
    const [entry] = await db().query(`SELECT id FROM audit_log WHERE entity = 'user' AND entity_id = $1 LIMIT 1`, [String(juan.session.id)]);
    await expect(db().query(`UPDATE audit_log SET changes = '{"first_name": {"before": "x", "after": "y"}}' WHERE id = $1`, [entry.id]))
      .rejects.toThrow(/only the values of its changes may be erased/);
    await expect(db().query(`UPDATE audit_log SET entity = 'project' WHERE id = $1`, [entry.id])).rejects.toThrow(/never changes/);
    const runner = db().createQueryRunner();
    try {
      await runner.startTransaction();
      await runner.query(`SELECT set_config('role', 'barangay_portal_request', true), set_config('portal.barangay_id', '1', true)`);
      const deleted = await runner.query('DELETE FROM audit_log WHERE id = $1 RETURNING id', [entry.id]);
      expect(deleted).toEqual([[], 0]);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });
});

describe('the demo seed', () => {
  it('adds one waiting request of its demo resident, once', async () => {
    const mark = await residentSession(server, { overrides: { first_name: 'Mark', middle_name: 'Anthony', last_name: 'Flores' } });
    await db().query(`DELETE FROM erasure_request`);
    const context = seedContext(db(), new FileStorage(os.tmpdir()));
    expect(await erasureRequestsSeed.run(context)).toBe(1);
    expect(await erasureRequestsSeed.run(context)).toBe(0);
    expect(await requestOf(mark)).toMatchObject({ status: 'pending' });
  });
});

describe('an erasure nobody can block', () => {
  const PREDICTABLE = (id: number) => `erased-${id}@erased.invalid`;

  it('refuses to register the placeholder address an erasure would have used, and any other .invalid or .localhost address', async () => {
    const rosa = await residentSession(server, { overrides: { first_name: 'Rosa', middle_name: 'Luna', last_name: 'Macaraeg' } });
    for (const email of [PREDICTABLE(rosa.id), 'Someone@Erased.INVALID.', 'juan@mail.localhost']) {
      const rest = await server.rest('POST', '/auth/user/', registrationPayload({ email }));
      expect({ email, status: rest.status, body: rest.body }).toEqual({ email, status: 400, body: { email: [UNDELIVERABLE_EMAIL_MESSAGE] } });
    }
    const graphql = await server.graphql('mutation ($input: RegisterInput!) { register(input: $input) { id } }',
      { input: registerInput({ email: PREDICTABLE(rosa.id) }) });
    expect(graphql.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { email: [UNDELIVERABLE_EMAIL_MESSAGE] } });
    expect(await db().query(`SELECT id FROM "user" WHERE email LIKE '%.invalid' AND erased_at IS NULL`)).toEqual([]);
  });

  it('erases an account whose old predictable placeholder someone took first, and turns a clash in the run into a clear refusal', async () => {
    const rosa = await residentSession(server, { overrides: { first_name: 'Rosa', middle_name: 'Dizon', last_name: 'Villareal' } });
    // The squat: an account holding the address erasures used to give this account (made before registration refused it).
    await db().query(`INSERT INTO "user" (email, password, nickname, first_name, last_name, user_type, barangay_id) VALUES ($1, 'x', 'Squat', 'Squat', 'Ter', 'resident', 1)`,
      [PREDICTABLE(rosa.id)]);
    const { requestErasure } = await ok(REQUEST, { input: { currentPassword: RESIDENT_PASSWORD } }, rosa);

    // Any unique key the run writes already taken: a 409 that says nothing was erased, and the request still waits.
    await db().query(`CREATE FUNCTION clash_on_erasure() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.erased_at IS NOT NULL AND OLD.erased_at IS NULL THEN RAISE unique_violation USING MESSAGE = 'duplicate key'; END IF; RETURN NEW; END $$`);
    await db().query('CREATE TRIGGER clash_on_erasure BEFORE UPDATE ON "user" FOR EACH ROW EXECUTE FUNCTION clash_on_erasure()');
    try {
      expect(await refusal(PROCESS, { id: requestErasure.id })).toMatchObject({ code: 'CONFLICT', reason: 'ERASURE_CLASHED', message: ERASURE_MESSAGES.clashed });
    } finally {
      await db().query('DROP TRIGGER clash_on_erasure ON "user"');
      await db().query('DROP FUNCTION clash_on_erasure()');
    }
    expect(await requestOf(rosa)).toMatchObject({ status: 'pending' });
    expect((await db().query('SELECT erased_at, first_name FROM "user" WHERE id = $1', [rosa.id]))[0]).toEqual({ erased_at: null, first_name: 'Rosa' });

    const { processErasureRequest } = await ok(PROCESS, { id: requestErasure.id });
    expect(processErasureRequest).toMatchObject({ status: 'ERASED', residentErased: true });
    const [{ email }] = await db().query('SELECT email FROM "user" WHERE id = $1', [rosa.id]);
    expect(email).toMatch(/^erased-[0-9a-f-]{36}@erased\.invalid$/);
    expect(email).not.toBe(PREDICTABLE(rosa.id));
  });
});
