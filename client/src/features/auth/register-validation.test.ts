import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMessages } from '../../lib/i18n/language-context';
import { JUAN_REGISTRATION } from '../../test/registration';
import { authMessages } from './messages';
import {
  EMPTY_REGISTER_FORM, REGISTER_MESSAGES, registerErrorsFromServer, stepOfField, toRegisterInput,
  validateRegistration, validateStep, type RegisterForm,
} from './register-validation';

const TODAY = '2025-06-15';
/** The feature's texts in English, as the wizard reads them. */
const t = renderHook(() => useMessages(authMessages)).result.current;

const COMPLETE: RegisterForm = {
  email: 'juan.delacruz@example.com',
  password: 'correct horse',
  repeatPassword: 'correct horse',
  nickname: 'Jun',
  middleName: 'Santos',
  lastName: 'Dela Cruz',
  firstName: 'Juan',
  gender: 'male',
  address: '12 Mabini St.',
  birthdate: '1990-04-01',
  birthPlace: 'Manila',
  contactNumber: '09171234567',
  civilStatus: 'single',
  isEmployed: 'yes',
  isVoter: 'no',
  religion: 'Catholic',
  privacyConsent: true,
};

describe('register validation', () => {
  it.each([
    [0, { email: 'Email is required', password: 'Password is required', repeatPassword: 'Passwords must match', nickname: 'Nickname is required' }],
    [1, { middleName: 'Middle Name is required', lastName: 'Last Name is required', firstName: 'First Name is required', gender: 'Gender is required' }],
    [2, { address: 'Address is required', birthdate: 'Birthdate is required', birthPlace: 'Birthplace is required', contactNumber: 'Contact Number is required' }],
    [3, { civilStatus: 'Civil Status is required', isEmployed: 'Employment Status is required', isVoter: 'Voter Status is required', religion: 'Religion is required',
      privacyConsent: 'Agree to the privacy notice to register.' }],
  ])('gives every empty field of step %i its message from spec §5', (step, messages) => {
    expect(validateStep(step, EMPTY_REGISTER_FORM, t, TODAY)).toEqual(messages);
  });

  it('passes complete steps', () => {
    for (const step of [0, 1, 2, 3]) expect(validateStep(step, COMPLETE, t, TODAY)).toEqual({});
  });

  it('treats text of only spaces as empty', () => {
    expect(validateStep(0, { ...COMPLETE, nickname: '   ' }, t, TODAY)).toEqual({ nickname: 'Nickname is required' });
  });

  it.each(['juan', 'juan@', 'juan@example', '@example.com', 'juan@exa mple.com', 'juan@@example.com'])(
    'rejects the e-mail %s (text, at-sign, text, dot, text)',
    (email) => {
      expect(validateStep(0, { ...COMPLETE, email }, t, TODAY)).toEqual({ email: REGISTER_MESSAGES.emailInvalid });
    },
  );

  it.each(['erased-12@erased.invalid', 'juan@Portal.LOCALHOST'])('refuses %s: no mail ever reaches .invalid or .localhost', (email) => {
    expect(validateStep(0, { ...COMPLETE, email }, t, TODAY)).toEqual({ email: REGISTER_MESSAGES.emailUndeliverable });
  });

  it('accepts a simple e-mail', () => {
    expect(validateStep(0, { ...COMPLETE, email: 'a@b.co' }, t, TODAY)).toEqual({});
  });

  it('requires the repeated password to equal the password', () => {
    expect(validateStep(0, { ...COMPLETE, repeatPassword: 'correct horsE' }, t, TODAY))
      .toEqual({ repeatPassword: 'Passwords must match' });
  });

  it('requires passwords of at least 8 characters, as the server does', () => {
    expect(validateStep(0, { ...COMPLETE, password: 'short12', repeatPassword: 'short12' }, t, TODAY))
      .toEqual({ password: 'Password must be at least 8 characters.' });
  });

  it('refuses a birthdate after today', () => {
    expect(validateStep(2, { ...COMPLETE, birthdate: '2025-06-16' }, t, TODAY))
      .toEqual({ birthdate: 'Birthdate cannot be in the future.' });
    expect(validateStep(2, { ...COMPLETE, birthdate: TODAY }, t, TODAY)).toEqual({});
  });

  it('checks all four steps before submitting and names the first step with an error', () => {
    const form = { ...COMPLETE, lastName: '', religion: '' };
    expect(validateRegistration(form, t, TODAY)).toEqual({
      errors: { lastName: 'Last Name is required', religion: 'Religion is required' },
      firstInvalidStep: 1,
    });
    expect(validateRegistration(COMPLETE, t, TODAY)).toEqual({ errors: {}, firstInvalidStep: null });
  });

  it('builds the payload without the repeated password, with booleans and upper-case enums', () => {
    const input = toRegisterInput(COMPLETE, 1);
    expect(input).not.toHaveProperty('repeatPassword');
    expect(input).not.toHaveProperty('privacyConsent');
    expect(input).toEqual({ ...JUAN_REGISTRATION, civilStatus: 'SINGLE' });
  });

  it('sends the version of the privacy notice agreed to, none when it could not be read, and never an unticked agreement', () => {
    expect(toRegisterInput(COMPLETE, 3).privacyNoticeVersion).toBe(3);
    expect(toRegisterInput(COMPLETE, null).privacyNoticeVersion).toBeNull();
    expect(() => toRegisterInput({ ...COMPLETE, privacyConsent: false }, 1)).toThrow('toRegisterInput needs a validated form');
  });

  it('maps the server field errors to the wizard fields and their steps', () => {
    expect(registerErrorsFromServer({ email: ['A user with that email already exists.'], unknown: ['x'] }))
      .toEqual({ email: 'A user with that email already exists.' });
    expect(registerErrorsFromServer(undefined)).toEqual({});
    // The notice changed since the form was opened: said at the checkbox, on the last step.
    expect(registerErrorsFromServer({ privacyNoticeVersion: ['The privacy notice has changed since you opened it.'] }))
      .toEqual({ privacyConsent: 'The privacy notice has changed since you opened it.' });
    expect(stepOfField('privacyConsent')).toBe(3);
    expect(stepOfField('email')).toBe(0);
    expect(stepOfField('birthPlace')).toBe(2);
    expect(stepOfField('religion')).toBe(3);
    expect(stepOfField('repeat')).toBeNull();
  });
});
