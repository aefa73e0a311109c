import { Secret, TOTP } from 'otpauth';
import { hashRecoveryCode, matchingStep, newRecoveryCodes, newTotpSecret, otpauthUri, readCode } from '../two-factor-codes';

const codeAt = (secret: string, timestamp: number) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp });

describe('two-factor codes', () => {
  const secret = newTotpSecret();
  const now = Date.UTC(2026, 0, 15, 8, 0, 10);
  const step = Math.floor(now / 30_000);

  it('accepts the code of the current step and of the steps either side, naming the step', () => {
    expect(matchingStep(secret, codeAt(secret, now), now)).toBe(step);
    expect(matchingStep(secret, codeAt(secret, now - 30_000), now)).toBe(step - 1);
    expect(matchingStep(secret, codeAt(secret, now + 30_000), now)).toBe(step + 1);
  });

  it('refuses a code two steps away and a code of another secret', () => {
    expect(matchingStep(secret, codeAt(secret, now - 60_000), now)).toBeNull();
    expect(matchingStep(secret, codeAt(secret, now + 60_000), now)).toBeNull();
    expect(matchingStep(secret, codeAt(newTotpSecret(), now), now)).toBeNull();
  });

  it('writes an otpauth URI an authenticator app reads: issuer, account and secret', () => {
    const uri = otpauthUri(secret, 'juan@example.com', 'Barangay San Isidro');
    expect(uri).toBe(`otpauth://totp/Barangay%20San%20Isidro:juan%40example.com?issuer=Barangay%20San%20Isidro&secret=${secret}&algorithm=SHA1&digits=6&period=30`);
  });

  it('makes ten different recovery codes of 80 bits, which read back as recovery codes', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
      expect(readCode(code)).toEqual({ kind: 'recovery', code: code.replace(/-/g, '') });
    }
  });

  it('reads codes as people type them, and nothing else', () => {
    expect(readCode(' 123 456 ')).toEqual({ kind: 'totp', code: '123456' });
    expect(readCode('ABCD EFGH-IJKL mnop')).toEqual({ kind: 'recovery', code: 'abcdefghijklmnop' });
    for (const junk of ['12345', '1234567', 'abcd', "' OR 1=1 --", 'abcdefghijklmno1']) expect(readCode(junk)).toEqual({ kind: 'neither' });
  });

  it('stores a recovery code only as its SHA-256', () => {
    expect(hashRecoveryCode('abcdefghijklmnop')).toMatch(/^[0-9a-f]{64}$/);
    expect(hashRecoveryCode('abcdefghijklmnop')).not.toBe(hashRecoveryCode('abcdefghijklmnoq'));
  });
});
