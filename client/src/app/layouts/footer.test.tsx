import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { ContactDetailsQuery } from '../../features/contact/api/contact.graphql';
import { theme } from '../../theme';
import { Footer } from './footer';

const RECORD = {
  __typename: 'ContactDetails',
  id: 1,
  contactNumber: '(02) 8123-4567',
  facebookPagee: 'https://www.facebook.com/sanisidro',
  email: 'hall@sanisidro.gov.ph',
  address: 'Barangay Hall, Rizal Street',
};

function renderFooter(mock: MockLink.MockedResponse) {
  render(
    <ThemeProvider theme={theme}>
      <MockedProvider mocks={[mock]}>
        <MemoryRouter>
          <Footer year={2031} />
        </MemoryRouter>
      </MockedProvider>
    </ThemeProvider>,
  );
  return screen.getByRole('contentinfo');
}

describe('footer', () => {
  it("shows the contact record's phone, e-mail and address, and the copyright line", async () => {
    const footer = renderFooter({ request: { query: ContactDetailsQuery }, result: { data: { contactDetails: RECORD } } });
    expect(await within(footer).findByRole('link', { name: RECORD.contactNumber })).toHaveAttribute('href', 'tel:0281234567');
    expect(within(footer).getByRole('link', { name: RECORD.email })).toHaveAttribute('href', `mailto:${RECORD.email}`);
    expect(footer).toHaveTextContent(RECORD.address);
    expect(footer).toHaveTextContent('© 2031 Barangay Portal. All rights reserved.');
    expect(within(footer).queryByRole('link', { name: 'Contact Us' })).not.toBeInTheDocument();
  });

  it('links to the privacy notice', async () => {
    const footer = renderFooter({ request: { query: ContactDetailsQuery }, result: { data: { contactDetails: RECORD } } });
    expect(await within(footer).findByRole('link', { name: 'Privacy Notice' })).toHaveAttribute('href', '/privacy');
  });

  it('points to Contact Us while no contact record has been saved', async () => {
    const footer = renderFooter({ request: { query: ContactDetailsQuery }, result: { data: { contactDetails: null } } });
    expect(await within(footer).findByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
    expect(within(footer).queryByText('N/A')).not.toBeInTheDocument();
    expect(footer).toHaveTextContent('© 2031 Barangay Portal');
  });

  it('points to Contact Us, with no error of its own, when the record cannot be loaded', async () => {
    const footer = renderFooter({ request: { query: ContactDetailsQuery }, error: new TypeError('Failed to fetch') });
    expect(await within(footer).findByRole('link', { name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
