import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';
import type { TrustProxy } from '../config/env';

/** Whether the hop-th address of a request's chain (0: the socket's peer) is a proxy to believe. */
export type TrustFunction = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY as Express reads it, compiled once: given to `app.set('trust proxy', …)` so req.ip and
 * req.protocol follow it, and to clientAddress for the subscription socket, so both agree on who called.
 */
export function trustFunction(setting: TrustProxy): TrustFunction {
  switch (setting.kind) {
    case 'off':
      return () => false;
    case 'hops':
      return (_address, hop) => hop < setting.hops;
    case 'addresses':
      return proxyaddr.compile(setting.addresses);
  }
}

/**
 * The caller's address: the socket's peer, or the address a trusted proxy forwarded in X-Forwarded-For
 * (the same rule as Express's req.ip, for requests Express never sees such as a WebSocket upgrade).
 */
export function clientAddress(request: IncomingMessage, trust: TrustFunction): string {
  return proxyaddr(request, trust) ?? '';
}
