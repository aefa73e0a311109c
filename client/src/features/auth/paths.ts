/** The sign-in screens' addresses (docs/rules/screens.md#route-table), which this feature's pages link between. */
export const authPaths = {
  login: '/login',
  register: '/register',
  /** Public: where a staff member's e-mailed one-time link opens, the token in the fragment (docs/rules/accounts.md#staff-roles). */
  setPassword: '/set-password',
} as const;
