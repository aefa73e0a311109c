import { randomBytes } from 'node:crypto';
import {
  PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES as FORM_MESSAGES, PASSWORD_MIN_LENGTH, passwordLengthRefusal,
} from '@barangay-portal/domain';
import { ValidateBy } from 'class-validator';
import { DomainError } from '../common/domain-error';
import { BreachedPasswords } from './breached-passwords';

/**
 * The one password policy, for every password the portal accepts: registration, a password change, and
 * ADMIN_PASSWORD at start. A password is refused when it is
 *  1. shorter than 8 or longer than 128 characters;
 *  2. on the list of breached passwords, in any letter case (breached-passwords.ts);
 *  3. built from words a guesser who knows the account tries first: read without letter case, accents,
 *     digits, spaces or symbols, it contains a word of 4 letters or more from the barangay's name, the
 *     owner's first, middle or last name or nickname, or the part of their e-mail address before the "@".
 *     Shorter words ("San", "Li") are left out: they occur inside too many good passwords.
 */
// Rule 1, the lengths and their messages, is shared with the browser's forms.
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };
/** Context words shorter than this are not looked for. */
export const MIN_CONTEXT_WORD_LENGTH = 4;

export const PASSWORD_MESSAGES = {
  ...FORM_MESSAGES,
  /** The text of the earlier 3,000-password list, kept: the clients and the spec's screens show it as it is. */
  breached: 'This password is too common. Choose one that is harder to guess.',
  barangay: "Password must not contain the barangay's name.",
  name: 'Password must not contain your name or nickname.',
  email: 'Password must not contain your e-mail address.',
} as const;

/** Whose password it is: what a guesser who knows the account would try first. */
export interface PasswordOwner {
  email: string;
  firstName?: string | null;
  middleName?: string | null;
  lastName?: string | null;
  nickname?: string | null;
  /** Empty for a city account (docs/architecture.md#city-level): its context word is the city's name, not a barangay's. */
  barangayId?: number | null;
}

/** Where a refused context word came from. */
export type ContextSource = 'barangay' | 'name' | 'email';

export type PasswordRefusal =
  | { rule: 'tooShort' | 'tooLong' | 'breached' }
  | { rule: 'context'; source: ContextSource; word: string };

// One list for the whole process, read on first use.
const breachedPasswords = new BreachedPasswords({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH });

/** Rule 2 alone, for the input decorators: it needs nothing but the password. */
export function isBreachedPassword(password: string): boolean {
  return breachedPasswords.has(password);
}

/** Lower case, accents taken off ("Peñafrancia" is "penafrancia"), then only the letters. */
function letters(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^\p{L}]/gu, '');
}

/** The words of 4 letters or more in `text`, read as `letters` reads them. */
function contextWords(text: string | null | undefined): string[] {
  if (!text) return [];
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length >= MIN_CONTEXT_WORD_LENGTH);
}

function emailName(email: string): string {
  const at = email.lastIndexOf('@');
  return at === -1 ? email : email.slice(0, at);
}

/** Rule 3: the first context word the password contains, with where it came from. */
function contextRefusal(password: string, barangayName: string, owner: PasswordOwner): PasswordRefusal | null {
  const folded = letters(password);
  const sources: Array<[ContextSource, string[]]> = [
    ['barangay', contextWords(barangayName)],
    ['name', [owner.firstName, owner.middleName, owner.lastName, owner.nickname].flatMap(contextWords)],
    ['email', contextWords(emailName(owner.email))],
  ];
  for (const [source, words] of sources) {
    const word = words.find((candidate) => folded.includes(candidate));
    if (word !== undefined) return { rule: 'context', source, word };
  }
  return null;
}

/**
 * The policy of one portal: the barangay's name is one of its context words. Each method takes the name of the
 * barangay the account belongs to (docs/architecture.md#tenancy); without it, the portal's configured one. A city
 * account's is the city's name (`cityName`, CITY_NAME), wherever it signs in.
 */
export class PasswordPolicy {
  constructor(private readonly barangayName: string, private readonly cityName?: string) {}

  /** 16 random characters; drawn again in the unlikely case the draw spells a context word or a listed password. */
  generate(owner: PasswordOwner, barangayName = this.barangayName): string {
    for (;;) {
      const password = randomBytes(12).toString('base64url');
      if (!this.refusal(password, owner, barangayName)) return password;
    }
  }

  /** Why `password` is refused for `owner`, or null when it is accepted. */
  refusal(password: string, owner: PasswordOwner, barangayName = this.barangayName): PasswordRefusal | null {
    // Counted as the input types' MinLength and MaxLength count, so a character is one character everywhere.
    const length = passwordLengthRefusal(password);
    if (length) return { rule: length };
    if (isBreachedPassword(password)) return { rule: 'breached' };
    const home = owner.barangayId === null && this.cityName !== undefined ? this.cityName : barangayName;
    return contextRefusal(password, home, owner);
  }

  /** Throws a field error on `password` (400 on REST, BAD_USER_INPUT on GraphQL) when it is refused. */
  assertAcceptable(password: string, owner: PasswordOwner, barangayName = this.barangayName): void {
    const refusal = this.refusal(password, owner, barangayName);
    if (refusal) throw DomainError.invalid('PASSWORD_REFUSED', { password: [passwordMessage(refusal)] });
  }
}

/** The message a person typing the password sees. */
export function passwordMessage(refusal: PasswordRefusal): string {
  return refusal.rule === 'context' ? PASSWORD_MESSAGES[refusal.source] : PASSWORD_MESSAGES[refusal.rule];
}

/** Rule 2 as an input decorator, so a breached password is named with the other field errors at once. */
export function IsNotBreachedPassword(): PropertyDecorator {
  return ValidateBy(
    { name: 'isNotBreachedPassword', validator: { validate: (value: unknown) => typeof value !== 'string' || !isBreachedPassword(value) } },
    { message: PASSWORD_MESSAGES.breached },
  );
}
