import type { EventFieldsFragment, EventSortField } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format-date';
import {
  capitalizeStatus, eventStatusTone, contentManagerOptions, ManagerScreen, StatusBadge, useManagerScreen, type TableColumn,
} from '../../../ui';
import { DeleteEventMutation, EventListQuery } from '../api/events.graphql';
import { EventFormModal } from '../components/event-form-modal';
import { EVENT_MESSAGES, EVENT_TABLE_PAGE_SIZE } from '../event-messages';

const COLUMNS: TableColumn<EventFieldsFragment, EventSortField>[] = [
  { key: 'eventName', header: 'Event Name', sortable: true, sortKey: 'EVENT_NAME' },
  { key: 'targetAudience', header: 'For Who', sortable: true, sortKey: 'TARGET_AUDIENCE' },
  {
    key: 'eventDate',
    header: 'Event Date',
    sortable: true,
    sortKey: 'EVENT_DATE',
    render: (event) => formatDate(event.eventDate),
  },
  {
    key: 'attendees',
    header: 'Attendees',
    render: (event) => `${event.actualAttendees} of ${event.expectedNumberOfAttendees} expected`,
  },
  {
    key: 'status',
    header: 'Status',
    sortable: true,
    sortKey: 'STATUS',
    render: (event) => <StatusBadge tone={eventStatusTone(event.status)}>{capitalizeStatus(event.status)}</StatusBadge>,
  },
];

/**
 * Event Management (docs/rules/content.md#event-manager-screen): search, sortable server-paged table, add/edit modal with photo preview, delete
 * confirmation. The photo shows in the modal; the table keeps to the columns that fit beside the side menu.
 */
export default function EventManagerPage() {
  const screen = useManagerScreen({
    query: EventListQuery,
    list: (data) => data.events,
    pageSize: EVENT_TABLE_PAGE_SIZE,
    columns: COLUMNS,
    searchable: true,
    ...contentManagerOptions(EVENT_MESSAGES, DeleteEventMutation),
  });
  return (
    <ManagerScreen
      screen={screen}
      title="Event Management"
      listTitle="Events List"
      search={{ label: 'Search events', hideLabel: true, placeholder: EVENT_MESSAGES.searchPlaceholder }}
      recordName="Event"
      rowName={(event) => event.eventName}
      caption="Events"
      emptyMessage={EVENT_MESSAGES.emptyTable}
      paginationLabel="Events pages"
      deleteMessage={() => EVENT_MESSAGES.confirmDelete}
      renderForm={({ open, record, onClose, onSaved }) => open && (
        <EventFormModal event={record} onClose={onClose} onSaved={onSaved} />
      )}
    />
  );
}
