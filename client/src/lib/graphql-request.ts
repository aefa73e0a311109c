import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';

interface GraphQLResponse<TData> {
  data?: TData | null;
  errors?: ReadonlyArray<{ message: string }>;
}

/**
 * One GraphQL call over plain fetch, outside Apollo's link chain: token refresh and logout run from
 * inside that chain (or while it is being torn down) and must not pass through the auth link again.
 */
export async function requestGraphQL<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  { uri = '/graphql', fetchImpl = fetch }: { uri?: string; fetchImpl?: typeof fetch } = {},
): Promise<TData> {
  const response = await fetchImpl(uri, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ query: print(document), variables }),
  });
  const body = (await response.json()) as GraphQLResponse<TData>;
  if (body.errors && body.errors.length > 0) throw new Error(body.errors[0].message);
  if (!response.ok || !body.data) throw new Error(`GraphQL request failed with HTTP ${response.status}`);
  return body.data;
}
