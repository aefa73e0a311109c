import { lazyPage, type ScreenRow } from '../../lib/screens';

/** The page of one certificate's code: what its QR code opens. */
export const verifyPathFor = (code: string): string => `/verify/${encodeURIComponent(code)}`;

// Public and outside the guards: a bank or school checks a certificate with no account
// (docs/rules/certificates.md#certificate-verification). Opened only from a certificate's QR code: not in every visitor's download.
export const verifyScreen = {
  path: '/verify/:code',
  audience: 'public',
  page: lazyPage(() => import('./pages/verify-document-page')),
} satisfies ScreenRow;

/** Certificate verification (docs/rules/certificates.md#verification-screen). */
export const verificationScreens = [verifyScreen];
