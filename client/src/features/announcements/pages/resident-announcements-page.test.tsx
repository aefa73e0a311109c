import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, type RenderAppOptions } from '../../../test/render-app';
import { AnnouncementListQuery } from '../api/announcements.graphql';
import ResidentAnnouncementsPage from './resident-announcements-page';

const announcement = (id: number, title: string, featured = false) => ({
  __typename: 'Announcement' as const,
  id,
  title,
  content: `First line of ${title}.\n\n  Indented second paragraph.`,
  featured,
  createdAt: `2026-04-${String(id).padStart(2, '0')}T12:00:00.000Z`,
});

const listMock = (page: number, items: ReturnType<typeof announcement>[], total: number) => ({
  request: { query: AnnouncementListQuery, variables: { page, pageSize: 5 } },
  result: { data: { announcements: { __typename: 'AnnouncementPage' as const, items, total } } },
});

const renderPage = (mocks: RenderAppOptions['mocks']) =>
  renderApp({ routes: [{ path: '/', element: <ResidentAnnouncementsPage /> }], mocks });

describe('resident announcements', { timeout: 20_000 }, () => {
  it('lists the announcements newest first, with posted date, content as written and a Featured mark', async () => {
    const user = userEvent.setup();
    const first = [7, 6, 5, 4, 3].map((id) => announcement(id, `Notice ${id}`, id === 6));
    renderPage([listMock(1, first, 7), listMock(2, [announcement(2, 'Notice 2'), announcement(1, 'Notice 1')], 7)]);

    const articles = await screen.findAllByRole('article');
    expect(articles).toHaveLength(5);
    expect(within(articles[0]).getByRole('heading', { level: 2 })).toHaveTextContent('Notice 7');
    expect(articles[0]).toHaveTextContent('Posted on April 7, 2026');
    expect(within(articles[0]).queryByText('Featured')).not.toBeInTheDocument();
    expect(within(articles[1]).getByText('Featured')).toBeInTheDocument();
    const content = within(articles[0]).getByText(/First line of Notice 7/);
    expect(content.textContent).toBe('First line of Notice 7.\n\n  Indented second paragraph.');
    expect(content).toHaveStyle({ whiteSpace: 'pre-wrap' });

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('heading', { name: 'Notice 1' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it("says 'Failed to load announcements.' when the list cannot be loaded", async () => {
    renderPage([{ request: { query: AnnouncementListQuery, variables: { page: 1, pageSize: 5 } }, error: new TypeError('Failed to fetch') }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load announcements.');
  });
});
