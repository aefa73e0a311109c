import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventFieldsFragment } from '../../../gql/graphql';
import { renderWithMocks } from '../../../test/render-with-mocks';
import {
  CreateEventMutation, DeleteEventMutation, EventListQuery, UpdateEventMutation,
} from '../api/events.graphql';
import EventManagerPage from './event-manager-page';

type Event = Omit<EventFieldsFragment, '__typename'>;

const CLEAN_UP: Event = {
  id: 4, eventName: 'Clean-up Drive', targetAudience: 'Adults', eventDate: '2026-03-05',
  expectedNumberOfAttendees: 50, actualAttendees: 62, status: 'Ended', eventPhotoUrl: '/media/events/cleanup.png',
};
const FIESTA: Event = {
  id: 9, eventName: 'Barangay Fiesta', targetAudience: 'Teens', eventDate: '2026-05-15',
  expectedNumberOfAttendees: 300, actualAttendees: 0, status: 'Upcoming', eventPhotoUrl: null,
};

const FIRST_PAGE = { page: 1, pageSize: 5 };

function listMock(items: Event[], variables: Record<string, unknown> = FIRST_PAGE, total = items.length): MockLink.MockedResponse {
  return {
    request: { query: EventListQuery, variables },
    result: { data: { events: { __typename: 'EventPage', total, items: items.map((item) => ({ __typename: 'Event', ...item })) } } },
  };
}

const renderPage = (mocks: MockLink.MockedResponse[]) => renderWithMocks(<EventManagerPage />, mocks, { router: true });

const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByLabelText(label);

// Put back onto URL itself afterwards, so `this` is URL again.
// oxlint-disable-next-line typescript/unbound-method
const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
beforeEach(() => {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:event-preview'), revokeObjectURL: vi.fn() });
});
afterEach(() => {
  Object.assign(URL, original);
});

describe('Event Management', () => {
  it('lists events with coloured statuses and formatted dates', async () => {
    renderPage([listMock([CLEAN_UP, FIESTA])]);
    expect(screen.getByRole('heading', { level: 1, name: 'Event Management' })).toBeInTheDocument();
    expect(await screen.findByText('Clean-up Drive', { selector: 'td' })).toBeInTheDocument();
    expect(screen.getByText('Ended')).toHaveAttribute('data-tone', 'green');
    expect(screen.getByText('Upcoming')).toHaveAttribute('data-tone', 'blue');
    expect(screen.getByText('March 5, 2026')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search by event name')).toBeInTheDocument();
  });

  it('searches by event name on the server, from page 1', async () => {
    const { user } = renderPage([listMock([CLEAN_UP, FIESTA]), listMock([FIESTA], { ...FIRST_PAGE, search: 'fiesta' })]);
    await screen.findByText('Clean-up Drive', { selector: 'td' });
    await user.type(screen.getByRole('searchbox', { name: 'Search events' }), 'fiesta');
    await waitFor(() => expect(screen.queryByText('Clean-up Drive', { selector: 'td' })).not.toBeInTheDocument());
    expect(screen.getByText('Barangay Fiesta', { selector: 'td' })).toBeInTheDocument();
  });

  it("says 'Failed to load events.' when the list cannot load", async () => {
    renderPage([{ request: { query: EventListQuery, variables: FIRST_PAGE }, error: new Error('offline') }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load events.');
  });

  it('requires every field and refuses negative attendee counts', async () => {
    const { user } = renderPage([listMock([])]);
    await screen.findByText('No events available');
    await user.click(screen.getByRole('button', { name: 'Add Event' }));
    expect(within(dialog()).getByRole('heading', { name: 'Add Event' })).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));

    expect(field('Event Name')).toHaveAccessibleDescription('Event name is required');
    expect(field('Target Audience')).toHaveAccessibleDescription('Target audience is required');
    expect(field('Event Date')).toHaveAccessibleDescription('Event date is required');
    expect(field('Expected Number of Attendees')).toHaveAccessibleDescription('Expected number of attendees is required');
    expect(field('Actual Attendees')).toHaveAccessibleDescription('Actual attendees is required');
    expect(field('Status')).toHaveAccessibleDescription('Status is required');

    await user.type(field('Expected Number of Attendees'), '-5');
    await user.type(field('Actual Attendees'), '-1');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(field('Expected Number of Attendees')).toHaveAccessibleDescription('Expected number of attendees cannot be negative.');
    expect(field('Actual Attendees')).toHaveAccessibleDescription('Actual attendees cannot be negative.');
    expect(within(dialog()).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select target audience', 'Adults', 'Teens', 'Senior Citizens', 'Select status', 'Upcoming', 'Ongoing', 'Cancelled', 'Ended',
    ]);
  });

  it("adds an event with a photo preview and says 'Event added.'", async () => {
    const photo = new File(['png'], 'fiesta.png', { type: 'image/png' });
    const create: MockLink.MockedResponse = {
      request: {
        query: CreateEventMutation,
        variables: (variables) => {
          expect(variables.input).toEqual({
            eventName: 'Barangay Fiesta', targetAudience: 'Teens', eventDate: '2026-05-15',
            expectedNumberOfAttendees: 300, actualAttendees: 0, status: 'Upcoming',
          });
          expect(variables.eventPhoto).toBe(photo);
          return true;
        },
      },
      result: { data: { createEvent: { __typename: 'Event', ...FIESTA, eventPhotoUrl: '/media/events/fiesta.png' } } },
    };
    const { user } = renderPage([listMock([]), create, listMock([FIESTA])]);
    await screen.findByText('No events available');
    await user.click(screen.getByRole('button', { name: 'Add Event' }));
    await user.type(field('Event Name'), 'Barangay Fiesta');
    await user.selectOptions(field('Target Audience'), 'Teens');
    await user.type(field('Event Date'), '2026-05-15');
    await user.type(field('Expected Number of Attendees'), '300');
    await user.type(field('Actual Attendees'), '0');
    await user.selectOptions(field('Status'), 'Upcoming');
    await user.upload(field('Event Photo'), photo);
    expect(within(dialog()).getByRole('img', { name: 'Event Photo preview' })).toHaveAttribute('src', 'blob:event-preview');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Event added.')).toBeInTheDocument();
    expect(await screen.findByText('Barangay Fiesta', { selector: 'td' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("edits an event and says 'Save failed.' when the server refuses", async () => {
    const refused: MockLink.MockedResponse = {
      request: { query: UpdateEventMutation, variables: () => true },
      result: { errors: [{ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } }] },
    };
    const { user } = renderPage([listMock([CLEAN_UP]), refused]);
    await screen.findByText('Clean-up Drive', { selector: 'td' });
    await user.click(screen.getByRole('button', { name: 'Edit Clean-up Drive' }));
    expect(within(dialog()).getByRole('heading', { name: 'Edit Event' })).toBeInTheDocument();
    expect(field('Event Name')).toHaveValue('Clean-up Drive');
    expect(field('Actual Attendees')).toHaveValue(62);
    expect(field('Status')).toHaveValue('Ended');
    expect(within(dialog()).getByRole('img', { name: 'Event Photo preview' })).toHaveAttribute('src', '/media/events/cleanup.png');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Save failed.');
  });

  it('asks before deleting with Delete Event / Keep Event', async () => {
    const remove: MockLink.MockedResponse = {
      request: { query: DeleteEventMutation, variables: { id: 4 } },
      result: { data: { deleteEvent: true } },
    };
    const { user } = renderPage([listMock([CLEAN_UP]), remove, listMock([])]);
    await screen.findByText('Clean-up Drive', { selector: 'td' });
    await user.click(screen.getByRole('button', { name: 'Delete Clean-up Drive' }));
    const confirm = screen.getByRole('alertdialog');
    expect(confirm).toHaveAccessibleDescription('Are you sure you want to delete this event?');
    await user.click(within(confirm).getByRole('button', { name: 'Keep Event' }));
    expect(screen.getByText('Clean-up Drive', { selector: 'td' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Clean-up Drive' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete Event' }));
    expect(await screen.findByText('Event deleted.')).toBeInTheDocument();
    expect(await screen.findByText('No events available')).toBeInTheDocument();
  });

  it("says 'Delete failed.' when the server refuses a delete", async () => {
    const refused: MockLink.MockedResponse = {
      request: { query: DeleteEventMutation, variables: { id: 4 } },
      result: { errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] },
    };
    const { user } = renderPage([listMock([CLEAN_UP]), refused]);
    await screen.findByText('Clean-up Drive', { selector: 'td' });
    await user.click(screen.getByRole('button', { name: 'Delete Clean-up Drive' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete Event' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Delete failed.');
  });
});
