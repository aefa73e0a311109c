import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, type RenderAppOptions } from '../../../test/render-app';
import {
  AnnouncementListQuery, CreateAnnouncementMutation, DeleteAnnouncementMutation,
} from '../api/announcements.graphql';
import AnnouncementManagerPage from './announcement-manager-page';

const LONG_CONTENT = `${'The water supply in Purok 1 to Purok 4 will be interrupted for pipe repairs. '.repeat(3)}`;

const announcement = (id: number, title: string, content = `About ${title}.`, featured = false) => ({
  __typename: 'Announcement' as const, id, title, content, featured, createdAt: `2026-03-0${id}T12:00:00.000Z`,
});

const ROWS = [
  announcement(5, 'Water interruption', LONG_CONTENT, true),
  announcement(4, 'Clean-up drive'),
  announcement(3, 'Curfew reminder'),
  announcement(2, 'Basketball league'),
  announcement(1, 'Fiesta schedule'),
];

type Variables = { page: number; pageSize: number; sortBy?: string; sortDirection?: string };

const listMock = (variables: Variables, items = ROWS, total = 7) => ({
  request: { query: AnnouncementListQuery, variables },
  result: { data: { announcements: { __typename: 'AnnouncementPage' as const, items, total } } },
});

const renderPage = (mocks: RenderAppOptions['mocks']) =>
  renderApp({ routes: [{ path: '/', element: <AnnouncementManagerPage /> }], mocks });

const bodyRows = () => screen.getAllByRole('row').slice(1);

describe('Announcement Management', { timeout: 20_000 }, () => {
  it('lists 5 per page, newest first, with the content cut at 100 characters', async () => {
    renderPage([listMock({ page: 1, pageSize: 5 })]);
    expect(await screen.findByRole('cell', { name: 'Water interruption' })).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(5);

    const cells = within(bodyRows()[0]).getAllByRole('cell');
    expect(cells[1].textContent).toBe(`${LONG_CONTENT.slice(0, 100).trimEnd()}...`);
    expect(cells[2]).toHaveTextContent('Featured');
    expect(cells[3]).toHaveTextContent('March 5, 2026');
    expect(within(bodyRows()[1]).getAllByRole('cell')[1].textContent).toBe('About Clean-up drive.');

    const pages = screen.getByRole('navigation', { name: 'Announcements pages' });
    expect(within(pages).getAllByRole('button').map((button) => button.textContent)).toEqual(['1', '2']);
  });

  it('sorts by a column ascending, then descending, from page 1', async () => {
    const user = userEvent.setup();
    renderPage([
      listMock({ page: 1, pageSize: 5 }),
      listMock({ page: 2, pageSize: 5 }, [announcement(7, 'Older news'), announcement(6, 'Oldest news')]),
      listMock({ page: 1, pageSize: 5, sortBy: 'TITLE', sortDirection: 'ASC' }, [...ROWS].sort((a, b) => a.title.localeCompare(b.title))),
      listMock({ page: 1, pageSize: 5, sortBy: 'TITLE', sortDirection: 'DESC' }, [...ROWS].sort((a, b) => b.title.localeCompare(a.title))),
    ]);
    await screen.findByRole('cell', { name: 'Water interruption' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('cell', { name: 'Older news' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Title/ }));
    expect(await screen.findByRole('cell', { name: 'Basketball league' })).toBeInTheDocument();
    expect(within(bodyRows()[0]).getAllByRole('cell')[0]).toHaveTextContent('Basketball league');
    expect(screen.getByRole('columnheader', { name: /Title/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: /^Title/ }));
    expect(await screen.findByRole('columnheader', { name: /Title/ })).toHaveAttribute('aria-sort', 'descending');
    // The header flips at once; the rows follow when the descending page arrives.
    await waitFor(() => expect(within(bodyRows()[0]).getAllByRole('cell')[0]).toHaveTextContent('Water interruption'));
  });

  it('asks before deleting, and keeps the announcement when told so', async () => {
    const user = userEvent.setup();
    renderPage([
      listMock({ page: 1, pageSize: 5 }),
      { request: { query: DeleteAnnouncementMutation, variables: { id: 4 } }, result: { data: { deleteAnnouncement: true } } },
      listMock({ page: 1, pageSize: 5 }, ROWS.filter((row) => row.id !== 4), 6),
    ]);
    await screen.findByRole('cell', { name: 'Clean-up drive' });

    await user.click(screen.getByRole('button', { name: 'Delete Clean-up drive' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Delete Announcement' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this announcement?');
    expect(within(dialog).getByRole('button', { name: 'Delete Announcement' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep Announcement' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Clean-up drive' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Clean-up drive' }));
    dialog = screen.getByRole('alertdialog', { name: 'Delete Announcement' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Announcement' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Announcement deleted.');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await screen.findByRole('cell', { name: 'Water interruption' });
    expect(screen.queryByRole('cell', { name: 'Clean-up drive' })).not.toBeInTheDocument();
  });

  it("says 'Delete failed.' when the server refuses", async () => {
    const user = userEvent.setup();
    renderPage([
      listMock({ page: 1, pageSize: 5 }),
      {
        request: { query: DeleteAnnouncementMutation, variables: { id: 4 } },
        result: { errors: [{ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } }] },
      },
      listMock({ page: 1, pageSize: 5 }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete Clean-up drive' }));
    await user.click(screen.getByRole('button', { name: 'Delete Announcement' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Delete failed.');
  });

  it('adds an announcement through the modal, after checking the required fields', async () => {
    const user = userEvent.setup();
    const input = { title: 'Vaccination drive', content: 'Line one\nLine two', featured: true };
    renderPage([
      listMock({ page: 1, pageSize: 5 }),
      {
        request: { query: CreateAnnouncementMutation, variables: { input } },
        result: { data: { createAnnouncement: { ...announcement(8, input.title, input.content, true) } } },
      },
      listMock({ page: 1, pageSize: 5 }, [announcement(8, input.title, input.content, true), ...ROWS.slice(0, 4)], 8),
    ]);
    await screen.findByRole('cell', { name: 'Water interruption' });

    await user.click(screen.getByRole('button', { name: 'Add Announcement' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Announcement' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Content is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Title'), input.title);
    await user.type(within(dialog).getByLabelText('Content'), 'Line one{Enter}Line two');
    await user.click(within(dialog).getByLabelText('Featured'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Announcement added.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Vaccination drive' })).toBeInTheDocument();
  });

  it("says 'Failed to load announcements.' when the list cannot be loaded", async () => {
    renderPage([{ request: { query: AnnouncementListQuery, variables: { page: 1, pageSize: 5 } }, error: new TypeError('Failed to fetch') }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load announcements.');
    expect(screen.getByRole('cell', { name: 'No announcements available.' })).toBeInTheDocument();
  });
});
