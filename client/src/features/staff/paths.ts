/** The Staff screen's address (docs/rules/accounts.md#staff-roles), which the Account screen's notes link to. */
export const staffPaths = {
  staff: '/staff',
} as const;
