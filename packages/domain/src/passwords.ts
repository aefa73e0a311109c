/**
 * The length part of the password policy, and the messages every password form shows. The rest of the
 * policy (breached passwords, words of the barangay's and the owner's names) needs data only the server has.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_MESSAGES = {
  required: 'Password is required',
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  mustMatch: 'Passwords must match',
  currentRequired: 'Current Password is required',
} as const;

/**
 * A password's length in characters, counted as the server's input checks (class-validator's MinLength and
 * MaxLength) count it: a character outside the Basic Multilingual Plane (an emoji) is one, and so is a
 * character followed by a text or emoji presentation selector.
 */
export function passwordLength(password: string): number {
  const presentationSequences = password.match(/[^\uFE0F\uFE0E][\uFE0F\uFE0E]/g)?.length ?? 0;
  const surrogatePairs = password.match(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g)?.length ?? 0;
  return password.length - presentationSequences - surrogatePairs;
}

/** Which length rule a password breaks, or null when its length is fine. */
export function passwordLengthRefusal(password: string): 'tooShort' | 'tooLong' | null {
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (length > PASSWORD_MAX_LENGTH) return 'tooLong';
  return null;
}

/** The message of the length rule a password breaks, or undefined when its length is fine. */
export function passwordLengthProblem(password: string): string | undefined {
  const refusal = passwordLengthRefusal(password);
  return refusal ? PASSWORD_MESSAGES[refusal] : undefined;
}

/** The message a new password's field shows, or undefined: it is required, then the length rules apply. */
export function newPasswordProblem(password: string): string | undefined {
  return password === '' ? PASSWORD_MESSAGES.required : passwordLengthProblem(password);
}

/** How long a staff member's e-mailed set-password link works (docs/rules/accounts.md#staff-roles). */
export const SET_PASSWORD_LINK_DAYS = 3;

/** Said of a set-password address without its token (cut short when copied), by the page and the server alike. */
export const INCOMPLETE_PASSWORD_LINK_MESSAGE = 'This link is incomplete. Open it again from the e-mail, or ask the barangay office for a new one.';
