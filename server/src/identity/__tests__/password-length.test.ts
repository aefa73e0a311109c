import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordLength, passwordLengthRefusal } from '@barangay-portal/domain';
import { maxLength, minLength } from 'class-validator';

// The browser's forms count a password with the shared passwordLength; the input types with class-validator's
// MinLength and MaxLength. Both must agree, or a form would let through what the server refuses.
describe('the shared password length', () => {
  const samples = [
    'seven77', 'eight888', '🔒🔒🔒🔒🔒🔒🔒', '🔒🔒🔒🔒🔒🔒🔒🔒', 'ab❤️cd❤️e', 'ab❤︎cd❤︎ef', 'kaibigan', 'ñ'.repeat(8),
    'x'.repeat(PASSWORD_MAX_LENGTH), 'x'.repeat(PASSWORD_MAX_LENGTH + 1), '😀'.repeat(PASSWORD_MAX_LENGTH), '😀'.repeat(PASSWORD_MAX_LENGTH + 1),
  ];

  it.each(samples)('counts %s as class-validator does', (password) => {
    const accepted = minLength(password, PASSWORD_MIN_LENGTH) && maxLength(password, PASSWORD_MAX_LENGTH);
    expect(passwordLengthRefusal(password) === null).toBe(accepted);
  });

  it('counts an emoji as one character', () => {
    expect(passwordLength('🔒🔒🔒🔒🔒🔒🔒🔒')).toBe(8);
  });
});
