import { BARANGAY_SETTINGS_FIELDS } from '@barangay-portal/domain';
import { loginAdmin, residentSession, type Session } from '../utils/accounts';
import { createDocumentType, moveRequest, submitRequest } from '../utils/documents';
import { RESIDENT_PASSWORD } from '../utils/fixtures';
import { startSmtpServer, type TestSmtpServer } from '../utils/smtp';
import { startTestServer, type TestServer } from '../utils/test-server';
import { sampleJpeg } from '../utils/sample-files';
import { graphqlMultipart, pngUpload } from '../utils/uploads';

// Each barangay's own settings (docs/architecture.md#tenancy): its Punong Barangay names it,
// gives its seal, its reference prefix and the name its e-mails come from.
const MAIL_FROM = '"Barangay Portal" <hall@sanisidro.example.ph>';
let smtp: TestSmtpServer;
let server: TestServer;
let admin: Session;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM, OUTBOX_INTERVAL_MS: '0', BARANGAY_NAME: 'Barangay San Isidro' });
  admin = await loginAdmin(server);
});

afterAll(async () => {
  await server.close();
  await smtp.close();
});

const SETTINGS = '{ barangaySettings { name referencePrefix emailSenderName sealUrl } }';
const UPDATE = `mutation ($input: BarangaySettingsInput!, $seal: Upload) {
  updateBarangaySettings(input: $input, seal: $seal) { name referencePrefix emailSenderName sealUrl } }`;

const settings = async () => (await server.graphql<{ barangaySettings: Record<string, unknown> }>(SETTINGS, {}, admin.access)).data!.barangaySettings;

it('starts from the configuration, and refuses those without MANAGE_SETTINGS', async () => {
  expect(await settings()).toEqual({ name: 'Barangay San Isidro', referencePrefix: 'BRGY', emailSenderName: null, sealUrl: null });
  const resident = await residentSession(server);
  const refused = await server.graphql(SETTINGS, {}, resident.access);
  expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
});

it('refuses a blank name or a prefix that is not 1 to 12 letters or digits, changing nothing', async () => {
  const before = await settings();
  for (const [input, field, message] of [
    [{ name: ' ', referencePrefix: 'SIS' }, 'name', BARANGAY_SETTINGS_FIELDS.name.required],
    [{ name: 'Barangay San Isidro', referencePrefix: 'SI-2' }, 'referencePrefix', BARANGAY_SETTINGS_FIELDS.referencePrefixInvalid],
  ] as const) {
    const answer = await server.graphql(UPDATE, { input }, admin.access);
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { [field]: [message] } });
  }
  expect(await settings()).toEqual(before);
});

describe('once saved', () => {
  let residentOf: Session;
  let earlierReference: string;
  let typeId: number;
  let earlierId: number;

  beforeAll(async () => {
    typeId = await createDocumentType(server, admin, { name: 'Barangay Clearance', fields: [{ name: 'Purpose' }] });
    residentOf = await residentSession(server, { verified: true });
    const earlier = await submitRequest(server, residentOf, typeId);
    earlierReference = earlier.reference_number;
    // Its certificate is issued before the barangay has a seal.
    await moveRequest(server, admin, earlier.id, 'processing', 'pickup');
    earlierId = earlier.id;
    // Its notifications leave now, under the old sender name, before the e-mails the tests below look at.
    await server.portal.services.outbox.drain();
    const saved = await graphqlMultipart<{ updateBarangaySettings: Record<string, unknown> }>(server, UPDATE,
      { input: { name: 'Barangay San Isidro Labrador', referencePrefix: 'sil', emailSenderName: 'San Isidro Hall' } },
      { seal: pngUpload('seal.png') }, { token: admin.access });
    expect(saved.body.errors).toBeUndefined();
  });

  it('keeps them, the prefix in capitals, with the seal a public picture; every visitor sees the name and seal', async () => {
    const saved = await settings();
    expect(saved).toMatchObject({ name: 'Barangay San Isidro Labrador', referencePrefix: 'SIL', emailSenderName: 'San Isidro Hall' });
    expect(saved.sealUrl).toMatch(/^\/media\/.+\.(png|webp|jpe?g)$/);
    const served = await server.graphql('{ servedBarangay { name sealUrl } }');
    expect(served.data).toEqual({ servedBarangay: { name: 'Barangay San Isidro Labrador', sealUrl: saved.sealUrl } });
    const seal = await fetch(`${server.url}${String(saved.sealUrl)}`);
    expect([seal.status, seal.headers.get('content-type')?.startsWith('image/')]).toEqual([200, true]);
  });

  it('numbers new requests with the new prefix; numbers already given keep theirs', async () => {
    const next = await submitRequest(server, residentOf, typeId);
    expect(next.reference_number).toMatch(/^SIL-\d{4}-000002$/);
    const earlier = await server.rest('GET', '/document-requests/', undefined, residentOf.access);
    expect((earlier.body as Array<{ reference_number: string }>).map((request) => request.reference_number)).toContain(earlierReference);
    expect(earlierReference).toMatch(/^BRGY-/);
  });

  it('sends e-mails from its sender name, naming the barangay', async () => {
    const sent = smtp.received.length;
    const change = await server.graphql('mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { id } }',
      { input: { currentPassword: RESIDENT_PASSWORD, password: 'bagong-susi-ng-bahay-2026', repeatPassword: 'bagong-susi-ng-bahay-2026' } },
      residentOf.access);
    expect(change.errors).toBeUndefined();
    await server.portal.services.outbox.drain();
    const [mail] = (await smtp.waitFor(sent + 1)).slice(sent);
    expect(mail.headers.from).toBe('San Isidro Hall <hall@sanisidro.example.ph>');
    expect(mail.subject).toBe('Barangay San Isidro Labrador: Your password was changed');
  });

  it('is no longer renamed by the configuration at start, and the change is in the audit log', async () => {
    await server.portal.services.barangays.syncDefault({ name: 'Barangay Configured', referencePrefix: 'CFG' });
    expect(await settings()).toMatchObject({ name: 'Barangay San Isidro Labrador', referencePrefix: 'SIL' });
    const log = await server.graphql<{ auditLog: { items: Array<{ action: string; changes: Record<string, { after: unknown }> }> } }>(
      '{ auditLog(page: 1, pageSize: 10, entity: "barangay") { items { action changes } } }', {}, admin.access);
    expect(log.data!.auditLog.items[0]).toMatchObject({ action: 'UPDATE', changes: { name: { after: 'Barangay San Isidro Labrador' } } });
  });

  it('prints its seal on the certificates issued from then on; a later seal never changes one already issued', async () => {
    const pdfOf = async (requestId: number) => Buffer.from(await (await fetch(`${server.url}/api/document-requests/${requestId}/certificate/`,
      { headers: { authorization: `Bearer ${residentOf.access}` } })).arrayBuffer());
    const images = (pdf: Buffer) => pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0;
    expect(images(await pdfOf(earlierId))).toBe(0);
    const later = await submitRequest(server, residentOf, typeId);
    await moveRequest(server, admin, later.id, 'processing', 'pickup');
    const issued = await pdfOf(later.id);
    expect(images(issued)).toBe(1);

    const replaced = await graphqlMultipart(server, UPDATE,
      { input: { name: 'Barangay San Isidro Labrador', referencePrefix: 'SIL', emailSenderName: 'San Isidro Hall' } },
      { seal: { bytes: sampleJpeg(), name: 'new-seal.jpg', type: 'image/jpeg' } }, { token: admin.access });
    expect(replaced.body.errors).toBeUndefined();
    expect((await pdfOf(later.id)).equals(issued)).toBe(true);
  });
});
