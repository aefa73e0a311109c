import type { Session } from './accounts';
import type { GraphQLResult, TestServer } from './test-server';

/**
 * GraphQL calls as a test reads them, signed in as `session` unless another is given: `ok` answers the data (and
 * fails the test on any error), `refusal` expects no data and answers the first error's message and extensions.
 */
export function graphqlCalls(server: TestServer, session: Session) {
  async function ok<T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}, as: Session = session): Promise<T> {
    const answer = await server.graphql<T>(query, variables, as.access);
    if (answer.errors || !answer.data) throw new Error(`GraphQL refused: ${JSON.stringify(answer.errors)}`);
    return answer.data;
  }
  async function refusal(query: string, variables: Record<string, unknown> = {}, as: Session = session) {
    const answer: GraphQLResult = await server.graphql(query, variables, as.access);
    expect(answer.data ?? null).toBeNull();
    return { message: answer.errors?.[0]?.message, ...answer.errors?.[0]?.extensions };
  }
  return { ok, refusal };
}
