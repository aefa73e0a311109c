import { dictionary } from '@zxcvbn-ts/language-common';
import { ValidateBy } from 'class-validator';

/** How many of the most used passwords are refused (the list is ordered by how often each was seen in leaks). */
export const COMMON_PASSWORD_COUNT = 3000;

// Built on first use: the list ships inside the package, so nothing is downloaded.
let commonPasswords: Set<string> | undefined;

/** One of the 3,000 most common passwords, compared without regard to case ("Password1" is "password1"). */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT));
  return commonPasswords.has(password.toLowerCase());
}

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Choose one that is harder to guess.';

/** Refuses a password found in the common-password list; anything that is not text is left to other checks. */
export function IsNotCommonPassword(): PropertyDecorator {
  return ValidateBy(
    { name: 'isNotCommonPassword', validator: { validate: (value: unknown) => typeof value !== 'string' || !isCommonPassword(value) } },
    { message: COMMON_PASSWORD_MESSAGE },
  );
}
