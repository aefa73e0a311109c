import { graphql } from '../gql';

/**
 * What the signed-in staff member may do now (docs/rules/accounts.md#staff-roles), and a city account's office
 * (docs/architecture.md#city-level): the menu, the route guards and
 * the screens' actions read it.
 */
export const StaffAccessQuery = graphql(`
  query StaffAccess {
    me {
      id
      mustChangePassword
      permissions
      cityRole
    }
  }
`);
