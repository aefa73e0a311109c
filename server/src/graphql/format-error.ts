import type { GraphQLFormattedError } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { ArgumentValidationError } from 'type-graphql';
import { DomainError, ErrorKind, RateLimitedError } from '../common/domain-error';
import { securityEvent } from '../common/security-events';
import { inputErrorFromDatabase } from '../db/errors';
import { toFieldErrors } from '../common/validate-input';
import type { Logger } from '../common/logger';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable, logDatabaseUnavailable } from '../db/database-unavailable';
import type { GraphQLContext } from './context';

const SAFE_CODES = new Set([
  'GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_USER_INPUT', 'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND', 'PERSISTED_QUERY_NOT_SUPPORTED', 'OPERATION_RESOLUTION_FAILURE',
  'UNAUTHENTICATED', 'FORBIDDEN', 'TOO_MANY_REQUESTS',
]);

/**
 * Every error leaves the server with a code: DomainErrors keep their kind, reason and field messages;
 * input validation lists its fields; a database that cannot be reached is SERVICE_UNAVAILABLE (retry
 * after `retryAfterSeconds`); anything unexpected is logged and answered without details.
 */
export function createErrorFormatter(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const unwrapped = unwrapResolverError(error);
    const original = inputErrorFromDatabase(unwrapped) ?? unwrapped;
    const base = { message: formatted.message, locations: formatted.locations, path: formatted.path };
    if (original instanceof DomainError) {
      return {
        ...base,
        message: original.message,
        extensions: {
          code: original.kind,
          reason: original.reason,
          ...(original.fields && { fields: original.fields }),
          ...(original instanceof RateLimitedError && { retryAfterSeconds: original.retryAfterSeconds }),
        },
      };
    }
    if (original instanceof ArgumentValidationError) {
      return {
        ...base,
        message: 'Some fields are not valid.',
        extensions: { code: 'BAD_USER_INPUT', reason: 'INVALID_INPUT', fields: toFieldErrors(original.extensions.validationErrors) },
      };
    }
    const code = formatted.extensions?.code;
    if (typeof code === 'string' && SAFE_CODES.has(code)) {
      return { ...base, extensions: { code } };
    }
    if (isDatabaseUnavailable(original)) {
      logDatabaseUnavailable(logger, original);
      return {
        ...base,
        message: DATABASE_UNAVAILABLE_MESSAGE,
        extensions: { code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS },
      };
    }
    logger.error({ err: original, path: formatted.path }, 'unexpected GraphQL error');
    return { ...base, message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}

const REFUSAL_STATUS: Partial<Record<ErrorKind, 401 | 403>> = {
  [ErrorKind.Unauthenticated]: 401,
  [ErrorKind.Forbidden]: 403,
};

/**
 * Logs each UNAUTHENTICATED or FORBIDDEN error as an `access.refused` security event. A plugin rather than
 * part of the formatter above, because only the request knows the operation, the caller and its address.
 */
export function accessRefusalLog(logger: Logger): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, contextValue, operationName }) {
          for (const error of errors) {
            const original = unwrapResolverError(error);
            if (!(original instanceof DomainError)) continue;
            const status = REFUSAL_STATUS[original.kind];
            if (status === undefined) continue;
            securityEvent(logger, 'access.refused', {
              api: 'graphql',
              status,
              code: original.kind,
              reason: original.reason,
              operation: operationName ?? null,
              field: error.path?.join('.'),
              callerId: contextValue.caller.user?.id ?? null,
              clientAddress: contextValue.clientAddress,
            });
          }
        },
      };
    },
  };
}
