import type { TypedDocumentNode } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import { isNotFound } from '../lib/graphql-errors';
import { useNotice, type Notice } from './notice-banner';
import { sortKeysOf, type TableColumn } from './table';
import type { TableState } from './table-state';
import { useUrlTableState, type FilterValue, type FilterValues, type UrlFilter, type UseUrlTableStateOptions } from './url-table-state';
import { useDebouncedValue } from './use-debounced-value';

/** A row of an admin list: a record with its id (a number, or a text for the ledger's big ids). */
export interface ListRow {
  id: number | string;
}

/** One page of a list as the server answers it. */
export interface ListPage<Row> {
  items: readonly Row[];
  total: number;
}

/** What the add/edit form (or a details dialog) of a screen receives; `record` is null when adding. */
export interface ManagerFormProps<Row, Outcome = string | null> {
  open: boolean;
  record: Row | null;
  onClose: () => void;
  /** The form saved (or found the record gone): closes it, shows the outcome's notice, reloads the list. */
  onSaved: (outcome: Outcome) => void;
}

/** A filter of an admin list: kept in the address (`UrlFilter`), and asking the list query for its value. */
export interface ListFilter extends UrlFilter {
  /**
   * All is asked as null rather than left out: the request the server gets stays the one its screen always
   * sent (the review lists' status).
   */
  nullForAll?: boolean;
}

export interface UseManagerScreenOptions<TData, TVariables, Row extends ListRow, K extends string, Outcome>
  extends Omit<UseUrlTableStateOptions<K>, 'sortKeys' | 'filters'> {
  /** The screen's columns, without the actions column; their sort keys are the ones the address may name. */
  columns: readonly TableColumn<Row, K>[];
  /** The list query; it takes `page`, `pageSize`, `sortBy`, `sortDirection`, and `search` when `searchable`. */
  query: TypedDocumentNode<TData, TVariables>;
  /** The page of rows in the query's answer. */
  list: (data: TData) => ListPage<Row>;
  /** The search box drives the query's `search` (after a 300 ms pause, docs/rules/common.md#table-search). */
  searchable?: boolean;
  /**
   * The list's filters, kept in the address (docs/rules/common.md#table-address), each setting its query
   * variable, left out while it is '' (all). A module constant.
   */
  filters?: readonly ListFilter[];
  /** The list is not asked while this holds of the filters (a window that ends before it begins: the server would refuse it). */
  skipWhen?: (filters: FilterValues) => boolean;
  /** 'network-only' for the lists that always show what the server holds now, also when going back a page. */
  fetchPolicy?: 'cache-and-network' | 'network-only';
  /**
   * The list failed to load: an error banner with this text, or with `logOnly` only a console line (the
   * Project Manager, docs/rules/content.md#project-messages). A not-found answer is no failure
   * (docs/rules/common.md#not-found-ignored).
   */
  loadFailed: { text: string; logOnly?: boolean };
  /** The success text for each outcome of the form ('added', 'updated', ...); none (e.g. for 'gone') shows nothing. */
  savedText?: Readonly<Record<string, string>> | ((outcome: Outcome) => string | undefined);
  /** Deleting a row: the mutation (by id) and its two texts. */
  remove?: {
    mutation: TypedDocumentNode<unknown, { id: Row['id'] }>;
    deleted: string;
    failed: string;
  };
}

export interface ManagerScreenState<Row, K extends string, Outcome = string | null> {
  table: TableState<K>;
  columns: readonly TableColumn<Row, K>[];
  /** The rows to show: the last page's stay while the next one loads (docs/rules/common.md#table-empty). */
  rows: readonly Row[];
  /** The current page, moved back into range when the list shrank. */
  page: number;
  pageCount: number;
  loading: boolean;
  /** The filters' values as their controls show them, by name, '' for all. */
  filters: FilterValues;
  /** Sets a filter and goes back to page 1 (docs/rules/common.md#table-page-reset). */
  setFilter: (name: string, value: string) => void;
  /** The search and filters the list is asked with now, by query variable (what is not chosen left out): an export of the list sends them. */
  listFilters: Readonly<Record<string, FilterValue>>;
  /** The load failure's text, when it shows as a banner. */
  loadError: string | null;
  notice: Notice | null;
  showNotice: (variant: Notice['variant'], text: string) => void;
  dismissNotice: () => void;
  /** The add/edit form's props. */
  form: ManagerFormProps<Row, Outcome>;
  openAdd: () => void;
  openEdit: (row: Row) => void;
  /** The row waiting for the delete confirmation. */
  deleting: Row | null;
  askDelete: (row: Row) => void;
  cancelDelete: () => void;
  confirmDelete: () => Promise<void>;
  /** Back to page 1 with fresh rows (docs/rules/common.md#table-page-reset). */
  reload: () => void;
}

const NO_FILTERS: readonly ListFilter[] = [];

/**
 * The search and filters the list is asked with, typed ones as they settled and trimmed: what is not chosen
 * is left out (the server's default).
 */
function chosenFilters(search: string, filters: readonly ListFilter[], shown: FilterValues, settled: FilterValues): Record<string, FilterValue> {
  const chosen = filters.flatMap((filter) => {
    const value = filter.typed ? (settled[filter.name] ?? '').trim() : shown[filter.name] ?? '';
    const asked = value === '' ? undefined : filter.parse(value);
    return asked === undefined ? [] : [[filter.name, asked] as const];
  });
  return { ...(search !== '' && { search }), ...Object.fromEntries(chosen) };
}

/** The list query's variables from the table and the chosen filters; all is null for the filters that ask it so. */
function listVariables<K extends string>(table: TableState<K>, filters: readonly ListFilter[], chosen: Readonly<Record<string, FilterValue>>) {
  const nulls = filters.filter((filter) => filter.nullForAll).map((filter) => [filter.name, null] as const);
  return {
    page: table.page,
    pageSize: table.pageSize,
    ...(table.sortBy !== null && { sortBy: table.sortBy, sortDirection: table.sortDirection }),
    ...Object.fromEntries(nulls),
    ...chosen,
  };
}

/**
 * Everything an admin list screen does besides its columns and texts: the table state and filters in the
 * URL, the list query (debounced search, previous rows while loading, the page kept in range), the add/edit
 * form, the delete confirmation and the notices. `ManagerScreen` shows it.
 */
export function useManagerScreen<TData, TVariables, Row extends ListRow, K extends string, Outcome = string | null>(
  options: UseManagerScreenOptions<TData, TVariables, Row, K, Outcome>,
): ManagerScreenState<Row, K, Outcome> {
  const {
    query, list, columns, searchable = false, filters = NO_FILTERS, skipWhen, fetchPolicy = 'cache-and-network', loadFailed, savedText, remove,
  } = options;
  const sortKeys = useMemo(() => sortKeysOf(columns), [columns]);
  const table = useUrlTableState<K>({ pageSize: options.pageSize, initialSort: options.initialSort, sortKeys, filters });
  // Typed text asks once typing pauses (docs/rules/common.md#table-search); a choice at once.
  const search = useDebouncedValue(searchable ? table.search.trim() : '', 300);
  const settled = useDebouncedValue(table.filters, 300);
  const listFilters = chosenFilters(search, filters, table.filters, settled);
  const { data, previousData, loading, error, refetch } = useQuery(query, {
    // useQuery's options depend on whether a query's variables are required, which a type parameter cannot
    // tell; listVariables gives what every admin list query takes.
    variables: listVariables(table, filters, listFilters) as TVariables,
    fetchPolicy,
    skip: skipWhen?.(table.filters) ?? false,
  } as useQuery.Options<TData, TVariables & Record<string, unknown>>);
  const current = data ? list(data) : undefined;
  const shown = current ?? (previousData ? list(previousData) : undefined);
  const page = table.clampToPageCount(current?.total);

  const { notice, show, clear } = useNotice();
  const [editing, setEditing] = useState<{ record: Row | null } | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const client = useApolloClient();

  const failed = error !== undefined && !isNotFound(error);
  useEffect(() => {
    if (failed && loadFailed.logOnly) console.error(loadFailed.text, error);
  }, [failed, error, loadFailed.logOnly, loadFailed.text]);

  const reload = () => {
    if (table.page === 1) refetch().catch(() => undefined);
    else table.resetPage();
  };
  // A new action makes an error notice stale; a success notice fades by itself.
  const startAction = () => {
    if (notice?.variant === 'error') clear();
  };

  const confirmDelete = async () => {
    if (!deleting || !remove) return;
    try {
      await client.mutate({ mutation: remove.mutation, variables: { id: deleting.id } });
      show('success', remove.deleted);
    } catch (caught) {
      // Already gone: nothing to report, the list is refreshed (docs/rules/common.md#not-found-ignored).
      if (!isNotFound(caught)) {
        setDeleting(null);
        show('error', remove.failed);
        return;
      }
    }
    setDeleting(null);
    reload();
  };

  return {
    table,
    columns,
    rows: shown?.items ?? [],
    page,
    pageCount: table.pageCountFor(shown?.total ?? 0),
    loading,
    filters: table.filters,
    setFilter: table.setFilter,
    listFilters,
    loadError: failed && !loadFailed.logOnly ? loadFailed.text : null,
    notice,
    showNotice: show,
    dismissNotice: clear,
    form: {
      open: editing !== null,
      record: editing?.record ?? null,
      onClose: () => setEditing(null),
      onSaved: (outcome) => {
        setEditing(null);
        const text = typeof savedText === 'function' ? savedText(outcome) : savedText?.[String(outcome)];
        if (text !== undefined) show('success', text);
        reload();
      },
    },
    openAdd: () => {
      startAction();
      setEditing({ record: null });
    },
    openEdit: (row) => {
      startAction();
      setEditing({ record: row });
    },
    deleting,
    askDelete: (row) => {
      startAction();
      setDeleting(row);
    },
    cancelDelete: () => setDeleting(null),
    confirmDelete,
    reload,
  };
}
