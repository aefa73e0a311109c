import type { Client } from 'graphql-ws';
import { login, residentSession, Session } from '../utils/accounts';
import { eventually, POLL_LIMIT_MS } from '../utils/eventually';
import { RESIDENT_PASSWORD } from '../utils/fixtures';
import { subscribe, subscriptionClient } from '../utils/subscriptions';
import { testServerForFile } from '../utils/test-server';

// Logout, a reused refresh token and a password change end that session's access tokens
// at once, on both APIs, and close its subscription sockets (docs/sessions.md).
const server = testServerForFile();
const clients: Client[] = [];

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => Promise.resolve(client.dispose())));
});

const ME = 'query { me { id } }';

/** Whether the access token still opens the caller's own profile, asked of both APIs. */
async function stillWorks(session: Pick<Session, 'access'>): Promise<{ rest: number; graphql: string | undefined }> {
  const rest = await server.rest('GET', '/auth/user/me/', undefined, session.access);
  const graphql = await server.graphql(ME, {}, session.access);
  return { rest: rest.status, graphql: graphql.errors?.[0]?.extensions?.code as string | undefined };
}

const WORKS = { rest: 200, graphql: undefined };
const ENDED = { rest: 401, graphql: 'UNAUTHENTICATED' };

describe('a session that ends takes its access tokens with it, at once', () => {
  it('logout', async () => {
    const resident = await residentSession(server);
    const otherDevice = await login(server, resident.email, RESIDENT_PASSWORD);
    expect(await stillWorks(resident)).toEqual(WORKS);
    expect((await server.rest('POST', '/auth/logout/', { refresh: resident.refresh })).status).toBe(204);
    expect(await stillWorks(resident)).toEqual(ENDED);
    expect(await stillWorks(otherDevice)).toEqual(WORKS);
  });

  it('a reused refresh token (someone else has a copy): the whole session ends, its newest access token too', async () => {
    const resident = await residentSession(server);
    const rotated = await server.rest('POST', '/auth/token/refresh/', { refresh: resident.refresh });
    expect(rotated.status).toBe(200);
    expect(await stillWorks(rotated.body)).toEqual(WORKS);
    expect((await server.rest('POST', '/auth/token/refresh/', { refresh: resident.refresh })).status).toBe(401);
    expect(await stillWorks(rotated.body)).toEqual(ENDED);
  });

  it("a password change: the other devices' tokens stop, the changing device's keep working", async () => {
    const resident = await residentSession(server);
    const otherDevice = await login(server, resident.email, RESIDENT_PASSWORD);
    const changed = await server.rest('PATCH', '/auth/user/me/', {
      address: 'Purok 1', contact_number: '09170000000', civil_status: 'single', is_voter: true, is_employed: true,
      password: 'a-brand-new-passphrase-2026', current_password: RESIDENT_PASSWORD,
    }, resident.access);
    expect(changed.status).toBe(200);
    expect(await stillWorks(otherDevice)).toEqual(ENDED);
    expect(await stillWorks(resident)).toEqual(WORKS);
  });
});

it("closes the session's subscription sockets (4403) when it ends, and no one else's", async () => {
  const resident = await residentSession(server, { verified: true });
  const otherDevice = await login(server, resident.email, RESIDENT_PASSWORD);
  const query = 'subscription { notificationAdded { id } }';
  const closedCodes = new Map<Client, Promise<{ code: number; reason: string }>>();
  for (const session of [resident, otherDevice]) {
    const client = subscriptionClient(server, session.access);
    clients.push(client);
    closedCodes.set(client, new Promise((resolve) => client.on('closed', (event) => resolve(event as { code: number; reason: string }))));
  }
  const [mine, theirs] = clients;
  await subscribe(mine, query, () => server.portal.services.notifications.liveSubscriptions(resident.id) >= 1);
  await subscribe(theirs, query, () => server.portal.services.notifications.liveSubscriptions(resident.id) >= 2);

  expect((await server.rest('POST', '/auth/logout/', { refresh: resident.refresh })).status).toBe(204);
  expect(await closedCodes.get(mine)).toMatchObject({ code: 4403, reason: 'Forbidden: the session has ended' });
  // The other device's socket is still open and served, shown by what the server does rather than by a
  // quiet pause: once it has let go of the ended socket's subscription, the other socket takes a new one.
  let theirsClosed = false;
  void closedCodes.get(theirs)!.then(() => { theirsClosed = true; });
  const live = () => server.portal.services.notifications.liveSubscriptions(resident.id);
  await eventually(() => live() === 1, POLL_LIMIT_MS, 'the ended socket to be let go');
  await subscribe(theirs, query, () => live() === 2);
  expect(theirsClosed).toBe(false);
});
