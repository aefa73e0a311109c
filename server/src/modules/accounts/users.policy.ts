import { only, permitted, SIGNED_IN } from '../../identity/audience';

/** Who may do what with accounts: profiles, passwords, valid IDs and their verification (docs/rules/accounts.md#roles). */
export const userPolicy = {
  me: SIGNED_IN,
  /** The REST list of every account, the original dashboard's. */
  listAccounts: permitted('VIEW_RESIDENTS'),
  browseResidents: permitted('VIEW_RESIDENTS'),
  updateProfile: only('RESIDENT'),
  changePassword: SIGNED_IN,
  choosePreferredLanguage: SIGNED_IN,
  uploadValidId: only('RESIDENT'),
  decideIdVerification: permitted('VERIFY_IDS'),
  /** A valid-ID file by Bearer token: one's own, or anyone's for `seeAnyValidId`; a link token opens it without one. */
  viewValidId: SIGNED_IN,
  /** Someone else's valid ID and its history; everyone sees their own. */
  seeAnyValidId: permitted('VERIFY_IDS'),
} as const;
