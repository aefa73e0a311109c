import { graphql } from '../../../gql';

/** Every staff role, the barangay offices first (docs/rules/accounts.md#staff-roles). */
export const StaffRolesQuery = graphql(`
  query StaffRoles {
    roles {
      id
      name
      permissions
      builtIn
      memberCount
    }
  }
`);

export const StaffMembersQuery = graphql(`
  query StaffMembers {
    staffMembers {
      id
      email
      firstName
      lastName
      role {
        id
        name
      }
      active
      mustChangePassword
    }
  }
`);

export const CreateRoleMutation = graphql(`
  mutation CreateRole($input: RoleInput!) {
    createRole(input: $input) {
      id
      name
    }
  }
`);

export const UpdateRoleMutation = graphql(`
  mutation UpdateRole($input: UpdateRoleInput!) {
    updateRole(input: $input) {
      id
      name
    }
  }
`);

export const DeleteRoleMutation = graphql(`
  mutation DeleteRole($id: Int!) {
    deleteRole(id: $id)
  }
`);

/**
 * What a new or reset member is handed: the one-time password comes back here only (the screen shows it once and
 * never asks for it again), or word that a one-time link was e-mailed instead.
 */
export const StaffPasswordHandoverFragment = graphql(`
  fragment StaffPasswordHandoverFields on StaffPasswordHandover {
    member {
      id
      email
      firstName
      lastName
    }
    temporaryPassword
    passwordLinkSent
  }
`);

export const CreateStaffMemberMutation = graphql(`
  mutation CreateStaffMember($input: CreateStaffMemberInput!) {
    createStaffMember(input: $input) {
      ...StaffPasswordHandoverFields
    }
  }
`);

export const ResetStaffMemberPasswordMutation = graphql(`
  mutation ResetStaffMemberPassword($id: Int!) {
    resetStaffMemberPassword(id: $id) {
      ...StaffPasswordHandoverFields
    }
  }
`);

export const UpdateStaffMemberMutation = graphql(`
  mutation UpdateStaffMember($input: UpdateStaffMemberInput!) {
    updateStaffMember(input: $input) {
      id
      active
      role {
        id
        name
      }
    }
  }
`);

/** The officials a staff member may be linked to (the person behind the account, e.g. who signs certificates). */
export const StaffOfficialsQuery = graphql(`
  query StaffOfficials {
    barangayOfficials(pageSize: 100, sortBy: NAME, sortDirection: ASC) {
      items {
        id
        name
        position
        staffMemberId
      }
    }
  }
`);

export const LinkOfficialStaffMemberMutation = graphql(`
  mutation LinkOfficialStaffMember($id: Int!, $staffMemberId: Int) {
    linkOfficialStaffMember(id: $id, staffMemberId: $staffMemberId) {
      id
      staffMemberId
    }
  }
`);
