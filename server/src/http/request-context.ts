import type { Request, RequestHandler } from 'express';
import type { Caller } from '../auth/auth-user';
import type { Services } from '../services';
import { requestOrigin } from '../uploads/public-url';
import { resolveCaller } from './caller';
import { RequestLoaders } from './request-loaders';

/**
 * What every door (REST, GraphQL over HTTP, the subscription socket) knows about one request, built by
 * `createRequestContext` alone and passed first to every service method (docs/architecture.md#flow-caller).
 */
export interface RequestContext {
  /** Who is calling, as proven by the access token. */
  readonly caller: Caller;
  /** The client's IP address (behind a trusted proxy: the address it forwarded), for rate limits and security events. */
  readonly clientAddress: string;
  /** PUBLIC_URL, else the origin the request came to: the front of absolute links (/media/ URLs, verification pages). */
  readonly origin: string;
  /** This request's batch loaders (DataLoader), so per-row fields cost one query per field, not per row. */
  readonly loaders: RequestLoaders;
}

/** Where a request came from: its Authorization header (or the caller a socket proved at connection), address and origin. */
export type RequestDoor = { clientAddress: string; origin: string } & ({ authorization: string | undefined } | { caller: Caller });

/** The one place a request context is made: the /api router, Apollo's context function and the subscription socket call it. */
export async function createRequestContext(services: Services, door: RequestDoor): Promise<RequestContext> {
  const caller = 'caller' in door ? door.caller : await resolveCaller(services, door.authorization);
  return { caller, clientAddress: door.clientAddress, origin: door.origin, loaders: new RequestLoaders() };
}

/** An Express request's door: its Authorization header, req.ip (TRUST_PROXY applied) and origin. */
export function httpDoor(req: Request, publicUrl: string | undefined): RequestDoor {
  return { authorization: req.headers.authorization, clientAddress: req.ip ?? '', origin: requestOrigin(req, publicUrl) };
}

/**
 * Makes the request context of every request to the /api router and /graphql (before a multipart body is
 * read), kept in res.locals for the REST handlers, the multipart reader and Apollo's context function.
 */
export function requestContexts(services: Services, publicUrl: string | undefined): RequestHandler {
  return async (req, res, next) => {
    Object.assign(res.locals, await createRequestContext(services, httpDoor(req, publicUrl)));
    next();
  };
}
