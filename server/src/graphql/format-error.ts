import type { GraphQLFormattedError } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { classifyError, logFault, type ClassifiedError } from '../common/error-classification';
import { securityEvent } from '../common/security-events';
import type { Logger } from '../common/logger';
import type { GraphQLContext } from './context';

/** `extensions` as the schema's ErrorExtensions type describes it (graphql/error-extensions.ts). */
function extensionsOf(classified: ClassifiedError): Record<string, unknown> {
  const { code, reason, fields, retryAfterSeconds } = classified;
  return {
    code,
    ...(reason && { reason }),
    ...(fields && { fields }),
    ...(retryAfterSeconds !== undefined && { retryAfterSeconds }),
  };
}

/**
 * Renders every error as classified once (common/error-classification.ts): its message (GraphQL's own request
 * errors keep theirs) and `extensions` with the code, the reason, field messages and when to retry. Faults are
 * logged here with the field's path.
 */
export function createErrorFormatter(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    const classified = classifyError(original);
    logFault(logger, classified, original, 'GraphQL', { path: formatted.path });
    return {
      message: classified.message ?? formatted.message,
      locations: formatted.locations,
      path: formatted.path,
      extensions: extensionsOf(classified),
    };
  };
}

/**
 * Logs each refusal of access (UNAUTHENTICATED or FORBIDDEN by the portal's rules) as an `access.refused` security
 * event. A plugin rather than part of the formatter above, because only the request knows the operation, the
 * caller and its address.
 */
export function accessRefusalLog(logger: Logger): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, contextValue, operationName }) {
          for (const error of errors) {
            const { accessRefused } = classifyError(unwrapResolverError(error));
            if (!accessRefused) continue;
            securityEvent(logger, 'access.refused', {
              api: 'graphql',
              ...accessRefused,
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
