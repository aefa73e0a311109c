import type { MockLink } from '@apollo/client/testing';
import { CurrentUserGreetingQuery } from '../features/auth/api/auth.graphql';

/** The side menu's `me` query, answered as often as it is asked. */
export function meMock(nickname: string, email: string, id = 7): MockLink.MockedResponse {
  return {
    request: { query: CurrentUserGreetingQuery },
    result: { data: { me: { __typename: 'User', id, nickname, email } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
