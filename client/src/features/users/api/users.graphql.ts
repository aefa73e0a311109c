import { graphql } from '../../../gql';

/** The signed-in resident's profile (docs/rules/accounts.md#profile-screen): identity, editable fields and verification. */
export const ProfileQuery = graphql(`
  query Profile {
    me {
      id
      email
      nickname
      firstName
      middleName
      lastName
      fullName
      gender
      birthdate
      age
      birthPlace
      religion
      address
      contactNumber
      civilStatus
      isVoter
      isEmployed
      idVerificationStatus
      idImageRemoval {
        outcome
        removedAt
        retentionDays
      }
    }
  }
`);

export const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      id
      address
      contactNumber
      civilStatus
      isVoter
      isEmployed
    }
  }
`);

/** `idImageRemoval` comes back empty: the profile's note of a deleted ID image goes with the new upload. */
export const UploadValidIdMutation = graphql(`
  mutation UploadValidId($validId: Upload!) {
    uploadValidId(validId: $validId) {
      id
      idVerificationStatus
      idImageRemoval {
        outcome
        removedAt
        retentionDays
      }
    }
  }
`);

/** The residents registry (docs/rules/id-verification.md#residents-screen): searched, filtered, sorted and paged by the server. */
export const ResidentsQuery = graphql(`
  query Residents(
    $search: String
    $idVerificationStatus: IdVerificationStatus
    $sortBy: ResidentSortField!
    $sortDirection: SortDirection!
    $page: Int!
    $pageSize: Int!
  ) {
    residents(
      search: $search
      idVerificationStatus: $idVerificationStatus
      sortBy: $sortBy
      sortDirection: $sortDirection
      page: $page
      pageSize: $pageSize
    ) {
      items {
        id
        firstName
        lastName
        fullName
        email
        age
        idVerificationStatus
      }
      total
    }
  }
`);

/** One resident for the View Details modal: the profile, the uploaded ID and the decisions taken on it. */
export const ResidentDetailsQuery = graphql(`
  query ResidentDetails($id: Int!) {
    resident(id: $id) {
      id
      email
      nickname
      fullName
      gender
      birthdate
      age
      birthPlace
      religion
      address
      contactNumber
      civilStatus
      isVoter
      isEmployed
      idVerificationStatus
      validIdUrl
      validIdMediaType
      idVerificationHistory {
        decision
        decidedAt
        decidedByName
      }
      idImageRemoval {
        outcome
        removedAt
        retentionDays
      }
    }
  }
`);

export const DecideIdVerificationMutation = graphql(`
  mutation DecideIdVerification($userId: Int!, $decision: IdVerificationOutcome!) {
    decideIdVerification(userId: $userId, decision: $decision) {
      id
      idVerificationStatus
      idVerificationHistory {
        decision
        decidedAt
        decidedByName
      }
    }
  }
`);

/**
 * The signed-in account's own password (administrators use it from the account screen). The answer's
 * `mustChangePassword` and `permissions` update the cached account, so a new staff member's screens open as
 * soon as their own password replaces the one-time one.
 */
export const ChangePasswordMutation = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      id
      mustChangePassword
      permissions
    }
  }
`);

/** Two-factor sign-in of the signed-in account (the profile's and the account screen's security section). */
export const TwoFactorStatusQuery = graphql(`
  query TwoFactorStatus {
    twoFactorStatus {
      enabled
      required
      recoveryCodesLeft
    }
  }
`);

export const StartTwoFactorEnrolmentMutation = graphql(`
  mutation StartTwoFactorEnrolment {
    startTwoFactorEnrolment {
      qrCodeDataUrl
      secret
    }
  }
`);

export const ConfirmTwoFactorEnrolmentMutation = graphql(`
  mutation ConfirmTwoFactorEnrolment($input: ConfirmTwoFactorInput!) {
    confirmTwoFactorEnrolment(input: $input) {
      recoveryCodes
    }
  }
`);

export const DisableTwoFactorMutation = graphql(`
  mutation DisableTwoFactor($input: DisableTwoFactorInput!) {
    disableTwoFactor(input: $input)
  }
`);

export const RegenerateRecoveryCodesMutation = graphql(`
  mutation RegenerateRecoveryCodes($input: RegenerateRecoveryCodesInput!) {
    regenerateRecoveryCodes(input: $input)
  }
`);

/** One person, once (docs/rules/id-verification.md#registry-link): the inhabitant a resident is linked to, or those who match them. VERIFY_IDS. */
export const RegistryLinkFieldsFragment = graphql(`
  fragment RegistryLinkFields on ResidentRegistryLink {
    residentId
    linkedAt
    confirmed
    linked {
      ...RegistryLinkInhabitant
    }
    matches {
      ...RegistryLinkInhabitant
    }
  }
  fragment RegistryLinkInhabitant on Inhabitant {
    id
    fullName
    birthdate
    address
    household {
      id
      householdNumber
    }
  }
`);

export const ResidentRegistryLinkQuery = graphql(`
  query ResidentRegistryLink($userId: Int!) {
    residentRegistryLink(userId: $userId) {
      ...RegistryLinkFields
    }
  }
`);

export const LinkResidentToInhabitantMutation = graphql(`
  mutation LinkResidentToInhabitant($userId: Int!, $inhabitantId: Int!) {
    linkResidentToInhabitant(userId: $userId, inhabitantId: $inhabitantId) {
      ...RegistryLinkFields
    }
  }
`);

export const ConfirmResidentLinkMutation = graphql(`
  mutation ConfirmResidentLink($userId: Int!) {
    confirmResidentLink(userId: $userId) {
      ...RegistryLinkFields
    }
  }
`);

export const UnlinkResidentMutation = graphql(`
  mutation UnlinkResident($userId: Int!) {
    unlinkResident(userId: $userId) {
      ...RegistryLinkFields
    }
  }
`);
