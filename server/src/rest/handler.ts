import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { authorize, type Audience } from '../identity/audience';
import type { RequestContext } from '../http/request-context';

/** Set on every /api request by the router, before any handler runs: the request context's fields (error-handler.ts reads `caller`). */
export type RestLocals = RequestContext;

/** The request context the /api router made for this request. */
export function contextOf(res: Response): RequestContext {
  return res.locals as RestLocals;
}

/**
 * The REST twin of `@Allowed(...)`: the operation's audience from its module's policy, checked by the same
 * `authorize` as the service and GraphQL, answering 401/403 before the body is read.
 */
export function guard(audience: Audience): RequestHandler {
  return (_req: Request, res: Response, next: NextFunction) => {
    authorize(contextOf(res), audience);
    next();
  };
}
