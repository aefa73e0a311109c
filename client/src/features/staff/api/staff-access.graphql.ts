import { graphql } from '../../../gql';

/** What the signed-in staff member may do now (docs/rules/accounts.md#staff-roles): the menu and the route guards read it. */
export const StaffAccessQuery = graphql(`
  query StaffAccess {
    me {
      id
      mustChangePassword
      permissions
    }
  }
`);
