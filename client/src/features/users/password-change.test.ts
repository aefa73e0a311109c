import { describe, expect, it } from 'vitest';
import { passwordErrorsFromServer, validatePasswordChange } from './password-change';

const VALID = { password: 'bagong-password', repeatPassword: 'bagong-password', currentPassword: 'luma-password' };

describe('password change rules', () => {
  it('accepts a new password of 8 to 128 characters, repeated, with the current one', () => {
    expect(validatePasswordChange(VALID)).toEqual({});
  });

  it('needs a new password, the same again, and the current one', () => {
    expect(validatePasswordChange({ password: '', repeatPassword: '', currentPassword: '' })).toEqual({
      password: 'Password is required', currentPassword: 'Current Password is required',
    });
    expect(validatePasswordChange({ ...VALID, password: '        ', repeatPassword: '        ' })).toEqual({ password: 'Password is required' });
    expect(validatePasswordChange({ ...VALID, repeatPassword: 'bagong-pasword' })).toEqual({ repeatPassword: 'Passwords must match' });
    expect(validatePasswordChange({ ...VALID, password: 'short', repeatPassword: 'short' })).toEqual({ password: 'Password must be at least 8 characters.' });
    const long = 'x'.repeat(129);
    expect(validatePasswordChange({ ...VALID, password: long, repeatPassword: long })).toEqual({ password: 'Password must be at most 128 characters.' });
  });

  it("shows the server's messages on its fields", () => {
    expect(passwordErrorsFromServer({ currentPassword: ['The current password is not correct.'], other: ['x'] }))
      .toEqual({ currentPassword: 'The current password is not correct.' });
  });
});
