import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { EventFieldsFragment, EventSortField } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format-date';
import {
  ActionGroup, Banner, BANNER_DISMISS_MS, Button, capitalizeStatus, Card, ConfirmDialog, eventStatusTone, Page,
  Pagination, SearchBox, StatusBadge, Table, Toolbar, useDebouncedValue, useTableState, type TableColumn,
} from '../../../ui';
import { DeleteEventMutation, EventListQuery } from '../api/events.graphql';
import { EventFormModal, type EventSaveOutcome } from '../components/event-form-modal';
import { EVENT_MESSAGES, EVENT_TABLE_PAGE_SIZE } from '../event-messages';
import { isNotFound } from '../../../lib/graphql-errors';

/** The add/edit modal's state: closed, adding, or editing one event. */
type Editing = { event: EventFieldsFragment | null } | null;

const SAVE_MESSAGES: Record<Exclude<EventSaveOutcome, 'gone'>, string> = {
  added: EVENT_MESSAGES.added,
  updated: EVENT_MESSAGES.updated,
};

/**
 * Event Management (docs/rules/content.md#event-manager-screen): search, sortable server-paged table, add/edit modal with photo preview, delete
 * confirmation. The photo shows in the modal; the table keeps to the columns that fit beside the side menu.
 */
export default function EventManagerPage() {
  const table = useTableState<EventSortField>({ pageSize: EVENT_TABLE_PAGE_SIZE });
  const search = useDebouncedValue(table.search.trim(), 300);
  const { data, previousData, loading, error, refetch } = useQuery(EventListQuery, {
    variables: {
      page: table.page,
      pageSize: table.pageSize,
      search: search || undefined,
      sortBy: table.sortBy ?? undefined,
      sortDirection: table.sortBy ? table.sortDirection : undefined,
    },
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.events;
  const page = table.clampToPageCount(data?.events.total);

  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<EventFieldsFragment | null>(null);
  // A new id per message restarts the banner's 4 s even when the same text shows again.
  const [success, setSuccess] = useState<{ id: number; text: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [deleteEvent] = useMutation(DeleteEventMutation);

  const showSuccess = (text: string) => setSuccess((current) => ({ id: (current?.id ?? 0) + 1, text }));

  /** After a save or a delete: back to page 1 with fresh rows (docs/rules/common.md#table-page-reset). */
  const reload = () => {
    if (table.page === 1) {
      refetch().catch((caught: unknown) => console.error('Failed to load events.', caught));
    } else {
      table.resetPage();
    }
  };

  const handleSaved = (outcome: EventSaveOutcome) => {
    setEditing(null);
    if (outcome !== 'gone') showSuccess(SAVE_MESSAGES[outcome]);
    reload();
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setFailure(null);
    try {
      await deleteEvent({ variables: { id: deleting.id } });
      showSuccess(EVENT_MESSAGES.deleted);
    } catch (caught) {
      if (!isNotFound(caught)) {
        setDeleting(null);
        setFailure(EVENT_MESSAGES.deleteFailed);
        return;
      }
    }
    setDeleting(null);
    reload();
  };

  const columns: TableColumn<EventFieldsFragment, EventSortField>[] = [
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
    {
      key: 'actions',
      header: 'Actions',
      width: 'actions',
      render: (event) => (
        <ActionGroup>
          <Button
            variant="secondary"
            aria-label={`Edit ${event.eventName}`}
            onClick={() => {
              setFailure(null);
              setEditing({ event });
            }}
          >
            Edit
          </Button>
          <Button
            variant="danger"
            aria-label={`Delete ${event.eventName}`}
            onClick={() => {
              setFailure(null);
              setDeleting(event);
            }}
          >
            Delete
          </Button>
        </ActionGroup>
      ),
    },
  ];

  return (
    <Page title="Event Management">
      {success && (
        <Banner key={success.id} variant="success" autoDismissMs={BANNER_DISMISS_MS.default} onDismiss={() => setSuccess(null)}>
          {success.text}
        </Banner>
      )}
      {failure && <Banner variant="error">{failure}</Banner>}
      {error && <Banner variant="error">{EVENT_MESSAGES.loadFailed}</Banner>}
      <Card title="Events List">
        <Toolbar>
          <SearchBox
            label="Search events"
            hideLabel
            placeholder={EVENT_MESSAGES.searchPlaceholder}
            value={table.search}
            onChange={table.setSearch}
          />
          <Button
            onClick={() => {
              setFailure(null);
              setEditing({ event: null });
            }}
          >
            Add Event
          </Button>
        </Toolbar>
        <Table
          caption="Events"
          captionHidden
          columns={columns}
          rows={list?.items ?? []}
          getRowKey={(event) => event.id}
          sortBy={table.sortBy}
          sortDirection={table.sortDirection}
          onSort={table.toggleSort}
          emptyMessage={EVENT_MESSAGES.emptyTable}
          loading={loading}
        />
        <Pagination
          label="Events pages"
          page={page}
          pageCount={table.pageCountFor(list?.total ?? 0)}
          onPageChange={table.setPage}
        />
      </Card>
      <EventFormModal
        open={editing !== null}
        event={editing?.event ?? null}
        onClose={() => setEditing(null)}
        onSaved={handleSaved}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Event"
        message={EVENT_MESSAGES.confirmDelete}
        confirmLabel="Delete Event"
        cancelLabel="Keep Event"
        tone="danger"
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Page>
  );
}
