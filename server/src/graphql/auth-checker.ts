import type { AuthCheckerFn } from 'type-graphql';
import { assertRole, type Role } from '../auth/auth-user';
import type { GraphQLContext } from './context';

/** The check behind `@Allowed(...)` (through `@Authorized`): the same assertRole as the REST guard and the services. */
export const authChecker: AuthCheckerFn<GraphQLContext, Role> = ({ context }, roles) => {
  assertRole(context.caller, roles);
  return true;
};
