import type { Client } from 'graphql-ws';
import { Redis } from 'ioredis';
import { Client as PgClient } from 'pg';
import { createLogger } from '../../server/src/common/logger';
import { LISTENER_APPLICATION_NAME, REPLICA_CHANNEL } from '../../server/src/replicas/postgres-transport';
import { loginAdmin, residentSession, Session } from '../utils/accounts';
import { createDocumentType, moveRequest, submitRequest } from '../utils/documents';
import { eventually, POLL_LIMIT_MS } from '../utils/eventually';
import { madeBeforeAll } from '../utils/made-before-all';
import { redisServerForFile } from '../utils/redis-server';
import { subscribe, subscriptionClient, type Subscription } from '../utils/subscriptions';
import { startReplicaOf, startTestServer, TestServer } from '../utils/test-server';

// Two replicas of one install (two portals in this process on one database) tell each other
// what changed: notifications, ended sessions, staff permissions, barangays (docs/architecture.md#replica-events).
jest.setTimeout(60_000);

/**
 * How long a test waits for the other replica, polled: generous for a loaded machine, and shorter than every fallback
 * that could stand in for the channel (the permissions cache's 5 s, the barangays' 10 s re-read; a socket has no other
 * source at all). "Within a second" is a speed figure: `npm run bench:replicas` measures it.
 */
const BEFORE_ANY_FALLBACK = 3000;
const NOTIFICATION_ADDED = 'subscription { notificationAdded { id kind requestId title message referenceNumber read createdAt } }';
const SESSION_ENDED = { code: 4403, reason: 'Forbidden: the session has ended' };

interface Live { notificationAdded: { id: number; kind: string; requestId: number | null } }

/** Every payload that crossed the channel, as an outsider listening on it receives them. */
interface Watcher { payloads: string[]; close(): Promise<void> }

async function watchPostgres(databaseUrl: string): Promise<Watcher> {
  const client = new PgClient({ connectionString: databaseUrl });
  const payloads: string[] = [];
  await client.connect();
  client.on('notification', ({ payload }) => payloads.push(payload ?? ''));
  await client.query(`LISTEN ${REPLICA_CHANNEL}`);
  return { payloads, close: async () => { await client.end(); } };
}

async function watchRedis(url: string): Promise<Watcher> {
  const client = new Redis(url);
  const payloads: string[] = [];
  client.on('pmessage', (_pattern: string, _channel: string, payload: string) => payloads.push(payload));
  await client.psubscribe('barangay-portal:replica-events:*');
  return { payloads, close: async () => { client.disconnect(); } };
}

const redis = redisServerForFile();

describe.each([
  { driver: 'PostgreSQL LISTEN/NOTIFY (the default)', settings: (): Record<string, string> => ({}), watch: (a: TestServer) => watchPostgres(a.database.url) },
  { driver: 'Redis pub/sub (REDIS_URL)', settings: () => ({ REDIS_URL: redis.url }), watch: () => watchRedis(redis.url) },
])('$driver', ({ driver, settings, watch }) => {
  const logOfB: string[] = [];
  const replicas = madeBeforeAll(async () => {
    const a = await startTestServer(settings());
    const b = await startReplicaOf(a, settings(), createLogger('info', { write: (line: string) => void logOfB.push(line) }));
    const watcher = await watch(a);
    const admin = await loginAdmin(a);
    const typeId = await createDocumentType(a, admin, { name: 'Barangay Clearance', fields: [{ name: 'Purpose' }] });
    return { a, b, watcher, admin, typeId };
  }, async ({ a, b, watcher }) => {
    await watcher.close();
    await b.close();
    await a.close();
  }, POLL_LIMIT_MS * 2);

  const clients: Client[] = [];
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => Promise.resolve(client.dispose())));
  });

  /** The resident's notifications as they arrive on `server`'s socket. */
  async function follow(server: TestServer, resident: Session, already = 0): Promise<Subscription<Live>> {
    const client = subscriptionClient(server, resident.access);
    clients.push(client);
    return await subscribe<Live>(client, NOTIFICATION_ADDED, () => server.portal.services.notifications.liveSubscriptions(resident.id) > already);
  }

  /** A socket of `session` on `server`, subscribed, and how it closes. */
  async function socketOn(server: TestServer, session: Session): Promise<{ closed: () => Promise<{ code: number; reason: string }> }> {
    const client = subscriptionClient(server, session.access);
    clients.push(client);
    let closedWith: { code: number; reason: string } | undefined;
    client.on('closed', (event) => { closedWith = event as { code: number; reason: string }; });
    await subscribe(client, NOTIFICATION_ADDED, () => server.portal.services.notifications.liveSubscriptions(session.id) > 0);
    return {
      closed: async () => {
        await eventually(() => closedWith !== undefined, POLL_LIMIT_MS, `the socket on ${server.url} to close`);
        return closedWith!;
      },
    };
  }

  it("brings a notification recorded on one replica to the resident's socket on the other at once, and to each socket once", async () => {
    const { a, b, admin, typeId } = replicas;
    const resident = await residentSession(a, { verified: true });
    const first = await submitRequest(a, resident, typeId);
    const second = await submitRequest(a, resident, typeId);
    const onA = await follow(a, resident);
    const onB = await follow(b, resident);

    await moveRequest(a, admin, first.id, 'processing');
    await onB.waitFor(1, BEFORE_ANY_FALLBACK);
    await moveRequest(b, admin, first.id, 'pickup');
    await onA.waitFor(2, BEFORE_ANY_FALLBACK);
    await moveRequest(a, admin, second.id, 'processing');
    await Promise.all([onA.waitFor(3, BEFORE_ANY_FALLBACK), onB.waitFor(3, BEFORE_ANY_FALLBACK)]);

    // Each socket heard each event once and in order: a replica's own event coming back to it over the channel
    // would have arrived before the next event (the channel keeps the order) and shown twice.
    const expected = [['REQUEST_STATUS_CHANGED', first.id], ['REQUEST_READY_FOR_PICKUP', first.id], ['REQUEST_STATUS_CHANGED', second.id]];
    for (const live of [onA, onB]) expect(live.received.map(({ notificationAdded: n }) => [n.kind, n.requestId])).toEqual(expected);
    // What arrives on the other replica is the notification as the bell lists it.
    const { data } = await b.graphql<{ notifications: { items: unknown[] } }>(
      '{ notifications(pageSize: 10) { items { id kind requestId title message referenceNumber read createdAt } } }', {}, resident.access);
    expect(onB.received.map(({ notificationAdded }) => notificationAdded)).toEqual([...data!.notifications.items].reverse());
  });

  it("closes a session's sockets on the other replica when it ends on one (sign-out)", async () => {
    const { a, b } = replicas;
    const resident = await residentSession(a, { verified: true });
    const { closed } = await socketOn(b, resident);
    expect((await a.rest('POST', '/auth/logout/', { refresh: resident.refresh })).status).toBe(204);
    expect(await closed()).toMatchObject(SESSION_ENDED);
  });

  it("refuses at once on the other replica a permission a role lost on one, and closes a deactivated member's sockets there", async () => {
    const { a, b, admin } = replicas;
    const ask = async (server: TestServer, session: Session, query: string, variables: Record<string, unknown> = {}) =>
      await server.graphql<Record<string, { id: number; temporaryPassword: string }>>(query, variables, session.access);
    const role = (await ask(a, admin, 'mutation { createRole(input: { name: "Records desk", permissions: [VIEW_RESIDENTS, VIEW_AUDIT_LOG] }) { id } }'))
      .data!.createRole.id;
    const member = await staffMember(a, admin, role);
    const residents = '{ residents(page: 1, pageSize: 1) { total } }';
    // B has read the member's permissions, and would trust them for 5 s without word from A.
    expect((await ask(b, member, residents)).errors).toBeUndefined();

    expect((await ask(a, admin, 'mutation ($id: Int!) { updateRole(input: { id: $id, permissions: [VIEW_AUDIT_LOG] }) { id } }', { id: role })).errors)
      .toBeUndefined();
    await eventually(async () => (await ask(b, member, residents)).errors?.[0].extensions?.code === 'FORBIDDEN', BEFORE_ANY_FALLBACK,
      'the other replica to refuse the permission the role lost');

    const { closed } = await socketOn(b, member);
    expect((await ask(a, admin, 'mutation ($id: Int!) { updateStaffMember(input: { id: $id, active: false }) { id } }', { id: member.id })).errors)
      .toBeUndefined();
    expect(await closed()).toMatchObject(SESSION_ENDED);
  });

  it("shows a barangay's changed settings on the other replica at once", async () => {
    const { a, b, admin } = replicas;
    const servedName = async () => (await b.graphql<{ servedBarangay: { name: string } }>('{ servedBarangay { name } }')).data!.servedBarangay.name;
    // B has its copy of the barangays, and would keep it for 10 s without word from A.
    const before = await servedName();
    const renamed = `${before} Norte`;
    const saved = await a.graphql('mutation ($input: BarangaySettingsInput!) { updateBarangaySettings(input: $input) { name } }',
      { input: { name: renamed, referencePrefix: 'BRGY' } }, admin.access);
    expect(saved.errors).toBeUndefined();
    await eventually(async () => (await servedName()) === renamed, BEFORE_ANY_FALLBACK, "the other replica to serve the barangay's new name");
  });

  if (driver.startsWith('PostgreSQL')) {
    it('listens again after its database connection is ended, saying so once each way', async () => {
      const { a, b, admin, typeId } = replicas;
      const listeners = async () => await a.database.db.query<Array<{ pid: number; state: string; query: string }>>(
        'SELECT pid, state, query FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()', [LISTENER_APPLICATION_NAME]);
      const resident = await residentSession(a, { verified: true });
      const request = await submitRequest(a, resident, typeId);
      const onB = await follow(b, resident);
      const ended = await listeners();
      expect(ended).toHaveLength(2);

      await a.database.db.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()',
        [LISTENER_APPLICATION_NAME]);
      // Both replicas on new connections that have run their LISTEN (and nothing since: no event was sent).
      await eventually(async () => {
        const now = await listeners();
        return now.length === 2 && now.every((row) => !ended.some(({ pid }) => pid === row.pid) && row.state === 'idle' && row.query.startsWith('LISTEN'));
      }, POLL_LIMIT_MS, 'both replicas to listen again');

      await moveRequest(a, admin, request.id, 'processing');
      expect((await onB.waitFor(1, BEFORE_ANY_FALLBACK))[0].notificationAdded).toMatchObject({ kind: 'REQUEST_STATUS_CHANGED', requestId: request.id });
      const said = logOfB.map((line) => JSON.parse(line) as { msg: string }).map(({ msg }) => msg).filter((msg) => msg.startsWith('Replica events:'));
      expect(said).toEqual([
        "Replica events: the database connection that listens was lost; other replicas' events are missed until it is back",
        'Replica events: listening again',
      ]);
    });
  } else {
    it('carries the events on Redis, leaving the database without a listening connection', async () => {
      const { a } = replicas;
      const [{ count }] = await a.database.db.query<Array<{ count: number }>>(
        'SELECT count(*)::int AS count FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()', [LISTENER_APPLICATION_NAME]);
      expect(count).toBe(0);
      expect(replicas.watcher.payloads.length).toBeGreaterThan(0);
    });
  }

  // Last: it reads what every test above sent.
  it('sends ids only, never personal data, each message well under the 8000 bytes of a NOTIFY', async () => {
    const { a, watcher } = replicas;
    const envelopes = watcher.payloads.map((payload) => JSON.parse(payload) as { from: string; topic: string; message: unknown });
    expect(new Set(envelopes.map(({ topic }) => topic))).toEqual(new Set(['notifications.recorded', 'sessions.ended', 'staff.changed', 'barangays.changed']));
    const [{ count: notificationCount }] = await a.database.db.query<Array<{ count: number }>>('SELECT count(*)::int AS count FROM notification');
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    for (const { topic, message } of envelopes) {
      if (topic === 'notifications.recorded') expect(message).toEqual([[expect.any(Number), expect.any(Number)]]);
      else if (topic === 'sessions.ended') expect((message as string[]).every((id) => uuid.test(id))).toBe(true);
      else expect(message).toBeNull();
    }
    expect(envelopes.filter(({ topic }) => topic === 'notifications.recorded')).toHaveLength(notificationCount);
    const people = await a.database.db.query<Array<{ email: string; first_name: string; last_name: string }>>('SELECT email, first_name, last_name FROM "user"');
    const texts = await a.database.db.query<Array<{ title: string; reference_number: string | null }>>('SELECT title, reference_number FROM notification');
    const personal = [...people.flatMap((person) => [person.email, person.first_name, person.last_name]), ...texts.flatMap((text) => [text.title, text.reference_number])]
      .filter((value): value is string => Boolean(value));
    for (const payload of watcher.payloads) {
      expect(Buffer.byteLength(payload)).toBeLessThan(8000);
      for (const value of personal) expect(payload).not.toContain(value);
    }
  });
});

/** A staff member of `roleId`, signed in on `server` with a password of their own. */
async function staffMember(server: TestServer, admin: Session, roleId: number): Promise<Session> {
  const email = `desk-${roleId}@barangay.test`;
  const made = await server.graphql<{ createStaffMember: { temporaryPassword: string } }>(
    'mutation ($input: CreateStaffMemberInput!) { createStaffMember(input: $input) { temporaryPassword } }',
    { input: { email, firstName: 'Opisyal', lastName: 'Reyes', roleId } }, admin.access);
  const temporaryPassword = made.data!.createStaffMember.temporaryPassword;
  const first = await server.rest('POST', '/auth/token/', { email, password: temporaryPassword });
  const password = 'Bagong-Taon-Masaya-2027';
  await server.graphql('mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { id } }',
    { input: { currentPassword: temporaryPassword, password } }, first.body.access);
  const signedIn = await server.rest('POST', '/auth/token/', { email, password });
  const [{ id }] = await server.database.db.query<Array<{ id: number }>>('SELECT id FROM "user" WHERE email = $1', [email]);
  return { access: signedIn.body.access, refresh: signedIn.body.refresh, id, email };
}
