import { graphql } from '../../../gql';

export const LoginMutation = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      access
      refresh
      isResident
      isVerified
      email
      mfaRequired
      mfaEnrolmentRequired
      mfaToken
    }
  }
`);

/** The second step of a sign-in with two-factor on: the challenge and a code (or a recovery code). */
export const LoginWithTwoFactorMutation = graphql(`
  mutation LoginWithTwoFactor($input: TwoFactorLoginInput!) {
    loginWithTwoFactor(input: $input) {
      access
      refresh
      isResident
      isVerified
      email
    }
  }
`);

/** An administrator who must set up two-factor sign-in before the first session (ADMIN_MFA=required). */
export const StartSignInEnrolmentMutation = graphql(`
  mutation StartSignInEnrolment($mfaToken: String!) {
    startTwoFactorEnrolment(mfaToken: $mfaToken) {
      qrCodeDataUrl
      secret
    }
  }
`);

export const ConfirmSignInEnrolmentMutation = graphql(`
  mutation ConfirmSignInEnrolment($input: ConfirmTwoFactorInput!) {
    confirmTwoFactorEnrolment(input: $input) {
      recoveryCodes
      session {
        access
        refresh
        isResident
        isVerified
        email
      }
    }
  }
`);

export const RegisterMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      id
      email
    }
  }
`);

/** The version of the privacy notice in force: the one the registration form's checkbox agrees to (docs/architecture.md#privacy-notice). */
export const RegistrationPrivacyNoticeQuery = graphql(`
  query RegistrationPrivacyNotice {
    privacyNotice { version }
  }
`);

export const RefreshTokenMutation = graphql(`
  mutation RefreshToken($refresh: String!) {
    refreshToken(refresh: $refresh) {
      access
      refresh
      isResident
      isVerified
      email
    }
  }
`);

export const LogoutMutation = graphql(`
  mutation Logout($refresh: String!) {
    logout(refresh: $refresh)
  }
`);

export const CurrentUserGreetingQuery = graphql(`
  query CurrentUserGreeting {
    me {
      id
      nickname
      email
    }
  }
`);

/** A staff member's own password, through the one-time link they were e-mailed (docs/rules/accounts.md#staff-roles). */
export const SetStaffPasswordMutation = graphql(`
  mutation SetStaffPassword($input: SetStaffPasswordInput!) {
    setStaffPassword(input: $input)
  }
`);
