import type { RequestContext } from '../http/request-context';

/**
 * A resolver's context: the request context every service method takes first. Resolvers hold their module's
 * services themselves (composition/schema.ts constructs them), so the context carries none.
 */
export type GraphQLContext = RequestContext;
