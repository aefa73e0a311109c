/**
 * The kind of failure, mapped once to a GraphQL `extensions.code` (graphql/format-error.ts)
 * and once to an HTTP status (rest/error-handler.ts).
 */
export enum ErrorKind {
  BadUserInput = 'BAD_USER_INPUT',
  Unauthenticated = 'UNAUTHENTICATED',
  Forbidden = 'FORBIDDEN',
  NotFound = 'NOT_FOUND',
  Conflict = 'CONFLICT',
  TooManyRequests = 'TOO_MANY_REQUESTS',
}

/** Field name (camelCase, as in the GraphQL inputs) -> messages. */
export type FieldErrors = Record<string, string[]>;

/**
 * The key of a whole-request error in a REST body: DRF's `detail`, or `error` where the original client
 * reads that (document request submission, docs/rules/rest-api.md#rest-error-shapes).
 */
export type RestMessageKey = 'detail' | 'error';

/**
 * A refusal the user can act on. `reason` is the module's own error code (e.g. EMAIL_TAKEN),
 * stable for clients; `message` is safe to show as it is.
 */
export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly reason: string,
    message: string,
    readonly fields?: FieldErrors,
    readonly restMessageKey: RestMessageKey = 'detail',
  ) {
    super(message);
    this.name = 'DomainError';
  }

  static invalid(reason: string, fields: FieldErrors, message = 'Some fields are not valid.'): DomainError {
    return new DomainError(ErrorKind.BadUserInput, reason, message, fields);
  }
}

/** Refused because the caller asked too often; says when to try again (REST: 429 with Retry-After). */
export class RateLimitedError extends DomainError {
  constructor(reason: string, message: string, readonly retryAfterSeconds: number) {
    super(ErrorKind.TooManyRequests, reason, message);
    this.name = 'RateLimitedError';
  }
}
