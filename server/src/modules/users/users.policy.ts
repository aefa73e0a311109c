import { only, permitted, PUBLIC, SIGNED_IN } from '../../identity/audience';

/** Who may do what with accounts, sessions, profiles, valid IDs and two-factor sign-in (docs/rules/accounts.md#roles). */
export const userPolicy = {
  register: PUBLIC,
  signIn: PUBLIC,
  refreshSession: PUBLIC,
  signOut: PUBLIC,
  me: SIGNED_IN,
  /** The REST list of every account, the original dashboard's. */
  listAccounts: permitted('VIEW_RESIDENTS'),
  browseResidents: permitted('VIEW_RESIDENTS'),
  updateProfile: only('RESIDENT'),
  changePassword: SIGNED_IN,
  uploadValidId: only('RESIDENT'),
  decideIdVerification: permitted('VERIFY_IDS'),
  /** A valid-ID file by Bearer token: one's own, or anyone's for `seeAnyValidId`; a link token opens it without one. */
  viewValidId: SIGNED_IN,
  /** Someone else's valid ID and its history; everyone sees their own. */
  seeAnyValidId: permitted('VERIFY_IDS'),
  /** The code step of a sign-in; the challenge token is the proof. */
  signInWithCode: PUBLIC,
  /** Turning it on or off, its status, new recovery codes: the signed-in account's own. */
  manageTwoFactor: SIGNED_IN,
  /** Signed in (manageTwoFactor), or with the enrolment challenge an administrator's sign-in answered: the service decides which. */
  enrolTwoFactor: PUBLIC,
} as const;
