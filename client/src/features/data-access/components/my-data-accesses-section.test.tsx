import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/format-date';
import { listPageMock } from '../../../test/mocks';
import { renderWithMocks } from '../../../test/render-with-mocks';
import { MyDataAccessesQuery } from '../api/data-access.graphql';
import { MyDataAccessesSection } from './my-data-accesses-section';

const view = (id: string, kind: string, purpose: string | null, viewerName = 'Nena Talaan', viewerOffice = 'Barangay Secretary') => ({
  __typename: 'MyDataAccess', id, viewedAt: '2026-03-05T06:15:00.000Z', viewerName, viewerOffice, kind, purpose,
});

const ANSWER = { query: MyDataAccessesQuery, field: 'myDataAccesses', typename: 'MyDataAccessPage' };
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('Who viewed my data (the resident\'s Profile)', () => {
  it('lists each view, newest first as the server answers: when, who and their office, what, and for the ID why', async () => {
    renderWithMocks(<MyDataAccessesSection />, [listPageMock(ANSWER, [
      view('9', 'ID_IMAGE', 'VERIFY_IDENTITY'),
      view('8', 'REGISTRY_RECORD', null, 'Barangay Administrator', ''),
    ])]);
    const section = (await screen.findByRole('heading', { level: 2, name: 'Who viewed my data' })).closest('section')!;
    const table = within(section).getByRole('table', { name: 'Who viewed my data' });
    await within(table).findByText('Valid ID image');
    const [idView, recordView] = within(table).getAllByRole('row').slice(1);
    expect(cellsOf(idView)).toEqual([formatDateTime('2026-03-05T06:15:00.000Z'), 'Nena Talaan', 'Barangay Secretary', 'Valid ID image',
      'Verifying identity']);
    expect(cellsOf(recordView)).toEqual([formatDateTime('2026-03-05T06:15:00.000Z'), 'Barangay Administrator', '—', 'Registry record', '—']);
    // Who, never how to reach them: no staff e-mail is asked for or shown.
    expect(section.textContent).not.toContain('@');
  });

  it('shows a search that listed the resident as one: "Listed in a search" by the Desk Officer, with when', async () => {
    renderWithMocks(<MyDataAccessesSection />, [listPageMock(ANSWER, [view('12', 'SEARCHED', null, 'Lorna Bantay', 'Desk Officer')])]);
    const table = await screen.findByRole('table', { name: 'Who viewed my data' });
    await within(table).findByText('Listed in a search');
    expect(cellsOf(within(table).getAllByRole('row')[1])).toEqual([formatDateTime('2026-03-05T06:15:00.000Z'), 'Lorna Bantay', 'Desk Officer',
      'Listed in a search', '—']);
  });

  it('says so when no one has viewed it yet', async () => {
    renderWithMocks(<MyDataAccessesSection />, [listPageMock(ANSWER, [])]);
    expect(await screen.findByText('No staff member has viewed your data yet.')).toBeInTheDocument();
  });

  it('asks the server for the next page when there are more', async () => {
    const seen: Record<string, unknown>[] = [];
    const { user } = renderWithMocks(<MyDataAccessesSection />, [listPageMock(ANSWER, [view('30', 'PROFILE', null)], seen, 23)]);
    await screen.findByText('Full profile');
    expect(seen[0]).toEqual({ page: 1, pageSize: 10 });
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(seen.at(-1)).toEqual({ page: 3, pageSize: 10 }));
  });

  it('says when the views could not be loaded', async () => {
    renderWithMocks(<MyDataAccessesSection />, [{ request: { query: MyDataAccessesQuery, variables: () => true }, error: new Error('offline') }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load who viewed your data.');
  });
});
