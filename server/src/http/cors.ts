import type { RequestHandler } from 'express';

const ALLOWED_HEADERS = 'authorization, content-type, apollo-require-preflight, x-apollo-operation-name';
const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';

/**
 * Cross-origin browser access only for the origins listed in CORS_ORIGINS (the portal's own pages are
 * same-origin and need none). An unlisted origin gets no CORS headers, so its pages cannot read answers,
 * and its preflights are refused. Tokens travel in the Authorization header, never cookies, so no
 * credentials mode is offered.
 */
export function corsPolicy(allowedOrigins: readonly string[]): RequestHandler {
  const allowed = new Set(allowedOrigins);
  return (req, res, next) => {
    const origin = req.headers.origin;
    res.vary('Origin');
    if (!origin || !allowed.has(origin)) {
      if (req.method === 'OPTIONS' && origin && req.headers['access-control-request-method']) {
        res.status(403).json({ detail: 'This origin may not call the portal.' });
        return;
      }
      next();
      return;
    }
    res.setHeader('Access-Control-Allow-Origin', origin);
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
      res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS);
      res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
      res.setHeader('Access-Control-Max-Age', '600');
      res.status(204).end();
      return;
    }
    next();
  };
}
