import type { Client, Sink } from 'graphql-ws';
import { firstValueFrom } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { CurrentUserGreetingQuery } from '../features/auth/api/auth.graphql';
import { NotificationAddedSubscription } from '../features/notifications/api/notifications.graphql';
import { makeLoginPayload, nowSeconds, seedSession } from '../test/tokens';
import {
  createApolloClient, createSubscriptionClient, subscriptionConnectionParams, subscriptionUrl,
} from './apollo-client';
import { SESSION_KEYS, type LoginPayload } from './session';
import { createSessionStore } from './session-store';

const ME = { me: { __typename: 'User', id: 7, nickname: 'Jun', email: 'juan.delacruz@example.com' } };

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

const NEW_NOTIFICATION = {
  __typename: 'Notification', id: 1, kind: 'REQUEST_READY_FOR_PICKUP', title: 'Barangay Clearance is ready for pickup',
  message: 'Ready.', requestId: 3, referenceNumber: 'BRGY-2026-000003', read: false, readAt: null,
  createdAt: '2026-03-05T02:15:00.000Z',
};

/** A graphql-ws client double: records what is subscribed and answers each subscription once. */
function fakeWsClient() {
  const subscribed: Array<{ query: string; operationName?: string | null }> = [];
  const client = {
    on: vi.fn(() => () => undefined),
    subscribe: vi.fn((payload: { query: string; operationName?: string | null }, sink: Sink) => {
      subscribed.push(payload);
      sink.next({ data: { notificationAdded: NEW_NOTIFICATION } });
      return () => undefined;
    }),
    iterate: vi.fn(),
    dispose: vi.fn(),
    terminate: vi.fn(),
  };
  return { client: client as unknown as Client, subscribed, terminate: client.terminate };
}

function setup(refreshTokens: (refresh: string) => Promise<LoginPayload>, answers: unknown[] = [{ data: ME }]) {
  const fetchImpl = vi.fn<typeof fetch>(() => Promise.resolve(json(answers.shift() ?? { data: ME })));
  const refresh = vi.fn(refreshTokens);
  const session = createSessionStore({ refreshTokens: refresh, revokeRefreshToken: () => Promise.resolve() });
  const ws = fakeWsClient();
  const client = createApolloClient({ session, fetchImpl, wsClient: ws.client });
  const headersOfCall = (n: number) => new Headers(fetchImpl.mock.calls[n][1]?.headers);
  return { client, fetchImpl, refresh, headersOfCall, session, ws };
}

describe('Apollo client', () => {
  it('sends the stored access token and the preflight header', async () => {
    const stored = seedSession();
    const { client, headersOfCall } = setup(() => Promise.reject(new Error('unused')));
    await client.query({ query: CurrentUserGreetingQuery });
    expect(headersOfCall(0).get('Authorization')).toBe(`Bearer ${stored.access}`);
    expect(headersOfCall(0).get('Apollo-Require-Preflight')).toBe('true');
  });

  it('sends no Authorization header for a guest', async () => {
    const { client, headersOfCall } = setup(() => Promise.reject(new Error('unused')));
    await client.query({ query: CurrentUserGreetingQuery });
    expect(headersOfCall(0).has('Authorization')).toBe(false);
  });

  it('renews a token about to expire once before the operation and sends the new one', async () => {
    seedSession({ iat: nowSeconds() - 14 * 60, exp: nowSeconds() + 30 });
    const renewed = makeLoginPayload({}, 'rotated');
    const { client, refresh, headersOfCall } = setup(() => Promise.resolve(renewed));
    await client.query({ query: CurrentUserGreetingQuery });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(headersOfCall(0).get('Authorization')).toBe(`Bearer ${renewed.access}`);
  });

  it('when the server refuses the token, refreshes once and resends the operation', async () => {
    const stored = seedSession();
    const renewed = makeLoginPayload({}, 'rotated');
    const refused = {
      errors: [{ message: 'Token is invalid or expired', extensions: { code: 'UNAUTHENTICATED', reason: 'NOT_AUTHENTICATED' } }],
      data: null,
    };
    const { client, fetchImpl, refresh, headersOfCall } = setup(() => Promise.resolve(renewed), [refused, { data: ME }]);
    const result = await client.query({ query: CurrentUserGreetingQuery });
    expect(result.data?.me.nickname).toBe('Jun');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(headersOfCall(0).get('Authorization')).toBe(`Bearer ${stored.access}`);
    expect(headersOfCall(1).get('Authorization')).toBe(`Bearer ${renewed.access}`);
  });

  it('when that refresh fails, the session is cleared and the error reaches the caller', async () => {
    seedSession();
    const refused = {
      errors: [{ message: 'Token is invalid or expired', extensions: { code: 'UNAUTHENTICATED', reason: 'NOT_AUTHENTICATED' } }],
      data: null,
    };
    const { client, fetchImpl } = setup(() => Promise.reject(new Error('refused')), [refused]);
    await expect(client.query({ query: CurrentUserGreetingQuery })).rejects.toThrow('Token is invalid or expired');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(SESSION_KEYS.access)).toBeNull();
  });

  it('sends subscriptions over the WebSocket and queries over HTTP', async () => {
    seedSession();
    const { client, fetchImpl, ws } = setup(() => Promise.reject(new Error('unused')));

    const first = (await firstValueFrom(client.subscribe({ query: NotificationAddedSubscription }))).data;
    expect(first).toEqual({ notificationAdded: NEW_NOTIFICATION });
    expect(ws.subscribed).toHaveLength(1);
    expect(ws.subscribed[0].query).toContain('notificationAdded');
    expect(fetchImpl).not.toHaveBeenCalled();

    await client.query({ query: CurrentUserGreetingQuery });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(ws.subscribed).toHaveLength(1);
  });

  it('drops the socket when the signed-in user changes (logout, another login), not on every session event', async () => {
    seedSession();
    const { session, ws } = setup(() => Promise.reject(new Error('unused')));
    session.revalidate();
    expect(ws.terminate).not.toHaveBeenCalled();

    await session.logout();
    expect(ws.terminate).toHaveBeenCalledTimes(1);

    session.login(makeLoginPayload({ email: 'maria.santos@example.com' }));
    expect(ws.terminate).toHaveBeenCalledTimes(2);
  });
});

describe('subscription transport', () => {
  it('derives the WebSocket address from the page: ws on http, wss on https', () => {
    expect(subscriptionUrl({ protocol: 'http:', host: 'localhost:4000' })).toBe('ws://localhost:4000/graphql');
    expect(subscriptionUrl({ protocol: 'https:', host: 'portal.example.ph' })).toBe('wss://portal.example.ph/graphql');
  });

  it('authenticates each connection with the current token, renewed when about to expire; a guest sends none', async () => {
    const createStore = (refresh: () => Promise<LoginPayload>) =>
      createSessionStore({ refreshTokens: refresh, revokeRefreshToken: () => Promise.resolve() });

    const stored = seedSession();
    expect(await subscriptionConnectionParams(createStore(() => Promise.reject(new Error('unused'))))())
      .toEqual({ authorization: `Bearer ${stored.access}` });

    seedSession({ iat: nowSeconds() - 14 * 60, exp: nowSeconds() + 30 });
    const renewed = makeLoginPayload({}, 'rotated');
    expect(await subscriptionConnectionParams(createStore(() => Promise.resolve(renewed)))())
      .toEqual({ authorization: `Bearer ${renewed.access}` });

    localStorage.clear();
    expect(await subscriptionConnectionParams(createStore(() => Promise.reject(new Error('unused'))))()).toEqual({});
  });
});

describe('the subscription client', () => {
  const sink = () => ({ next: vi.fn(), error: vi.fn(), complete: vi.fn() });

  it('loads graphql-ws only on the first subscription, once, and hands the subscription over', async () => {
    const session = createSessionStore({ refreshTokens: () => Promise.reject(new Error('unused')), revokeRefreshToken: () => Promise.resolve() });
    const ws = fakeWsClient();
    const createClient = vi.fn(() => ws.client);
    const load = vi.fn(() => Promise.resolve({ createClient }));
    const socket = createSubscriptionClient(session, 'ws://portal.test/graphql', load);
    // A guest: nothing loaded, and a change of user has no socket to drop.
    socket.terminate();
    expect(load).not.toHaveBeenCalled();

    const first = sink();
    socket.subscribe({ query: 'subscription { notificationAdded { id } }' }, first);
    socket.subscribe({ query: 'subscription { notificationAdded { id } }' }, sink());
    await vi.waitFor(() => expect(ws.subscribed).toHaveLength(2));
    expect(load).toHaveBeenCalledTimes(1);
    expect(createClient).toHaveBeenCalledTimes(1);
    expect(createClient).toHaveBeenCalledWith(expect.objectContaining({ url: 'ws://portal.test/graphql', lazy: true }));
    expect(first.next).toHaveBeenCalledWith({ data: { notificationAdded: NEW_NOTIFICATION } });
    socket.terminate();
    expect(ws.terminate).toHaveBeenCalledTimes(1);
  });

  it('does not subscribe when unsubscribed before graphql-ws arrived, and reports a failed load', async () => {
    const session = createSessionStore({ refreshTokens: () => Promise.reject(new Error('unused')), revokeRefreshToken: () => Promise.resolve() });
    const ws = fakeWsClient();
    const socket = createSubscriptionClient(session, 'ws://portal.test/graphql', () => Promise.resolve({ createClient: () => ws.client }));
    const unsubscribe = socket.subscribe({ query: 'subscription { notificationAdded { id } }' }, sink());
    unsubscribe();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ws.subscribed).toHaveLength(0);

    const failing = createSubscriptionClient(session, 'ws://portal.test/graphql', () => Promise.reject(new Error('chunk unreachable')));
    const watcher = sink();
    failing.subscribe({ query: 'subscription { notificationAdded { id } }' }, watcher);
    await vi.waitFor(() => expect(watcher.error).toHaveBeenCalledWith(new Error('chunk unreachable')));
  });
});
