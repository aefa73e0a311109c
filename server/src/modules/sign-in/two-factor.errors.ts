import { DomainError, ErrorKind } from '../../common/domain-error';

export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Code is required',
  wrongCode: 'The code is not correct.',
  replayedCode: 'This code was already used. Wait for the next one.',
} as const;

export const TwoFactorErrors = {
  /** The sign-in's second step came too late, or with a challenge that is not one (or not for this step). */
  challengeInvalid: () => new DomainError(ErrorKind.Unauthenticated, 'MFA_CHALLENGE_INVALID',
    'This sign-in has expired. Please sign in again.'),
  wrongCode: () => DomainError.invalid('MFA_WRONG_CODE', { code: [TWO_FACTOR_MESSAGES.wrongCode] }),
  /** A right code whose time step was already used: seen over a shoulder, or sent twice. */
  replayedCode: () => DomainError.invalid('MFA_CODE_REUSED', { code: [TWO_FACTOR_MESSAGES.replayedCode] }),
  alreadyEnabled: () => new DomainError(ErrorKind.Conflict, 'MFA_ALREADY_ENABLED',
    'Two-factor sign-in is already on. Turn it off first to set up another authenticator.'),
  notEnabled: () => new DomainError(ErrorKind.Conflict, 'MFA_NOT_ENABLED', 'Two-factor sign-in is not on.'),
  noPendingEnrolment: () => new DomainError(ErrorKind.Conflict, 'MFA_NO_PENDING_ENROLMENT',
    'Start the two-factor set-up first: there is no QR code waiting for a code.'),
  requiredForAdministrators: () => new DomainError(ErrorKind.Forbidden, 'MFA_REQUIRED',
    'Two-factor sign-in is required for administrators: it cannot be turned off.'),
};
