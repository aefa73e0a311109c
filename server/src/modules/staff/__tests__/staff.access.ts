import type { ModuleAccessRows } from '../../../portal-module/__tests__/access-rows';

/** The staff module's rows of the access matrices (docs/architecture.md#add-a-module), written from the rules. */
export const accessRows: ModuleAccessRows = {
  staffAccess: {
    graphql: {
      setStaffPassword: 'anyone',
      roles: 'MANAGE_STAFF', staffMembers: 'MANAGE_STAFF', createRole: 'MANAGE_STAFF', updateRole: 'MANAGE_STAFF', deleteRole: 'MANAGE_STAFF',
      createStaffMember: 'MANAGE_STAFF', updateStaffMember: 'MANAGE_STAFF', resetStaffMemberPassword: 'MANAGE_STAFF',
    },
    rest: [],
  },
  isolation: ({ own, notFound }) => ({
    graphql: {
      roles: () => [own('staff', '{ roles { id name } }')],
      staffMembers: () => [own('staff', '{ staffMembers { id email firstName } }')],
      createRole: () => [own('staff', 'mutation { createRole(input: { name: "Tondo clerk", permissions: [VIEW_RESIDENTS] }) { id } }')],
      createStaffMember: (b) => [{ as: 'staff', query: `mutation { createStaffMember(input: { email: "clerk@tondo.example.ph", firstName: "Tondo",
        lastName: "Clerk", roleId: ${b.role} }) { member { id } } }`, refusedAs: ['NOT_FOUND', 'BAD_USER_INPUT'] }],
      deleteRole: (b) => [notFound('staff', `mutation { deleteRole(id: ${b.role}) }`)],
      resetStaffMemberPassword: (b) => [notFound('staff', `mutation { resetStaffMemberPassword(id: ${b.staffMember}) { passwordLinkSent } }`)],
      setStaffPassword: () => [{ as: 'resident', query: 'mutation { setStaffPassword(input: { token: "forged", password: "x" }) }', refusedAs: 'BAD_USER_INPUT' }],
      updateRole: (b) => [notFound('staff', `mutation { updateRole(input: { id: ${b.role}, name: "Tondo" }) { id } }`)],
      updateStaffMember: (b) => [notFound('staff', `mutation { updateStaffMember(input: { id: ${b.staffMember}, active: false }) { id } }`)],
    },
    rest: {},
  }),
};
