import type { MockLink } from '@apollo/client/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import type { EventCardFieldsFragment } from '../../../gql/graphql';
import { LanguageProvider } from '../../../lib/i18n/language-context';
import { createLanguageStore } from '../../../lib/i18n/language-store';
import { renderWithMocks } from '../../../test/render-with-mocks';
import { pictureAt } from '../../../ui/testing/picture';
import { theme } from '../../../theme';
import { EventGalleryQuery } from '../api/events.graphql';
import { EventGallery } from './event-gallery';

type Event = Omit<EventCardFieldsFragment, '__typename'>;

const STATUSES = ['Upcoming', 'Ongoing', 'Cancelled', 'Ended'];

const event = (id: number, overrides: Partial<Event> = {}): Event => {
  const fields: Event = {
    id,
    eventName: `Event ${id}`,
    targetAudience: 'Adults',
    eventDate: '2026-03-05',
    status: STATUSES[(id - 1) % 4],
    eventPhotoUrl: `/media/events/${id}.png`,
    ...overrides,
  };
  // The gallery's query asks for the picture with its size and copies too.
  return { ...fields, eventPhoto: pictureAt(fields.eventPhotoUrl) } as Event;
};

function galleryMock(page: number, items: Event[], total: number): MockLink.MockedResponse {
  return {
    request: { query: EventGalleryQuery, variables: { page, pageSize: 6 } },
    result: { data: { events: { __typename: 'EventPage', total, items: items.map((item) => ({ __typename: 'Event', ...item })) } } },
  };
}

const renderGallery = (mocks: MockLink.MockedResponse[]) => renderWithMocks(<EventGallery cardHeadingLevel={2} />, mocks);

// The resident's gallery sits right under the page's h1: its cards are titled with h2 (no level skipped).
const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Events' })).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('EventGallery (resident)', () => {
  it('shows only events with a photo, 6 per page', async () => {
    const firstPage = [1, 2, 3, 4, 5, 6].map((id) => event(id, id === 3 ? { eventPhotoUrl: '' } : {}));
    const { user } = renderGallery([galleryMock(1, firstPage, 7), galleryMock(2, [event(7)], 7)]);
    expect(await screen.findByRole('heading', { name: 'Event 1' })).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Event 1', 'Event 2', 'Event 4', 'Event 5', 'Event 6']);
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(await screen.findByRole('heading', { name: 'Event 7' })).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Event 7']);
  });

  it("shows name, coloured status, 'For Who' and the date on the card and in the modal", async () => {
    const { user } = renderGallery([galleryMock(1, [1, 2, 3, 4].map((id) => event(id, id === 2 ? { targetAudience: 'Senior Citizens' } : {})), 4)]);
    await screen.findByRole('heading', { name: 'Event 1' });
    expect(screen.getByText('Upcoming')).toHaveStyle({ color: theme.statusColors.blue.text });
    expect(screen.getByText('Ongoing')).toHaveStyle({ color: theme.statusColors.orange.text });
    expect(screen.getByText('Cancelled')).toHaveStyle({ color: theme.statusColors.red.text });
    expect(screen.getByText('Ended')).toHaveStyle({ color: theme.statusColors.green.text });
    expect(screen.getAllByText('For Who')[1].nextElementSibling).toHaveTextContent('Senior Citizens');
    expect(screen.getAllByText('March 5, 2026')).toHaveLength(4);

    await user.click(screen.getByRole('button', { name: 'Event 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Event 2' });
    expect(within(dialog).getByRole('img', { name: 'Event 2' })).toHaveAttribute('src', '/media/events/2.png');
    expect(within(dialog).getByText('Ongoing')).toHaveAttribute('data-tone', 'orange');
    expect(within(dialog).getByText('For Who').nextElementSibling).toHaveTextContent('Senior Citizens');
    expect(within(dialog).getByText('Event Date').nextElementSibling).toHaveTextContent('March 5, 2026');
  });

  it('shows the empty message without events', async () => {
    renderGallery([galleryMock(1, [], 0)]);
    expect(await screen.findByText('No events with photos to display.')).toBeInTheDocument();
  });
});

/** Rendered in Filipino: the render is awaited, so React shows it once that language's messages have loaded. */
const renderInFilipino = (mocks: MockLink.MockedResponse[]) => act(async () => renderWithMocks(
  <LanguageProvider store={createLanguageStore('fil')}>
    <Suspense fallback={null}><EventGallery /></Suspense>
  </LanguageProvider>,
  mocks,
));

describe('EventGallery in Filipino', () => {
  it('shows its own texts, the statuses and the audiences in Filipino, the events as written', async () => {
    await renderInFilipino([galleryMock(1, [event(1), event(2, { targetAudience: 'senior citizens' })], 2)]);
    const gallery = await screen.findByRole('list', { name: 'Mga Kaganapan' });
    expect(within(gallery).getByRole('heading', { name: 'Event 1' })).toBeInTheDocument();
    expect(within(gallery).getByText('Paparating')).toHaveAttribute('data-tone', 'blue');
    expect(within(gallery).getAllByText('Para Kanino')[1].nextElementSibling).toHaveTextContent('Mga senior citizen');
  });

  it('writes the event date with the Filipino month, on the card and in the modal', async () => {
    const user = userEvent.setup();
    await renderInFilipino([galleryMock(1, [event(1, { eventDate: '2026-11-28' })], 1)]);
    const gallery = await screen.findByRole('list', { name: 'Mga Kaganapan' });
    expect(within(gallery).getByText('Nobyembre 28, 2026')).toBeInTheDocument();
    await user.click(within(gallery).getByRole('button', { name: 'Event 1' }));
    expect(within(await screen.findByRole('dialog', { name: 'Event 1' })).getByText('Nobyembre 28, 2026')).toBeInTheDocument();
  });

  it('says there are none in Filipino', async () => {
    await renderInFilipino([galleryMock(1, [], 0)]);
    expect(await screen.findByText('Walang kaganapang may larawan na maipapakita.')).toBeInTheDocument();
  });
});
