import { negotiateLocale } from '@barangay-portal/domain';
import type { ErrorRequestHandler } from 'express';
import { classifyError, logFault } from '../common/error-classification';
import type { Logger } from '../common/logger';
import { securityEvent } from '../common/security-events';
import { translatedError } from '../languages/answer-texts';
import { toSnakeCase } from './case';
import type { RestLocals } from './handler';

/**
 * Renders every error as classified once (common/error-classification.ts) in DRF's shape: its status,
 * `{"field": ["…"]}` for field errors (snake_case names, as the REST fields), `{"detail": "…"}` (or `error`)
 * otherwise, and Retry-After when the client should wait (a rate limit, the database out of reach). The texts are in
 * the request's Accept-Language, English without one (docs/architecture/languages.md#server-texts).
 */
export function createRestErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const classified = classifyError(error);
    logFault(logger, classified, error, 'REST');
    if (classified.accessRefused) {
      securityEvent(logger, 'access.refused', {
        api: 'rest',
        ...classified.accessRefused,
        method: req.method,
        // The path without its query string, which may carry a link's code.
        path: req.originalUrl.split('?')[0],
        callerId: (res.locals as Partial<RestLocals>).caller?.user?.id ?? null,
        clientAddress: req.ip ?? '',
      });
    }
    if (classified.retryAfterSeconds !== undefined) res.set('Retry-After', String(classified.retryAfterSeconds));
    const { restMessageKey } = classified;
    const { fields, message } = translatedError(classified.message, classified.fields, negotiateLocale(req.headers['accept-language']));
    res.status(classified.restStatus).json(fields
      ? Object.fromEntries(Object.entries(fields).map(([name, messages]) => [toSnakeCase(name), messages]))
      : { [restMessageKey]: message });
  };
}
