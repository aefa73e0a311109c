import { adminForFile, residentSession } from '../utils/accounts';
import { createDocumentType, moveRequest, submitRequest } from '../utils/documents';
import { testServerForFile } from '../utils/test-server';

const server = testServerForFile();
const admin = adminForFile(server);

const DAY_MS = 86_400_000;
const manilaDate = (instant: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(instant);

/** Working days after `from` up to `to`, counted one day at a time (independently of the server's arithmetic). */
function weekdaysAfter(from: string, to: string): number {
  let count = 0;
  for (let day = Date.parse(`${from}T00:00:00Z`) + DAY_MS; day <= Date.parse(`${to}T00:00:00Z`); day += DAY_MS) {
    const weekday = new Date(day).getUTCDay();
    if (weekday !== 0 && weekday !== 6) count++;
  }
  return count;
}

function dueAfter(from: string, days: number): string {
  let day = Date.parse(`${from}T00:00:00Z`);
  for (let left = days; left > 0;) {
    day += DAY_MS;
    const weekday = new Date(day).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return new Date(day).toISOString().slice(0, 10);
}

const TYPE_FIELDS = `id name targetProcessingDays`;

describe("the dashboard's median time to pickup", () => {
  const median = async () => (await server.graphql<{ dashboard: { documentRequests: { medianHoursToPickup: number | null } } }>(
    `{ dashboard { documentRequests { medianHoursToPickup } } }`, {}, admin.access)).data?.dashboard.documentRequests.medianHoursToPickup;

  // First in this file: no request has reached pickup yet.
  it('is empty while no request has reached pickup', async () => {
    expect(await median()).toBeNull();
  });

  it('is the median of the hours from submission to the first move to pickup', async () => {
    const type = await createDocumentType(server, admin, { name: 'Cedula', fields: [{ name: 'Purpose' }] });
    const hours = [10, 60, 20];
    for (const taken of hours) {
      const request = await submitRequest(server, await residentSession(server, { verified: true }), type);
      await moveRequest(server, admin, request.id, 'processing', 'pickup', 'released');
      await server.database.db.query(`
        UPDATE document_request SET created_at = (
          SELECT changed_at FROM document_request_status_change WHERE request_id = $1 AND to_status = 'pickup'
        ) - $2 * interval '1 hour' WHERE id = $1`, [request.id, taken]);
    }
    expect(await median()).toBeCloseTo(20, 6);
  }, 30_000);
});

describe('when a request was first made ready for pickup', () => {
  it('is recorded with the move itself (one audit entry), and kept through later moves', async () => {
    const type = await createDocumentType(server, admin, { name: 'Solo Parent ID', fields: [{ name: 'Purpose' }] });
    const request = await submitRequest(server, await residentSession(server, { verified: true }), type);
    await moveRequest(server, admin, request.id, 'processing', 'pickup');
    const db = server.database.db;
    const readyAt = async () => (await db.query('SELECT ready_at FROM document_request WHERE id = $1', [request.id]))[0].ready_at;
    const [move] = await db.query(`SELECT changed_at FROM document_request_status_change WHERE request_id = $1 AND to_status = 'pickup'`, [request.id]);
    expect(await readyAt()).toEqual(move.changed_at);
    const updates = await db.query(`SELECT changes FROM audit_log WHERE entity = 'document_request' AND entity_id = $1 AND action = 'update'`,
      [String(request.id)]);
    expect(updates.map((entry: { changes: Record<string, unknown> }) => Object.keys(entry.changes).sort())).toEqual([
      ['status'], ['ready_at', 'status'],
    ]);
    await moveRequest(server, admin, request.id, 'released');
    expect(await readyAt()).toEqual(move.changed_at);
  });
});

describe('the target processing time of a document type', () => {
  it('is set, kept when left out, and cleared with null, through GraphQL', async () => {
    const created = await server.graphql<{ createDocumentType: { id: number; targetProcessingDays: number | null } }>(
      `mutation { createDocumentType(input: { name: "Certificate of Indigency", fields: [{ name: "Purpose" }], targetProcessingDays: 3 }) { ${TYPE_FIELDS} } }`,
      {}, admin.access);
    expect(created.data?.createDocumentType.targetProcessingDays).toBe(3);
    const id = created.data!.createDocumentType.id;
    const update = async (extra: string) => (await server.graphql<{ updateDocumentType: { targetProcessingDays: number | null } }>(
      `mutation ($id: Int!) { updateDocumentType(id: $id, input: { name: "Certificate of Indigency", fields: [{ name: "Purpose" }]${extra} }) { ${TYPE_FIELDS} } }`,
      { id }, admin.access)).data?.updateDocumentType.targetProcessingDays;
    expect(await update('')).toBe(3);
    expect(await update(', targetProcessingDays: 5')).toBe(5);
    expect(await update(', targetProcessingDays: null')).toBeNull();
  });

  it('is target_processing_days in REST, where the original client\'s PUT (without it) keeps it', async () => {
    const { status, body } = await server.rest('POST', '/document-types/', { name: 'Business Permit', fields: [{ name: 'Purpose' }], target_processing_days: 7 }, admin.access);
    expect(status).toBe(201);
    expect(body.target_processing_days).toBe(7);
    const put = await server.rest('PUT', `/document-types/${body.id}/`, { name: 'Business Permit', description: 'Renewed yearly', fields: [{ name: 'Purpose' }] }, admin.access);
    expect(put.body).toMatchObject({ description: 'Renewed yearly', target_processing_days: 7 });
    expect((await server.rest('PUT', `/document-types/${body.id}/`, { name: 'Business Permit', fields: [{ name: 'Purpose' }], target_processing_days: null }, admin.access))
      .body.target_processing_days).toBeNull();
  });

  it.each([
    [0, 'The target processing time must be at least 1 working day.'],
    [366, 'The target processing time must be at most 365 working days.'],
    [1.5, 'The target processing time must be a whole number of working days.'],
  ])('refuses %p', async (days, message) => {
    const { status, body } = await server.rest('POST', '/document-types/', { name: `Odd ${days}`, fields: [{ name: 'Purpose' }], target_processing_days: days }, admin.access);
    expect(status).toBe(400);
    expect(body).toEqual({ target_processing_days: [message] });
  });
});

describe('waiting time and overdue requests', () => {
  const REQUEST_FIELDS = `id status targetProcessingDays waitingDays waitingWorkingDays dueDate overdue`;

  it('shows open requests\' waiting time against the target and flags those past it; closed ones are never overdue', async () => {
    const targeted = await createDocumentType(server, admin, { name: 'Barangay Clearance', fields: [{ name: 'Purpose' }], target_processing_days: 3 });
    const untargeted = await createDocumentType(server, admin, { name: 'Barangay ID', fields: [{ name: 'Purpose' }] });
    const resident = await residentSession(server, { verified: true });
    const old = await submitRequest(server, resident, targeted);
    const fresh = await submitRequest(server, resident, targeted);
    const closed = await submitRequest(server, resident, targeted);
    const plain = await submitRequest(server, await residentSession(server, { verified: true }), untargeted);
    const monthAgo = new Date(Date.now() - 30 * DAY_MS);
    await server.database.db.query(`UPDATE document_request SET created_at = $1 WHERE id = ANY($2)`, [monthAgo, [old.id, closed.id, plain.id]]);
    await moveRequest(server, admin, old.id, 'processing');
    await moveRequest(server, admin, closed.id, 'processing', 'pickup');

    const { data, errors } = await server.graphql<{ documentRequests: { items: Array<Record<string, unknown>> } }>(
      `{ documentRequests(pageSize: 100) { items { ${REQUEST_FIELDS} } } }`, {}, admin.access);
    expect(errors).toBeUndefined();
    const byId = new Map(data!.documentRequests.items.map((item) => [item.id, item]));
    const submittedOn = manilaDate(monthAgo);
    const today = manilaDate(new Date());
    expect(byId.get(old.id)).toEqual({
      id: old.id, status: 'PROCESSING', targetProcessingDays: 3, waitingDays: 30,
      waitingWorkingDays: weekdaysAfter(submittedOn, today), dueDate: dueAfter(submittedOn, 3), overdue: true,
    });
    expect(byId.get(fresh.id)).toMatchObject({ waitingDays: 0, waitingWorkingDays: 0, dueDate: dueAfter(today, 3), overdue: false });
    expect(byId.get(closed.id)).toMatchObject({ status: 'PICKUP', waitingDays: null, waitingWorkingDays: null, overdue: false });
    expect(byId.get(plain.id)).toMatchObject({ targetProcessingDays: null, waitingDays: 30, dueDate: null, overdue: false });
  });
});
