import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { downloads, failDownloads } from '../../../test/authorized-download-mock';
import { listPageMock } from '../../../test/mocks';
import { renderWithMocks } from '../../../test/render-with-mocks';
import { HouseholdsQuery, InhabitantsQuery, PuroksQuery } from '../api/registry.graphql';
import { HOUSEHOLD_1, inhabitant, PUROK_1, SITIO } from '../registry-fixtures';
import HouseholdsPage from './households-page';
import RegistryPage from './registry-page';

vi.setConfig({ testTimeout: 30_000 });

vi.mock('../../../lib/authorized-download', async () => (await import('../../../test/authorized-download-mock')).authorizedDownloadModule);

const puroksMock: MockLink.MockedResponse = {
  request: { query: PuroksQuery }, result: { data: { puroks: [PUROK_1, SITIO] } }, maxUsageCount: Number.POSITIVE_INFINITY,
};

describe('the registry lists as spreadsheets', () => {
  it('exports the inhabitants with the search and filters on screen, as CSV or XLSX, and links to the import wizard', async () => {
    const seen: Record<string, unknown>[] = [];
    const { user } = renderWithMocks(<RegistryPage />, [puroksMock, listPageMock({ query: InhabitantsQuery, field: 'inhabitants', typename: 'InhabitantPage' },
      [inhabitant()], seen)], { router: true });
    await screen.findByRole('link', { name: 'Dela Cruz, Juan Santos Jr.' });
    expect(screen.getByRole('link', { name: 'Import from a spreadsheet' })).toHaveAttribute('href', '/registry/import');

    await user.click(screen.getByRole('button', { name: 'Export CSV of inhabitants' }));
    expect(downloads).toEqual([{ url: '/api/registry/inhabitants.csv', name: 'inhabitants.csv' }]);

    await user.type(screen.getByLabelText('Search inhabitants'), 'dela cruz');
    await screen.findByRole('option', { name: 'Sitio Malinis' });
    await user.selectOptions(screen.getByLabelText('Purok or sitio'), 'Sitio Malinis');
    await user.selectOptions(screen.getByLabelText('Sector'), 'Senior citizen (60 and over)');
    // The file holds what the list shows: its search (after the typing pause) and filters.
    await waitFor(() => expect(seen.at(-1)).toEqual({ page: 1, pageSize: 10, search: 'dela cruz', purokId: 2, sector: 'SENIOR_CITIZEN' }));
    downloads.length = 0;
    await user.click(screen.getByRole('button', { name: 'Export XLSX of inhabitants' }));
    expect(downloads).toEqual([{ url: '/api/registry/inhabitants.xlsx?search=dela+cruz&purokId=2&sector=SENIOR_CITIZEN', name: 'inhabitants.xlsx' }]);
  });

  it('exports the households with the purok chosen, and says so when the file cannot be had', async () => {
    const { user } = renderWithMocks(<HouseholdsPage />, [puroksMock, listPageMock({ query: HouseholdsQuery, field: 'households', typename: 'HouseholdPage' },
      [HOUSEHOLD_1])], { router: true });
    await screen.findByRole('link', { name: 'HH-001' });
    await screen.findByRole('option', { name: 'Purok 1' });
    await user.selectOptions(screen.getAllByLabelText('Purok or sitio')[0], 'Purok 1');
    failDownloads();
    await user.click(screen.getByRole('button', { name: 'Export CSV of households' }));
    expect(downloads).toEqual([{ url: '/api/registry/households.csv?purokId=1', name: 'households.csv' }]);
    expect(await screen.findByText('The file could not be downloaded. Try again.')).toBeInTheDocument();
  });
});
