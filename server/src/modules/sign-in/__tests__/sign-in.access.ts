import type { ModuleAccessRows } from '../../../portal-module/__tests__/access-rows';

/** The sign-in module's rows of the access matrices (docs/architecture.md#add-a-module), written from the rules. */
export const accessRows: ModuleAccessRows = {
  staffAccess: {
    graphql: {
      login: 'anyone', loginWithTwoFactor: 'anyone', logout: 'anyone', refreshToken: 'anyone', register: 'anyone',
      startTwoFactorEnrolment: 'anyone', confirmTwoFactorEnrolment: 'anyone',
      twoFactorStatus: 'signed-in', disableTwoFactor: 'signed-in', regenerateRecoveryCodes: 'signed-in',
    },
    rest: [
      ['POST', '/auth/user/', 'anyone'], ['POST', '/auth/token/', 'anyone'], ['POST', '/auth/token/refresh/', 'anyone'],
      ['POST', '/auth/token/mfa/', 'anyone'], ['POST', '/auth/logout/', 'anyone'], ['POST', '/auth/mfa/enrol/', 'anyone'],
      ['POST', '/auth/mfa/enrol/confirm/', 'anyone'],
      ['GET', '/auth/mfa/', 'signed-in'], ['POST', '/auth/mfa/disable/', 'signed-in'],
      ['POST', '/auth/mfa/recovery-codes/', 'signed-in'],
    ],
  },
  isolation: ({ own, rest, registerInput }) => ({
    graphql: {
      twoFactorStatus: () => [own('staff', '{ twoFactorStatus { enabled } }')],
      confirmTwoFactorEnrolment: () => [{ as: 'staff', query: 'mutation { confirmTwoFactorEnrolment(input: { code: "000000" }) { recoveryCodes } }', refusedAs: ['BAD_USER_INPUT', 'CONFLICT'] }],
      disableTwoFactor: () => [{ as: 'staff', query: 'mutation { disableTwoFactor(input: { code: "000000", currentPassword: "wrong" }) }', refusedAs: ['BAD_USER_INPUT', 'CONFLICT'] }],
      login: (b) => [{ as: 'resident', query: `mutation { login(input: { email: "${b.residentEmail}", password: "kalayaan-1898" }) { access } }`, refusedAs: 'UNAUTHENTICATED' }],
      loginWithTwoFactor: () => [{ as: 'resident', query: 'mutation { loginWithTwoFactor(input: { code: "000000", mfaToken: "forged" }) { access } }', refusedAs: ['UNAUTHENTICATED', 'BAD_USER_INPUT'] }],
      logout: (b) => [own('resident', `mutation { logout(refresh: "${b.residentRefresh}") }`)],
      refreshToken: (b) => [{ as: 'resident', query: `mutation { refreshToken(refresh: "${b.residentRefresh}") { access } }`, refusedAs: 'UNAUTHENTICATED' }],
      regenerateRecoveryCodes: () => [{ as: 'staff', query: 'mutation { regenerateRecoveryCodes(input: { code: "000000" }) }', refusedAs: ['BAD_USER_INPUT', 'CONFLICT'] }],
      register: (b) => [{ as: 'resident', query: 'mutation ($input: RegisterInput!) { register(input: $input) { id } }',
        variables: { input: registerInput({ email: b.residentEmail }) }, refusedAs: 'BAD_USER_INPUT' }],
      startTwoFactorEnrolment: () => [own('staff', 'mutation { startTwoFactorEnrolment { secret } }')],
    },
    rest: {
      'POST /api/auth/user/': (b) => [rest('resident', '/api/auth/user/', 400, 'POST', { email: b.residentEmail, password: 'kalayaan-1898' })],
      'POST /api/auth/token/': (b) => [rest('resident', '/api/auth/token/', 401, 'POST', { email: b.residentEmail, password: 'kalayaan-1898' })],
      'POST /api/auth/token/refresh/': (b) => [rest('resident', '/api/auth/token/refresh/', 401, 'POST', { refresh: b.residentRefresh })],
      'POST /api/auth/logout/': (b) => [rest('resident', '/api/auth/logout/', undefined, 'POST', { refresh: b.residentRefresh })],
      'POST /api/auth/token/mfa/': () => [rest('resident', '/api/auth/token/mfa/', [400, 401], 'POST', { mfa_token: 'forged', code: '000000' })],
      'GET /api/auth/mfa/': () => [rest('staff', '/api/auth/mfa/')],
      'POST /api/auth/mfa/enrol/': () => [rest('staff', '/api/auth/mfa/enrol/', undefined, 'POST', {})],
      'POST /api/auth/mfa/enrol/confirm/': () => [rest('staff', '/api/auth/mfa/enrol/confirm/', [400, 409], 'POST', { code: '000000' })],
      'POST /api/auth/mfa/disable/': () => [rest('staff', '/api/auth/mfa/disable/', [400, 409], 'POST', { code: '000000', current_password: 'wrong' })],
      'POST /api/auth/mfa/recovery-codes/': () => [rest('staff', '/api/auth/mfa/recovery-codes/', [400, 409], 'POST', { code: '000000' })],
    },
  }),
};
