import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorCode, readErrorCode, readErrorReason, type ErrorReason } from '@barangay-portal/domain';
import type { GraphQLFormattedError } from 'graphql';

// The server's error answers carry an ErrorCode in `extensions.code` and, for its own refusals, an ErrorReason in
// `extensions.reason` (the schema's ErrorExtensions). Compare them with those shared values, never with text.

const errorsOf = (error: unknown): readonly GraphQLFormattedError[] => (CombinedGraphQLErrors.is(error) ? error.errors : []);

/** The first error of a failed GraphQL call with this code (and this reason, when given); undefined when there is none. */
export function findGraphQLError(error: unknown, code: ErrorCode, reason?: ErrorReason): GraphQLFormattedError | undefined {
  return errorsOf(error).find((item) => readErrorCode(item.extensions?.code) === code
    && (reason === undefined || readErrorReason(item.extensions?.reason) === reason));
}

/** Whether a failed GraphQL call was answered with this code (and this reason, when given), e.g. `hasErrorCode(error, ErrorCode.NOT_FOUND)`. */
export function hasErrorCode(error: unknown, code: ErrorCode, reason?: ErrorReason): boolean {
  return findGraphQLError(error, code, reason) !== undefined;
}

/**
 * The server's not-found answer (GraphQL `NOT_FOUND`, REST 404). On the admin screens (docs/rules/common.md#not-found-ignored) it is
 * silently ignored on saves, deletes and loads (another administrator removed the record first).
 */
export function isNotFound(error: unknown): boolean {
  return hasErrorCode(error, ErrorCode.NOT_FOUND);
}

/** The server's field messages (`extensions.fields`, keyed by input field name): the first message of each. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const item of errorsOf(error)) {
    const fields = item.extensions?.fields;
    if (!fields || typeof fields !== 'object') continue;
    for (const [field, list] of Object.entries(fields as Record<string, unknown>)) {
      const first: unknown = Array.isArray(list) ? list[0] : list;
      if (typeof first === 'string' && !(field in messages)) messages[field] = first;
    }
  }
  return messages;
}

/** What a failed GraphQL call says about itself: the first error's message, code, reason and field messages. */
export interface GraphQLErrorInfo {
  message: string | null;
  /** Null when the call did not fail with a GraphQL error, or with a code this client does not know. */
  code: ErrorCode | null;
  reason: ErrorReason | null;
  /** Field name (as in the GraphQL input) -> messages, from `extensions.fields`. */
  fields: Record<string, string[]>;
}

const readFields = (value: unknown): Record<string, string[]> => {
  if (typeof value !== 'object' || value === null) return {};
  const fields: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(value)) {
    if (Array.isArray(messages)) fields[name] = messages.filter((m): m is string => typeof m === 'string');
  }
  return fields;
};

export function graphqlErrorInfo(error: unknown): GraphQLErrorInfo {
  const [first] = errorsOf(error);
  if (!first) return { message: null, code: null, reason: null, fields: {} };
  const { code, reason, fields } = first.extensions ?? {};
  return {
    message: first.message.trim() === '' ? null : first.message,
    code: readErrorCode(code),
    reason: readErrorReason(reason),
    fields: readFields(fields),
  };
}
