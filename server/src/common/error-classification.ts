import { GraphQLError } from 'graphql';
import { ArgumentValidationError } from 'type-graphql';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable, logDatabaseUnavailable } from '../db/database-unavailable';
import { inputErrorFromDatabase } from '../db/errors';
import { DomainError, ErrorCode, type ErrorKind, ErrorReason, type FieldErrors, RateLimitedError, type RestMessageKey } from './domain-error';
import type { Logger } from './logger';
import { toFieldErrors } from './validate-input';

/**
 * What an error means to a client, decided once for both APIs (docs/architecture.md#flow-errors); the GraphQL
 * formatter and the REST error handler only render it.
 */
export interface ClassifiedError {
  code: ErrorCode;
  reason?: ErrorReason;
  /** Safe to show. Null: GraphQL's own request errors, whose message is already safe and kept as written. */
  message: string | null;
  /** Field name (camelCase, as in the GraphQL inputs) -> messages. */
  fields?: FieldErrors;
  /** When to try again: GraphQL `extensions.retryAfterSeconds`, REST's Retry-After header. */
  retryAfterSeconds?: number;
  restStatus: number;
  restMessageKey: RestMessageKey;
  /** A refusal of access by the portal's own rules, logged by each API as an `access.refused` security event. */
  accessRefused?: { status: 401 | 403; code: ErrorKind; reason: ErrorReason };
  /** A fault to log: the database out of reach (logged sparingly), or anything not expected. */
  fault?: 'database-unavailable' | 'unexpected';
}

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_SERVER_ERROR: 500,
  GRAPHQL_PARSE_FAILED: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  PERSISTED_QUERY_NOT_FOUND: 400,
  PERSISTED_QUERY_NOT_SUPPORTED: 400,
  OPERATION_RESOLUTION_FAILURE: 400,
};

/** The codes of GraphQL's (and Apollo's) own request errors that are passed on as they are. */
const GRAPHQL_OWN_CODES = new Set<string>([
  ErrorCode.GRAPHQL_PARSE_FAILED, ErrorCode.GRAPHQL_VALIDATION_FAILED, ErrorCode.BAD_USER_INPUT, ErrorCode.BAD_REQUEST,
  ErrorCode.PERSISTED_QUERY_NOT_FOUND, ErrorCode.PERSISTED_QUERY_NOT_SUPPORTED, ErrorCode.OPERATION_RESOLUTION_FAILURE,
  ErrorCode.UNAUTHENTICATED, ErrorCode.FORBIDDEN, ErrorCode.TOO_MANY_REQUESTS,
]);

const answer = (code: ErrorCode, message: string | null, more: Partial<ClassifiedError> = {}): ClassifiedError =>
  ({ code, message, restStatus: STATUS_BY_CODE[code], restMessageKey: 'detail', ...more });

function fromDomainError(error: DomainError): ClassifiedError {
  const restStatus = STATUS_BY_CODE[error.kind];
  return answer(error.kind, error.message, {
    reason: error.reason,
    ...(error.fields && { fields: error.fields }),
    ...(error instanceof RateLimitedError && { retryAfterSeconds: error.retryAfterSeconds }),
    restMessageKey: error.restMessageKey,
    ...((restStatus === 401 || restStatus === 403) && { accessRefused: { status: restStatus, code: error.kind, reason: error.reason } }),
  });
}

/** Express's own body-parser errors (and other http-errors) carry an HTTP status and a type. */
interface HttpReaderError {
  status?: unknown;
  type?: unknown;
}

/** The HTTP body readers' refusals (a body that is not JSON, too large, unreadable); undefined for other errors. */
function fromHttpReader(error: unknown): ClassifiedError | undefined {
  const { status, type } = (error ?? {}) as HttpReaderError;
  if (type === 'entity.parse.failed') return answer(ErrorCode.BAD_REQUEST, 'The request body is not valid JSON.');
  if (type === 'entity.too.large') return answer(ErrorCode.BAD_REQUEST, 'The request body is too large.', { restStatus: 413 });
  if (status === 404) return answer(ErrorCode.NOT_FOUND, 'Not found.');
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return answer(ErrorCode.BAD_REQUEST, 'The request could not be read.', { restStatus: status });
  }
  return undefined;
}

/**
 * Every error, in this order: a refusal (DomainError, and a database error the input caused), input that breaks
 * its rules, GraphQL's own request errors, the HTTP body readers' refusals, the database out of reach
 * (SERVICE_UNAVAILABLE, retry after a few seconds), and anything else: a fault answered without details.
 */
export function classifyError(raw: unknown): ClassifiedError {
  const error = inputErrorFromDatabase(raw) ?? raw;
  if (error instanceof DomainError) return fromDomainError(error);
  if (error instanceof ArgumentValidationError) {
    return answer(ErrorCode.BAD_USER_INPUT, 'Some fields are not valid.', {
      reason: ErrorReason.INVALID_INPUT, fields: toFieldErrors(error.extensions.validationErrors),
    });
  }
  if (error instanceof GraphQLError) {
    const code = error.extensions.code;
    if (typeof code === 'string' && GRAPHQL_OWN_CODES.has(code)) return answer(code as ErrorCode, null);
  } else {
    const refusal = fromHttpReader(error);
    if (refusal) return refusal;
  }
  if (isDatabaseUnavailable(error)) {
    return answer(ErrorCode.SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE_MESSAGE, {
      retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS, fault: 'database-unavailable',
    });
  }
  return answer(ErrorCode.INTERNAL_SERVER_ERROR, 'Internal server error', { fault: 'unexpected' });
}

/** Logs a classified fault: an unexpected one with its error and `context`, an unreachable database sparingly. */
export function logFault(logger: Logger, classified: ClassifiedError, error: unknown, api: 'GraphQL' | 'REST', context: object = {}): void {
  if (classified.fault === 'database-unavailable') logDatabaseUnavailable(logger, error);
  if (classified.fault === 'unexpected') logger.error({ err: error, ...context }, `unexpected ${api} error`);
}
