import { adminForFile, loginAdmin, residentSession } from '../utils/accounts';
import { barangayYear, createDocumentType, moveRequest, referenceSequence, submitRequest } from '../utils/documents';
import { createTestDatabase } from '../utils/test-db';
import { startTestServer, testServerForFile } from '../utils/test-server';

const server = testServerForFile();
const admin = adminForFile(server);
let typeId: number;
const year = barangayYear();
const REFERENCE = new RegExp(`^BRGY-${year}-\\d{6}$`);

beforeAll(async () => {
  typeId = await createDocumentType(server, admin, { name: 'Barangay Clearance', fields: [{ name: 'Purpose' }] });
});

describe('reference numbers', () => {
  it('are given at submission and shown to the resident and the administrator, in REST and GraphQL', async () => {
    const resident = await residentSession(server, { verified: true });
    const submitted = await submitRequest(server, resident, typeId);
    expect(submitted.reference_number).toMatch(REFERENCE);

    for (const session of [resident, admin]) {
      const list = await server.rest('GET', '/document-requests/', undefined, session.access);
      expect(list.body.find((row: { id: number }) => row.id === submitted.id).reference_number).toBe(submitted.reference_number);
      const { data } = await server.graphql<{ documentRequest: { referenceNumber: string } }>(
        `query ($id: Int!) { documentRequest(id: $id) { referenceNumber } }`, { id: submitted.id }, session.access);
      expect(data?.documentRequest.referenceNumber).toBe(submitted.reference_number);
    }
    // It never changes with the status.
    await moveRequest(server, admin, submitted.id, 'processing', 'pickup');
    expect((await server.rest('GET', `/document-requests/${submitted.id}/`, undefined, admin.access)).body.reference_number)
      .toBe(submitted.reference_number);
  });

  it('count up by one per request, and a refused submission uses no number', async () => {
    const first = await submitRequest(server, await residentSession(server, { verified: true }), typeId);
    const unverified = await residentSession(server);
    expect((await server.rest('POST', '/document-requests/', { document_type: typeId, field_data: { Purpose: 'x' } }, unverified.access)).status).toBe(403);
    const invalid = await residentSession(server, { verified: true });
    expect((await server.rest('POST', '/document-requests/', { document_type: typeId, field_data: {} }, invalid.access)).status).toBe(400);
    const second = await submitRequest(server, await residentSession(server, { verified: true }), typeId);
    expect(referenceSequence(second.reference_number)).toBe(referenceSequence(first.reference_number) + 1);
  });

  it('stay unique and without gaps when many residents submit at the same moment', async () => {
    const residents = await Promise.all(Array.from({ length: 12 }, () => residentSession(server, { verified: true })));
    const [{ last }] = await server.database.db.query(`SELECT max(reference_seq)::int AS last FROM document_request WHERE reference_year = $1`, [Number(year)]);
    const results = await Promise.all(residents.map((resident) => submitRequest(server, resident, typeId)));
    const numbers = results.map((result) => referenceSequence(result.reference_number)).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, index) => last + 1 + index));
    expect(new Set(results.map((result) => result.reference_number)).size).toBe(12);
  }, 60_000);

  it('are found by the administrators\' search, whole or in part, in any letter case', async () => {
    const resident = await residentSession(server, { verified: true, overrides: { first_name: 'Searchable', last_name: 'Person' } });
    const { reference_number: reference } = await submitRequest(server, resident, typeId);
    const search = async (text: string) => (await server.graphql<{ documentRequests: { items: Array<{ referenceNumber: string }> } }>(
      `query ($search: String) { documentRequests(search: $search, pageSize: 100) { items { referenceNumber } } }`, { search: text }, admin.access,
    )).data?.documentRequests.items.map((item) => item.referenceNumber);
    expect(await search(reference.toLowerCase())).toEqual([reference]);
    expect(await search(reference.slice(5))).toEqual([reference]);
    // The existing search by name still works alongside.
    expect(await search('searchable')).toEqual([reference]);
  });

  it('are numbered by the database whichever way a request is inserted', async () => {
    const resident = await residentSession(server, { verified: true });
    const [row] = await server.database.db.query(
      `INSERT INTO document_request (document_type_id, requester_id, field_data) VALUES ($1, $2, '{"Purpose":"x"}') RETURNING reference_number`,
      [typeId, resident.id]);
    expect(row.reference_number).toMatch(REFERENCE);
  });

  it('take their prefix from DOCUMENT_REFERENCE_PREFIX (in capitals)', async () => {
    const other = await startTestServer({ DOCUMENT_REFERENCE_PREFIX: 'sanIsidro' });
    try {
      const otherAdmin = await loginAdmin(other);
      const otherType = await createDocumentType(other, otherAdmin, { name: 'Barangay ID', fields: [{ name: 'Purpose' }] });
      const submitted = await submitRequest(other, await residentSession(other, { verified: true }), otherType);
      expect(submitted.reference_number).toBe(`SANISIDRO-${year}-000001`);
    } finally {
      await other.close();
    }
  }, 30_000);
});

describe('the migration', () => {
  it('numbers the requests stored before it per year, in the order they were made, and the counters go on from there', async () => {
    const database = await createTestDatabase();
    try {
      const { db } = database;
      // Back to the schema before VerifiableDocuments1764100000000 (undoing every later migration too), with requests from the old system in it.
      const applied = async (name: string) => (await db.query(`SELECT 1 FROM migrations WHERE name = $1`, [name])).length > 0;
      while (await applied('VerifiableDocuments1764100000000')) await db.undoLastMigration({ transaction: 'all' });
      const [{ id: userId }] = await db.query(
        `INSERT INTO "user" (email, password, nickname, first_name, last_name) VALUES ('old@example.com', 'x', 'Old', 'Old', 'Timer') RETURNING id`);
      const [{ id: type }] = await db.query(`INSERT INTO document_type (name, fields) VALUES ('Old Clearance', '[]') RETURNING id`);
      const made = ['2024-03-01T02:00:00Z', '2024-01-15T02:00:00Z', '2025-06-01T02:00:00Z', '2024-12-31T17:00:00Z'];
      const ids: number[] = [];
      for (const createdAt of made) {
        const [{ id }] = await db.query(
          `INSERT INTO document_request (document_type_id, requester_id, status, created_at) VALUES ($1, $2, 'approved', $3) RETURNING id`,
          [type, userId, createdAt]);
        ids.push(id);
      }
      await db.runMigrations({ transaction: 'all' });

      const rows: Array<{ id: number; reference_number: string }> = await db.query(`SELECT id, reference_number FROM document_request ORDER BY id`);
      // 2024-12-31T17:00Z is already January 1, 2025 in Manila.
      expect(rows.map((row) => row.reference_number)).toEqual(['BRGY-2024-000002', 'BRGY-2024-000001', 'BRGY-2025-000002', 'BRGY-2025-000001']);
      const [next] = await db.query(
        `INSERT INTO document_request (document_type_id, requester_id, created_at) VALUES ($1, $2, '2024-06-01T02:00:00Z') RETURNING reference_number`,
        [type, userId]);
      expect(next.reference_number).toBe('BRGY-2024-000003');
    } finally {
      await database.drop();
    }
  }, 30_000);
});
