import type { TypedDocumentNode } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import { isNotFound } from '../lib/graphql-errors';
import { useNotice, type Notice } from './notice-banner';
import { sortKeysOf, type TableColumn } from './table';
import type { TableState } from './table-state';
import { useUrlTableState, type UseUrlTableStateOptions } from './url-table-state';
import { useDebouncedValue } from './use-debounced-value';

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

export interface UseManagerScreenOptions<TData, TVariables, Row, K extends string, Outcome>
  extends Omit<UseUrlTableStateOptions<K>, 'sortKeys'> {
  /** The screen's columns, without the actions column; their sort keys are the ones the address may name. */
  columns: readonly TableColumn<Row, K>[];
  /** The list query; it takes `page`, `pageSize`, `sortBy`, `sortDirection`, and `search` when `searchable`. */
  query: TypedDocumentNode<TData, TVariables>;
  /** The page of rows in the query's answer. */
  list: (data: TData) => ListPage<Row>;
  /** The search box drives the query's `search` (after a 300 ms pause, docs/rules/common.md#table-search). */
  searchable?: boolean;
  /** The query variable a filter (e.g. a status) sets; the filter is left out while it is '' (all). */
  filterVariable?: string;
  /** The query variables of further filters beside it (e.g. a purok and a sector), each left out while it is ''. */
  moreFilterVariables?: readonly string[];
  /** The filters whose values are ids (the query takes an Int): sent as numbers. */
  numericFilterVariables?: readonly string[];
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
    mutation: TypedDocumentNode<unknown, { id: number }>;
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
  /** The filter's value, '' for all. */
  filter: string;
  /** Sets the filter and goes back to page 1 (docs/rules/common.md#table-page-reset). */
  setFilter: (value: string) => void;
  /** The further filters' values by query variable, '' (or absent) for all. */
  moreFilters: Readonly<Record<string, string>>;
  /** The search and filters the list is asked with now, by query variable (what is not chosen left out): an export of the list sends them. */
  listFilters: Readonly<Record<string, string | number>>;
  /** Sets one further filter and goes back to page 1, as `setFilter`. */
  setMoreFilter: (variable: string, value: string) => void;
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

/** The search and filters the list is asked with: what is not chosen is left out (the server's default). */
function chosenFilters(search: string, filters: Readonly<Record<string, string>>, numeric: readonly string[]): Record<string, string | number> {
  const chosen = Object.entries(filters).filter(([, value]) => value !== '')
    .map(([name, value]) => [name, numeric.includes(name) ? Number(value) : value]);
  return { ...(search !== '' && { search }), ...Object.fromEntries(chosen) };
}

/** The list query's variables from the table and the chosen filters. */
function listVariables<K extends string>(table: TableState<K>, chosen: Readonly<Record<string, string | number>>) {
  return {
    page: table.page,
    pageSize: table.pageSize,
    ...(table.sortBy !== null && { sortBy: table.sortBy, sortDirection: table.sortDirection }),
    ...chosen,
  };
}

/**
 * Everything an admin list screen does besides its columns and texts: the table state in the URL, the
 * list query (debounced search, previous rows while loading, the page kept in range), the add/edit form,
 * the delete confirmation and the notices. `ManagerScreen` shows it.
 */
export function useManagerScreen<TData, TVariables, Row extends { id: number }, K extends string, Outcome = string | null>(
  options: UseManagerScreenOptions<TData, TVariables, Row, K, Outcome>,
): ManagerScreenState<Row, K, Outcome> {
  const {
    query, list, columns, searchable = false, filterVariable, moreFilterVariables = [], numericFilterVariables = [],
    fetchPolicy = 'cache-and-network', loadFailed, savedText, remove,
  } = options;
  const sortKeys = useMemo(() => sortKeysOf(columns), [columns]);
  const table = useUrlTableState<K>({ ...options, sortKeys });
  const search = useDebouncedValue(searchable ? table.search.trim() : '', 300);
  const [filter, setFilterValue] = useState('');
  const [moreFilters, setMoreFilters] = useState<Readonly<Record<string, string>>>({});
  const filters = {
    ...(filterVariable !== undefined && { [filterVariable]: filter }),
    ...Object.fromEntries(moreFilterVariables.map((variable) => [variable, moreFilters[variable] ?? ''])),
  };
  const listFilters = chosenFilters(search, filters, numericFilterVariables);
  const { data, previousData, loading, error, refetch } = useQuery(query, {
    // useQuery's options depend on whether a query's variables are required, which a type parameter cannot
    // tell; listVariables gives what every admin list query takes.
    variables: listVariables(table, listFilters) as TVariables,
    fetchPolicy,
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
    filter,
    setFilter: (value) => {
      setFilterValue(value);
      table.resetPage();
    },
    moreFilters,
    listFilters,
    setMoreFilter: (variable, value) => {
      setMoreFilters((current) => ({ ...current, [variable]: value }));
      table.resetPage();
    },
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
