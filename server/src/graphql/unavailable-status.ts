import type { ApolloServerPlugin } from '@apollo/server';
import { ErrorCode } from '@barangay-portal/domain';
import { DATABASE_RETRY_AFTER_SECONDS } from '../db/database-unavailable';

/**
 * While the database cannot be reached, a GraphQL answer whose every error is SERVICE_UNAVAILABLE goes out
 * as HTTP 503 with Retry-After, like the REST answers, so proxies, monitors and clients see the outage
 * for what it is and may retry. Answers with data or other errors keep GraphQL's usual status.
 */
export function serviceUnavailableStatus<TContext extends object>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const { errors, data } = response.body.singleResult;
          if (!errors?.length || (data && Object.values(data).some((value) => value !== null))) return;
          if (!errors.every((error) => error.extensions?.code === ErrorCode.SERVICE_UNAVAILABLE)) return;
          response.http.status = 503;
          response.http.headers.set('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
        },
      };
    },
  };
}
