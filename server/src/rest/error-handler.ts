import type { ErrorRequestHandler } from 'express';
import { DomainError, ErrorKind, RateLimitedError } from '../common/domain-error';
import type { Logger } from '../common/logger';
import { securityEvent } from '../common/security-events';
import { inputErrorFromDatabase } from '../db/errors';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable, logDatabaseUnavailable } from '../db/database-unavailable';
import { toSnakeCase } from './case';
import type { RestLocals } from './handler';

const STATUS_BY_KIND: Record<ErrorKind, number> = {
  [ErrorKind.BadUserInput]: 400,
  [ErrorKind.Unauthenticated]: 401,
  [ErrorKind.Forbidden]: 403,
  [ErrorKind.NotFound]: 404,
  [ErrorKind.Conflict]: 409,
  [ErrorKind.TooManyRequests]: 429,
};

/** Express's own body-parser errors carry an HTTP status and a type. */
interface HttpParserError {
  status?: number;
  type?: string;
}

/**
 * DRF-shaped error bodies: `{"field": ["…"]}` for field errors (snake_case names, as the REST fields),
 * `{"detail": "…"}` otherwise. A database that cannot be reached (down, restarting) is 503 with
 * Retry-After, so clients and proxies retry instead of reporting a server fault. Unexpected errors are
 * logged and answered without details.
 */
export function createRestErrorHandler(logger: Logger): ErrorRequestHandler {
  return (raw: unknown, req, res, _next) => {
    const error = inputErrorFromDatabase(raw) ?? raw;
    if (error instanceof DomainError) {
      if (error instanceof RateLimitedError) res.set('Retry-After', String(error.retryAfterSeconds));
      const status = STATUS_BY_KIND[error.kind];
      if (status === 401 || status === 403) {
        securityEvent(logger, 'access.refused', {
          api: 'rest',
          status,
          code: error.kind,
          reason: error.reason,
          method: req.method,
          // The path without its query string, which may carry a link's code.
          path: req.originalUrl.split('?')[0],
          callerId: (res.locals as Partial<RestLocals>).caller?.user?.id ?? null,
          clientAddress: req.ip ?? '',
        });
      }
      if (error.fields) {
        res.status(status).json(Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [toSnakeCase(k), v])));
      } else {
        res.status(status).json({ [error.restMessageKey]: error.message });
      }
      return;
    }
    const parserError = error as HttpParserError;
    if (parserError?.type === 'entity.parse.failed') {
      res.status(400).json({ detail: 'The request body is not valid JSON.' });
      return;
    }
    if (parserError?.type === 'entity.too.large') {
      res.status(413).json({ detail: 'The request body is too large.' });
      return;
    }
    if (parserError?.status === 404) {
      res.status(404).json({ detail: 'Not found.' });
      return;
    }
    if (typeof parserError?.status === 'number' && parserError.status >= 400 && parserError.status < 500) {
      res.status(parserError.status).json({ detail: 'The request could not be read.' });
      return;
    }
    if (isDatabaseUnavailable(error)) {
      logDatabaseUnavailable(logger, error);
      res.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      res.status(503).json({ detail: DATABASE_UNAVAILABLE_MESSAGE });
      return;
    }
    logger.error({ err: error }, 'unexpected REST error');
    res.status(500).json({ detail: 'Internal server error' });
  };
}
