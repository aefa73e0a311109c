import { adminForFile, residentSession } from '../utils/accounts';
import { testServerForFile } from '../utils/test-server';

// Every administrator write is in the audit log (who, what, when, changed fields before and after), written
// by the database in the same transaction; readable by administrators only; never holding a password.
const server = testServerForFile();
const admin = adminForFile(server);

interface Entry {
  actorId: number | null;
  actorEmail: string;
  action: 'CREATE' | 'UPDATE' | 'DELETE';
  entity: string;
  entityId: string;
  changes: Record<string, { before: unknown; after: unknown }>;
  createdAt: string;
}

const AUDIT_LOG = `query ($entity: String, $entityId: String, $action: AuditAction) {
  auditLog(entity: $entity, entityId: $entityId, action: $action, pageSize: 100) {
    total items { actorId actorEmail action entity entityId changes createdAt }
  }
}`;

async function entries(variables: Record<string, unknown> = {}): Promise<Entry[]> {
  const result = await server.graphql<{ auditLog: { items: Entry[] } }>(AUDIT_LOG, variables, admin.access);
  expect(result.errors).toBeUndefined();
  return result.data!.auditLog.items;
}

async function adminWrite(query: string, variables: Record<string, unknown> = {}): Promise<Record<string, any>> {
  const result = await server.graphql<Record<string, any>>(query, variables, admin.access);
  expect(result.errors).toBeUndefined();
  return result.data!;
}

it('records a create, an update with only the changed fields, and a delete, newest first', async () => {
  const { createAnnouncement: created } = await adminWrite(
    'mutation { createAnnouncement(input: { title: "Water interruption", content: "Tuesday, 8 AM to 5 PM." }) { id } }');
  await adminWrite(`mutation { updateAnnouncement(id: ${created.id}, input: { title: "Water interruption moved" }) { id } }`);
  await adminWrite(`mutation { deleteAnnouncement(id: ${created.id}) }`);

  const log = await entries({ entity: 'announcement', entityId: String(created.id) });
  expect(log.map((entry) => entry.action)).toEqual(['DELETE', 'UPDATE', 'CREATE']);
  for (const entry of log) expect(entry).toMatchObject({ actorId: admin.id, actorEmail: admin.email });
  const [deleted, updated, inserted] = log;
  expect(updated.changes).toEqual({ title: { before: 'Water interruption', after: 'Water interruption moved' } });
  expect(inserted.changes).toMatchObject({
    title: { before: null, after: 'Water interruption' },
    content: { before: null, after: 'Tuesday, 8 AM to 5 PM.' },
    featured: { before: null, after: false },
  });
  expect(deleted.changes.title).toEqual({ before: 'Water interruption moved', after: null });
  expect(Date.now() - new Date(updated.createdAt).getTime()).toBeLessThan(60_000);
});

it("records every administrator write of every domain, and an ID decision without the resident's password", async () => {
  await adminWrite('mutation { createProject(input: { title: "Covered court", status: ONGOING, dateStarted: "2026-01-10" }) { id } }');
  await adminWrite(`mutation { createEvent(input: { eventName: "Clean-up drive", targetAudience: "Adults", eventDate: "2026-12-05",
    expectedNumberOfAttendees: 40, actualAttendees: 0, status: "Upcoming" }) { id } }`);
  await adminWrite(`mutation { createBarangayOfficial(input: { position: "Kagawad", name: "Rosa Santos", contactNumber: "09171112222",
    address: "Purok 3" }) { id } }`);
  await adminWrite(`mutation { saveContactDetails(input: { contactNumber: "0281234567", facebookPagee: "https://facebook.com/brgy",
    email: "hall@example.ph", address: "Barangay Hall" }) { id } }`);
  const { createDocumentType: type } = await adminWrite(
    'mutation { createDocumentType(input: { name: "Barangay Clearance", fields: [{ name: "purpose" }] }) { id } }');

  const resident = await residentSession(server, { verified: true });
  const submitted = await server.graphql<{ submitDocumentRequest: { id: number } }>(
    `mutation { submitDocumentRequest(input: { documentTypeId: ${type.id}, fieldData: { purpose: "Employment" } }) { id } }`, {}, resident.access);
  expect(submitted.errors).toBeUndefined();
  const requestId = submitted.data!.submitDocumentRequest.id;
  await adminWrite(`mutation { changeDocumentRequestStatus(id: ${requestId}, status: PROCESSING) { id } }`);

  await server.database.db.query(`UPDATE "user" SET id_verification_status = 'pending' WHERE id = $1`, [resident.id]);
  await adminWrite(`mutation { decideIdVerification(userId: ${resident.id}, decision: REJECTED) { id } }`);

  const written = new Set((await entries()).map((entry) => `${entry.entity}:${entry.action}`));
  for (const expected of ['project:CREATE', 'event:CREATE', 'barangay_official:CREATE', 'contact_details:CREATE',
    'document_type:CREATE', 'document_request:UPDATE', 'user:UPDATE']) {
    expect(written).toContain(expected);
  }
  const [decision] = await entries({ entity: 'user', entityId: String(resident.id) });
  expect(decision.changes).toEqual({ id_verification_status: { before: 'pending', after: 'rejected' } });
  const [statusChange] = await entries({ entity: 'document_request', entityId: String(requestId) });
  expect(statusChange.changes.status).toEqual({ before: 'pending', after: 'processing' });
  // The resident's own submission is theirs, not an administrator's write.
  expect((await entries({ entity: 'document_request', action: 'CREATE' }))).toEqual([]);

  const [{ leaks }] = await server.database.db.query(
    `SELECT count(*)::int AS leaks FROM audit_log WHERE changes ? 'password' OR changes::text LIKE '%argon2%'`);
  expect(leaks).toBe(0);
});

it("leaves residents' own changes out, and a refused write leaves no entry", async () => {
  const resident = await residentSession(server);
  const before = (await entries()).length;
  const profile = await server.rest('PATCH', '/auth/user/me/',
    { address: 'Purok 9', contact_number: '09179998888', civil_status: 'married', is_voter: true, is_employed: true }, resident.access);
  expect(profile.status).toBe(200);
  const refused = await server.graphql('mutation { createProject(input: { title: "Bridge", status: FINISHED }) { id } }', {}, admin.access);
  expect(refused.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  expect((await entries()).length).toBe(before);
});

it('is readable by administrators only', async () => {
  const resident = await residentSession(server);
  expect((await server.graphql(AUDIT_LOG, {}, resident.access)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  expect((await server.graphql(AUDIT_LOG)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
});
