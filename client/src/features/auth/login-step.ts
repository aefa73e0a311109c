import type { LoginPayload } from '../../lib/session';

/** The login mutation's answer: the session, or a second step's challenge (two-factor sign-in). */
export interface LoginAnswer {
  access?: string | null;
  refresh?: string | null;
  isResident?: boolean | null;
  isVerified?: boolean | null;
  email: string;
  mfaRequired: boolean;
  mfaEnrolmentRequired: boolean;
  mfaToken?: string | null;
}

/** Where a sign-in goes after the password. */
export type LoginStep =
  | { kind: 'session'; payload: LoginPayload }
  /** Type the authenticator's code (or a recovery code). */
  | { kind: 'code'; mfaToken: string }
  /** An administrator who must set up two-factor sign-in before any session. */
  | { kind: 'enrol'; mfaToken: string }
  /** An answer that is neither: nothing usable came back. */
  | { kind: 'unusable' };

export function nextLoginStep(answer: LoginAnswer): LoginStep {
  if (answer.mfaRequired) {
    if (!answer.mfaToken) return { kind: 'unusable' };
    return { kind: answer.mfaEnrolmentRequired ? 'enrol' : 'code', mfaToken: answer.mfaToken };
  }
  const { access, refresh, isResident, isVerified, email } = answer;
  if (!access || !refresh || typeof isResident !== 'boolean' || typeof isVerified !== 'boolean') return { kind: 'unusable' };
  return { kind: 'session', payload: { access, refresh, isResident, isVerified, email } };
}
