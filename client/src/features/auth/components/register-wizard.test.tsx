import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RegisterInput } from '../../../gql/graphql';
import { renderApp, type RenderAppOptions } from '../../../test/render-app';
import { RegisterMutation } from '../api/auth.graphql';

/** The registration page, once its lazily loaded chunk has rendered the first step. */
async function openRegister(options: RenderAppOptions) {
  const rendered = renderApp({ path: '/register', ...options });
  await screen.findByRole('heading', { level: 2, name: /^Step 1 of 4/ });
  return rendered;
}

const stepHeading = () => screen.getByRole('heading', { level: 2, name: /^Step \d of 4/ });
const next = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Next' }));

async function fillStep1(user: UserEvent, overrides: { email?: string; repeat?: string } = {}) {
  await user.type(screen.getByLabelText('Email'), overrides.email ?? 'juan.delacruz@example.com');
  await user.type(screen.getByLabelText('Password'), 'correct horse');
  await user.type(screen.getByLabelText('Repeat Password'), overrides.repeat ?? 'correct horse');
  await user.type(screen.getByLabelText('Nickname'), 'Jun');
}

async function fillStep2(user: UserEvent) {
  await user.type(screen.getByLabelText('Middle Name'), 'Santos');
  await user.type(screen.getByLabelText('Last Name'), 'Dela Cruz');
  await user.type(screen.getByLabelText('First Name'), 'Juan');
  // Option values are the spec's lower-case words; the payload carries the schema's upper-case enums.
  await user.selectOptions(screen.getByLabelText('Gender'), 'male');
}

async function fillStep3(user: UserEvent) {
  await user.type(screen.getByLabelText('Address'), '12 Mabini St.');
  // user-event cannot type into date inputs under jsdom; a change event is what a date picker produces.
  fireEvent.change(screen.getByLabelText('Birthdate'), { target: { value: '1990-04-01' } });
  await user.type(screen.getByLabelText('Birthplace'), 'Manila');
  await user.type(screen.getByLabelText('Contact Number'), '09171234567');
}

async function fillStep4(user: UserEvent) {
  await user.selectOptions(screen.getByLabelText('Civil Status'), 'married');
  await user.selectOptions(screen.getByLabelText('Employed'), 'Yes');
  await user.selectOptions(screen.getByLabelText('Voter'), 'No');
  await user.type(screen.getByLabelText('Religion'), 'Catholic');
}

async function fillAll(user: UserEvent) {
  await fillStep1(user);
  await next(user);
  await fillStep2(user);
  await next(user);
  await fillStep3(user);
  await next(user);
  await fillStep4(user);
}

const EXPECTED_INPUT: RegisterInput = {
  email: 'juan.delacruz@example.com',
  password: 'correct horse',
  nickname: 'Jun',
  middleName: 'Santos',
  lastName: 'Dela Cruz',
  firstName: 'Juan',
  gender: 'MALE',
  address: '12 Mabini St.',
  birthdate: '1990-04-01',
  birthPlace: 'Manila',
  contactNumber: '09171234567',
  civilStatus: 'MARRIED',
  isEmployed: true,
  isVoter: false,
  religion: 'Catholic',
};

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
    await fillStep1(user, { email: 'juan@example', repeat: 'correct horsE' });
    await next(user);
    expect(stepHeading()).toHaveTextContent('Step 1 of 4');
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Passwords must match')).toBeInTheDocument();
  });

  it('checks each later step before moving on', async () => {
    const user = userEvent.setup();
    await openRegister({ path: '/register' });
    await fillStep1(user);
    await next(user);
    expect(stepHeading()).toHaveTextContent('Step 2 of 4');
    await next(user);
    expect(stepHeading()).toHaveTextContent('Step 2 of 4');
    for (const message of ['Middle Name is required', 'Last Name is required', 'First Name is required', 'Gender is required']) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    await fillStep2(user);
    await next(user);
    await next(user);
    expect(stepHeading()).toHaveTextContent('Step 3 of 4');
    for (const message of ['Address is required', 'Birthdate is required', 'Birthplace is required', 'Contact Number is required']) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    await fillStep3(user);
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
    await fillStep1(user);
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
        request: {
          query: RegisterMutation,
          variables: (variables: Record<string, unknown>) => {
            sent.push(variables);
            return true;
          },
        },
        result: { data: { register: { __typename: 'User', id: 12, email: EXPECTED_INPUT.email } } },
      }],
    });
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(screen.getByText('Registration successful! You can now log in.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual({ input: EXPECTED_INPUT });
    expect(sent[0].input).not.toHaveProperty('repeatPassword');
  });

  it("shows the server's field errors on their fields and returns to that step", async () => {
    const user = userEvent.setup();
    await openRegister({
      path: '/register',
      mocks: [{
        request: { query: RegisterMutation, variables: { input: EXPECTED_INPUT } },
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
