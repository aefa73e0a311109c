import type { AuthCheckerFn } from 'type-graphql';
import { authorize, type Audience } from '../identity/audience';
import type { GraphQLContext } from './context';

/** The check behind `@Allowed(...)` (through `@Authorized([audience])`): the same `authorize` as the REST guard and the services. */
export const authChecker: AuthCheckerFn<GraphQLContext, Audience> = ({ context }, audiences) => {
  for (const audience of audiences) authorize(context, audience);
  return true;
};
