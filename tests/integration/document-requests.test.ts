import { adminForFile, residentSession, Session } from '../utils/accounts';
import { testServerForFile } from '../utils/test-server';

const server = testServerForFile();
const admin = adminForFile(server);
let typeId: number;
let allKindsTypeId: number;

const THREE_OPEN = 'You already have 3 pending document requests. Please wait until they are approved before submitting another.';
const STATUSES = ['pending', 'processing', 'pickup', 'released', 'rejected', 'canceled'] as const;
type Status = (typeof STATUSES)[number];

beforeAll(async () => {
  typeId = (await server.rest('POST', '/document-types/', { name: 'Barangay Clearance', fields: [{ name: 'Purpose' }] }, admin.access)).body.id;
  allKindsTypeId = (await server.rest('POST', '/document-types/', {
    name: 'Business Permit',
    fields: [
      { name: 'Business name', field_type: 'text' },
      { name: 'Capital', field_type: 'number' },
      { name: 'Opening date', field_type: 'date' },
      { name: 'Owner e-mail', field_type: 'email' },
      { name: 'Home based', field_type: 'boolean' },
      { name: 'Notes', field_type: 'text', required: false },
    ],
  }, admin.access)).body.id;
});

async function submit(session: Session, fieldData: Record<string, unknown> = { Purpose: 'Employment' }, type = typeId) {
  return await server.rest('POST', '/document-requests/', { document_type: type, field_data: fieldData }, session.access);
}

async function openCount(userId: number): Promise<number> {
  const [{ count }] = await server.database.db.query(
    `SELECT count(*)::int AS count FROM document_request WHERE requester_id = $1 AND status IN ('pending', 'processing')`, [userId]);
  return count;
}

async function requestIn(status: Status | 'approved', owner: Session): Promise<number> {
  const { body } = await submit(owner);
  await server.database.db.query(`UPDATE document_request SET status = $1 WHERE id = $2`, [status, body.id]);
  return body.id;
}

describe('submission', () => {
  it('creates a pending request with the answers of spec §7 and records its history', async () => {
    const resident = await residentSession(server, { verified: true, overrides: { first_name: 'Jose', middle_name: 'P', last_name: 'Rizal', gender: 'male' } });
    const { status, body } = await submit(resident, { Purpose: '  Employment abroad ' });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      document_type: typeId,
      document_type_name: 'Barangay Clearance',
      field_data: { Purpose: 'Employment abroad' },
      gender: 'male',
      requestor: 'Jose P Rizal',
      status: 'pending',
    });
    expect(Date.parse(body.requested_at)).not.toBeNaN();
    const history = await server.database.db.query(`SELECT from_status, to_status, changed_by FROM document_request_status_change WHERE request_id = $1`, [body.id]);
    expect(history).toEqual([{ from_status: null, to_status: 'pending', changed_by: resident.id }]);
  });

  it('refuses a resident whose ID is not approved, with the message under "error"', async () => {
    const unverified = await residentSession(server);
    const { status, body } = await submit(unverified);
    expect(status).toBe(403);
    expect(body).toEqual({ error: 'You need to be verified to request a document' });
    expect(await openCount(unverified.id)).toBe(0);
  });

  it('checks the database, not the token: a resident verified after signing in may submit', async () => {
    const resident = await residentSession(server);
    await server.database.db.query(`UPDATE "user" SET id_verification_status = 'approved' WHERE id = $1`, [resident.id]);
    expect((await submit(resident)).status).toBe(201);
  });

  it('refuses guests (401) and administrators (403)', async () => {
    expect((await server.rest('POST', '/document-requests/', { document_type: typeId, field_data: {} })).status).toBe(401);
    expect((await submit(admin)).status).toBe(403);
  });

  it('refuses an unknown document type', async () => {
    const resident = await residentSession(server, { verified: true });
    const { status, body } = await submit(resident, { Purpose: 'x' }, 999_999);
    expect(status).toBe(400);
    expect(body).toEqual({ document_type: ['Select a document type.'] });
  });

  const valid = { 'Business name': 'Sari-sari Store', Capital: '15000', 'Opening date': '2026-12-01', 'Owner e-mail': 'owner@example.com', 'Home based': 'true' };
  it.each([
    [{ ...valid, 'Business name': '' }, 'Business name is required.'],
    [{ ...valid, Capital: 'fifteen thousand' }, 'Capital must be a number.'],
    [{ ...valid, 'Opening date': '2026-13-01' }, 'Opening date must be a date (YYYY-MM-DD).'],
    [{ ...valid, 'Owner e-mail': 'owner-at-example' }, 'Owner e-mail must be an e-mail address.'],
    [{ ...valid, 'Home based': 'yes' }, 'Home based must be true or false.'],
    [{ ...valid, Colour: 'blue' }, 'Colour is not a field of this document type.'],
    [{ ...valid, Capital: { amount: 1 } }, 'Capital must be a text, number or true/false value.'],
  ])('refuses field_data %j: "%s"', async (fieldData, message) => {
    const resident = await residentSession(server, { verified: true });
    const { status, body } = await submit(resident, fieldData, allKindsTypeId);
    expect(status).toBe(400);
    expect(body).toEqual({ field_data: [message] });
    expect(await openCount(resident.id)).toBe(0);
  });

  it('accepts every field type, JSON numbers and booleans stored as text, and an optional field left out', async () => {
    const resident = await residentSession(server, { verified: true });
    const { status, body } = await submit(resident, { ...valid, Capital: 15000.5, 'Home based': false }, allKindsTypeId);
    expect(status).toBe(201);
    expect(body.field_data).toEqual({ ...valid, Capital: '15000.5', 'Home based': 'false' });
  });
});

describe('the limit of 3 open requests', () => {
  it('refuses a fourth open request with the spec message under "error"; a closed one frees a place', async () => {
    const resident = await residentSession(server, { verified: true });
    for (let i = 0; i < 3; i++) expect((await submit(resident)).status).toBe(201);
    const fourth = await submit(resident);
    expect(fourth.status).toBe(400);
    expect(fourth.body).toEqual({ error: THREE_OPEN });

    const [first] = (await server.rest('GET', '/document-requests/', undefined, resident.access)).body;
    expect((await server.rest('PATCH', `/document-requests/${first.id}/`, { status: 'canceled' }, resident.access)).status).toBe(200);
    expect((await submit(resident)).status).toBe(201);
    expect(await openCount(resident.id)).toBe(3);
  });

  it('holds under concurrency: ten simultaneous submissions with two open end with exactly three open', async () => {
    const resident = await residentSession(server, { verified: true });
    await submit(resident);
    await submit(resident);
    const results = await Promise.all(Array.from({ length: 10 }, () => submit(resident)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 400 && r.body.error === THREE_OPEN)).toHaveLength(9);
    expect(await openCount(resident.id)).toBe(3);
  });

  it('tells the resident through GraphQL how many are open', async () => {
    const resident = await residentSession(server, { verified: true });
    await submit(resident);
    const { data } = await server.graphql<{ documentRequestAllowance: unknown }>(
      '{ documentRequestAllowance { openCount limit canSubmit } }', {}, resident.access);
    expect(data!.documentRequestAllowance).toEqual({ openCount: 1, limit: 3, canSubmit: true });
  });
});

describe('the lifecycle (every status pair, both roles)', () => {
  const LEGAL: Record<'admin' | 'resident', Array<[Status, Status]>> = {
    admin: [['pending', 'processing'], ['pending', 'rejected'], ['processing', 'pickup'], ['pickup', 'released']],
    resident: [['pending', 'canceled']],
  };
  const cases = (['admin', 'resident'] as const).flatMap((role) =>
    STATUSES.flatMap((from) => STATUSES.filter((to) => to !== from).map((to) => [role, from, to] as const)));

  let owner: Session;
  beforeAll(async () => {
    owner = await residentSession(server, { verified: true });
  });

  it.each(cases)('%s: %s -> %s', async (role, from, to) => {
    const id = await requestIn(from, owner);
    const session = role === 'admin' ? admin : owner;
    const { status, body } = await server.rest('PATCH', `/document-requests/${id}/`, { status: to }, session.access);
    const legal = LEGAL[role].some(([f, t]) => f === from && t === to);
    const [{ status: stored }] = await server.database.db.query(`SELECT status FROM document_request WHERE id = $1`, [id]);
    if (legal) {
      expect(status).toBe(200);
      expect(body.status).toBe(to);
      expect(stored).toBe(to);
      const [change] = await server.database.db.query(
        `SELECT from_status, to_status, changed_by FROM document_request_status_change WHERE request_id = $1 AND to_status = $2`, [id, to]);
      expect(change).toEqual({ from_status: from, to_status: to, changed_by: session.id });
    } else {
      expect(status).toBe(400);
      expect(typeof body.detail).toBe('string');
      expect(stored).toBe(from);
    }
    // Clean up so the owner never reaches the open-request limit.
    await server.database.db.query(`UPDATE document_request SET status = 'canceled' WHERE id = $1`, [id]);
  });

  it('gives the spec notes for final requests', async () => {
    const rejected = await requestIn('rejected', owner);
    const released = await requestIn('released', owner);
    expect((await server.rest('PATCH', `/document-requests/${rejected}/`, { status: 'processing' }, admin.access)).body)
      .toEqual({ detail: 'Rejected requests cannot be modified.' });
    expect((await server.rest('PATCH', `/document-requests/${released}/`, { status: 'pickup' }, admin.access)).body)
      .toEqual({ detail: 'This request has already been released.' });
  });

  it('reads the legacy "approved" as pickup, and lets it be released', async () => {
    const id = await requestIn('approved', owner);
    const read = await server.rest('GET', `/document-requests/${id}/`, undefined, admin.access);
    expect(read.body.status).toBe('pickup');
    const released = await server.rest('PATCH', `/document-requests/${id}/`, { status: 'released' }, admin.access);
    expect(released.status).toBe(200);
    expect(released.body.status).toBe('released');
  });

  it('refuses a status that does not exist', async () => {
    const id = await requestIn('pending', owner);
    const { status, body } = await server.rest('PATCH', `/document-requests/${id}/`, { status: 'done' }, admin.access);
    expect(status).toBe(400);
    expect(body.status[0]).toMatch(/^Choose one of/);
    await server.database.db.query(`UPDATE document_request SET status = 'canceled' WHERE id = $1`, [id]);
  });
});

describe("other residents' requests", () => {
  it('are neither readable nor changeable, and stay out of the own list', async () => {
    const owner = await residentSession(server, { verified: true });
    const stranger = await residentSession(server, { verified: true });
    const { body } = await submit(owner);
    expect((await server.rest('GET', `/document-requests/${body.id}/`, undefined, stranger.access)).status).toBe(403);
    expect((await server.rest('PATCH', `/document-requests/${body.id}/`, { status: 'canceled' }, stranger.access)).status).toBe(403);
    const strangers = await server.rest('GET', '/document-requests/', undefined, stranger.access);
    expect(strangers.body.map((r: { id: number }) => r.id)).not.toContain(body.id);
    const gql = await server.graphql(`query($id: Int!) { documentRequest(id: $id) { id } }`, { id: body.id }, stranger.access);
    expect(gql.errors![0].extensions!.code).toBe('FORBIDDEN');
    const [{ status }] = await server.database.db.query(`SELECT status FROM document_request WHERE id = $1`, [body.id]);
    expect(status).toBe('pending');
  });
});

describe('GraphQL lists and history', () => {
  const LIST = `query($search: String, $status: DocumentRequestStatus, $sortBy: DocumentRequestSortField, $dir: SortDirection) {
    documentRequests(search: $search, status: $status, sortBy: $sortBy, sortDirection: $dir, pageSize: 10) {
      total items { id requestor documentTypeName status allowedNextStatuses fieldData }
    } }`;

  it('lets the administrator search by requester or type, filter by status, and sort', async () => {
    const ana = await residentSession(server, { verified: true, overrides: { first_name: 'Anastacia', last_name: 'Zulueta' } });
    const ben = await residentSession(server, { verified: true, overrides: { first_name: 'Benigno', last_name: 'Aquino' } });
    const anaRequest = (await submit(ana)).body.id;
    await submit(ben);
    await server.rest('PATCH', `/document-requests/${anaRequest}/`, { status: 'processing' }, admin.access);

    type Result = { documentRequests: { total: number; items: Array<{ id: number; requestor: string; status: string; allowedNextStatuses: string[] }> } };
    const byName = await server.graphql<Result>(LIST, { search: 'anastac' }, admin.access);
    expect(byName.data!.documentRequests.items.map((r) => r.requestor)).toEqual(['Anastacia Santos Zulueta']);
    expect(byName.data!.documentRequests.items[0]).toMatchObject({ status: 'PROCESSING', allowedNextStatuses: ['PICKUP'] });

    const byType = await server.graphql<Result>(LIST, { search: 'business permit' }, admin.access);
    expect(byType.data!.documentRequests.items.every((r) => r.requestor !== 'Anastacia Santos Zulueta')).toBe(true);

    const processing = await server.graphql<Result>(LIST, { status: 'PROCESSING', search: 'a' }, admin.access);
    expect(processing.data!.documentRequests.items.every((r) => r.status === 'PROCESSING')).toBe(true);

    const sorted = await server.graphql<Result>(LIST, { search: 'nigno', sortBy: 'REQUESTOR', dir: 'ASC' }, admin.access);
    expect(sorted.data!.documentRequests.total).toBe(1);
  });

  it('lists only the own requests for a resident, with their history and allowed moves', async () => {
    const resident = await residentSession(server, { verified: true });
    const { body } = await submit(resident);
    await server.rest('PATCH', `/document-requests/${body.id}/`, { status: 'processing' }, admin.access);
    const mine = await server.graphql<{ documentRequests: { total: number; items: Array<{ id: number; allowedNextStatuses: string[] }> } }>(
      LIST, {}, resident.access);
    expect(mine.data!.documentRequests.total).toBe(1);
    expect(mine.data!.documentRequests.items[0].allowedNextStatuses).toEqual([]);
    const detail = await server.graphql<{ documentRequest: { statusHistory: Array<{ fromStatus: string | null; toStatus: string; changedByName: string }> } }>(
      `query($id: Int!) { documentRequest(id: $id) { statusHistory { fromStatus toStatus changedByName changedAt } } }`, { id: body.id }, resident.access);
    expect(detail.data!.documentRequest.statusHistory.map((c) => [c.fromStatus, c.toStatus])).toEqual([[null, 'PENDING'], ['PENDING', 'PROCESSING']]);
    expect(detail.data!.documentRequest.statusHistory[1].changedByName).toBe('Barangay Administrator (administrator)');
  });

  it('submits and cancels through GraphQL', async () => {
    const resident = await residentSession(server, { verified: true });
    const submitted = await server.graphql<{ submitDocumentRequest: { id: number; status: string } }>(
      `mutation($input: SubmitDocumentRequestInput!) { submitDocumentRequest(input: $input) { id status } }`,
      { input: { documentTypeId: typeId, fieldData: { Purpose: 'Scholarship' } } }, resident.access);
    expect(submitted.data!.submitDocumentRequest.status).toBe('PENDING');
    const canceled = await server.graphql<{ changeDocumentRequestStatus: { status: string } }>(
      `mutation($id: Int!) { changeDocumentRequestStatus(id: $id, status: CANCELED) { status } }`,
      { id: submitted.data!.submitDocumentRequest.id }, resident.access);
    expect(canceled.data!.changeDocumentRequestStatus.status).toBe('CANCELED');
  });
});
