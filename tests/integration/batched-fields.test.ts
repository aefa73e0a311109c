import { adminForFile, residentSession, Session } from '../utils/accounts';
import { statementsDuring } from '../utils/sql-statements';
import { testServerForFile } from '../utils/test-server';

// The per-row fields of a list (histories, certificates, download links) are read through the request's
// DataLoaders (server/src/http/request-loaders.ts): a longer list costs more rows, never more queries.
const server = testServerForFile({ OUTBOX_INTERVAL_MS: '0' });
const admin = adminForFile(server);
let typeId: number;
let resident: Session;

beforeAll(async () => {
  typeId = (await server.rest('POST', '/document-types/', { name: 'Barangay Clearance', fields: [{ name: 'Purpose' }] }, admin.access)).body.id;
  resident = await residentSession(server, { verified: true });
});

/** A request of the resident's, moved to For Pickup by the administrator (so it has a history of three and a certificate). */
async function requestAtPickup(): Promise<void> {
  const { body } = await server.rest('POST', '/document-requests/', { document_type: typeId, field_data: { Purpose: 'Work' } }, resident.access);
  for (const status of ['processing', 'pickup']) {
    expect((await server.rest('PATCH', `/document-requests/${body.id}/`, { status }, admin.access)).status).toBe(200);
  }
  // Out of the open count, so the resident may submit the next one.
  await server.database.db.query(`UPDATE document_request SET status = 'released' WHERE id = $1`, [body.id]);
}

/** The administrator's answer to a list `query` (its items under `listField`) and how many SQL queries it took. */
async function listCountingQueries<Row>(query: string, listField: string): Promise<{ rows: Row[]; queries: number }> {
  let rows: Row[] = [];
  const queries = await statementsDuring(server, async () => {
    const { data, errors } = await server.graphql<Record<string, { items: Row[] }>>(query, {}, admin.access);
    expect(errors).toBeUndefined();
    rows = data![listField].items;
  });
  return { rows, queries: queries.length };
}

const REQUESTS = `{
  documentRequests(pageSize: 100) {
    items { id documentTypeName requestor gender targetProcessingDays statusHistory { toStatus changedByName }
            certificate { verificationCode verificationUrl } certificateUrl }
  }
}`;

interface RequestRow {
  statusHistory: Array<{ toStatus: string; changedByName: string }>;
  certificate: { verificationCode: string } | null;
  certificateUrl: string | null;
}

const listRequests = () => listCountingQueries<RequestRow>(REQUESTS, 'documentRequests');

it('reads the requests\' histories, certificates and download links in as many queries for 12 requests as for 3', async () => {
  for (let i = 0; i < 3; i += 1) await requestAtPickup();
  const three = await listRequests();
  expect(three.rows).toHaveLength(3);
  for (let i = 0; i < 9; i += 1) await requestAtPickup();
  const twelve = await listRequests();
  expect(twelve.rows).toHaveLength(12);
  expect(twelve.queries).toBe(three.queries);
  // And each row still has its own values.
  for (const row of twelve.rows) {
    expect(row.statusHistory.map((change) => change.toStatus)).toEqual(['PENDING', 'PROCESSING', 'PICKUP']);
    expect(row.certificate?.verificationCode).toEqual(expect.any(String));
    expect(row.certificateUrl).toEqual(expect.stringContaining('/certificate/?token='));
  }
  expect(new Set(twelve.rows.map((row) => row.certificate?.verificationCode)).size).toBe(12);
});

const RESIDENTS = `{ residents(pageSize: 100) { items { id idVerificationHistory { decision decidedByName } validIdUrl } } }`;

interface ResidentRow {
  id: number;
  idVerificationHistory: Array<{ decision: string; decidedByName: string }> | null;
}

const listResidents = () => listCountingQueries<ResidentRow>(RESIDENTS, 'residents');

/** Residents (the one above counts too), each with a rejection and an approval on record. */
async function residentsWithDecisions(count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    const { id } = await residentSession(server);
    await server.database.db.query(
      `INSERT INTO id_verification_decision (user_id, decided_by, decision) VALUES ($1, $2, 'rejected'), ($1, $2, 'approved')`, [id, admin.id]);
  }
}

it('reads the residents\' verification histories in as many queries for 12 residents as for 3', async () => {
  await residentsWithDecisions(2);
  const three = await listResidents();
  expect(three.rows).toHaveLength(3);
  await residentsWithDecisions(9);
  const twelve = await listResidents();
  expect(twelve.rows).toHaveLength(12);
  expect(twelve.queries).toBe(three.queries);
  const histories = twelve.rows.filter((row) => row.id !== resident.id).map((row) => row.idVerificationHistory?.map((entry) => entry.decision));
  expect(histories).toEqual(Array(11).fill(['REJECTED', 'APPROVED']));
});
