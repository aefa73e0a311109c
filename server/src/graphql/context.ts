import type { Caller } from '../auth/auth-user';
import type { Services } from '../services';

export interface GraphQLContext {
  caller: Caller;
  services: Services;
  /** The client's IP address (behind a proxy on this host: the address it forwarded), for rate limits. */
  clientAddress: string;
  /** PUBLIC_URL, else the origin the request came to: the front of absolute links such as a verification URL. */
  origin: string;
}
