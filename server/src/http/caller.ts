import { negotiateLocale } from '@barangay-portal/domain';
import type { Request, RequestHandler } from 'express';
import type { AuthUser, Caller } from '../identity/auth-user';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { enterBarangay } from '../db/row-security';
import { requestOrigin } from '../uploads/public-url';
import type { RequestBarangay, RequestContext } from './request-context';
import { RequestLoaders } from './request-loaders';

/**
 * What a request context is made from: the account an access token proves (the sign-in module's), and the
 * barangay served at a host with its own address (the barangays module's). The composition hands them in.
 */
export interface RequestContextSources {
  authenticate(accessToken: string): Promise<AuthUser>;
  servedAt(host: string | undefined): Promise<RequestBarangay>;
  addressOf(barangayId: number): Promise<string | undefined>;
}

/**
 * Reads "Authorization: Bearer <token>". No header makes a guest; a header with a token that cannot be
 * accepted also makes a guest, but one whose protected calls are answered "Token is invalid or expired".
 */
export async function resolveCaller(sources: RequestContextSources, authorization: string | undefined): Promise<Caller> {
  if (!authorization) return { user: null };
  const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
  if (!match) return { user: null, tokenError: 'Authorization header must be "Bearer <token>".' };
  try {
    return { user: await sources.authenticate(match[1]) };
  } catch (error) {
    if (isDatabaseUnavailable(error)) return { user: null, outage: error };
    return { user: null, tokenError: 'Token is invalid or expired' };
  }
}

/** Where a request came from: its Authorization header (or the caller a socket proved at connection), address, host and origin. */
export type RequestDoor = { clientAddress: string; host: string; origin: string; acceptLanguage: string | undefined } & ({ authorization: string | undefined } | { caller: Caller });

/** The one place a request context is made: the /api router, Apollo's context function and the subscription socket call it. */
export async function createRequestContext(sources: RequestContextSources, door: RequestDoor): Promise<RequestContext> {
  const [caller, barangay] = await Promise.all([
    'caller' in door ? door.caller : resolveCaller(sources, door.authorization),
    sources.servedAt(door.host),
  ]);
  // With PUBLIC_URL, links made for this request point at its barangay's own address.
  const origin = (await sources.addressOf(barangay.id)) ?? door.origin;
  const locale = negotiateLocale(door.acceptLanguage);
  return { caller: withinBarangay(caller, barangay), barangay, clientAddress: door.clientAddress, origin, locale, loaders: new RequestLoaders() };
}

/** The answer to a token of another barangay's account: it proves nobody here. */
export const OTHER_BARANGAY_SIGN_IN = 'This sign-in is for another barangay. Sign in here to continue.';

/**
 * An account acts within its own barangay only (docs/architecture.md#tenancy): a token brought to another
 * barangay's address makes a guest there, so nothing a service does for a signed-in caller can reach across.
 */
function withinBarangay(caller: Caller, barangay: RequestBarangay): Caller {
  // A city account belongs to no barangay and acts at every address (docs/architecture.md#city-level).
  if (!caller.user || caller.user.barangayId === barangay.id || caller.user.barangayId === null) return caller;
  return { user: null, tokenError: OTHER_BARANGAY_SIGN_IN };
}

/** An Express request's door: its Authorization header, req.ip and req.hostname (TRUST_PROXY applied) and origin. */
export function httpDoor(req: Request, publicUrl: string | undefined): RequestDoor {
  return {
    authorization: req.headers.authorization, clientAddress: req.ip ?? '', host: req.hostname, origin: requestOrigin(req, publicUrl),
    acceptLanguage: req.headers['accept-language'],
  };
}

/**
 * Makes the request context of every request to the /api router and /graphql (before a multipart body is
 * read), kept in res.locals for the REST handlers, the multipart reader and Apollo's context function.
 */
export function requestContexts(sources: RequestContextSources, publicUrl: string | undefined): RequestHandler {
  return async (req, res, next) => {
    const context = await createRequestContext(sources, httpDoor(req, publicUrl));
    Object.assign(res.locals, context);
    // The rest of the request's work takes its database connections as this barangay's (db/row-security.ts).
    enterBarangay(context.barangay.id);
    next();
  };
}
