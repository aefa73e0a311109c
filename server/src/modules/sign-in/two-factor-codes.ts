import { createHash } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/**
 * RFC 6238 time-based codes through the maintained `otpauth` library, with the parameters every
 * authenticator app understands (SHA-1, 6 digits, 30 seconds), and the account's one-time recovery codes.
 */
const TOTP_DIGITS = 6;
const TOTP_PERIOD_SECONDS = 30;
/** The step before and after the current one are accepted too: a phone's clock may be a little off. */
const TOTP_WINDOW = 1;
/** 160 bits, the size RFC 4226 recommends for an HMAC-SHA-1 key. */
const SECRET_BYTES = 20;
export const RECOVERY_CODE_COUNT = 10;
/** 80 random bits each: too many to try, so a plain SHA-256 of one is safe to store. */
const RECOVERY_CODE_BYTES = 10;

/** What a typed code is: an authenticator's code, a recovery code, or neither. */
export type ReadCode = { kind: 'totp'; code: string } | { kind: 'recovery'; code: string } | { kind: 'neither' };

export function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

function totp(secret: string, account = '', issuer = ''): TOTP {
  return new TOTP({
    issuer, label: account, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS,
  });
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function otpauthUri(secret: string, account: string, issuer: string): string {
  return totp(secret, account, issuer).toString();
}

/** The time step `code` belongs to (within one step of now), or null when it matches none. */
export function matchingStep(secret: string, code: string, now = Date.now()): number | null {
  const generator = totp(secret);
  const delta = generator.validate({ token: code, window: TOTP_WINDOW, timestamp: now });
  return delta === null ? null : generator.counter({ timestamp: now }) + delta;
}

/** Spaces and dashes are how people copy codes; neither changes which code it is. */
export function readCode(raw: string): ReadCode {
  const compact = raw.replace(/[\s-]/g, '').toLowerCase();
  if (/^\d{6}$/.test(compact)) return { kind: 'totp', code: compact };
  if (/^[a-z2-7]{16}$/.test(compact)) return { kind: 'recovery', code: compact };
  return { kind: 'neither' };
}

/** Ten fresh recovery codes, written `abcd-efgh-ijkl-mnop` for reading and typing. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const code = new Secret({ size: RECOVERY_CODE_BYTES }).base32.toLowerCase();
    return code.match(/.{4}/g)!.join('-');
  });
}

/** What is stored of a recovery code (as `readCode` gives it). */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}
