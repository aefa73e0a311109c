import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import type { AuthText } from './messages';

/**
 * Login messages (docs/rules/accounts.md#login-messages): the server's detail text (the GraphQL error's message), else the generic credentials message;
 * when no answer came back at all, the "try again" message.
 */
export function loginErrorMessage(error: unknown, t: AuthText): string {
  if (CombinedGraphQLErrors.is(error)) {
    const message = error.errors.find((e) => e.message.trim() !== '')?.message;
    return message ?? t('login.failed');
  }
  // The server answered, but not with a GraphQL error we can show.
  if (ServerError.is(error) || ServerParseError.is(error)) return t('login.failed');
  return t('login.noResponse');
}
