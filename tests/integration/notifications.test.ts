import type { Client } from 'graphql-ws';
import { ACCESS_TOKEN_TTL_SECONDS, TokenService } from '../../server/src/identity/tokens';
import { loginAdmin, residentSession, Session } from '../utils/accounts';
import { stoppedClock } from '../utils/clock';
import { createDocumentType, moveRequest, submitRequest } from '../utils/documents';
import { eventually, POLL_LIMIT_MS } from '../utils/eventually';
import { freePort } from '../utils/processes';
import { ReceivedMail, startSmtpServer, TestSmtpServer } from '../utils/smtp';
import { subscribe, subscriptionClient } from '../utils/subscriptions';
import { startTestServer, TEST_JWT_SECRET, TestServer } from '../utils/test-server';

jest.setTimeout(30_000);

const MAIL_FROM = '"Barangay San Isidro" <hall@sanisidro.example.ph>';
const PUBLIC_URL = 'https://portal.sanisidro.example.ph';

let smtp: TestSmtpServer;
let server: TestServer;
let admin: Session;
let typeId: number;

beforeAll(async () => {
  smtp = await startSmtpServer();
  // The worker is off: each test drains the outbox itself, so it knows when mail goes out.
  server = await startTestServer({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM, PUBLIC_URL, OUTBOX_INTERVAL_MS: '0',
  });
  admin = await loginAdmin(server);
  typeId = await createDocumentType(server, admin, { name: 'Barangay Clearance', fields: [{ name: 'Purpose' }] });
});

afterAll(async () => {
  await server.close();
  await smtp.close();
});

interface NotificationView {
  id: number;
  kind: string;
  title: string;
  message: string;
  requestId: number | null;
  referenceNumber: string | null;
  read: boolean;
  readAt: string | null;
  createdAt: string;
}

const NOTIFICATION_FIELDS = 'id kind title message requestId referenceNumber read readAt createdAt';

async function notifications(session: Session, args = '(pageSize: 100)') {
  const { data, errors } = await server.graphql<{ notifications: { items: NotificationView[]; total: number; unreadCount: number } }>(
    `{ notifications${args} { items { ${NOTIFICATION_FIELDS} } total unreadCount } }`, {}, session.access);
  if (errors) throw new Error(JSON.stringify(errors));
  return data!.notifications;
}

async function unreadCount(session: Session): Promise<number> {
  return (await server.graphql<{ unreadNotificationCount: number }>(`{ unreadNotificationCount }`, {}, session.access)).data!.unreadNotificationCount;
}

function mailsTo(email: string): ReceivedMail[] {
  return smtp.received.filter((mail) => mail.envelopeTo.includes(email));
}

describe('in the portal', () => {
  it('notifies the owner of every administrator move, naming the document, reference and status; ready for pickup has its own kind', async () => {
    const resident = await residentSession(server, { verified: true });
    const request = await submitRequest(server, resident, typeId);
    const rejected = await submitRequest(server, resident, typeId);
    await moveRequest(server, admin, request.id, 'processing', 'pickup', 'released');
    await moveRequest(server, admin, rejected.id, 'rejected');

    const { items, total, unreadCount: unread } = await notifications(resident);
    expect(total).toBe(4);
    expect(unread).toBe(4);
    const ref = request.reference_number;
    // Newest first.
    expect(items.map(({ kind, title, message, requestId, referenceNumber, read }) => ({ kind, title, message, requestId, referenceNumber, read }))).toEqual([
      {
        kind: 'REQUEST_STATUS_CHANGED', title: 'Barangay Clearance: Rejected', requestId: rejected.id, referenceNumber: rejected.reference_number, read: false,
        message: `Your Barangay Clearance request ${rejected.reference_number} is now Rejected. Please contact the barangay hall if you have questions about this decision.`,
      },
      {
        kind: 'REQUEST_STATUS_CHANGED', title: 'Barangay Clearance: Released', requestId: request.id, referenceNumber: ref, read: false,
        message: `Your Barangay Clearance request ${ref} is now Released. The document has been handed over. Thank you.`,
      },
      {
        kind: 'REQUEST_READY_FOR_PICKUP', title: 'Barangay Clearance is ready for pickup', requestId: request.id, referenceNumber: ref, read: false,
        message: `Your Barangay Clearance request ${ref} is now For Pickup. It is ready for pickup at the barangay hall, and you can download the certificate from the portal.`,
      },
      {
        kind: 'REQUEST_STATUS_CHANGED', title: 'Barangay Clearance: Processing', requestId: request.id, referenceNumber: ref, read: false,
        message: `Your Barangay Clearance request ${ref} is now Processing. The barangay hall is preparing your document.`,
      },
    ]);
    // Nobody else hears of it.
    expect((await notifications(admin)).total).toBe(0);
    expect((await notifications(await residentSession(server, { verified: true }))).total).toBe(0);
  });

  it("does not notify residents of their own cancellations, nor of a refused move", async () => {
    const resident = await residentSession(server, { verified: true });
    const request = await submitRequest(server, resident, typeId);
    expect((await server.rest('PATCH', `/document-requests/${request.id}/`, { status: 'released' }, admin.access)).status).toBe(400);
    await moveRequest(server, resident, request.id, 'canceled');
    expect((await notifications(resident)).total).toBe(0);
  });

  it('notifies a resident when their valid ID is approved or rejected', async () => {
    const approved = await residentSession(server);
    const rejected = await residentSession(server);
    // As if each had uploaded an ID: an ID with no file cannot be approved.
    await server.database.db.query(`UPDATE "user" SET id_verification_status = 'pending', valid_id = 'private-id.png' WHERE id = ANY($1)`, [[approved.id, rejected.id]]);
    const decision = await server.graphql(`mutation ($id: Int!) { decideIdVerification(userId: $id, decision: APPROVED) { id } }`, { id: approved.id }, admin.access);
    expect(decision.errors).toBeUndefined();
    expect((await server.rest('PATCH', '/auth/user/verify-id/', { email: rejected.email, id_verification_status: 'rejected' }, admin.access)).status).toBe(200);

    expect((await notifications(approved)).items).toMatchObject([{
      kind: 'ID_APPROVED', title: 'Your valid ID was approved', requestId: null, referenceNumber: null,
      message: 'Your valid ID was approved: your account is verified and you can now request documents.',
    }]);
    expect((await notifications(rejected)).items).toMatchObject([{
      kind: 'ID_REJECTED', title: 'Your valid ID was rejected',
      message: 'Your valid ID was rejected. You can upload a clearer photo or another valid ID from your profile.',
    }]);
  });

  it('are written in the transaction of their event', async () => {
    const resident = await residentSession(server, { verified: true });
    const request = await submitRequest(server, resident, typeId);
    await moveRequest(server, admin, request.id, 'processing');
    // now() is the transaction's start: one transaction, one moment, to the microsecond.
    const [row] = await server.database.db.query(`
      SELECT n.created_at = s.changed_at AS with_change, o.created_at = s.changed_at AS with_mail
      FROM notification n
      JOIN document_request_status_change s ON s.request_id = n.request_id AND s.to_status = 'processing'
      JOIN outbox o ON o.notification_id = n.id
      WHERE n.request_id = $1`, [request.id]);
    expect(row).toEqual({ with_change: true, with_mail: true });
  });

  it('are marked read, some or all, each user only their own', async () => {
    const resident = await residentSession(server, { verified: true });
    const request = await submitRequest(server, resident, typeId);
    await moveRequest(server, admin, request.id, 'processing', 'pickup', 'released');
    const [newest, middle, oldest] = (await notifications(resident)).items;
    const other = await residentSession(server, { verified: true });

    const MARK = `mutation ($ids: [Int!]!) { markNotificationsRead(ids: $ids) { marked unreadCount } }`;
    expect((await server.graphql(MARK, { ids: [newest.id] }, other.access)).data).toEqual({ markNotificationsRead: { marked: 0, unreadCount: 0 } });
    expect((await server.graphql(MARK, { ids: [newest.id, middle.id] }, resident.access)).data).toEqual({ markNotificationsRead: { marked: 2, unreadCount: 1 } });
    expect((await server.graphql(MARK, { ids: [newest.id] }, resident.access)).data).toEqual({ markNotificationsRead: { marked: 0, unreadCount: 1 } });
    expect((await notifications(resident, '(unreadOnly: true)')).items.map((item) => item.id)).toEqual([oldest.id]);
    const reread = (await notifications(resident)).items;
    expect(reread.map((item) => item.read)).toEqual([true, true, false]);
    expect(Date.parse(reread[0].readAt!)).not.toBeNaN();

    expect((await server.graphql(`mutation { markAllNotificationsRead { marked unreadCount } }`, {}, resident.access)).data)
      .toEqual({ markAllNotificationsRead: { marked: 1, unreadCount: 0 } });
    expect(await unreadCount(resident)).toBe(0);
    expect((await server.graphql(`{ unreadNotificationCount }`)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('live, over graphql-ws', () => {
  const clients: Client[] = [];
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => Promise.resolve(client.dispose())));
  });

  const NOTIFICATION_ADDED = `subscription { notificationAdded { ${NOTIFICATION_FIELDS} } }`;
  const listening = (session: Session) => () => server.portal.services.notifications.liveSubscriptions(session.id) > 0;

  it('delivers each new notification to its recipient only, as it happens', async () => {
    const anna = await residentSession(server, { verified: true });
    const ben = await residentSession(server, { verified: true });
    const annasRequest = await submitRequest(server, anna, typeId);
    const bensRequest = await submitRequest(server, ben, typeId);
    clients.push(subscriptionClient(server, anna.access), subscriptionClient(server, ben.access));
    const [annas, bens] = await Promise.all([anna, ben].map((session, index) =>
      subscribe<{ notificationAdded: NotificationView }>(clients[index], NOTIFICATION_ADDED, listening(session))));

    await moveRequest(server, admin, annasRequest.id, 'processing', 'pickup');
    const received = await annas.waitFor(2);
    expect(received.map(({ notificationAdded }) => [notificationAdded.kind, notificationAdded.referenceNumber])).toEqual([
      ['REQUEST_STATUS_CHANGED', annasRequest.reference_number],
      ['REQUEST_READY_FOR_PICKUP', annasRequest.reference_number],
    ]);
    // What arrives live is what the bell lists.
    expect(received.map(({ notificationAdded }) => notificationAdded).reverse()).toEqual((await notifications(anna)).items);

    await moveRequest(server, admin, bensRequest.id, 'processing');
    expect((await bens.waitFor(1))[0].notificationAdded).toMatchObject({ kind: 'REQUEST_STATUS_CHANGED', requestId: bensRequest.id });
    // Ben heard only of his own; Anna nothing of Ben's.
    expect(bens.received).toHaveLength(1);
    expect(annas.received).toHaveLength(2);

    // A client that leaves stops being listened to.
    annas.stop();
    await eventually(() => !listening(anna)(), POLL_LIMIT_MS, 'the subscription to end').catch(() => undefined);
    expect(server.portal.services.notifications.liveSubscriptions(anna.id)).toBe(0);
  });

  it('delivers ID decisions too', async () => {
    const resident = await residentSession(server);
    await server.database.db.query(`UPDATE "user" SET id_verification_status = 'pending', valid_id = 'private-id.png' WHERE id = $1`, [resident.id]);
    clients.push(subscriptionClient(server, resident.access));
    const live = await subscribe<{ notificationAdded: NotificationView }>(clients[0], NOTIFICATION_ADDED, listening(resident));
    await server.graphql(`mutation ($id: Int!) { decideIdVerification(userId: $id, decision: APPROVED) { id } }`, { id: resident.id }, admin.access);
    expect((await live.waitFor(1))[0].notificationAdded.kind).toBe('ID_APPROVED');
  });

  describe('on a stopped clock', () => {
    // The token's seconds left are counted on the server's timer alone (real time), never spent by a slow
    // connection on a loaded machine before the token is checked (tests/utils/clock.ts).
    stoppedClock();

    it('closes the socket (4403) when the access token it was opened with expires', async () => {
      const resident = await residentSession(server, { verified: true });
      // A token issued almost a full lifetime ago: it has five seconds left, time enough to subscribe.
      const token = await new TokenService(TEST_JWT_SECRET).signAccessToken(
        { sub: String(resident.id), email: resident.email, is_resident: true, is_verified: true },
        Math.floor(Date.now() / 1000) - ACCESS_TOKEN_TTL_SECONDS + 5,
      );
      const client = subscriptionClient(server, token);
      clients.push(client);
      const closed = new Promise<{ code: number; reason: string }>((resolve) => client.on('closed', (event) => resolve(event as { code: number; reason: string })));
      const live = await subscribe<{ notificationAdded: NotificationView }>(client, NOTIFICATION_ADDED, listening(resident));
      expect(live.error()).toBeUndefined();
      expect(await closed).toMatchObject({ code: 4403, reason: 'Forbidden: the access token has expired' });
    });
  });

  it('refuses a connection without a valid access token (4403)', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const client = subscriptionClient(server, token);
      clients.push(client);
      const closed = new Promise<{ code: number }>((resolve) => client.on('closed', (event) => resolve(event as { code: number })));
      client.subscribe({ query: NOTIFICATION_ADDED }, { next: () => undefined, error: () => undefined, complete: () => undefined });
      expect((await closed).code).toBe(4403);
    }
  });
});

describe('by e-mail', () => {
  it('sends each event in plain words with the reference number and status, as plain text with no attachment', async () => {
    // The mail of the tests above goes first.
    await server.portal.services.outbox.drain();
    const resident = await residentSession(server, { verified: true, overrides: { first_name: 'Rosa' } });
    const request = await submitRequest(server, resident, typeId);
    await moveRequest(server, admin, request.id, 'processing', 'pickup');
    // Written with the event, sent by the worker: nothing has gone out yet.
    expect(mailsTo(resident.email)).toHaveLength(0);

    expect(await server.portal.services.outbox.drain()).toMatchObject({ sent: 2, failed: 0 });
    const mails = mailsTo(resident.email);
    expect(mails).toHaveLength(2);
    const ref = request.reference_number;
    expect(mails.map((mail) => mail.subject)).toEqual([`[${ref}] Barangay Clearance: Processing`, `[${ref}] Barangay Clearance is ready for pickup`]);
    const ready = mails[1];
    expect(ready.headers.from).toBe('Barangay San Isidro <hall@sanisidro.example.ph>');
    expect(ready.envelopeFrom).toBe('hall@sanisidro.example.ph');
    expect(ready.headers['content-type']).toMatch(/^text\/plain; charset=utf-8$/i);
    expect(ready.raw).not.toMatch(/multipart|Content-Disposition|attachment|%PDF/i);
    expect(ready.text).toContain('Hello Rosa,');
    expect(ready.text).toContain(`Reference number: ${ref}`);
    expect(ready.text).toContain('Status: For Pickup');
    expect(ready.text).toContain(`Your Barangay Clearance request ${ref} is now For Pickup.`);
    expect(ready.text).toContain(`${PUBLIC_URL}/login`);

    // Each once: a second drain finds nothing to send.
    expect(await server.portal.services.outbox.drain()).toEqual({ sent: 0, failed: 0 });
    expect(mailsTo(resident.email)).toHaveLength(2);
  });

  it('sends ID decisions, without the ID', async () => {
    const resident = await residentSession(server);
    await server.database.db.query(`UPDATE "user" SET id_verification_status = 'pending', valid_id = 'private-id.png' WHERE id = $1`, [resident.id]);
    expect((await server.rest('PATCH', '/auth/user/verify-id/', { email: resident.email, id_verification_status: 'approved' }, admin.access)).status).toBe(200);
    await server.portal.services.outbox.drain();
    const [mail] = mailsTo(resident.email);
    expect(mail.subject).toBe('Barangay San Isidro: Your valid ID was approved');
    expect(mail.text).toContain('Your valid ID was approved: your account is verified and you can now request documents.');
    expect(mail.raw).not.toMatch(/multipart|attachment|private-id|valid-id/i);
  });
});

describe('when the mail server is down', () => {
  it('changes the status all the same, keeps the e-mail, and sends it exactly once when the server is back', async () => {
    const port = await freePort();
    const isolated = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM, OUTBOX_INTERVAL_MS: '0' });
    let lateSmtp: TestSmtpServer | undefined;
    try {
      const isolatedAdmin = await loginAdmin(isolated);
      const type = await createDocumentType(isolated, isolatedAdmin, { name: 'Cedula', fields: [{ name: 'Purpose' }] });
      const resident = await residentSession(isolated, { verified: true });
      const request = await submitRequest(isolated, resident, type);

      const moved = await isolated.rest('PATCH', `/document-requests/${request.id}/`, { status: 'processing' }, isolatedAdmin.access);
      expect(moved.status).toBe(200);
      expect(await isolated.portal.services.outbox.drain()).toEqual({ sent: 0, failed: 1 });
      const [pending] = await isolated.database.db.query(`SELECT attempts, sent_at, last_error, next_attempt_at > now() AS later FROM outbox`);
      expect(pending).toMatchObject({ attempts: 1, sent_at: null, later: true });
      expect(pending.last_error).toEqual(expect.any(String));
      // The status change stood, and its notification too.
      expect((await isolated.rest('GET', `/document-requests/${request.id}/`, undefined, resident.access)).body.status).toBe('processing');

      lateSmtp = await startSmtpServer(port);
      // Backing off: not retried before its time...
      expect(await isolated.portal.services.outbox.drain()).toEqual({ sent: 0, failed: 0 });
      // ...and sent once it has come.
      const later = new Date(Date.now() + 60 * 60_000);
      expect(await isolated.portal.services.outbox.drain({ asOf: later })).toEqual({ sent: 1, failed: 0 });
      expect(await isolated.portal.services.outbox.drain({ asOf: later })).toEqual({ sent: 0, failed: 0 });
      const [mail] = await lateSmtp.waitFor(1);
      expect(lateSmtp.received).toHaveLength(1);
      expect(mail.envelopeTo).toEqual([resident.email]);
      expect(mail.subject).toBe(`[${request.reference_number}] Cedula: Processing`);
      const [sent] = await isolated.database.db.query(`SELECT attempts, sent_at IS NOT NULL AS sent, last_error FROM outbox`);
      expect(sent).toEqual({ attempts: 2, sent: true, last_error: null });
    } finally {
      await isolated.close();
      await lateSmtp?.close();
    }
  });
});

describe('the background worker', () => {
  it('sends queued e-mails on its own, soon after the event', async () => {
    const own = await startSmtpServer();
    const running = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${own.port}`, MAIL_FROM, OUTBOX_INTERVAL_MS: '60000' });
    try {
      const runningAdmin = await loginAdmin(running);
      const type = await createDocumentType(running, runningAdmin, { name: 'Barangay ID', fields: [{ name: 'Purpose' }] });
      const resident = await residentSession(running, { verified: true });
      const request = await submitRequest(running, resident, type);
      await moveRequest(running, runningAdmin, request.id, 'processing');
      // The interval is a minute: the worker is woken by the commit, not by its timer.
      const [mail] = await own.waitFor(1);
      expect(mail.subject).toBe(`[${request.reference_number}] Barangay ID: Processing`);
    } finally {
      await running.close();
      await own.close();
    }
  });
});
