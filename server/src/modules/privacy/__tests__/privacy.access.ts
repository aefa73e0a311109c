import type { ModuleAccessRows } from '../../../portal-module/__tests__/access-rows';

/** The privacy module's rows of the access matrices (docs/architecture.md#add-a-module), written from the rules. */
export const accessRows: ModuleAccessRows = {
  staffAccess: {
    graphql: {
      // The privacy notice; anyone reads it, residents agree to it, its keepers publish it.
      privacyNotice: 'anyone', myPrivacyConsent: 'resident', acceptPrivacyNotice: 'resident',
      privacyNoticeVersions: 'MANAGE_PRIVACY', publishPrivacyNotice: 'MANAGE_PRIVACY', saveDataProtectionOfficer: 'MANAGE_PRIVACY',
    },
    rest: [
      ['GET', '/privacy-notice/', 'anyone'], ['GET', '/privacy-notice/999999/', 'anyone'],
    ],
  },
  isolation: ({ own, notFound, rest }) => ({
    graphql: {
      // The privacy notice: A reads, publishes and agrees to its own versions only; B's version 3 is none of A's.
      privacyNotice: () => [own('resident', '{ privacyNotice { version text barangayName dataProtectionOfficer { name email } } }'),
        own('resident', '{ privacyNotice(version: 1) { text } }'), notFound('resident', '{ privacyNotice(version: 3) { text } }')],
      privacyNoticeVersions: () => [own('staff', '{ privacyNoticeVersions { version publishedBy } }')],
      myPrivacyConsent: () => [own('resident', '{ myPrivacyConsent { currentVersion version needsConsent } }')],
      acceptPrivacyNotice: () => [notFound('resident', 'mutation { acceptPrivacyNotice(version: 3) { version } }')],
      publishPrivacyNotice: () => [own('staff', 'mutation { publishPrivacyNotice(input: { text: "Tondo notice.", basedOnVersion: 1 }) { version text } }')],
      saveDataProtectionOfficer: () => [own('staff', 'mutation { saveDataProtectionOfficer(input: { name: "Tondo DPO", email: "dpo@tondo.example.ph" }) { name } }')],
    },
    rest: {
      'GET /api/privacy-notice/': () => [rest('resident', '/api/privacy-notice/')],
      'GET /api/privacy-notice/:version/': () => [rest('resident', '/api/privacy-notice/1/'), rest('resident', '/api/privacy-notice/3/', 404)],
    },
  }),
};
