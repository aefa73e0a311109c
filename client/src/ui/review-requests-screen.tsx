import type { TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import type { RequiredTextRule } from '@barangay-portal/domain';
import { useMemo, useState, type ReactNode } from 'react';
import { graphqlErrorInfo } from '../lib/graphql-errors';
import { Button, type ButtonVariant } from './button';
import { ConfirmDialog, type ConfirmTone } from './confirm-dialog';
import type { SelectOption } from './form-field';
import { choiceFilter } from './list-filters';
import { ManagerScreen } from './manager-screen';
import type { Notice } from './notice-banner';
import { ReasonDialog } from './reason-dialog';
import type { TableColumn } from './table';
import { ActionGroup } from './toolbar';
import { useManagerScreen, type ListFilter, type ListPage } from './use-manager-screen';

/** A request staff decide on: waiting ('PENDING') until they do. */
export interface ReviewRow {
  id: number;
  status: string;
}

/** What a review screen says; the feature's texts hold these keys. */
/** The keys of a review screen's texts, which each reviewing feature's namespace has (`staff.*`). */
type ReviewTextKey = 'staff.title' | 'staff.intro' | 'staff.listTitle' | 'staff.caption' | 'staff.empty' | 'staff.loading'
  | 'staff.loadFailed' | 'staff.pages' | 'staff.statusFilter' | 'staff.allStatuses';

/** A review screen's texts from its feature's translator. */
export const reviewTextsOf = (t: (key: ReviewTextKey) => string): ReviewTexts => ({
  pageTitle: t('staff.title'),
  pageIntro: t('staff.intro'),
  listTitle: t('staff.listTitle'),
  caption: t('staff.caption'),
  empty: t('staff.empty'),
  loading: t('staff.loading'),
  listLoadFailed: t('staff.loadFailed'),
  pages: t('staff.pages'),
  statusFilter: t('staff.statusFilter'),
  allStatuses: t('staff.allStatuses'),
});

export interface ReviewTexts {
  pageTitle: string;
  pageIntro: string;
  listTitle: string;
  caption: string;
  empty: string;
  loading: string;
  listLoadFailed: string;
  pages: string;
  statusFilter: string;
  allStatuses: string;
}

/** A row's button: its text, its name saying which request ("Approve Amihan Reyes's Last name") and its look. */
export interface RowButton<Row> {
  text: string;
  name: (row: Row) => string;
  variant?: ButtonVariant;
}

/** Granting a request (approve, erase), after a confirmation whose confirm button is the row button's text. */
export interface AcceptDecision<Row> {
  button: RowButton<Row>;
  mutation: TypedDocumentNode<unknown, { id: number }>;
  confirm: { title: string; question: (row: Row) => string; cancelLabel: string; tone?: ConfirmTone; busyLabel?: string };
  /** The notice once done. */
  done: (row: Row) => string;
  /** The notice when refused and the server gives no words of its own. */
  failed: string;
}

/** Declining a request (reject, refuse) with the reason the resident is told; the dialog's submit is the row button's text. */
export interface DeclineDecision<Row> {
  button: RowButton<Row>;
  mutation: TypedDocumentNode<unknown, { input: { id: number; reason: string } }>;
  dialog: { title: (row: Row) => string; rule: RequiredTextRule; hint: string; busyLabel: string };
  done: (row: Row) => string;
  /** The dialog's banner when the reason is refused, and the notice when the server gives no words of its own. */
  failed: string;
}

/** A dialog with a row's details (an erasure's plan), opened by a button before the decisions. */
export interface ReviewDetails<Row> {
  button: RowButton<Row>;
  /** Whether the row has any to show. */
  shows: (row: Row) => boolean;
  /** The dialog, given the row shown (null while closed) and its close. */
  render: (row: Row | null, onClose: () => void) => ReactNode;
}

export interface ReviewRequestsScreenProps<TData, TVariables, Row extends ReviewRow> {
  texts: ReviewTexts;
  /** The list query; it takes `page`, `pageSize` and `status` (null for all). */
  query: TypedDocumentNode<TData, TVariables>;
  list: (data: TData) => ListPage<Row>;
  pageSize: number;
  /** Each status's name, by its GraphQL name: the status filter's options. */
  statusLabels: Readonly<Record<string, string>>;
  /** The columns, without the actions. */
  columns: readonly TableColumn<Row>[];
  details?: ReviewDetails<Row>;
  accept: AcceptDecision<Row>;
  decline: DeclineDecision<Row>;
}

type OpenDialog<Row> = { dialog: 'details' | 'accept' | 'decline'; row: Row };

/**
 * The staff's review of residents' requests (docs/architecture.md#privacy-corrections, docs/architecture.md#privacy-erasure):
 * the admin list screen with its status filter in the address, waiting requests granted after a confirmation or
 * declined with a reason, each outcome said above the list and the list read again. The features configure it.
 */
export function ReviewRequestsScreen<TData, TVariables, Row extends ReviewRow>(props: ReviewRequestsScreenProps<TData, TVariables, Row>) {
  const { texts, statusLabels, details, accept, decline } = props;
  const options = useMemo<readonly SelectOption[]>(
    () => Object.entries(statusLabels).map(([value, label]) => ({ value, label })),
    [statusLabels],
  );
  const filters = useMemo<readonly ListFilter[]>(() => [{ ...choiceFilter('status', options), nullForAll: true }], [options]);
  const screen = useManagerScreen({
    query: props.query,
    list: props.list,
    pageSize: props.pageSize,
    columns: props.columns,
    filters,
    // A decision elsewhere changes the list: always what the server holds now.
    fetchPolicy: 'network-only',
    loadFailed: { text: texts.listLoadFailed },
  });
  const client = useApolloClient();
  const [open, setOpen] = useState<OpenDialog<Row> | null>(null);
  const openRow = (dialog: OpenDialog<Row>['dialog']) => (open?.dialog === dialog ? open.row : null);
  const close = () => setOpen(null);

  const finish = (variant: Notice['variant'], text: string) => {
    close();
    screen.showNotice(variant, text);
    screen.reload();
  };

  const confirmAccept = async () => {
    const row = openRow('accept');
    if (!row) return;
    try {
      await client.mutate({ mutation: accept.mutation, variables: { id: row.id } });
      finish('success', accept.done(row));
    } catch (caught) {
      finish('error', graphqlErrorInfo(caught).message ?? accept.failed);
    }
  };

  const button = ({ text, name, variant }: RowButton<Row>, row: Row, dialog: OpenDialog<Row>['dialog']) => (
    <Button variant={variant} aria-label={name(row)} onClick={() => setOpen({ dialog, row })}>{text}</Button>
  );
  const accepting = openRow('accept');
  const declining = openRow('decline');

  return (
    <ManagerScreen
      screen={screen}
      title={texts.pageTitle}
      listTitle={texts.listTitle}
      intro={texts.pageIntro}
      filters={[{ name: 'status', label: texts.statusFilter, options, allLabel: texts.allStatuses }]}
      rowActions={(row) => (
        <ActionGroup>
          {details?.shows(row) && button(details.button, row, 'details')}
          {row.status === 'PENDING' && <>{button(accept.button, row, 'accept')}{button(decline.button, row, 'decline')}</>}
        </ActionGroup>
      )}
      caption={texts.caption}
      emptyMessage={texts.empty}
      loadingText={texts.loading}
      paginationLabel={texts.pages}
    >
      {details?.render(openRow('details'), close)}
      <ConfirmDialog
        open={accepting !== null}
        title={accept.confirm.title}
        message={accepting ? accept.confirm.question(accepting) : ''}
        confirmLabel={accept.button.text}
        cancelLabel={accept.confirm.cancelLabel}
        tone={accept.confirm.tone}
        busyLabel={accept.confirm.busyLabel}
        onConfirm={confirmAccept}
        onCancel={close}
      />
      {declining && (
        <ReasonDialog
          title={decline.dialog.title(declining)}
          rule={decline.dialog.rule}
          hint={decline.dialog.hint}
          submitLabel={decline.button.text}
          busyLabel={decline.dialog.busyLabel}
          failed={decline.failed}
          send={(reason) => client.mutate({ mutation: decline.mutation, variables: { input: { id: declining.id, reason } } })}
          onSent={() => finish('success', decline.done(declining))}
          onRefused={(text) => finish('error', text)}
          onClose={close}
        />
      )}
    </ManagerScreen>
  );
}
