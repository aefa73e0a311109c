import { describe, expect, it } from 'vitest';
import { nextLoginStep } from './login-step';

const session = { access: 'a.b.c', refresh: 'r', isResident: false, isVerified: true, email: 'admin@example.com' };

describe('nextLoginStep', () => {
  it('takes a session answer as it is', () => {
    expect(nextLoginStep({ ...session, mfaRequired: false, mfaEnrolmentRequired: false, mfaToken: null }))
      .toEqual({ kind: 'session', payload: session });
  });

  it('asks for a code when two-factor sign-in is on, and for enrolment when the administrator must set it up', () => {
    const challenge = { access: null, refresh: null, isResident: null, isVerified: null, email: 'admin@example.com', mfaToken: 'challenge' };
    expect(nextLoginStep({ ...challenge, mfaRequired: true, mfaEnrolmentRequired: false })).toEqual({ kind: 'code', mfaToken: 'challenge' });
    expect(nextLoginStep({ ...challenge, mfaRequired: true, mfaEnrolmentRequired: true })).toEqual({ kind: 'enrol', mfaToken: 'challenge' });
  });

  it('finds nothing usable in a challenge without its token or a session without its tokens', () => {
    expect(nextLoginStep({ email: 'x@example.com', mfaRequired: true, mfaEnrolmentRequired: false, mfaToken: null })).toEqual({ kind: 'unusable' });
    expect(nextLoginStep({ ...session, access: null, mfaRequired: false, mfaEnrolmentRequired: false })).toEqual({ kind: 'unusable' });
  });
});
