// proxy-addr ships without types (Express depends on it and declares none); only what the portal calls.
declare module 'proxy-addr' {
  import type { IncomingMessage } from 'node:http';

  type TrustFunction = (address: string, hop: number) => boolean;
  function proxyaddr(request: IncomingMessage, trust: TrustFunction): string;
  namespace proxyaddr {
    /** Throws a TypeError on an entry that is neither an address, a CIDR range nor a named range. */
    function compile(entries: string | string[]): TrustFunction;
  }
  export = proxyaddr;
}
