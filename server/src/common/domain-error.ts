import { ErrorCode, type ErrorReason } from '@barangay-portal/domain';

// The vocabulary of error answers is shared with the client (docs/architecture.md#flow-errors).
export { ErrorCode, ErrorReason } from '@barangay-portal/domain';

/**
 * The codes a refusal may carry: those of ErrorCode a user can act on. The others (SERVICE_UNAVAILABLE,
 * INTERNAL_SERVER_ERROR, GraphQL's own) are the server's, given by the classification (error-classification.ts).
 */
export const ErrorKind = {
  BadUserInput: ErrorCode.BAD_USER_INPUT,
  Unauthenticated: ErrorCode.UNAUTHENTICATED,
  Forbidden: ErrorCode.FORBIDDEN,
  NotFound: ErrorCode.NOT_FOUND,
  Conflict: ErrorCode.CONFLICT,
  TooManyRequests: ErrorCode.TOO_MANY_REQUESTS,
} as const;
export type ErrorKind = (typeof ErrorKind)[keyof typeof ErrorKind];

/** Field name (camelCase, as in the GraphQL inputs) -> messages. */
export type FieldErrors = Record<string, string[]>;

/**
 * The key of a whole-request error in a REST body: DRF's `detail`, or `error` where the original client
 * reads that (document request submission, docs/rules/rest-api.md#rest-error-shapes).
 */
export type RestMessageKey = 'detail' | 'error';

/**
 * A refusal the user can act on. `reason` says which (e.g. EMAIL_TAKEN), stable for clients and listed in the
 * shared ErrorReason; `message` is safe to show as it is.
 */
export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly reason: ErrorReason,
    message: string,
    readonly fields?: FieldErrors,
    readonly restMessageKey: RestMessageKey = 'detail',
  ) {
    super(message);
    this.name = 'DomainError';
  }

  static invalid(reason: ErrorReason, fields: FieldErrors, message = 'Some fields are not valid.'): DomainError {
    return new DomainError(ErrorKind.BadUserInput, reason, message, fields);
  }
}

/** Refused because the caller asked too often; says when to try again (REST: 429 with Retry-After). */
export class RateLimitedError extends DomainError {
  constructor(reason: ErrorReason, message: string, readonly retryAfterSeconds: number) {
    super(ErrorKind.TooManyRequests, reason, message);
    this.name = 'RateLimitedError';
  }
}
