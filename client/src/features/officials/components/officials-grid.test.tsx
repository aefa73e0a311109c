import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, type RenderAppOptions } from '../../../test/render-app';
import { pictureAt } from '../../../ui/testing/picture';
import { OfficialsGridQuery } from '../api/officials.graphql';
import { OfficialsGrid } from './officials-grid';

const official = (id: number, fields: Partial<Record<'name' | 'position' | 'contactNumber' | 'address', string>>, officialPictureUrl: string | null) => ({
  __typename: 'BarangayOfficial' as const,
  id,
  name: '',
  position: '',
  contactNumber: '',
  address: '',
  officialPictureUrl,
  officialPicture: pictureAt(officialPictureUrl),
  ...fields,
});

const officialsMock = (items: ReturnType<typeof official>[]) => ({
  request: { query: OfficialsGridQuery, variables: { pageSize: 100 } },
  result: { data: { barangayOfficials: { __typename: 'BarangayOfficialPage' as const, items, total: items.length } } },
});

const renderGrid = (mocks: RenderAppOptions['mocks']) =>
  renderApp({ routes: [{ path: '/', element: <OfficialsGrid /> }], mocks });

describe('officials grid of the contact page', { timeout: 20_000 }, () => {
  it('shows photo, name, position, contact number and address of each official', async () => {
    renderGrid([officialsMock([
      official(1, { name: 'Maria Santos', position: 'Punong Barangay', contactNumber: '09171234567', address: 'Purok 1' }, '/media/maria.png'),
      official(2, { name: 'Jose Rizal', position: 'Barangay Kagawad', contactNumber: '09181234567', address: 'Purok 2' }, null),
    ])]);

    const section = await screen.findByRole('region', { name: 'Barangay Officials' });
    const cards = await within(section).findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByRole('img', { name: 'Picture of Maria Santos' })).toHaveAttribute('src', '/media/maria.png');
    expect(within(cards[0]).getByRole('heading', { level: 3, name: 'Maria Santos' })).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent('Punong Barangay');
    expect(cards[0]).toHaveTextContent('Contact: 09171234567');
    expect(cards[0]).toHaveTextContent('Address: Purok 1');
    // No picture: the placeholder.
    expect(within(cards[1]).queryByRole('img')).not.toBeInTheDocument();
    expect(within(cards[1]).getByText('No Photo')).toBeInTheDocument();
  });

  it("shows 'N/A' for a missing value", async () => {
    renderGrid([officialsMock([official(3, { name: 'Ana Cruz', position: 'Barangay Secretary' }, null)])]);
    const [card] = await screen.findAllByRole('listitem');
    expect(card).toHaveTextContent('Contact: N/A');
    expect(card).toHaveTextContent('Address: N/A');
  });

  it("says 'No officials found.' when there are none", async () => {
    renderGrid([officialsMock([])]);
    expect(await screen.findByText('No officials found.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it("says 'Failed to load officials.' when the list cannot be loaded", async () => {
    renderGrid([{ request: { query: OfficialsGridQuery, variables: { pageSize: 100 } }, error: new TypeError('Failed to fetch') }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load officials.');
  });
});
