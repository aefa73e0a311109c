import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { enterFields, type FieldEntry } from '../../../test/fill-fields';
import { recordingRequest } from '../../../test/mocks';
import { JUAN_REGISTRATION } from '../../../test/registration';
import { renderApp, type RenderAppOptions } from '../../../test/render-app';
import { RegisterMutation, RegistrationPrivacyNoticeQuery } from '../api/auth.graphql';

const CONSENT = 'I have read and agree to the privacy notice';

/** The privacy notice's version in force, as the form reads it when opened. */
const noticeMock = (version: number, maxUsageCount = Number.POSITIVE_INFINITY) => ({
  request: { query: RegistrationPrivacyNoticeQuery },
  result: { data: { privacyNotice: { __typename: 'PrivacyNotice' as const, version } } },
  maxUsageCount,
});

/** The registration page, once its lazily loaded chunk has rendered the first step; the notice in force is version 1 unless mocked. */
async function openRegister(options: RenderAppOptions) {
  const rendered = renderApp({ path: '/register', ...options, mocks: [...(options.mocks ?? []), noticeMock(1)] });
  await screen.findByRole('heading', { level: 2, name: /^Step 1 of 4/ });
  return rendered;
}

const stepHeading = () => screen.getByRole('heading', { level: 2, name: /^Step \d of 4/ });
const next = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Next' }));

/** Juan's answers, a step each: option values are the spec's lower-case words; the payload carries the schema's upper-case enums. */
const STEPS: ReadonlyArray<Record<string, FieldEntry>> = [
  { Email: 'juan.delacruz@example.com', Password: 'correct horse', 'Repeat Password': 'correct horse', Nickname: 'Jun' },
  { 'Middle Name': 'Santos', 'Last Name': 'Dela Cruz', 'First Name': 'Juan', Gender: { choose: 'male' } },
  { Address: '12 Mabini St.', Birthdate: { date: '1990-04-01' }, Birthplace: 'Manila', 'Contact Number': '09171234567' },
  { 'Civil Status': { choose: 'married' }, Employed: { choose: 'Yes' }, Voter: { choose: 'No' }, Religion: 'Catholic', [CONSENT]: { check: true } },
];

/** Fills step `step` (1 to 4) with Juan's answers, any of them replaced by `overrides`. */
const fillStep = (user: UserEvent, step: number, overrides: Record<string, FieldEntry> = {}) =>
  enterFields(user, { ...STEPS[step - 1], ...overrides });

async function fillAll(user: UserEvent) {
  for (let step = 1; step <= STEPS.length; step += 1) {
    if (step > 1) await next(user);
    await fillStep(user, step);
  }
}

describe('register wizard', () => {
  it('blocks Next on an empty step and shows every field message', async () => {
    const user = userEvent.setup();
    await openRegister({ path: '/register' });
    expect(stepHeading()).toHaveTextContent('Step 1 of 4');
    await next(user);
    expect(stepHeading()).toHaveTextContent('Step 1 of 4');
    for (const message of ['Email is required', 'Password is required', 'Passwords must match', 'Nickname is required']) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('moves the focus to the first field with a message, or to the next step\'s title', async () => {
    const user = userEvent.setup();
    await openRegister({ path: '/register' });
    await user.type(screen.getByLabelText('Email'), 'juan.delacruz@example.com');
    await next(user);
    // The step is checked asynchronously after the click: the focus moves once its messages are on the fields.
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.type(screen.getByLabelText('Repeat Password'), 'correct horse');
    await user.type(screen.getByLabelText('Nickname'), 'Jun');
    await next(user);
    expect(stepHeading()).toHaveTextContent('Step 2 of 4');
    await waitFor(() => expect(stepHeading()).toHaveFocus());
  });

  it('takes a field\'s message away when that field changes, and checks nothing while typing', async () => {
    const user = userEvent.setup();
    await openRegister({ path: '/register' });
    await user.type(screen.getByLabelText('Email'), 'juan');
    expect(screen.queryByText('Enter a valid email address.')).not.toBeInTheDocument();
    await next(user);
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nickname'), 'Jun');
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.queryByText('Nickname is required')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), '@');
    expect(screen.queryByText('Enter a valid email address.')).not.toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('blocks Next on a malformed e-mail and different passwords', async () => {
    const user = userEvent.setup();
    await openRegister({ path: '/register' });
    await fillStep(user, 1, { Email: 'juan@example', 'Repeat Password': 'correct horsE' });
    await next(user);
    expect(stepHeading()).toHaveTextContent('Step 1 of 4');
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Passwords must match')).toBeInTheDocument();
  });

  it('checks each later step before moving on', async () => {
    const user = userEvent.setup();
    await openRegister({ path: '/register' });
    await fillStep(user, 1);
    await next(user);
    expect(stepHeading()).toHaveTextContent('Step 2 of 4');
    await next(user);
    expect(stepHeading()).toHaveTextContent('Step 2 of 4');
    for (const message of ['Middle Name is required', 'Last Name is required', 'First Name is required', 'Gender is required']) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    await fillStep(user, 2);
    await next(user);
    await next(user);
    expect(stepHeading()).toHaveTextContent('Step 3 of 4');
    for (const message of ['Address is required', 'Birthdate is required', 'Birthplace is required', 'Contact Number is required']) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    await fillStep(user, 3);
    await next(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(stepHeading()).toHaveTextContent('Step 4 of 4');
    for (const message of ['Civil Status is required', 'Employment Status is required', 'Voter Status is required', 'Religion is required']) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
  });

  it('keeps the answers when going back with Previous', async () => {
    const user = userEvent.setup();
    await openRegister({ path: '/register' });
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await fillStep(user, 1);
    await next(user);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(stepHeading()).toHaveTextContent('Step 1 of 4');
    expect(screen.getByLabelText('Nickname')).toHaveValue('Jun');
  });

  it('shows and hides the passwords', async () => {
    const user = userEvent.setup();
    await openRegister({ path: '/register' });
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show repeat password' }));
    expect(screen.getByLabelText('Repeat Password')).toHaveAttribute('type', 'text');
  });

  it('sends the payload without the repeated password and opens login with the success banner', async () => {
    const user = userEvent.setup();
    const sent: Array<Record<string, unknown>> = [];
    await openRegister({
      path: '/register',
      mocks: [{
        request: recordingRequest(RegisterMutation, sent),
        result: { data: { register: { __typename: 'User', id: 12, email: JUAN_REGISTRATION.email } } },
      }],
    });
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(screen.getByText('Registration successful! You can now log in.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual({ input: JUAN_REGISTRATION });
    expect(sent[0].input).not.toHaveProperty('repeatPassword');
  });

  it('asks for the agreement to the privacy notice, linked in a new tab, before sending anything', async () => {
    const user = userEvent.setup();
    const sent: Array<Record<string, unknown>> = [];
    await openRegister({ path: '/register', mocks: [{ request: recordingRequest(RegisterMutation, sent), result: { data: null } }] });
    await fillAll(user);
    await user.click(screen.getByLabelText(CONSENT));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Agree to the privacy notice to register.')).toBeInTheDocument();
    expect(screen.getByLabelText(CONSENT)).toHaveAttribute('aria-invalid', 'true');
    expect(stepHeading()).toHaveTextContent('Step 4 of 4');
    const link = screen.getByRole('link', { name: 'privacy notice' });
    expect(link).toHaveAttribute('href', '/privacy');
    expect(link).toHaveAttribute('target', '_blank');
    expect(sent).toEqual([]);
  });

  it('agrees to the version in force again when the notice changed after the form was opened', async () => {
    const user = userEvent.setup();
    const changed = 'The privacy notice has changed since you opened it: read version 2 and agree to it to continue.';
    const sent: Array<Record<string, unknown>> = [];
    await openRegister({
      path: '/register',
      mocks: [
        noticeMock(1, 1),
        {
          request: recordingRequest(RegisterMutation, sent),
          result: {
            errors: [{ message: changed, extensions: { code: 'BAD_USER_INPUT', reason: 'PRIVACY_NOTICE_CHANGED', fields: { privacyNoticeVersion: [changed] } } }],
          },
        },
        noticeMock(2, 1),
        {
          request: recordingRequest(RegisterMutation, sent),
          result: { data: { register: { __typename: 'User', id: 12, email: JUAN_REGISTRATION.email } } },
        },
      ],
    });
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(changed)).toBeInTheDocument();
    expect(stepHeading()).toHaveTextContent('Step 4 of 4');
    expect(screen.getByLabelText(CONSENT)).not.toBeChecked();
    await user.click(screen.getByLabelText(CONSENT));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(sent.map((variables) => (variables.input as { privacyNoticeVersion: number }).privacyNoticeVersion)).toEqual([1, 2]);
  });

  it("shows the server's field errors on their fields and returns to that step", async () => {
    const user = userEvent.setup();
    await openRegister({
      path: '/register',
      mocks: [{
        request: { query: RegisterMutation, variables: { input: JUAN_REGISTRATION } },
        result: {
          errors: [{
            message: 'Some fields are not valid.',
            extensions: { code: 'BAD_USER_INPUT', reason: 'EMAIL_TAKEN', fields: { email: ['A user with that email already exists.'] } },
          }],
        },
      }],
    });
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('A user with that email already exists.')).toBeInTheDocument();
    expect(stepHeading()).toHaveTextContent('Step 1 of 4');
    const form = screen.getByRole('form', { name: 'Register' });
    expect(within(form).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });
});
