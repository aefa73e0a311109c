import type { RequestContext } from '../http/request-context';
import type { Services } from '../services';

/** A resolver's context: the request context every service method takes first, and the services to call. */
export interface GraphQLContext extends RequestContext {
  services: Services;
}
