import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FeaturedAnnouncementsQuery } from '../../features/announcements/api/announcements.graphql';
import { ContactDetailsQuery } from '../../features/contact/api/contact.graphql';
import { OfficialsGridQuery } from '../../features/officials/api/officials.graphql';
import { renderApp } from '../../test/render-app';

const contactMock = (contactDetails: object | null) => ({ request: { query: ContactDetailsQuery }, result: { data: { contactDetails } } });
const noFeatured = {
  request: { query: FeaturedAnnouncementsQuery, variables: { page: 1, pageSize: 2 } },
  result: { data: { announcements: { __typename: 'AnnouncementPage', items: [], total: 0 } } },
};
const noOfficials = {
  request: { query: OfficialsGridQuery, variables: { pageSize: 100 } },
  result: { data: { barangayOfficials: { __typename: 'BarangayOfficialPage', items: [], total: 0 } } },
};

describe('public Contact Us page', { timeout: 20_000 }, () => {
  it('shows the contact card with phone, social page, e-mail and address links', async () => {
    renderApp({
      path: '/contact-us',
      mocks: [
        contactMock({
          __typename: 'ContactDetails', id: 1, contactNumber: '0281234567', facebookPagee: 'https://www.facebook.com/sanisidro',
          email: 'hall@sanisidro.gov.ph', address: 'Barangay Hall, Rizal Street',
        }),
        noFeatured,
        noOfficials,
      ],
    });
    const card = (await screen.findByRole('heading', { level: 2, name: 'Contact Info' })).closest('section') as HTMLElement;
    expect(await within(card).findByRole('link', { name: '0281234567' })).toHaveAttribute('href', 'tel:0281234567');
    const page = within(card).getByRole('link', { name: 'https://www.facebook.com/sanisidro' });
    expect(page).toHaveAttribute('href', 'https://www.facebook.com/sanisidro');
    expect(page).toHaveAttribute('target', '_blank');
    expect(page).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(card).getByRole('link', { name: 'hall@sanisidro.gov.ph' })).toHaveAttribute('href', 'mailto:hall@sanisidro.gov.ph');
    expect(card).toHaveTextContent('Barangay Hall, Rizal Street');
    expect(await screen.findByText('No officials found.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Featured Announcements' })).not.toBeInTheDocument();
  });

  it('treats contact details not saved yet as no data, not as an error', async () => {
    renderApp({ path: '/contact-us', mocks: [contactMock(null), noFeatured, noOfficials] });
    const card = (await screen.findByRole('heading', { level: 2, name: 'Contact Info' })).closest('section') as HTMLElement;
    await within(card).findByText('Phone');
    expect(within(card).getAllByText('N/A')).toHaveLength(4);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says 'Failed to load contact info.' when the contact details cannot be loaded", async () => {
    renderApp({
      path: '/contact-us',
      mocks: [{ request: { query: ContactDetailsQuery }, error: new TypeError('Failed to fetch') }, noFeatured, noOfficials],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load contact info.');
  });
});
