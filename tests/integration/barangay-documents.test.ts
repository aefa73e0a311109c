import type { Session } from '../utils/accounts';
import { barangayYear } from '../utils/documents';
import { addBarangay, graphqlAt, type HostAnswer, requestAt, residentAt, staffAt } from '../utils/hosts';
import { madeBeforeAll } from '../utils/made-before-all';
import { testServerForFile } from '../utils/test-server';

// The documents side of a barangay is its own (docs/architecture.md#tenancy): document types, requests,
// their certificates, the audit log and the dashboard's figures are listed, read and changed only at the
// barangay's own address, on either API; another barangay's record is "not found" and stays as it was.
jest.setTimeout(20_000);

const server = testServerForFile();
const A = 'portal.sanisidro.example.ph';
const B = 'bagumbayan.example.ph';
const HOSTS = [A, B] as const;
type Host = (typeof HOSTS)[number];
const TYPE_NAME = 'Barangay Clearance';

interface Barangay {
  staff: Session;
  resident: Session;
  typeId: number;
  /** The barangay's first request of the year, left pending. */
  pending: { id: number; referenceNumber: string };
  /** A request moved to pickup: it has its certificate. */
  certified: { id: number; code: string; link: string };
}

const gql = async <T = Record<string, any>>(host: Host, session: Session, query: string, variables: Record<string, unknown> = {}) =>
  await graphqlAt<T>(server, host, query, variables, session.access);

const rest = async (host: Host, session: Session, method: string, path: string, body?: unknown): Promise<HostAnswer> =>
  await requestAt(server, host, path, { method, body, headers: { authorization: `Bearer ${session.access}` } });

/** The data of a GraphQL answer, or the test fails with its errors. */
function dataOf<T>(answer: { data?: T | null; errors?: unknown }): T {
  if (answer.errors || !answer.data) throw new Error(`GraphQL refused: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

const SUBMIT = `mutation ($typeId: Int!) { submitDocumentRequest(input: { documentTypeId: $typeId, fieldData: { Purpose: "Employment" } }) {
  id referenceNumber } }`;
const MOVE = `mutation ($id: Int!, $status: DocumentRequestStatus!) { changeDocumentRequestStatus(id: $id, status: $status) { id status } }`;

/** A barangay's staff member, a verified resident, a document type, its pending first request and a certified one. */
async function barangayAt(host: Host, hall: { email: string; captain: string }): Promise<Barangay> {
  const staff = await staffAt(server, host);
  const resident = await residentAt(server, host, { verified: true });
  dataOf(await gql(host, staff, `mutation { saveContactDetails(input: { contactNumber: "0281234567", facebookPagee: "https://facebook.com/brgy",
    email: "${hall.email}", address: "Barangay Hall" }) { id } }`));
  dataOf(await gql(host, staff, `mutation { createBarangayOfficial(input: { position: "Punong Barangay", name: "${hall.captain}",
    contactNumber: "09171234501", address: "Purok 1" }) { id } }`));
  const typeId = dataOf(await gql<{ createDocumentType: { id: number } }>(host, staff,
    `mutation { createDocumentType(input: { name: "${TYPE_NAME}", fields: [{ name: "Purpose" }] }) { id } }`)).createDocumentType.id;
  const submit = async () => dataOf(await gql<{ submitDocumentRequest: { id: number; referenceNumber: string } }>(host, resident, SUBMIT, { typeId }))
    .submitDocumentRequest;
  const pending = await submit();
  const certifiedId = (await submit()).id;
  for (const status of ['PROCESSING', 'PICKUP']) dataOf(await gql(host, staff, MOVE, { id: certifiedId, status }));
  const { documentRequest } = dataOf(await gql<{ documentRequest: { certificate: { verificationCode: string }; certificateUrl: string } }>(host, staff,
    `{ documentRequest(id: ${certifiedId}) { certificate { verificationCode } certificateUrl } }`));
  return { staff, resident, typeId, pending, certified: { id: certifiedId, code: documentRequest.certificate.verificationCode, link: documentRequest.certificateUrl } };
}

// A's requests are all made before B has any: B's numbers still start at 1.
const at = madeBeforeAll(async () => {
  await addBarangay(server, { name: 'Barangay Bagumbayan', prefix: 'BGB', host: B, defaultHost: A });
  const atA = await barangayAt(A, { email: 'hall@sanisidro.example.ph', captain: 'Hon. Ricardo Villanueva' });
  const atB = await barangayAt(B, { email: 'hall@bagumbayan.example.ph', captain: 'Hon. Liza Mercado' });
  return { [A]: atA, [B]: atB } as Record<Host, Barangay>;
}, undefined, 60_000);

/** Everything stored of A's type, requests, their status changes and certificates: B's attempts must leave it as it is. */
async function rowsOfA(): Promise<unknown[]> {
  const { typeId, pending, certified } = at[A];
  const requests = [pending.id, certified.id];
  const db = server.database.db;
  return await Promise.all([
    db.query('SELECT * FROM document_type WHERE id = $1', [typeId]),
    db.query('SELECT * FROM document_request WHERE id = ANY($1) ORDER BY id', [requests]),
    db.query('SELECT * FROM document_request_status_change WHERE request_id = ANY($1) ORDER BY id', [requests]),
    db.query('SELECT * FROM document_certificate WHERE request_id = ANY($1) ORDER BY id', [requests]),
  ]);
}

type Answer = HostAnswer | { errors?: Array<{ extensions?: Record<string, unknown> }> };
/** What B tries, named, and how. */
type Attempt = [what: string, attempt: () => Promise<Answer>];

/** Every attempt refused as "not found" (404, or GraphQL NOT_FOUND), and A's records as they were before. */
async function expectEachNotFound(attempts: readonly Attempt[]): Promise<void> {
  const before = await rowsOfA();
  for (const [what, attempt] of attempts) {
    const answer = await attempt();
    const refusal = 'status' in answer ? answer.status : answer.errors?.[0]?.extensions?.code;
    expect({ what, refusal }).toEqual({ what, refusal: 'status' in answer ? 404 : 'NOT_FOUND' });
  }
  expect(await rowsOfA()).toEqual(before);
}

it('numbers each barangay\'s requests on its own: the first of the year is 000001 at each, with its own prefix', async () => {
  const [{ reference_prefix: prefixOfA }] = await server.database.db.query('SELECT reference_prefix FROM barangay WHERE id = 1');
  expect(prefixOfA).not.toBe('BGB');
  expect(at[A].pending.referenceNumber).toBe(`${prefixOfA}-${barangayYear()}-000001`);
  expect(at[B].pending.referenceNumber).toBe(`BGB-${barangayYear()}-000001`);
});

describe('document types', () => {
  it("lists only the barangay's own, to its staff and residents, on both APIs", async () => {
    for (const host of HOSTS) {
      const other = host === A ? B : A;
      for (const session of [at[host].staff, at[host].resident]) {
        const graphql = dataOf(await gql<{ documentTypes: { items: Array<{ id: number }> } }>(host, session, '{ documentTypes(pageSize: 100) { items { id } } }'));
        const listed = (await rest(host, session, 'GET', '/api/document-types/')).json<Array<{ id: number }>>();
        for (const ids of [graphql.documentTypes.items.map((type) => type.id), listed.map((type) => type.id)]) {
          expect(ids).toContain(at[host].typeId);
          expect(ids).not.toContain(at[other].typeId);
        }
      }
    }
  });

  it("refuses B's staff A's type as not found: read, change, archive; A's type stays as it was", async () => {
    const id = at[A].typeId;
    const staff = at[B].staff;
    await expectEachNotFound([
      ['GraphQL read', () => gql(B, staff, `{ documentType(id: ${id}) { id } }`)],
      ['GraphQL change', () => gql(B, staff, `mutation { updateDocumentType(id: ${id}, input: { name: "Changed", fields: [{ name: "Purpose" }] }) { id } }`)],
      ['GraphQL delete', () => gql(B, staff, `mutation { deleteDocumentType(id: ${id}) { archived } }`)],
      ['REST read', () => rest(B, staff, 'GET', `/api/document-types/${id}/`)],
      ['REST change', () => rest(B, staff, 'PUT', `/api/document-types/${id}/`, { name: 'Changed', fields: [{ name: 'Purpose' }] })],
      ['REST delete', () => rest(B, staff, 'DELETE', `/api/document-types/${id}/`)],
    ]);
  });

  it("lets B name a type as A's, while a name stays unique within a barangay, on both APIs", async () => {
    const names = await server.database.db.query('SELECT barangay_id, name FROM document_type WHERE id = ANY($1) ORDER BY barangay_id',
      [[at[A].typeId, at[B].typeId]]);
    expect(names.map((row: { name: string }) => row.name)).toEqual([TYPE_NAME, TYPE_NAME]);
    const again = [
      await gql(B, at[B].staff, `mutation { createDocumentType(input: { name: "${TYPE_NAME.toUpperCase()}", fields: [{ name: "Purpose" }] }) { id } }`),
      await rest(B, at[B].staff, 'POST', '/api/document-types/', { name: TYPE_NAME, fields: [{ name: 'Purpose' }] }),
    ];
    expect(again[0].errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { name: ['A document type with this name already exists.'] } });
    expect(again[1].status).toBe(400);
  });

  it("does not let B's resident request A's type, on either API", async () => {
    const count = async () => (await server.database.db.query('SELECT count(*)::int AS n FROM document_request'))[0].n as number;
    const before = await count();
    const graphql = await gql(B, at[B].resident, SUBMIT, { typeId: at[A].typeId });
    expect(graphql.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'UNKNOWN_DOCUMENT_TYPE' });
    const answer = await rest(B, at[B].resident, 'POST', '/api/document-requests/', { document_type: at[A].typeId, field_data: { Purpose: 'Loan' } });
    expect(answer.status).toBe(400);
    expect(await count()).toBe(before);
  });
});

describe('document requests', () => {
  const listedAt = async (host: Host, session: Session, search = '') => {
    const graphql = dataOf(await gql<{ documentRequests: { items: Array<{ id: number }> } }>(host, session,
      'query ($search: String) { documentRequests(pageSize: 100, search: $search) { items { id } } }', { search }));
    const listed = (await rest(host, session, 'GET', '/api/document-requests/')).json<Array<{ id: number }>>();
    const ids = (requests: Array<{ id: number }>) => requests.map((request) => request.id).sort((x, y) => x - y);
    return { graphql: ids(graphql.documentRequests.items), rest: ids(listed) };
  };

  it("lists only the barangay's own requests to its staff, searched or not, on both APIs", async () => {
    const ofA = [at[A].pending.id, at[A].certified.id];
    const ofB = [at[B].pending.id, at[B].certified.id].sort((x, y) => x - y);
    expect(await listedAt(A, at[A].staff)).toEqual({ graphql: expect.arrayContaining(ofA), rest: expect.arrayContaining(ofA) });
    expect(await listedAt(B, at[B].staff)).toEqual({ graphql: ofB, rest: ofB });
    expect((await listedAt(B, at[B].staff, at[A].pending.referenceNumber)).graphql).toEqual([]);
    expect((await listedAt(B, at[B].staff, 'Clearance')).graphql).toEqual(ofB);
  });

  it("refuses B A's request as not found: read with its history, approve, reject, cancel; A's request stays as it was", async () => {
    const { id } = at[A].pending;
    const { staff, resident } = at[B];
    // Approving is the move to processing; cancelling, the resident's move (staff may not, but are told "not found" first).
    const moves: Array<[Session, string]> = [[staff, 'processing'], [staff, 'rejected'], [staff, 'canceled'], [resident, 'canceled']];
    await expectEachNotFound([
      ['read with its history (GraphQL)', () => gql(B, staff, `{ documentRequest(id: ${id}) { id statusHistory { toStatus } } }`)],
      ['read (REST)', () => rest(B, staff, 'GET', `/api/document-requests/${id}/`)],
      ...moves.flatMap(([session, status]): Attempt[] => [
        [`${session === staff ? 'staff' : 'resident'}: ${status} (GraphQL)`, () => gql(B, session, MOVE, { id, status: status.toUpperCase() })],
        [`${session === staff ? 'staff' : 'resident'}: ${status} (REST)`, () => rest(B, session, 'PATCH', `/api/document-requests/${id}/`, { status })],
      ]),
    ]);
  });

  it("tells of A's request only A's resident: nobody of B hears of it", async () => {
    const unread = async (host: Host, session: Session) =>
      dataOf(await gql<{ unreadNotificationCount: number }>(host, session, '{ unreadNotificationCount }')).unreadNotificationCount;
    const bells = async () => Promise.all([
      unread(A, at[A].resident), unread(A, at[A].staff), unread(B, at[B].staff), unread(B, at[B].resident),
    ]);
    const [resident, ...others] = await bells();
    const { id } = dataOf(await gql<{ submitDocumentRequest: { id: number } }>(A, at[A].resident, SUBMIT, { typeId: at[A].typeId })).submitDocumentRequest;
    dataOf(await gql(A, at[A].staff, MOVE, { id, status: 'REJECTED' }));
    expect(await bells()).toEqual([resident + 1, ...others]);
    const recipients = await server.database.db.query(
      `SELECT DISTINCT u.barangay_id FROM notification n JOIN "user" u ON u.id = n.recipient_id
        WHERE n.request_id = ANY($1)`, [[id, at[A].certified.id]]);
    expect(recipients).toEqual([{ barangay_id: 1 }]);
  });
});

describe('certificates', () => {
  it("refuses B's staff A's certificate as not found: read, download (even by A's link), revoke by request or code", async () => {
    const { id, code, link } = at[A].certified;
    const staff = at[B].staff;
    const REVOKE = 'mutation ($input: RevokeCertificateInput!) { revokeCertificate(input: $input) { requestId } }';
    await expectEachNotFound([
      ['read (GraphQL)', () => gql(B, staff, `{ documentRequest(id: ${id}) { certificate { verificationCode } certificateUrl } }`)],
      ['revoke by request (GraphQL)', () => gql(B, staff, REVOKE, { input: { requestId: id, reason: 'Issued in error' } })],
      ['revoke by code (GraphQL)', () => gql(B, staff, REVOKE, { input: { code, reason: 'Issued in error' } })],
      ['download (REST)', () => rest(B, staff, 'GET', `/api/document-requests/${id}/certificate/`)],
      ["download by A's link (REST)", () => requestAt(server, B, link)],
      ['revoke (REST)', () => rest(B, staff, 'POST', `/api/document-requests/${id}/certificate/revoke/`, { reason: 'Issued in error' })],
    ]);
    expect((await rest(A, at[A].staff, 'GET', `/api/document-requests/${id}/certificate/`)).status).toBe(200);
  });

  it.each([
    [A, 'Barangay San Isidro', 'hall@sanisidro.example.ph', 'Hon. Ricardo Villanueva'],
    [B, 'Barangay Bagumbayan', 'hall@bagumbayan.example.ph', 'Hon. Liza Mercado'],
  ] as const)("at %s, carries its request's barangay's name, contact details and Punong Barangay", async (host, name, email, captain) => {
    const [{ content }] = await server.database.db.query('SELECT content FROM document_certificate WHERE request_id = $1', [at[host].certified.id]);
    expect(content).toMatchObject({ barangay: { name, email }, punongBarangay: captain });
  });

  it("is verified by its code at any barangay's address (install-wide)", async () => {
    for (const host of HOSTS) {
      const answer = await requestAt(server, host, `/api/verify/${at[B].certified.code}/`);
      expect({ status: answer.status, issuedBy: answer.json().issued_by }).toEqual({ status: 200, issuedBy: 'Barangay Bagumbayan' });
    }
  });
});

it("shows each barangay's staff only the audit entries of writes made within it", async () => {
  const AUDIT = '{ auditLog(entity: "document_type", pageSize: 100) { items { actorId entityId } } }';
  const made = { [A]: 0, [B]: 0 };
  for (const host of HOSTS) {
    made[host] = dataOf(await gql<{ createDocumentType: { id: number } }>(host, at[host].staff,
      'mutation { createDocumentType(input: { name: "Certificate of Residency", fields: [{ name: "Purpose" }] }) { id } }')).createDocumentType.id;
  }
  for (const host of HOSTS) {
    const { items } = dataOf(await gql<{ auditLog: { items: Array<{ actorId: number; entityId: string }> } }>(host, at[host].staff, AUDIT)).auditLog;
    const other = host === A ? B : A;
    expect(items.map((entry) => entry.entityId)).toEqual(expect.arrayContaining([String(at[host].typeId), String(made[host])]));
    expect(items.map((entry) => entry.entityId)).not.toContain(String(made[other]));
    expect(new Set(items.map((entry) => entry.actorId))).toEqual(new Set([at[host].staff.id]));
  }
});

it("counts on B's dashboard only B's residents and requests", async () => {
  const DASHBOARD = `{ dashboard {
    residents { total male female teen adult seniorCitizen } employment { employed unemployed } voters { voters nonVoters }
    documentRequests { total pending processing forPickup rejected uniqueDocumentTypes perDocumentType { documentTypeName count } medianHoursToPickup }
  } }`;
  const figures = async (host: Host) => dataOf(await gql<{ dashboard: Record<string, any> }>(host, at[host].staff, DASHBOARD)).dashboard;
  const atB = await figures(B);
  // B has one resident (its staff member was made staff) and the two requests made before all tests.
  expect(atB.residents.total).toBe(1);
  expect(atB.documentRequests).toMatchObject({ total: 2, pending: 1, forPickup: 1, perDocumentType: [{ documentTypeName: TYPE_NAME, count: 2 }] });
  const atA = await figures(A);

  const resident = await residentAt(server, A, { verified: true });
  const { id } = dataOf(await gql<{ submitDocumentRequest: { id: number } }>(A, resident, SUBMIT, { typeId: at[A].typeId })).submitDocumentRequest;
  for (const status of ['PROCESSING', 'PICKUP']) dataOf(await gql(A, at[A].staff, MOVE, { id, status }));
  expect(await figures(B)).toEqual(atB);
  const afterA = await figures(A);
  expect([afterA.residents.total, afterA.documentRequests.total]).toEqual([atA.residents.total + 1, atA.documentRequests.total + 1]);

  await residentAt(server, B);
  expect((await figures(B)).residents.total).toBe(atB.residents.total + 1);
  expect((await figures(A)).residents.total).toBe(afterA.residents.total);
});
