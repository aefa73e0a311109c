import { barangayToday } from '@barangay-portal/domain';
import type { Client } from 'graphql-ws';
import type { Session } from '../utils/accounts';
import { addBarangay, graphqlAt, requestAt, residentAt, signInAt, staffAt } from '../utils/hosts';
import { RESIDENT_PASSWORD } from '../utils/fixtures';
import { eventually, POLL_LIMIT_MS } from '../utils/eventually';
import { subscribe, subscriptionClient } from '../utils/subscriptions';
import { TEST_ADMIN, testServerForFile } from '../utils/test-server';

// A resident moving between the install's barangays (docs/architecture.md#resident-transfers):
// they ask at their barangay, the receiving one accepts or declines; accepted, the account is the new barangay's
// and its requests and certificates stay with (and keep verifying for) the barangay that issued them.
jest.setTimeout(30_000);

const server = testServerForFile();
const A = 'sanisidro.example.ph';
const B = 'bagong-silang.example.ph';
const NEW_ADDRESS = 'Phase 9, Package 4, Block 12, Bagong Silang';

type Answer<T> = { data?: T | null; errors?: Array<{ message: string; extensions?: Record<string, any> }> };
const gql = async <T = Record<string, any>>(host: string, session: Session, query: string, variables: Record<string, unknown> = {}) =>
  await graphqlAt<T>(server, host, query, variables, session.access) as Answer<T>;
function dataOf<T>(answer: Answer<T>): T {
  if (answer.errors || !answer.data) throw new Error(`GraphQL refused: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

const TRANSFER = 'id status fromBarangayName toBarangayName toHostName newAddress declineReason decidedAt';
const REQUEST_TRANSFER = `mutation ($input: RequestTransferInput!) { requestTransfer(input: $input) { ${TRANSFER} } }`;
const DECIDE = `mutation ($input: DecideTransferInput!) { decideTransfer(input: $input) { ${TRANSFER} } }`;
const INCOMING = `{ incomingTransfers { id newAddress fromBarangayName resident { firstName lastName email idVerificationStatus } } }`;

let barangayB: number;
let staffA: Session;
let staffB: Session;

const residentRow = async (id: number) =>
  (await server.database.db.query(`SELECT barangay_id, address FROM "user" WHERE id = $1`, [id]))[0];
const residentCount = async (barangayId: number) => Number((await server.database.db.query(
  `SELECT coalesce(sum(residents), 0) AS n FROM resident_stat_count WHERE barangay_id = $1 AND stat = 'total'`, [barangayId]))[0].n);
const askToMove = async (resident: Session, toBarangayId = barangayB, newAddress = NEW_ADDRESS) =>
  await gql<{ requestTransfer: Record<string, any> }>(A, resident, REQUEST_TRANSFER, { input: { toBarangayId, newAddress } });

it('offers no barangay to move to on a single-barangay install', async () => {
  const resident = await residentAt(server, 'any.example.ph');
  expect(dataOf(await gql('any.example.ph', resident, '{ transferDestinations { id name } }'))).toEqual({ transferDestinations: [] });
  expect(dataOf(await gql('any.example.ph', resident, '{ myTransfer { id } earlierDocumentRequests { id } }')))
    .toEqual({ myTransfer: null, earlierDocumentRequests: [] });
});

describe('with a second barangay', () => {
  beforeAll(async () => {
    barangayB = await addBarangay(server, { name: 'Bagong Silang', prefix: 'BS', host: B, defaultHost: A });
    staffA = await signInAt(server, A, TEST_ADMIN.email, TEST_ADMIN.password);
    staffB = await staffAt(server, B);
  });

  it("moves a resident whose request was finished: account, history and certificate stay valid, and the move is in B's log", async () => {
    const resident = await residentAt(server, A, { verified: true, overrides: { first_name: 'Ligaya', last_name: 'Dimaculangan' } });
    const type = dataOf(await gql<{ createDocumentType: { id: number } }>(A, staffA, `mutation { createDocumentType(input: { name: "Clearance",
      description: "", fields: [{ name: "Purpose", fieldType: TEXT, required: true }] }) { id } }`)).createDocumentType.id;
    const request = dataOf(await gql<{ submitDocumentRequest: { id: number; referenceNumber: string } }>(A, resident,
      `mutation { submitDocumentRequest(input: { documentTypeId: ${type}, fieldData: { Purpose: "Employment" } }) { id referenceNumber } }`))
      .submitDocumentRequest;

    // An unfinished request stays with A: no move until it is done.
    const early = await askToMove(resident);
    expect(early.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'TRANSFER_OPEN_REQUESTS' });
    expect(early.errors?.[0]?.message).toBe('Finish or cancel your open document requests first: a request stays with the barangay that received it.');
    for (const status of ['PROCESSING', 'PICKUP', 'RELEASED']) {
      dataOf(await gql(A, staffA, `mutation { changeDocumentRequestStatus(id: ${request.id}, status: ${status}) { id } }`));
    }
    const [{ code }] = await server.database.db.query(`SELECT verification_code AS code FROM document_certificate WHERE request_id = $1`, [request.id]);

    expect(dataOf(await gql(A, resident, '{ transferDestinations { id name } }'))).toEqual({ transferDestinations: [{ id: barangayB, name: 'Bagong Silang' }] });
    const asked = dataOf(await askToMove(resident)).requestTransfer;
    expect(asked).toEqual({
      id: expect.any(Number), status: 'PENDING', fromBarangayName: expect.any(String), toBarangayName: 'Bagong Silang', toHostName: B,
      newAddress: NEW_ADDRESS,
      declineReason: null, decidedAt: null,
    });
    expect((await askToMove(resident)).errors?.[0]?.extensions?.reason).toBe('TRANSFER_PENDING');
    // A does not decide it, and does not list it as incoming.
    expect(dataOf(await gql(A, staffA, INCOMING))).toEqual({ incomingTransfers: [] });
    expect((await gql(A, staffA, DECIDE, { input: { id: asked.id, accept: true } })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    expect(dataOf(await gql(B, staffB, INCOMING)).incomingTransfers).toEqual([{
      id: asked.id, newAddress: NEW_ADDRESS, fromBarangayName: asked.fromBarangayName,
      resident: { firstName: 'Ligaya', lastName: 'Dimaculangan', email: resident.email, idVerificationStatus: 'APPROVED' },
    }]);
    const before = { a: await residentCount(1), b: await residentCount(barangayB) };
    const accepted = dataOf(await gql<{ decideTransfer: Record<string, any> }>(B, staffB, DECIDE, { input: { id: asked.id, accept: true } })).decideTransfer;
    expect(accepted).toMatchObject({ status: 'ACCEPTED', decidedAt: expect.any(String), declineReason: null });

    expect(await residentRow(resident.id)).toEqual({ barangay_id: barangayB, address: NEW_ADDRESS });
    expect({ a: await residentCount(1), b: await residentCount(barangayB) }).toEqual({ a: before.a - 1, b: before.b + 1 });
    // Its sessions at A ended; the same password signs in at B, not at A.
    expect((await requestAt(server, A, '/api/auth/token/refresh/', { method: 'POST', body: { refresh: resident.refresh } })).status).toBe(401);
    expect((await requestAt(server, A, '/api/auth/token/', { method: 'POST', body: { email: resident.email, password: RESIDENT_PASSWORD } })).status).toBe(401);
    const moved = await signInAt(server, B, resident.email, RESIDENT_PASSWORD);
    expect(dataOf(await gql(B, moved, '{ me { address idVerificationStatus } myTransfer { status toBarangayName } }'))).toEqual({
      me: { address: NEW_ADDRESS, idVerificationStatus: 'APPROVED' }, myTransfer: { status: 'ACCEPTED', toBarangayName: 'Bagong Silang' },
    });
    const notifications = dataOf(await gql<{ notifications: { items: Array<{ kind: string; title: string; message: string }> } }>(B, moved,
      '{ notifications(page: 1, pageSize: 10, unreadOnly: false) { items { kind title message } } }')).notifications.items;
    expect(notifications[0]).toMatchObject({ kind: 'TRANSFER_ACCEPTED', title: 'Bagong Silang accepted your transfer' });
    expect(notifications[0].message).toContain(`sign in at ${B}`);

    // History: A keeps the request; the resident still sees it, named by A, and its certificate verifies at B's address.
    expect(dataOf(await gql(B, moved, '{ documentRequests(page: 1, pageSize: 10) { total } }'))).toEqual({ documentRequests: { total: 0 } });
    expect(dataOf(await gql(B, moved, '{ earlierDocumentRequests { id referenceNumber documentTypeName status barangayName certificateCode } }')))
      .toEqual({ earlierDocumentRequests: [{
        id: request.id, referenceNumber: request.referenceNumber, documentTypeName: 'Clearance', status: 'RELEASED',
        barangayName: asked.fromBarangayName, certificateCode: code,
      }] });
    const verified = await requestAt(server, B, `/api/verify/${code}/`);
    expect(verified.status).toBe(200);
    expect(verified.json()).toMatchObject({ valid: true, issued_by: asked.fromBarangayName, reference_number: request.referenceNumber });
    expect(dataOf(await gql(A, staffA, `{ documentRequest(id: ${request.id}) { id status requestor } }`))).toEqual({
      documentRequest: { id: request.id, status: 'RELEASED', requestor: expect.stringContaining('Dimaculangan') },
    });

    // A's records still name them; A's residents no longer include them, B's do; B's audit log names B's staff member for the move, A's has nothing of it.
    expect(JSON.stringify(dataOf(await gql(A, staffA, '{ residents(page: 1, pageSize: 100) { items { email } } }')))).not.toContain(resident.email);
    expect((await gql(A, staffA, `{ resident(id: ${resident.id}) { id } }`)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(JSON.stringify(dataOf(await gql(B, staffB, '{ residents(page: 1, pageSize: 100) { items { email } } }')))).toContain(resident.email);
    const audit = await server.database.db.query(
      `SELECT barangay_id, entity, actor_id FROM audit_log WHERE entity IN ('resident_transfer', 'user') AND entity_id IN ($1, $2) ORDER BY id`,
      [String(asked.id), String(resident.id)]);
    expect(audit).toEqual([
      { barangay_id: barangayB, entity: 'user', actor_id: staffB.id }, { barangay_id: barangayB, entity: 'resident_transfer', actor_id: staffB.id },
    ]);
  });

  it('declines with a reason the resident is told, and lets the resident withdraw a move not yet decided', async () => {
    const resident = await residentAt(server, A);
    const asked = dataOf(await askToMove(resident)).requestTransfer;
    const noReason = await gql(B, staffB, DECIDE, { input: { id: asked.id, accept: false, reason: '  ' } });
    expect(noReason.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { reason: ['A reason is required.'] } });
    const declined = dataOf(await gql<{ decideTransfer: Record<string, any> }>(B, staffB, DECIDE,
      { input: { id: asked.id, accept: false, reason: 'The address is not within Bagong Silang.' } })).decideTransfer;
    expect(declined).toMatchObject({ status: 'DECLINED', declineReason: 'The address is not within Bagong Silang.' });
    expect((await residentRow(resident.id)).barangay_id).toBe(1);
    expect(dataOf(await gql(A, resident, '{ myTransfer { status declineReason } }'))).toEqual({
      myTransfer: { status: 'DECLINED', declineReason: 'The address is not within Bagong Silang.' },
    });
    const [notification] = dataOf(await gql<{ notifications: { items: Array<{ kind: string; message: string }> } }>(A, resident,
      '{ notifications(page: 1, pageSize: 10, unreadOnly: false) { items { kind message } } }')).notifications.items;
    expect(notification.kind).toBe('TRANSFER_DECLINED');
    expect(notification.message).toContain('The address is not within Bagong Silang.');
    expect((await gql(B, staffB, DECIDE, { input: { id: asked.id, accept: true } })).errors?.[0]?.extensions?.reason).toBe('TRANSFER_DECIDED');

    const again = dataOf(await askToMove(resident)).requestTransfer;
    const canceled = dataOf(await gql<{ cancelTransfer: Record<string, any> }>(A, resident, `mutation { cancelTransfer(id: ${again.id}) { ${TRANSFER} } }`));
    expect(canceled.cancelTransfer).toMatchObject({ status: 'CANCELED' });
    expect(dataOf(await gql(B, staffB, INCOMING))).toEqual({ incomingTransfers: [] });
    expect((await gql(A, resident, `mutation { cancelTransfer(id: ${again.id}) { id } }`)).errors?.[0]?.extensions?.reason).toBe('TRANSFER_DECIDED');
  });

  it('refuses a move to its own or an unknown barangay, and to staff; and a resident may not decide', async () => {
    const resident = await residentAt(server, A);
    for (const toBarangayId of [1, 999_999]) {
      expect((await askToMove(resident, toBarangayId)).errors?.[0]?.extensions?.fields).toEqual({ toBarangayId: ['Choose the barangay you are moving to.'] });
    }
    expect((await askToMove(resident, barangayB, '')).errors?.[0]?.extensions?.fields).toEqual({ newAddress: ['Address is required'] });
    expect((await gql(A, staffA, REQUEST_TRANSFER, { input: { toBarangayId: barangayB, newAddress: NEW_ADDRESS } })).errors?.[0]?.extensions?.code)
      .toBe('FORBIDDEN');
    expect((await gql(A, resident, INCOMING)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await server.database.db.query('SELECT 1 FROM resident_transfer WHERE resident_id = $1', [resident.id])).toEqual([]);
  });

  it("records the resident's linked inhabitant as moved out in the registry of the barangay left, in its log, and unlinks it", async () => {
    const birthdate = '1979-11-02';
    const resident = await residentAt(server, A, { verified: true, overrides: { first_name: 'Teodoro', last_name: 'Malvar', birthdate } });
    const inhabitantId = dataOf(await gql<{ createInhabitant: { id: number } }>(A, staffA,
      'mutation ($input: InhabitantInput!) { createInhabitant(input: $input) { id } }',
      { input: { lastName: 'Malvar', firstName: 'Teodoro', sex: 'MALE', birthdate, birthPlace: 'Malabon', civilStatus: 'MARRIED' } }))
      .createInhabitant.id;
    dataOf(await gql(A, staffA, `mutation { linkResidentToInhabitant(userId: ${resident.id}, inhabitantId: ${inhabitantId}) { residentId } }`));
    const INHABITANT = `{ inhabitant(id: ${inhabitantId}) { status statusDate hasAccount } }`;
    expect(dataOf(await gql(A, staffA, INHABITANT))).toEqual({ inhabitant: { status: 'LIVING', statusDate: null, hasAccount: true } });

    const asked = dataOf(await askToMove(resident)).requestTransfer;
    dataOf(await gql(B, staffB, DECIDE, { input: { id: asked.id, accept: true } }));

    expect(dataOf(await gql(A, staffA, INHABITANT))).toEqual({ inhabitant: { status: 'MOVED_OUT', statusDate: barangayToday(), hasAccount: false } });
    const audit = await server.database.db.query(
      `SELECT barangay_id, actor_id, changes -> 'status' AS status FROM audit_log WHERE entity = 'inhabitant' AND entity_id = $1 AND action = 'update' AND changes ? 'status'`,
      [String(inhabitantId)]);
    expect(audit).toEqual([{ barangay_id: 1, actor_id: staffB.id, status: { before: 'living', after: 'moved_out' } }]);
  });

  it("closes the resident's live notification socket at the old barangay once the move is accepted, as a revocation does", async () => {
    const resident = await residentAt(server, A, { verified: true });
    const client: Client = subscriptionClient(server, resident.access, { host: A });
    let closed: { code: number; reason: string } | undefined;
    client.on('closed', (event) => { closed = event as { code: number; reason: string }; });
    try {
      await subscribe(client, 'subscription { notificationAdded { id } }',
        () => server.portal.services.notifications.liveSubscriptions(resident.id) >= 1);
      const asked = dataOf(await askToMove(resident)).requestTransfer;
      dataOf(await gql(B, staffB, DECIDE, { input: { id: asked.id, accept: true } }));
      await eventually(() => closed !== undefined, POLL_LIMIT_MS, 'the socket to close');
      expect(closed).toMatchObject({ code: 4403, reason: 'Forbidden: the session has ended' });
      await eventually(() => server.portal.services.notifications.liveSubscriptions(resident.id) === 0, POLL_LIMIT_MS, 'the socket to be let go');
    } finally {
      await client.dispose();
    }
  });

  it('refuses to accept when the resident has a request open again, and moves nothing', async () => {
    const resident = await residentAt(server, A, { verified: true });
    const asked = dataOf(await askToMove(resident)).requestTransfer;
    const [type] = await server.database.db.query(`SELECT id FROM document_type WHERE barangay_id = 1 LIMIT 1`);
    dataOf(await gql(A, resident, `mutation { submitDocumentRequest(input: { documentTypeId: ${type.id}, fieldData: { Purpose: "Loan" } }) { id } }`));
    const refused = await gql(B, staffB, DECIDE, { input: { id: asked.id, accept: true } });
    expect(refused.errors?.[0]?.extensions?.reason).toBe('TRANSFER_OPEN_REQUESTS');
    expect((await residentRow(resident.id)).barangay_id).toBe(1);
    expect(dataOf(await gql(A, resident, '{ myTransfer { status } }'))).toEqual({ myTransfer: { status: 'PENDING' } });
  });
});
