import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, type RenderAppOptions } from '../../../test/render-app';
import { ContactDetailsQuery, SaveContactDetailsMutation } from '../api/contact.graphql';
import ContactDetailsPage from './contact-details-page';

const SAVED = {
  contactNumber: '09171234567',
  facebookPagee: 'https://www.facebook.com/barangay.sanisidro',
  email: 'hall@sanisidro.gov.ph',
  address: 'Barangay Hall, Rizal Street',
};

const record = (values = SAVED) => ({ __typename: 'ContactDetails' as const, id: 1, ...values });

const detailsMock = (contactDetails: ReturnType<typeof record> | null) => ({
  request: { query: ContactDetailsQuery },
  result: { data: { contactDetails } },
});

const saveMock = (input: typeof SAVED, result: object) => ({
  request: { query: SaveContactDetailsMutation, variables: { input } },
  result,
});

const renderPage = (mocks: RenderAppOptions['mocks']) =>
  renderApp({ routes: [{ path: '/', element: <ContactDetailsPage /> }], mocks });

const field = (label: string) => screen.getByLabelText(label, { exact: true });

async function fill(user: UserEvent, values: Partial<typeof SAVED>) {
  const labels = { contactNumber: 'Contact Number', facebookPagee: 'Facebook Page', email: 'Email', address: 'Address' } as const;
  for (const [key, value] of Object.entries(values) as Array<[keyof typeof SAVED, string]>) {
    await user.clear(field(labels[key]));
    if (value !== '') await user.type(field(labels[key]), value);
  }
}

const save = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Save' }));

describe('contact details form', { timeout: 20_000 }, () => {
  it('checks the fields as the server does before sending anything', async () => {
    const user = userEvent.setup();
    renderPage([detailsMock(null)]);
    await screen.findByRole('form', { name: 'Contact details' });

    await save(user);
    expect(screen.getByText('Contact number is required')).toBeInTheDocument();
    expect(screen.getByText('Facebook page is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Address is required')).toBeInTheDocument();
    expect(field('Contact Number')).toHaveAttribute('aria-invalid', 'true');

    await fill(user, { contactNumber: '091712345678', facebookPagee: 'facebook.com/sanisidro', email: 'hall@sanisidro', address: 'Rizal Street' });
    await save(user);
    expect(screen.getByText('Contact number must be at most 11 characters.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid URL.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.queryByText('Address is required')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('creates the record when none exists, and updates it on the next save', async () => {
    const user = userEvent.setup();
    const changed = { ...SAVED, address: 'New Barangay Hall, Mabini Street' };
    renderPage([
      detailsMock(null),
      saveMock(SAVED, { data: { saveContactDetails: record() } }),
      saveMock(changed, { data: { saveContactDetails: record(changed) } }),
    ]);
    await screen.findByRole('form', { name: 'Contact details' });
    await fill(user, SAVED);
    await save(user);
    expect(await screen.findByRole('status')).toHaveTextContent('Contact info created successfully.');

    await fill(user, { address: changed.address });
    await save(user);
    expect(await screen.findByText('Contact info updated successfully.')).toBeInTheDocument();
  });

  it("fills the form with the saved record, and shows the server's field errors when it refuses", async () => {
    const user = userEvent.setup();
    const refused = { ...SAVED, facebookPagee: 'https://www.facebook.com/sanisidro.official' };
    renderPage([
      detailsMock(record()),
      saveMock(refused, {
        errors: [{
          message: 'Some fields are not valid.',
          extensions: { code: 'BAD_USER_INPUT', reason: 'INVALID_INPUT', fields: { facebookPagee: ['This page is not reachable.'] } },
        }],
      }),
    ]);
    expect(await screen.findByDisplayValue(SAVED.email)).toBe(field('Email'));
    expect(field('Contact Number')).toHaveValue(SAVED.contactNumber);

    await fill(user, { facebookPagee: refused.facebookPagee });
    await save(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update contact info.');
    expect(screen.getByText('This page is not reachable.')).toBeInTheDocument();
  });

  it("says 'Failed to create contact info.' when the first save fails", async () => {
    const user = userEvent.setup();
    renderPage([
      detailsMock(null),
      { request: { query: SaveContactDetailsMutation, variables: { input: SAVED } }, error: new TypeError('Failed to fetch') },
    ]);
    await screen.findByRole('form', { name: 'Contact details' });
    await fill(user, SAVED);
    await save(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create contact info.');
  });
});
