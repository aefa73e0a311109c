import { print } from 'graphql';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, type RenderAppOptions } from '../../../test/render-app';
import { FeaturedAnnouncementsQuery } from '../api/announcements.graphql';
import { FeaturedAnnouncements } from './featured-announcements';

const announcement = (id: number, title: string, createdAt: string) => ({
  __typename: 'Announcement' as const, id, title, content: `${title}\nSecond line.`, createdAt,
});

const ALL = [
  announcement(3, 'Vaccination drive', '2026-03-05T12:00:00.000Z'),
  announcement(2, 'Clean-up Saturday', '2026-02-20T12:00:00.000Z'),
  announcement(1, 'Curfew reminder', '2026-01-10T12:00:00.000Z'),
];

const featuredMock = (page: number, items = ALL.slice((page - 1) * 2, page * 2), total = ALL.length) => ({
  request: { query: FeaturedAnnouncementsQuery, variables: { page, pageSize: 2 } },
  result: { data: { announcements: { __typename: 'AnnouncementPage' as const, items, total } } },
});

const renderBlock = (mocks: RenderAppOptions['mocks']) =>
  renderApp({ routes: [{ path: '/', element: <FeaturedAnnouncements /> }], mocks });

describe('featured announcements block', { timeout: 20_000 }, () => {
  it('asks the server for the featured announcements only, newest first', () => {
    const text = print(FeaturedAnnouncementsQuery);
    expect(text).toContain('featured: true');
    expect(text).toContain('sortBy: CREATED_AT');
    expect(text).toContain('sortDirection: DESC');
  });

  it('shows 2 per page with title, content and the posted date, and numbered page buttons', async () => {
    const user = userEvent.setup();
    renderBlock([featuredMock(1), featuredMock(2)]);

    const section = await screen.findByRole('region', { name: 'Featured Announcements' });
    expect(within(section).getAllByRole('article')).toHaveLength(2);
    expect(within(section).getByRole('heading', { level: 3, name: 'Vaccination drive' })).toBeInTheDocument();
    expect(within(section).getByText('Posted on March 5, 2026')).toBeInTheDocument();
    expect(within(section).getByText(/Clean-up Saturday\s+Second line\./)).toBeInTheDocument();

    const pages = within(section).getByRole('navigation', { name: 'Featured announcements pages' });
    expect(within(pages).getAllByRole('button').map((button) => button.textContent)).toEqual(['1', '2']);
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));

    expect(await within(section).findByRole('heading', { level: 3, name: 'Curfew reminder' })).toBeInTheDocument();
    expect(within(section).getAllByRole('article')).toHaveLength(1);
    expect(within(section).getByText('Posted on January 10, 2026')).toBeInTheDocument();
  });

  it('is hidden when no announcement is featured', async () => {
    let answered = false;
    const { result, request } = featuredMock(1, [], 0);
    const { container } = renderBlock([{ request, result: () => { answered = true; return result; } }]);
    await waitFor(() => expect(answered).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('heading', { name: 'Featured Announcements' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });

  it('shows a red alert when the announcements cannot be loaded', async () => {
    renderBlock([{ request: { query: FeaturedAnnouncementsQuery, variables: { page: 1, pageSize: 2 } }, error: new TypeError('Failed to fetch') }]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load featured announcements.');
    expect(alert).toHaveStyle({ color: '#b3261e' });
  });
});
