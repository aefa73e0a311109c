import { createHash } from 'node:crypto';
import { adminForFile, residentSession } from '../utils/accounts';
import { statementsDuring } from '../utils/sql-statements';
import { testServerForFile } from '../utils/test-server';

// A full page (100 rows) of the administrator's lists through GraphQL costs a small, fixed number of SQL
// statements, however many rows it shows: the per-row fields (histories, certificates, download links,
// names) come from the page's own joins or the request's DataLoaders (docs/architecture.md#api-benchmark).
const server = testServerForFile({ OUTBOX_INTERVAL_MS: '0' });
const admin = adminForFile(server);
const ROWS = 100;

/** The administrator's page of `pageSize` rows of `list` (asked with `fields`), and the statements it took. */
async function page<Row>(list: string, fields: string, pageSize: number): Promise<{ rows: Row[]; statements: string[] }> {
  let rows: Row[] = [];
  const statements = await statementsDuring(server, async () => {
    const { data, errors } = await server.graphql<Record<string, { items: Row[] }>>(
      `{ ${list}(pageSize: ${pageSize}) { items { ${fields} } total } }`, {}, admin.access);
    expect(errors).toBeUndefined();
    rows = data![list].items;
  });
  return { rows, statements };
}

/** 100 released requests of one resident, each with its four status changes by the administrator and its certificate. */
async function releasedRequests(): Promise<void> {
  const typeId = (await server.rest('POST', '/document-types/', { name: 'Barangay Clearance', fields: [{ name: 'Purpose' }] }, admin.access)).body.id;
  const resident = await residentSession(server, { verified: true });
  const { db } = server.database;
  const requests: Array<{ id: number }> = await db.query(`
    INSERT INTO document_request (document_type_id, requester_id, field_data, status)
    SELECT $1, $2, jsonb_build_object('Purpose', 'Work ' || n), 'released' FROM generate_series(1, ${ROWS}) AS n
    RETURNING id`, [typeId, resident.id]);
  const ids = requests.map((request) => request.id);
  await db.query(`
    INSERT INTO document_request_status_change (request_id, from_status, to_status, changed_by)
    SELECT id, step.from_status::document_request_status, step.to_status::document_request_status, $2
    FROM unnest($1::int[]) AS id,
         (VALUES (1, NULL, 'pending'), (2, 'pending', 'processing'), (3, 'processing', 'pickup'), (4, 'pickup', 'released'))
           AS step(position, from_status, to_status)
    ORDER BY id, step.position`, [ids, admin.id]);
  await db.query(`
    INSERT INTO document_certificate (request_id, verification_code, content, issued_by)
    SELECT id, 'code-' || md5(id::text), '{}'::jsonb, $2 FROM unnest($1::int[]) AS id`, [ids, admin.id]);
}

const REQUEST_FIELDS = `id referenceNumber documentTypeName requestor gender requestedAt status allowedNextStatuses waitingWorkingDays
  overdue targetProcessingDays statusHistory { toStatus changedByName } certificate { verificationCode verificationUrl } certificateUrl`;

interface RequestRow {
  id: number;
  requestor: string;
  statusHistory: Array<{ toStatus: string; changedByName: string }>;
  certificate: { verificationCode: string } | null;
  certificateUrl: string | null;
}

it(`shows a page of ${ROWS} document requests with their histories and certificates in as many statements as a page of one`, async () => {
  await releasedRequests();
  const one = await page<RequestRow>('documentRequests', REQUEST_FIELDS, 1);
  const full = await page<RequestRow>('documentRequests', REQUEST_FIELDS, ROWS);

  expect(full.rows).toHaveLength(ROWS);
  // The page itself, its count, the histories and the certificates (the links included): four in all.
  expect(full.statements).toHaveLength(4);
  expect(full.statements).toHaveLength(one.statements.length);
  // And each row still has its own values.
  for (const row of full.rows) {
    expect(row.statusHistory.map((change) => change.toStatus)).toEqual(['PENDING', 'PROCESSING', 'PICKUP', 'RELEASED']);
    expect(row.certificate?.verificationCode).toBe(`code-${md5Of(row.id)}`);
    expect(row.certificateUrl).toEqual(expect.stringContaining(`/document-requests/${row.id}/certificate/?token=`));
  }
});

it(`shows a page of ${ROWS} announcements in as many statements as a page of one`, async () => {
  await server.database.db.query(`
    INSERT INTO announcement (title, content, featured) SELECT 'Notice ' || n, 'Details ' || n, n % 10 = 0 FROM generate_series(1, ${ROWS}) AS n`);
  const fields = 'id title content featured createdAt updatedAt';
  const one = await page<{ title: string }>('announcements', fields, 1);
  const full = await page<{ title: string }>('announcements', fields, ROWS);

  expect(full.rows).toHaveLength(ROWS);
  expect(new Set(full.rows.map((row) => row.title)).size).toBe(ROWS);
  // The page and its count.
  expect(full.statements).toHaveLength(2);
  expect(full.statements).toHaveLength(one.statements.length);
});

/** The verification code the seed above gave request `id` (PostgreSQL's md5, as hex). */
function md5Of(id: number): string {
  return createHash('md5').update(String(id)).digest('hex');
}
