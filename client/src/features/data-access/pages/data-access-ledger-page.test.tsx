import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { downloads, failDownloads } from '../../../test/authorized-download-mock';
import { listPageMock } from '../../../test/mocks';
import { renderWithMocks } from '../../../test/render-with-mocks';
import { DataAccessLedgerQuery } from '../api/data-access.graphql';
import DataAccessLedgerPage from './data-access-ledger-page';

vi.setConfig({ testTimeout: 30_000 });

vi.mock('../../../lib/authorized-download', async () => (await import('../../../test/authorized-download-mock')).authorizedDownloadModule);

const ANSWER = { query: DataAccessLedgerQuery, field: 'dataAccessLedger', typename: 'DataAccessEntryPage' };
const entry = {
  __typename: 'DataAccessEntry', id: '41', viewedAt: '2026-03-05T06:15:00.000Z', viewerName: 'Nena Talaan', viewerEmail: 'nena@barangay.test',
  viewerOffice: 'Barangay Secretary', subjectName: 'Corazon Magsaysay', residentId: 12, inhabitantId: null, kind: 'ID_IMAGE',
  purpose: 'RESPOND_TO_RESIDENT',
};

describe('Data Access (the staff screen)', () => {
  it("lists the ledger with whose data each view was, and asks the server with the filters chosen", async () => {
    const seen: Record<string, unknown>[] = [];
    const { user } = renderWithMocks(<DataAccessLedgerPage />, [listPageMock(ANSWER, [entry], seen)], { router: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Data Access' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Access ledger' });
    const row = (await within(table).findByText('Corazon Magsaysay')).closest('tr')!;
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent).slice(1)).toEqual([
      'Corazon Magsaysay', 'Nena Talaan', 'Barangay Secretary', 'Valid ID image', 'Responding to the resident', 'nena@barangay.test',
    ]);
    expect(seen[0]).toEqual({ page: 1, pageSize: 10 });

    await user.type(screen.getByLabelText('First day'), '2026-03-01');
    await user.type(screen.getByLabelText('Last day'), '2026-03-31');
    await user.selectOptions(screen.getByLabelText('What'), 'Valid ID image');
    await user.type(screen.getByLabelText('Staff member'), 'nena');
    await user.type(screen.getByLabelText('Whose data'), ' magsaysay ');
    await waitFor(() => expect(seen.at(-1)).toEqual({
      page: 1, pageSize: 10, from: '2026-03-01', to: '2026-03-31', kind: 'ID_IMAGE', staff: 'nena', subject: 'magsaysay',
    }));
  });

  it('exports only a whole window, with the filters on screen, and says when the file cannot be had', async () => {
    const { user } = renderWithMocks(<DataAccessLedgerPage />, [listPageMock(ANSWER, [entry])], { router: true });
    await screen.findByText('Corazon Magsaysay');
    expect(screen.getByText('Choose the first and the last day to export.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV of the window' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('First day'), '2026-03-01');
    await user.type(screen.getByLabelText('Last day'), '2026-03-31');
    await user.selectOptions(screen.getByLabelText('What'), 'Full profile');
    failDownloads();
    await user.click(screen.getByRole('button', { name: 'Export CSV of the window' }));
    expect(downloads).toEqual([
      { url: '/api/privacy/data-access.csv?from=2026-03-01&to=2026-03-31&kind=PROFILE', name: 'data-access-2026-03-01-to-2026-03-31.csv' },
    ]);
    expect(await screen.findByText('The file could not be downloaded. Try again.')).toBeInTheDocument();
  });

  it('says a window that ends before it begins is none, and neither asks the server nor offers the export', async () => {
    const seen: Record<string, unknown>[] = [];
    const { user } = renderWithMocks(<DataAccessLedgerPage />, [listPageMock(ANSWER, [entry], seen)], { router: true });
    await screen.findByText('Corazon Magsaysay');
    await user.type(screen.getByLabelText('First day'), '2026-03-31');
    await user.type(screen.getByLabelText('Last day'), '2026-03-01');
    expect(screen.getByLabelText('Last day')).toHaveAccessibleDescription('The last day is before the first day.');
    expect(screen.queryByRole('button', { name: 'Export CSV of the window' })).not.toBeInTheDocument();
    expect(seen.some((variables) => variables.to === '2026-03-01')).toBe(false);
  });
});
