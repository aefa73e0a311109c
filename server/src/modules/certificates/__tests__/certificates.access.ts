import type { ModuleAccessRows } from '../../../portal-module/__tests__/access-rows';

/** Why a certificate's verification is outside the isolation matrix, on both APIs. */
const VERIFIED_ANYWHERE = 'certificates verify on every address of the install by design (docs/rules/certificates.md#certificate-verification)';

/** The certificates module's rows of the access matrices (docs/architecture.md#add-a-module), written from the rules. */
export const accessRows: ModuleAccessRows = {
  staffAccess: {
    graphql: {
      verifyDocument: 'anyone', revokeCertificate: 'REVOKE_CERTIFICATES',
    },
    rest: [
      ['GET', '/verify/BRGY-0000-0000/', 'anyone'],
    ],
  },
  isolation: ({ notFound }) => ({
    graphql: {
      revokeCertificate: (b) => [
        notFound('staff', `mutation { revokeCertificate(input: { requestId: ${b.request}, reason: "Tondo says so" }) { revokedAt } }`),
        notFound('staff', `mutation { revokeCertificate(input: { code: "${b.certificateCode}", reason: "Tondo says so" }) { revokedAt } }`),
      ],
    },
    graphqlOutside: {
      verifyDocument: VERIFIED_ANYWHERE,
    },
    rest: {},
    restOutside: {
      'GET /api/verify/:code/': VERIFIED_ANYWHERE,
    },
  }),
};
