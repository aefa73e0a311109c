import { buildSchema, type GraphQLObjectType } from 'graphql';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Actor, GraphqlCall, GraphqlRow, RecordsOfB, RestCall, RestRow } from '../../server/src/portal-module/__tests__/access-rows';
import { repoRoot } from '../utils/processes';
import { registerInput } from '../utils/fixtures';
import { multipart, samplePdf, samplePng } from '../utils/sample-files';
import { addBarangay, graphqlAt, requestAt, residentAt, signInAt, staffAt, type HostAnswer } from '../utils/hosts';
import { madeBeforeAll } from '../utils/made-before-all';
import { accessRowsOfModules, rowsInSeveralModules } from '../utils/module-access-rows';
import { TEST_ADMIN, testServerForFile } from '../utils/test-server';

/*
 * The isolation matrix (docs/architecture.md#tenancy). Barangay B (the default barangay) has one record
 * of every kind; barangay A's staff member (a Punong Barangay: every permission) and A's verified resident call
 * every operation of both APIs at A's address, naming B's records wherever an operation takes one. Every call is
 * refused or answers nothing of B, and afterwards every row of B is as it was. An operation added to either API
 * fails the coverage checks at the end until its module has its row (MODULE_ROWS below).
 */
const server = testServerForFile();
const A = 'tondo.example.ph';
const B = 'portal.malabon.example.ph';
/** In every text of B's records, so an answer that carries any of it is caught. */
const MARK = 'Malabon';

const actors = madeBeforeAll(async () => {
  await addBarangay(server, { name: 'Barangay Tondo', prefix: 'TND', host: A, defaultHost: B });
  return { staff: await staffAt(server, A), resident: await residentAt(server, A, { verified: true }), newcomer: await residentAt(server, A) };
});

const b = madeBeforeAll(async (): Promise<RecordsOfB> => {
  const admin = await signInAt(server, B, TEST_ADMIN.email, TEST_ADMIN.password);
  const gql = async (query: string, token = admin.access): Promise<Record<string, { id: number }>> => {
    const answer = await graphqlAt(server, B, query, {}, token);
    if (answer.errors) throw new Error(`making B's records: ${JSON.stringify(answer.errors)}`);
    return answer.data as Record<string, { id: number }>;
  };
  const made = {
    project: (await gql(`mutation { createProject(input: { title: "${MARK} covered court", status: ONGOING, dateStarted: "2026-01-10" }) { id } }`)).createProject.id,
    event: (await gql(`mutation { createEvent(input: { eventName: "${MARK} clean-up", targetAudience: "Adults", eventDate: "2026-12-05",
      expectedNumberOfAttendees: 40, actualAttendees: 0, status: "Upcoming" }) { id } }`)).createEvent.id,
    official: (await gql(`mutation { createBarangayOfficial(input: { position: "Kagawad", name: "Rosa ${MARK}", contactNumber: "09171112222",
      address: "Purok 3" }) { id } }`)).createBarangayOfficial.id,
    announcement: (await gql(`mutation { createAnnouncement(input: { title: "${MARK} water interruption", content: "Tuesday." }) { id } }`)).createAnnouncement.id,
    role: (await gql(`mutation { createRole(input: { name: "${MARK} records clerk", permissions: [VIEW_RESIDENTS] }) { id } }`)).createRole.id,
    documentType: (await gql(`mutation { createDocumentType(input: { name: "${MARK} clearance", description: "For ${MARK}.",
      fields: [{ name: "Purpose", fieldType: TEXT, required: true }] }) { id } }`)).createDocumentType.id,
  };
  await gql(`mutation { saveContactDetails(input: { contactNumber: "0281234567", facebookPagee: "https://facebook.com/${MARK}",
    email: "hall@malabon.example.ph", address: "${MARK} Hall" }) { id } }`);
  const handover = (await gql(`mutation { createStaffMember(input: { email: "clerk@malabon.example.ph", firstName: "${MARK}",
    lastName: "Clerk", roleId: ${made.role} }) { member { id } } }`)).createStaffMember as unknown as { member: { id: number } };

  const resident = await residentAt(server, B, { verified: true, overrides: { first_name: MARK, last_name: 'Reyes' } });
  const request = (await gql(`mutation { submitDocumentRequest(input: { documentTypeId: ${made.documentType}, fieldData: { Purpose: "${MARK} job" } }) { id } }`,
    resident.access)).submitDocumentRequest.id;
  for (const status of ['PROCESSING', 'PICKUP']) await gql(`mutation { changeDocumentRequestStatus(id: ${request}, status: ${status}) { id } }`);
  const correction = (await gql(`mutation { requestCorrection(input: { field: "NICKNAME", requestedValue: "${MARK} Nick", reason: "${MARK} calls me so." }) { id } }`,
    resident.access)).requestCorrection.id;
  const erasure = (await gql(`mutation { requestErasure(input: { currentPassword: "kalayaan-1898", reason: "${MARK} is behind me." }) { id } }`,
    resident.access)).requestErasure.id;
  const pending = await residentAt(server, B, { overrides: { first_name: MARK, last_name: 'Santos' } });
  const upload = await requestAt(server, B, '/api/auth/user/upload-id/', {
    method: 'PATCH', body: multipart({}, { valid_id: { bytes: samplePdf(), name: 'id.pdf', type: 'application/pdf' } }),
    headers: { authorization: `Bearer ${pending.access}` },
  });
  if (upload.status !== 200) throw new Error(`uploading B's valid ID: ${upload.status} ${upload.body}`);
  const db = server.database.db;
  const [navotas] = await db.query(`INSERT INTO barangay (name, reference_prefix) VALUES ('Barangay Navotas', 'NVT') RETURNING id`);
  await db.query(`INSERT INTO barangay_host (host, barangay_id) VALUES ('navotas.example.ph', $1)`, [navotas.id]);
  server.portal.services.barangays.forget();
  const transfer = (await gql(`mutation { requestTransfer(input: { toBarangayId: ${navotas.id}, newAddress: "${MARK} Street, Navotas" }) { id } }`,
    pending.access)).requestTransfer.id;
  const [{ code }] = await db.query(`SELECT verification_code AS code FROM document_certificate WHERE request_id = $1`, [request]);
  const purok = (await gql(`mutation { createPurok(input: { name: "Purok ${MARK}" }) { id } }`)).createPurok.id;
  const household = (await gql(`mutation { createHousehold(input: { householdNumber: "${MARK}-001", address: "${MARK} Street",
    purokId: ${purok} }) { id } }`)).createHousehold.id;
  const inhabitant = (await gql(`mutation { createInhabitant(input: { lastName: "${MARK}", firstName: "Lorna", sex: FEMALE, birthdate: "1950-02-03",
    birthPlace: "${MARK}", civilStatus: WIDOWED, isPwd: true, householdId: ${household}, relationshipToHead: HEAD }) { id } }`)).createInhabitant.id;
  // B's access ledger holds a view of B's inhabitant and of B's resident (docs/architecture.md#privacy-access-ledger), whose names carry the mark.
  await gql(`{ inhabitant(id: ${inhabitant}) { id } resident(id: ${resident.id}) { id } }`);
  const uploaded = await requestAt(server, B, '/api/registry/imports/', {
    method: 'POST', body: multipart({}, { file: registryFile(`${MARK},Lorna,F,1950-02-03,${MARK},Widowed`) }), headers: { authorization: `Bearer ${admin.access}` },
  });
  if (uploaded.status !== 201) throw new Error(`uploading B's import: ${uploaded.status} ${uploaded.body}`);
  // B's privacy notice at version 3 (A's stays below), and B's data protection officer.
  for (const basedOnVersion of [1, 2]) {
    await gql(`mutation { publishPrivacyNotice(input: { text: "${MARK} notice, revision ${basedOnVersion}.", basedOnVersion: ${basedOnVersion} }) { version } }`);
  }
  await gql(`mutation { saveDataProtectionOfficer(input: { name: "Rosa ${MARK}", email: "dpo@malabon.example.ph" }) { name } }`);
  const [{ id: notification }] = await db.query(`SELECT id FROM notification WHERE recipient_id = $1 ORDER BY id LIMIT 1`, [resident.id]);
  return {
    ...made, staffMember: handover.member.id, request, certificateCode: code, resident: resident.id, residentEmail: resident.email,
    residentRefresh: resident.refresh, pendingResident: pending.id, pendingEmail: pending.email, notification, transfer,
    purok, household, inhabitant, inhabitantImport: uploaded.json<{ id: number }>().id, correction, erasure,
  };
});

const page = 'page: 1, pageSize: 100';

/** A registry spreadsheet of one inhabitant, as CSV. */
const registryFile = (row: string) => ({
  bytes: Buffer.from(`Last Name,First Name,Sex,Birthdate,Place of Birth,Civil Status\n${row}\n`), name: 'rbi.csv', type: 'text/csv',
});
const IMPORT_MAPPING = ['LAST_NAME', 'FIRST_NAME', 'SEX', 'BIRTHDATE', 'BIRTH_PLACE', 'CIVIL_STATUS'].map((field, column) => `{ column: ${column}, field: ${field} }`).join(', ');
const own = (as: Actor, query: string): GraphqlCall => ({ as, query });
const notFound = (as: Actor, query: string): GraphqlCall => ({ as, query, refusedAs: 'NOT_FOUND' });
const cityOnly = (query: string): GraphqlCall[] => (['staff', 'resident'] as const).map((as) => ({ as, query, refusedAs: 'FORBIDDEN' }));
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const rest = (as: Actor, path: string, refusedAs?: number | number[], method = 'GET', body?: unknown): RestCall => ({ as, path, refusedAs, method, body });

/**
 * Each module's rows, written by hand in server/src/modules/<domain>/__tests__/<domain>.access.ts
 * (docs/architecture.md#add-a-module), in the order of PORTAL_MODULES: every GraphQL operation and every REST route,
 * with B's records where it takes one, and the operations outside the matrix with the reason why. The GraphQL rows
 * run first, in this order; then the REST rows.
 */
const MODULE_ROWS = accessRowsOfModules().map(({ module, rows }) => ({
  module,
  ...rows.isolation({ MARK, page, IMPORT_MAPPING, own, notFound, cityOnly, rest, registryFile, multipart, samplePng, registerInput }),
}));
const GRAPHQL: Record<string, GraphqlRow> = Object.fromEntries(MODULE_ROWS.flatMap((rows) => Object.entries(rows.graphql)));
const GRAPHQL_OUTSIDE: Record<string, string> = Object.fromEntries(MODULE_ROWS.flatMap((rows) => Object.entries(rows.graphqlOutside ?? {})));
const REST: Record<string, RestRow> = Object.fromEntries(MODULE_ROWS.flatMap((rows) => Object.entries(rows.rest)));
const REST_OUTSIDE: Record<string, string> = Object.fromEntries(MODULE_ROWS.flatMap((rows) => Object.entries(rows.restOutside ?? {})));

/**
 * Every row of barangay B, as text: the rows of each table with a barangay_id of B's, and the rows that hang from
 * B's accounts and requests. Equal before and after, nothing of B changed.
 */
async function rowsOfB(): Promise<Record<string, string>> {
  const db = server.database.db;
  const owned: Array<{ table: string }> = await db.query(`SELECT table_name AS table FROM information_schema.columns
    WHERE table_schema = 'public' AND column_name = 'barangay_id' ORDER BY table_name`);
  const bId = 1; // B is the default barangay
  const selections: Record<string, string> = Object.fromEntries(owned.map(({ table }) => [table, `SELECT * FROM "${table}" WHERE barangay_id = ${bId}`]));
  const ofAccounts = `(SELECT id FROM "user" WHERE barangay_id = ${bId})`;
  const ofRequests = `(SELECT id FROM document_request WHERE barangay_id = ${bId})`;
  Object.assign(selections, {
    refresh_token: `SELECT * FROM refresh_token WHERE user_id IN ${ofAccounts}`,
    notification: `SELECT * FROM notification WHERE recipient_id IN ${ofAccounts}`,
    resident_transfer: `SELECT * FROM resident_transfer WHERE ${bId} IN (from_barangay_id, to_barangay_id)`,
    id_verification_decision: `SELECT * FROM id_verification_decision WHERE user_id IN ${ofAccounts}`,
    document_request_status_change: `SELECT * FROM document_request_status_change WHERE request_id IN ${ofRequests}`,
    document_certificate: `SELECT * FROM document_certificate WHERE request_id IN ${ofRequests}`,
  });
  const rows: Record<string, string> = {};
  for (const [table, selection] of Object.entries(selections)) {
    const [{ text }] = await db.query(`SELECT coalesce(string_agg(row_to_json(t)::text, '|' ORDER BY row_to_json(t)::text), '') AS text FROM (${selection}) t`);
    rows[table] = text;
  }
  return rows;
}

/** "METHOD /api/path" of every route of the REST router, read from Express's own route table. */
function restRoutes(): string[] {
  interface Layer { rawPath?: string; route?: { path: string; methods: Record<string, boolean> }; handle: { stack?: Layer[] } }
  const walk = (stack: Layer[], prefix: string): string[] => stack.flatMap((layer) => {
    if (layer.route) return Object.keys(layer.route.methods).map((method) => `${method.toUpperCase()} ${prefix}${layer.route!.path}`);
    return layer.handle.stack ? walk(layer.handle.stack, prefix + (layer.rawPath && layer.rawPath !== '/' ? layer.rawPath : '')) : [];
  });
  const app = server.portal.app as unknown as { router: { stack: Layer[] } };
  return [...new Set(walk(app.router.stack, ''))].filter((route) => route.includes(' /api/'));
}

function operationsOf(type: GraphQLObjectType | null | undefined): string[] {
  return Object.keys(type?.getFields() ?? {});
}

const schema = buildSchema(readFileSync(path.join(repoRoot, 'schema.graphql'), 'utf8'));

/** What must not be in any answer to A: B's marker and B's residents' e-mail addresses. */
function leaksOfB(text: string): string[] {
  return [MARK, b.residentEmail, b.pendingEmail, 'clerk@malabon.example.ph'].filter((secret) => text.includes(secret));
}

/** 'as expected' when `got` is one of the refusals allowed, else what came instead (so a failure shows it). */
function asExpected<T>(got: T, allowed: T | T[]): T | 'as expected' {
  return [allowed].flat().includes(got) ? 'as expected' : got;
}

let before: Record<string, string>;
beforeAll(async () => {
  before = await rowsOfB();
});

describe('GraphQL, at barangay A, with barangay B\'s records', () => {
  it.each(Object.keys(GRAPHQL))('%s', async (operation) => {
    for (const call of GRAPHQL[operation](b)) {
      const answer = await graphqlAt(server, A, call.query, call.variables, actors[call.as].access);
      const text = JSON.stringify(answer);
      expect({ call: call.query, leaks: leaksOfB(text) }).toEqual({ call: call.query, leaks: [] });
      const codes = (answer.errors ?? []).map((error) => error.extensions?.code);
      expect(codes).not.toContain('INTERNAL_SERVER_ERROR');
      if (call.refusedAs) expect({ call: call.query, refusal: asExpected(codes[0], call.refusedAs) }).toEqual({ call: call.query, refusal: 'as expected' });
      else expect({ call: call.query, errors: answer.errors }).toEqual({ call: call.query, errors: undefined });
    }
  });
});

describe('REST, at barangay A, with barangay B\'s records', () => {
  it.each(Object.keys(REST))('%s', async (route) => {
    for (const call of REST[route](b)) {
      const answer: HostAnswer = await requestAt(server, A, call.path, { method: call.method, body: call.body, headers: bearer(actors[call.as].access) });
      const what = `${call.method} ${call.path}`;
      expect({ what, leaks: leaksOfB(answer.body) }).toEqual({ what, leaks: [] });
      if (call.refusedAs) expect({ what, refusal: asExpected(answer.status, call.refusedAs) }).toEqual({ what, refusal: 'as expected' });
      else expect({ what, answer: answer.status < 300 ? 'success' : `${answer.status} ${answer.body}` }).toEqual({ what, answer: 'success' });
    }
  });
});

it("leaves every row of barangay B as it was", async () => {
  expect(await rowsOfB()).toEqual(before);
});

it('covers every GraphQL operation and every REST route', () => {
  const operations = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap(operationsOf);
  expect(operations.filter((name) => !(name in GRAPHQL) && !(name in GRAPHQL_OUTSIDE))).toEqual([]);
  expect(Object.keys(GRAPHQL).filter((name) => !operations.includes(name))).toEqual([]);
  const routes = restRoutes();
  expect(routes.length).toBeGreaterThan(40);
  expect(routes.filter((route) => !(route in REST) && !(route in REST_OUTSIDE))).toEqual([]);
  expect(Object.keys(REST).filter((route) => !routes.includes(route))).toEqual([]);
  // Merged, a second module's row of an operation would hide the first: each operation is one module's.
  expect(rowsInSeveralModules(MODULE_ROWS.map(({ module, graphql, graphqlOutside }) => ({
    module, keys: [...Object.keys(graphql), ...Object.keys(graphqlOutside ?? {})],
  })))).toEqual({});
  expect(rowsInSeveralModules(MODULE_ROWS.map(({ module, rest, restOutside }) => ({
    module, keys: [...Object.keys(rest), ...Object.keys(restOutside ?? {})],
  })))).toEqual({});
});
