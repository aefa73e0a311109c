import { Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { eventually, POLL_LIMIT_MS } from './eventually';
import type { TestServer } from './test-server';

/** A WebSocket that says it is for `host` (as a browser at that address would), where the test server listens. */
function webSocketFor(host: string): typeof WebSocket {
  return class extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { host } });
    }
  };
}

/** A graphql-ws client of the test server, signed in with `token` (none: a guest); `host`: as if for that barangay's address. */
export function subscriptionClient(server: TestServer, token?: string, { host }: { host?: string } = {}): Client {
  return createClient({
    url: server.wsUrl,
    webSocketImpl: host ? webSocketFor(host) : WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
    lazy: false,
    // A refused connection is what some tests expect; they watch the 'closed' event instead of the console.
    onNonLazyError: () => undefined,
  });
}

export interface Subscription<T> {
  /** What has arrived so far. */
  received: T[];
  /** Resolves once `count` results in all have arrived, or fails after `timeoutMs` (POLL_LIMIT_MS unless told). */
  waitFor(count: number, timeoutMs?: number): Promise<T[]>;
  /** The error the subscription ended with, if any. */
  error(): unknown;
  stop(): void;
}

/**
 * Subscribes and collects each result's data. graphql-ws does not acknowledge a subscription, so this
 * resolves once `listening()` (the server's own count of live subscribers) says the server has started
 * listening: only then may the test act.
 */
export async function subscribe<T>(client: Client, query: string, listening: () => boolean): Promise<Subscription<T>> {
  const received: T[] = [];
  let failure: unknown;
  const stop = client.subscribe<T>({ query }, {
    next: (result) => {
      if (result.errors) failure = result.errors;
      else if (result.data) received.push(result.data);
    },
    error: (error) => { failure = error; },
    complete: () => undefined,
  });
  await eventually(() => listening() || failure !== undefined, POLL_LIMIT_MS, 'the subscription to start');
  if (failure !== undefined) throw new Error(`subscription failed: ${JSON.stringify(failure)}`);
  return {
    received,
    async waitFor(count, timeoutMs = POLL_LIMIT_MS) {
      await eventually(() => received.length >= count || failure !== undefined, timeoutMs, `${count} results`, 20)
        .catch(() => { throw new Error(`expected ${count} results, ${received.length} arrived`); });
      if (failure !== undefined && received.length < count) throw new Error(`subscription failed: ${JSON.stringify(failure)}`);
      return received;
    },
    error: () => failure,
    stop,
  };
}
