import { CombinedGraphQLErrors } from '@apollo/client/errors';

/**
 * The server's not-found answer (GraphQL `NOT_FOUND`, REST 404). On the admin screens (docs/rules/common.md#not-found-ignored) it is
 * silently ignored on saves, deletes and loads (another administrator removed the record first).
 */
export function isNotFound(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((item) => item.extensions?.code === 'NOT_FOUND');
}

/** The server's field messages (`extensions.fields`, keyed by input field name): the first message of each. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const messages: Record<string, string> = {};
  if (!CombinedGraphQLErrors.is(error)) return messages;
  for (const item of error.errors) {
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
  code: string | null;
  reason: string | null;
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
  if (!CombinedGraphQLErrors.is(error) || error.errors.length === 0) {
    return { message: null, code: null, reason: null, fields: {} };
  }
  const [first] = error.errors;
  const { code, reason, fields } = first.extensions ?? {};
  return {
    message: first.message.trim() === '' ? null : first.message,
    code: typeof code === 'string' ? code : null,
    reason: typeof reason === 'string' ? reason : null,
    fields: readFields(fields),
  };
}
