import { describe, expect, it } from 'vitest';
import {
  PROFILE_FORM_MESSAGES, canGetVerified, isAcceptedIdFile, profileErrorsFromFailure, profileErrorsFromServer, profileFormOf, toUpdateProfileInput,
  validateProfile, type ProfileForm,
} from './profile-form';

const VALID: ProfileForm = {
  address: 'Purok 1, Barangay San Isidro',
  contactNumber: '09171234567',
  civilStatus: 'MARRIED',
  isVoter: 'yes',
  isEmployed: 'no',
  password: '',
  repeatPassword: '',
  currentPassword: '',
};

describe('profile form rules (spec §5 Profile edit)', () => {
  it('starts from the stored profile with empty password fields', () => {
    expect(profileFormOf({
      address: 'Purok 2', contactNumber: '0917', civilStatus: 'WIDOWED', isVoter: false, isEmployed: true,
    })).toEqual({
      address: 'Purok 2', contactNumber: '0917', civilStatus: 'WIDOWED', isVoter: 'no', isEmployed: 'yes', password: '', repeatPassword: '', currentPassword: '',
    });
    expect(profileFormOf({ address: null, contactNumber: null, civilStatus: null, isVoter: null, isEmployed: null }))
      .toMatchObject({ address: '', civilStatus: '', isVoter: '', isEmployed: '' });
  });

  it('requires address, contact number, civil status, voter and employed', () => {
    expect(validateProfile(VALID)).toEqual({});
    expect(validateProfile({ ...VALID, address: '  ', contactNumber: '', civilStatus: '', isVoter: '', isEmployed: '' })).toEqual({
      address: 'Address is required',
      contactNumber: 'Contact Number is required',
      civilStatus: 'Civil Status is required',
      isVoter: 'Voter Status is required',
      isEmployed: 'Employment Status is required',
    });
  });

  it("asks for a matching repeat only when a password is given: 'Passwords must match'", () => {
    const current = { currentPassword: 'kalayaan-1898' };
    expect(validateProfile({ ...VALID, ...current, password: 'bagong-password', repeatPassword: 'bagong-pasword' }))
      .toEqual({ repeatPassword: PROFILE_FORM_MESSAGES.passwordsMustMatch });
    expect(validateProfile({ ...VALID, ...current, password: 'bagong-password', repeatPassword: 'bagong-password' })).toEqual({});
    expect(validateProfile({ ...VALID, password: '', repeatPassword: 'stray' })).toEqual({ repeatPassword: 'Passwords must match' });
    expect(validateProfile({ ...VALID, ...current, password: 'short', repeatPassword: 'short' }))
      .toEqual({ password: PROFILE_FORM_MESSAGES.passwordTooShort });
  });

  it("requires the current password with a new one only: 'Current Password is required'", () => {
    expect(validateProfile({ ...VALID, password: 'bagong-password', repeatPassword: 'bagong-password' }))
      .toEqual({ currentPassword: 'Current Password is required' });
    // Spaces may be part of a real password: only an empty field counts as missing.
    expect(validateProfile({ ...VALID, password: 'bagong-password', repeatPassword: 'bagong-password', currentPassword: ' ' })).toEqual({});
    expect(validateProfile({ ...VALID, password: '   ', repeatPassword: '   ' })).toEqual({});
    expect(validateProfile(VALID)).toEqual({});
  });

  it('does not send a blank password, nor the current one without a new one', () => {
    expect(toUpdateProfileInput({ ...VALID, address: ' Purok 1 ', password: '   ', repeatPassword: '   ', currentPassword: 'kalayaan-1898' })).toEqual({
      address: 'Purok 1', contactNumber: '09171234567', civilStatus: 'MARRIED', isVoter: true, isEmployed: false,
    });
    expect(toUpdateProfileInput({ ...VALID, password: 'bagong-password', repeatPassword: 'bagong-password', currentPassword: 'kalayaan-1898' }))
      .toMatchObject({ password: 'bagong-password', repeatPassword: 'bagong-password', currentPassword: 'kalayaan-1898' });
  });

  it("keeps the server's field messages for the form's fields", () => {
    expect(profileErrorsFromServer({ password: ['Password must be at least 8 characters.'], email: ['ignored'] }))
      .toEqual({ password: 'Password must be at least 8 characters.' });
    expect(profileErrorsFromServer({ currentPassword: ['The current password is not correct.'] }))
      .toEqual({ currentPassword: 'The current password is not correct.' });
  });

  it('shows a slowed-down password change under the current password, and field errors where they belong', () => {
    const wait = 'Too many attempts. Please try again in 4 seconds.';
    expect(profileErrorsFromFailure({ code: 'TOO_MANY_REQUESTS', message: wait, fields: {} })).toEqual({ currentPassword: wait });
    expect(profileErrorsFromFailure({ code: 'BAD_USER_INPUT', message: 'Some fields are not valid.', fields: { password: ['Password must not contain your name or nickname.'] } }))
      .toEqual({ password: 'Password must not contain your name or nickname.' });
  });

  it('offers Get Verified to unverified and rejected residents only', () => {
    expect(canGetVerified('UNVERIFIED')).toBe(true);
    expect(canGetVerified('REJECTED')).toBe(true);
    expect(canGetVerified('PENDING')).toBe(false);
    expect(canGetVerified('APPROVED')).toBe(false);
  });

  it('accepts images and PDF files as valid IDs', () => {
    expect(isAcceptedIdFile({ type: 'image/png', name: 'id.png' })).toBe(true);
    expect(isAcceptedIdFile({ type: 'application/pdf', name: 'id.pdf' })).toBe(true);
    expect(isAcceptedIdFile({ type: '', name: 'id.JPG' })).toBe(true);
    expect(isAcceptedIdFile({ type: 'application/zip', name: 'id.zip' })).toBe(false);
    expect(isAcceptedIdFile({ type: '', name: 'setup.exe' })).toBe(false);
  });
});
