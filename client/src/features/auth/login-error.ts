import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';

export const LOGIN_MESSAGES = {
  registered: 'Registration successful! You can now log in.',
  fallback: 'Invalid credentials or account not verified.',
  noResponse: 'Something went wrong. Please try again.',
} as const;

/**
 * Login messages (docs/rules/accounts.md#login-messages): the server's detail text (the GraphQL error's message), else the generic credentials message;
 * when no answer came back at all, the "try again" message.
 */
export function loginErrorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) {
    const message = error.errors.find((e) => e.message.trim() !== '')?.message;
    return message ?? LOGIN_MESSAGES.fallback;
  }
  // The server answered, but not with a GraphQL error we can show.
  if (ServerError.is(error) || ServerParseError.is(error)) return LOGIN_MESSAGES.fallback;
  return LOGIN_MESSAGES.noResponse;
}
