import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useMessages, type Translate } from '../lib/i18n/language-context';
import type { ColumnWidth } from '../theme';
import { Banner, BANNER_DISMISS_MS } from './banner';
import { Button } from './button';
import { Card } from './card';
import { CardIntro } from './card-layout';
import { ConfirmDialog } from './confirm-dialog';
import { SelectField, type SelectOption } from './form-field';
import { uiMessages } from './messages';
import { NoticeBanner } from './notice-banner';
import { Page } from './page';
import { Pagination } from './pagination';
import { SearchBox } from './search-box';
import { Table, type TableColumn } from './table';
import { ActionGroup, Toolbar } from './toolbar';
import type { ListRow, ManagerFormProps, ManagerScreenState } from './use-manager-screen';

/** The search box and a screen's filters side by side, wrapping on narrow screens. */
const StyledFilters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.sizes.galleryCardMinWidth}, 1fr));
  column-gap: ${({ theme }) => theme.spacing.md};
  align-items: end;
`;

/** A select beside the search for one of the list's filters (`useManagerScreen`'s `filters`), all first. */
export interface FilterSelect {
  /** The filter's name. */
  name: string;
  label: string;
  options: readonly SelectOption[];
  /** The first option's text, for all; 'All' unless given. */
  allLabel?: string;
}

export interface ManagerScreenProps<Row, K extends string, Outcome> {
  /** From `useManagerScreen`. */
  screen: ManagerScreenState<Row, K, Outcome>;
  /** The page's heading, e.g. 'Project Manager'. */
  title: string;
  /** The list card's heading, e.g. 'Projects List'. */
  listTitle: string;
  /** What the list is for, under the card's heading. */
  intro?: ReactNode;
  /** How long a success notice shows (docs/rules/common.md#banner-timing); 4 s unless given. */
  dismissMs?: number;
  search?: { label: string; placeholder: string; hideLabel?: boolean };
  /** Selects for the list's filters beside the search box; with filters, they sit in a grid of their own. */
  filters?: readonly FilterSelect[];
  /** Other controls of the list's filters (days, typed names), bound to `screen.filters`: between the search and the selects. */
  filterFields?: ReactNode;
  /** Further buttons beside the add button (e.g. a link to a related screen). */
  toolbarExtras?: ReactNode;
  /**
   * The record's name in the add button and the delete dialog ('Project': 'Add Project', 'Delete Project',
   * 'Keep Project'); without it there is no add button.
   */
  recordName?: string;
  /** Each row's name in its Edit and Delete buttons' names ("Edit Road Repair"). */
  rowName?: (row: Row) => string;
  /** A row's own actions, in place of Edit and Delete. */
  rowActions?: (row: Row) => ReactNode;
  /**
   * One button per row that opens the record's dialog (the form's `record`), in place of Edit and Delete: its
   * text (e.g. 'Review') and each row's name for it ('Review request 12 of Juan Dela Cruz').
   */
  openButton?: { text: string; name: (row: Row) => string };
  actionsWidth?: ColumnWidth;
  /** The table's name for screen readers, e.g. 'Projects'. */
  caption: string;
  emptyMessage: string;
  loadingText?: string;
  /** The page buttons' landmark name, e.g. 'Projects pages'. */
  paginationLabel: string;
  /** The delete confirmation's question (docs/rules/common.md#confirmations); without it rows have no Delete. */
  deleteMessage?: (row: Row) => ReactNode;
  deleteBusyLabel?: string;
  /** The add/edit form (or a details dialog), given its open state, record and callbacks. */
  renderForm?: (props: ManagerFormProps<Row, Outcome>) => ReactNode;
  /** Shown below the list card: what the app adds to the screen from another feature, or the screen's own dialogs. */
  children?: ReactNode;
}

/**
 * An admin list screen: notices, the list card (search, filters, add button, sortable table, page
 * buttons), the form and the delete confirmation. The behaviour is `useManagerScreen`'s; this is layout.
 */
export function ManagerScreen<Row extends ListRow, K extends string, Outcome>(props: ManagerScreenProps<Row, K, Outcome>) {
  const { screen, title, listTitle, dismissMs = BANNER_DISMISS_MS.default, recordName = '', deleteMessage, renderForm } = props;
  const { table } = screen;
  const t = useMessages(uiMessages);
  return (
    <Page title={title}>
      <NoticeBanner notice={screen.notice} onDismiss={screen.dismissNotice} dismissMs={dismissMs} />
      {screen.loadError && <Banner variant="error">{screen.loadError}</Banner>}
      <Card title={listTitle}>
        {props.intro && <CardIntro>{props.intro}</CardIntro>}
        <ListControls {...props} />
        <Table
          caption={props.caption}
          captionHidden
          columns={[...screen.columns, ...actionsColumn(props, t)]}
          rows={screen.rows}
          getRowKey={(row) => row.id}
          sortBy={table.sortBy}
          sortDirection={table.sortDirection}
          onSort={table.toggleSort}
          emptyMessage={props.emptyMessage}
          loading={screen.loading}
          loadingText={props.loadingText}
        />
        <Pagination page={screen.page} pageCount={screen.pageCount} onPageChange={table.setPage} label={props.paginationLabel} />
      </Card>
      {props.children}
      {renderForm?.(screen.form)}
      {deleteMessage && (
        <ConfirmDialog
          open={screen.deleting !== null}
          title={t('manager.deleteRecord', { record: recordName })}
          message={screen.deleting ? deleteMessage(screen.deleting) : ''}
          confirmLabel={t('manager.deleteRecord', { record: recordName })}
          cancelLabel={t('manager.keepRecord', { record: recordName })}
          tone="danger"
          busyLabel={props.deleteBusyLabel}
          onConfirm={screen.confirmDelete}
          onCancel={screen.cancelDelete}
        />
      )}
    </Page>
  );
}

/** The search box, the filters and the add button above the table. */
function ListControls<Row extends ListRow, K extends string, Outcome>(
  { screen, search, filters = [], filterFields, recordName, toolbarExtras }: ManagerScreenProps<Row, K, Outcome>,
) {
  const t = useMessages(uiMessages);
  const searchBox = search && (
    <SearchBox
      label={search.label}
      hideLabel={search.hideLabel}
      placeholder={search.placeholder}
      value={screen.table.search}
      onChange={screen.table.setSearch}
    />
  );
  const addButton = recordName && <Button onClick={screen.openAdd}>{t('manager.add', { record: recordName })}</Button>;
  const actions = toolbarExtras ? <ActionGroup>{toolbarExtras}{addButton}</ActionGroup> : addButton;
  if (filters.length > 0 || filterFields) {
    return (
      <>
        <StyledFilters>
          {searchBox}
          {filterFields}
          {filters.map(({ name, label, options, allLabel = t('manager.all') }) => (
            <SelectField
              key={name}
              label={label}
              placeholder={allLabel}
              options={options}
              value={screen.filters[name] ?? ''}
              onChange={(value) => screen.setFilter(name, value)}
            />
          ))}
        </StyledFilters>
        {actions && <Toolbar>{actions}</Toolbar>}
      </>
    );
  }
  if (!searchBox && !actions) return null;
  return <Toolbar>{searchBox}{actions}</Toolbar>;
}

/** The actions column: the screen's own actions, the button that opens the record, or Edit and Delete named after the row. */
function actionsColumn<Row extends ListRow, K extends string, Outcome>(
  { screen, rowName, rowActions, openButton, actionsWidth = 'actions' }: ManagerScreenProps<Row, K, Outcome>,
  t: Translate<'ui'>,
): TableColumn<Row, K>[] {
  const open = openButton && ((row: Row) => (
    <Button variant="secondary" aria-label={openButton.name(row)} onClick={() => screen.openEdit(row)}>{openButton.text}</Button>
  ));
  const render = rowActions ?? open ?? (rowName && ((row: Row) => (
    <ActionGroup>
      <Button variant="secondary" aria-label={t('manager.editRow', { row: rowName(row) })} onClick={() => screen.openEdit(row)}>
        {t('manager.edit')}
      </Button>
      <Button variant="danger" aria-label={t('manager.deleteRow', { row: rowName(row) })} onClick={() => screen.askDelete(row)}>
        {t('manager.delete')}
      </Button>
    </ActionGroup>
  )));
  return render ? [{ key: 'actions', header: t('manager.actions'), width: actionsWidth, render }] : [];
}
