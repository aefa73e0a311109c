import { graphql } from '../../../gql';

/** What every screen shows of a version of the notice. */
export const PrivacyNoticeFieldsFragment = graphql(`
  fragment PrivacyNoticeFields on PrivacyNotice {
    version
    text
    publishedAt
    isCurrent
    currentVersion
    barangayName
    dataProtectionOfficer { name email phone }
  }
`);

/** The notice in force, or an earlier version by number (public). */
export const PrivacyNoticeQuery = graphql(`
  query PrivacyNotice($version: Int) {
    privacyNotice(version: $version) {
      ...PrivacyNoticeFields
    }
  }
`);

/** Where the signed-in resident stands with the notice in force (residents). */
export const MyPrivacyConsentQuery = graphql(`
  query MyPrivacyConsent {
    myPrivacyConsent { currentVersion version consentedAt needsConsent }
  }
`);

/** The resident agrees to the version they read (residents). */
export const AcceptPrivacyNoticeMutation = graphql(`
  mutation AcceptPrivacyNotice($version: Int!) {
    acceptPrivacyNotice(version: $version) { currentVersion version consentedAt needsConsent }
  }
`);

/** Every published version, newest first (MANAGE_PRIVACY). */
export const PrivacyNoticeVersionsQuery = graphql(`
  query PrivacyNoticeVersions {
    privacyNoticeVersions { version publishedAt publishedBy }
  }
`);

/** A new version from the text edited (MANAGE_PRIVACY). */
export const PublishPrivacyNoticeMutation = graphql(`
  mutation PublishPrivacyNotice($input: PublishPrivacyNoticeInput!) {
    publishPrivacyNotice(input: $input) {
      ...PrivacyNoticeFields
    }
  }
`);

/** The data protection officer's contact (MANAGE_PRIVACY). */
export const SaveDataProtectionOfficerMutation = graphql(`
  mutation SaveDataProtectionOfficer($input: DataProtectionOfficerInput!) {
    saveDataProtectionOfficer(input: $input) { name email phone }
  }
`);
