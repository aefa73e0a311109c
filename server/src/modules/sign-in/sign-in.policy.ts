import { PUBLIC, SIGNED_IN } from '../../identity/audience';

/** Who may register, sign in and out, and manage two-factor sign-in (docs/rules/accounts.md#roles). */
export const signInPolicy = {
  register: PUBLIC,
  signIn: PUBLIC,
  refreshSession: PUBLIC,
  signOut: PUBLIC,
  /** The code step of a sign-in; the challenge token is the proof. */
  signInWithCode: PUBLIC,
  /** Turning it on or off, its status, new recovery codes: the signed-in account's own. */
  manageTwoFactor: SIGNED_IN,
  /** Signed in (manageTwoFactor), or with the enrolment challenge an administrator's sign-in answered: the service decides which. */
  enrolTwoFactor: PUBLIC,
} as const;
