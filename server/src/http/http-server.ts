import http from 'node:http';
import type { Socket } from 'node:net';
import { clientKey } from '../limits/rate-limiter';
import type { AppConfig } from '../config/env';
import { trustFunction } from './client-address';

export type HttpLimits = Pick<AppConfig,
  'httpHeadersTimeoutMs' | 'httpRequestTimeoutMs' | 'httpIdleTimeoutMs' | 'maxConnectionsPerAddress' | 'trustProxy'>;

/**
 * The portal's HTTP server around `handler`, holding every connection to the limits (the portal and the
 * test servers both build theirs here, so the tests exercise the limits that production runs with):
 * - a client gets `httpHeadersTimeoutMs` to send its headers and `httpRequestTimeoutMs` for the whole
 *   request, body included, then hears 408 and is disconnected (a slow sender holds no slot for long);
 * - a kept-alive connection is closed after `httpIdleTimeoutMs` without a request;
 * - at most `maxConnectionsPerAddress` connections are open per client address; more are closed at once.
 */
export function createPortalHttpServer(handler: http.RequestListener, limits: HttpLimits): http.Server {
  const server = http.createServer({
    headersTimeout: limits.httpHeadersTimeoutMs,
    requestTimeout: limits.httpRequestTimeoutMs,
    // Node checks the two timeouts above only this often (30 s by default): check often enough that
    // they hold to about a second.
    connectionsCheckingInterval: Math.min(1000, limits.httpHeadersTimeoutMs / 2),
  }, handler);
  // A property rather than an option: Node 20 does not read it from the options.
  server.keepAliveTimeout = limits.httpIdleTimeoutMs;
  capConnectionsPerAddress(server, limits);
  return server;
}

/**
 * Only the socket's peer is known here, so the cap counts direct clients: a proxy that TRUST_PROXY trusts
 * carries many clients' requests over its connections and is not counted (it caps its own clients, e.g.
 * nginx's limit_conn in deploy/nginx.conf).
 */
function capConnectionsPerAddress(server: http.Server, limits: HttpLimits): void {
  const trusted = trustFunction(limits.trustProxy);
  const open = new Map<string, number>();
  // Before the HTTP server's own listener, so a refused connection is closed before a byte of it is parsed.
  server.prependListener('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    // No address: the connection is gone already.
    if (!address || trusted(address, 0)) return;
    const key = clientKey(address);
    const count = (open.get(key) ?? 0) + 1;
    if (count > limits.maxConnectionsPerAddress) {
      socket.destroy();
      return;
    }
    open.set(key, count);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}
