import { privacyNoticeScreen } from '../features/privacy/screens';
import { profileScreen } from '../features/users/screens';
import { verifyPathFor } from '../features/verification/screens';
import type { ScreenLinks } from '../lib/screen-links';

/** The addresses features link to across features (docs/architecture.md#screen-links), read from their owners' rows. */
export const SCREEN_LINKS: ScreenLinks = {
  privacyNotice: privacyNoticeScreen.path,
  residentProfile: profileScreen.path,
  verificationOf: verifyPathFor,
};
