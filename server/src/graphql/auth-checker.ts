import type { AuthChecker } from 'type-graphql';
import { assertRole, Role } from '../auth/auth-user';
import type { GraphQLContext } from './context';

/** `@Authorized('ADMIN')` and friends: the same check the REST routes make. */
export const authChecker: AuthChecker<GraphQLContext, Role> = ({ context }, roles) => {
  assertRole(context.caller, roles);
  return true;
};
