import type { Locale } from '@barangay-portal/domain';
import { useMemo } from 'react';
import type { EventFieldsFragment, EventSortField } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format-date';
import { useLocale, useMessages } from '../../../lib/i18n/language-context';
import {
  eventStatusTone, contentManagerOptions, ManagerScreen, StatusBadge, useManagerScreen, type TableColumn,
} from '../../../ui';
import { DeleteEventMutation, EventListQuery } from '../api/events.graphql';
import { EventFormModal } from '../components/event-form-modal';
import { eventAudienceText, eventsMessages, eventStatusText, type EventsTranslate } from '../messages';
import { EVENT_TABLE_PAGE_SIZE } from '../page-sizes';

const columnsOf = (t: EventsTranslate, locale: Locale): TableColumn<EventFieldsFragment, EventSortField>[] => [
  { key: 'eventName', header: t('columns.eventName'), sortable: true, sortKey: 'EVENT_NAME' },
  {
    key: 'targetAudience',
    header: t('columns.forWho'),
    sortable: true,
    sortKey: 'TARGET_AUDIENCE',
    render: (event) => eventAudienceText(t, event.targetAudience),
  },
  {
    key: 'eventDate',
    header: t('columns.eventDate'),
    sortable: true,
    sortKey: 'EVENT_DATE',
    render: (event) => formatDate(event.eventDate, '', locale),
  },
  {
    key: 'attendees',
    header: t('columns.attendees'),
    render: (event) => t('columns.attendees.value', { actual: event.actualAttendees, expected: event.expectedNumberOfAttendees }),
  },
  {
    key: 'status',
    header: t('columns.status'),
    sortable: true,
    sortKey: 'STATUS',
    render: (event) => <StatusBadge tone={eventStatusTone(event.status)}>{eventStatusText(t, event.status)}</StatusBadge>,
  },
];

/**
 * Event Management (docs/rules/content.md#event-manager-screen): search, sortable server-paged table, add/edit modal with photo preview, delete
 * confirmation. The photo shows in the modal; the table keeps to the columns that fit beside the side menu.
 */
export default function EventManagerPage() {
  const t = useMessages(eventsMessages);
  const locale = useLocale();
  const columns = useMemo(() => columnsOf(t, locale), [t, locale]);
  const screen = useManagerScreen({
    query: EventListQuery,
    list: (data) => data.events,
    pageSize: EVENT_TABLE_PAGE_SIZE,
    columns,
    searchable: true,
    ...contentManagerOptions(t, DeleteEventMutation),
  });
  return (
    <ManagerScreen
      screen={screen}
      title={t('manager.title')}
      listTitle={t('manager.listTitle')}
      search={{ label: t('manager.searchLabel'), hideLabel: true, placeholder: t('manager.searchPlaceholder') }}
      recordName={t('manager.recordName')}
      rowName={(event) => event.eventName}
      caption={t('manager.caption')}
      emptyMessage={t('manager.empty')}
      paginationLabel={t('manager.pagination')}
      deleteMessage={() => t('manager.confirmDelete')}
      renderForm={({ open, record, onClose, onSaved }) => open && (
        <EventFormModal event={record} onClose={onClose} onSaved={onSaved} />
      )}
    />
  );
}
