import { useCallback, useMemo, useReducer } from 'react';

/**
 * Table paging, sorting and search (docs/rules/common.md#tables):
 * - clicking a column sorts it ascending; clicking the same column again sorts descending, then ascending again;
 * - that holds for the column a screen sorts by before any click (`initialSort`) too: its first click sorts it
 *   ascending, whatever the default direction, because the user has not chosen that sort yet;
 * - changing the sort or the search goes back to page 1; so does `resetPage()`, which screens call after a
 *   save or a delete;
 * - when the page runs past the last page (the last row of the last page was deleted) it moves to the last page.
 */

/** Same spelling as the GraphQL `SortDirection` enum, so the state can be passed to a query as is. */
export type SortDirection = 'ASC' | 'DESC';

/** A value rows can be sorted by. Empty values (null, undefined, '') always come last. */
export type SortValue = string | number | boolean | Date | null | undefined;

/** Number of pages for `total` items: at least 1, so an empty table still has a page 1. */
export function pageCountFor(total: number, pageSize: number): number {
  if (!Number.isFinite(total) || total <= 0 || pageSize <= 0) return 1;
  return Math.ceil(total / pageSize);
}

/** The items of one page (pages start at 1). A page past the end gives an empty list. */
export function paginate<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const start = (Math.max(1, Math.floor(page)) - 1) * pageSize;
  return items.slice(start, start + pageSize);
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

const isEmpty = (value: SortValue): value is null | undefined | '' =>
  value === null || value === undefined || value === '' || (value instanceof Date && Number.isNaN(value.getTime()));

function compareValues(a: SortValue, b: SortValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  // Text: letter case ignored, digit runs compared as numbers ('Item 2' before 'Item 10');
  // ISO dates ('2026-03-05') sort by date this way too.
  return collator.compare(String(a), String(b));
}

/**
 * A sorted copy of `items` (client-side lists). `by` is a property name or a function reading the value.
 * The sort is stable, and rows with an empty value come last in both directions.
 * With no `by` (no sort chosen yet) the items keep their order.
 */
export function sortRows<T>(
  items: readonly T[],
  by: keyof T | ((item: T) => SortValue) | null | undefined,
  direction: SortDirection = 'ASC',
): T[] {
  if (by === null || by === undefined) return [...items];
  const read = typeof by === 'function' ? by : (item: T) => item[by] as SortValue;
  const sign = direction === 'DESC' ? -1 : 1;
  return [...items].sort((left, right) => {
    const a = read(left);
    const b = read(right);
    const aEmpty = isEmpty(a);
    const bEmpty = isEmpty(b);
    if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
    return sign * compareValues(a, b);
  });
}

/** What a table's state holds, wherever it is kept (component state or the address, see `useUrlTableState`). */
export interface TableStateValues<K extends string> {
  page: number;
  sortBy: K | null;
  sortDirection: SortDirection;
  /** False while `sortBy` is only the screen's default: the next header click on it is a first click. */
  sortChosen: boolean;
  search: string;
}

export type TableAction<K extends string> =
  | { type: 'toggleSort'; key: K }
  | { type: 'setSearch'; search: string }
  | { type: 'setPage'; page: number }
  | { type: 'clamp'; pageCount: number };

/** The table rules above as a pure function: the same whether the state lives in memory or in the URL. */
export function tableReducer<K extends string>(state: TableStateValues<K>, action: TableAction<K>): TableStateValues<K> {
  switch (action.type) {
    case 'toggleSort':
      return state.sortChosen && state.sortBy === action.key
        ? { ...state, sortDirection: state.sortDirection === 'ASC' ? 'DESC' : 'ASC', page: 1 }
        : { ...state, sortBy: action.key, sortDirection: 'ASC', sortChosen: true, page: 1 };
    case 'setSearch':
      return state.search === action.search && state.page === 1 ? state : { ...state, search: action.search, page: 1 };
    case 'setPage': {
      const page = Number.isFinite(action.page) ? Math.max(1, Math.floor(action.page)) : 1;
      return page === state.page ? state : { ...state, page };
    }
    case 'clamp':
      return state.page > action.pageCount ? { ...state, page: action.pageCount } : state;
  }
}

/** The state before any click: page 1, the screen's default sort (not chosen yet) and the given search. */
export function initialTableState<K extends string>(
  initialSort: UseTableStateOptions<K>['initialSort'],
  search = '',
): TableStateValues<K> {
  return {
    page: 1,
    sortBy: initialSort?.sortBy ?? null,
    sortDirection: initialSort?.sortDirection ?? 'ASC',
    sortChosen: false,
    search,
  };
}

export interface UseTableStateOptions<K extends string> {
  /** Rows per page (docs/rules/common.md#table-paging: 5 for most admin tables, 10 for requests and residents). */
  pageSize: number;
  /** The column sorted before the user clicks any header; without it `sortBy` starts as null (server default). */
  initialSort?: { sortBy: K; sortDirection?: SortDirection };
  initialSearch?: string;
  /**
   * The number of matching rows, when the screen knows it before calling the hook. The page is then
   * clamped automatically. Screens that learn the total later (a query using this state) call
   * `clampToPageCount(total)` instead.
   */
  total?: number | null;
}

export interface TableState<K extends string> {
  /** Current page, from 1. Already clamped when `total` was given. */
  page: number;
  pageSize: number;
  /** The sorted column, or null before any sort is chosen. */
  sortBy: K | null;
  sortDirection: SortDirection;
  search: string;
  /** Sets the search text and goes back to page 1. */
  setSearch: (search: string) => void;
  /**
   * Header click, back to page 1: the first click on a column sorts it ascending (also when it is the
   * default sort column), a click on the column the user sorted last flips the direction.
   */
  toggleSort: (key: K) => void;
  setPage: (page: number) => void;
  /** Back to page 1: call after a save or a delete. */
  resetPage: () => void;
  /** Pages needed for `total` rows at this page size (at least 1). */
  pageCountFor: (total: number) => number;
  /**
   * Moves to the last page when the current page is past it, and returns the page to show. Safe to call
   * during render (right after the query that reports `total`) or in an effect or handler; a null or
   * undefined total (still loading) changes nothing.
   */
  clampToPageCount: (total: number | null | undefined) => number;
}

/**
 * How a change is kept: 'push' makes a step the browser's Back button undoes (a page or sort chosen),
 * 'replace' does not (each key typed in the search box, a page moved back into range). Only the URL
 * storage tells them apart.
 */
export type TableHistoryMode = 'push' | 'replace';
export type TableDispatch<K extends string> = (action: TableAction<K>, mode: TableHistoryMode) => void;

/**
 * The `TableState` API over a state and a dispatch, wherever the state is kept. `dispatch` must accept
 * being called during render for the clamp (a state setter of the calling component does).
 */
export function useTableApi<K extends string>(
  state: TableStateValues<K>,
  dispatch: TableDispatch<K>,
  pageSize: number,
  total?: number | null,
): TableState<K> {
  const countFor = useCallback((rows: number) => pageCountFor(rows, pageSize), [pageSize]);

  const clampToPageCount = useCallback(
    (rows: number | null | undefined): number => {
      if (rows === null || rows === undefined) return state.page;
      const count = countFor(rows);
      // Guarded, so calling this during render updates the state at most once (React re-renders at once).
      if (state.page > count) dispatch({ type: 'clamp', pageCount: count }, 'replace');
      return Math.min(state.page, count);
    },
    [state.page, countFor, dispatch],
  );

  const page = total === undefined || total === null ? state.page : clampToPageCount(total);

  const setSearch = useCallback((search: string) => dispatch({ type: 'setSearch', search }, 'replace'), [dispatch]);
  const toggleSort = useCallback((key: K) => dispatch({ type: 'toggleSort', key }, 'push'), [dispatch]);
  const setPage = useCallback((next: number) => dispatch({ type: 'setPage', page: next }, 'push'), [dispatch]);
  const resetPage = useCallback(() => dispatch({ type: 'setPage', page: 1 }, 'replace'), [dispatch]);

  return useMemo(
    () => ({
      page,
      pageSize,
      sortBy: state.sortBy,
      sortDirection: state.sortDirection,
      search: state.search,
      setSearch,
      toggleSort,
      setPage,
      resetPage,
      pageCountFor: countFor,
      clampToPageCount,
    }),
    [page, pageSize, state.sortBy, state.sortDirection, state.search, setSearch, toggleSort, setPage, resetPage, countFor, clampToPageCount],
  );
}

/**
 * State of a paged, sorted, searchable table, kept in the component (a gallery, a client-side list, a
 * part of a page). An admin list keeps it in the URL instead: `useUrlTableState`, same rules.
 *
 * Server-side (GraphQL `page, pageSize, sortBy, sortDirection, search` returning `total`):
 * ```ts
 * const table = useTableState<ProjectSortField>({ pageSize: 5 });
 * const search = useDebouncedValue(table.search, 300);
 * const { data } = useQuery(ProjectsQuery, { variables: {
 *   page: table.page, pageSize: table.pageSize, search: search || undefined,
 *   sortBy: table.sortBy ?? undefined, sortDirection: table.sortDirection } });
 * table.clampToPageCount(data?.projects.total);
 * ```
 * Client-side lists: see `useClientTable`, or `sortRows` + `paginate` with `total: filtered.length`.
 */
export function useTableState<K extends string = string>(options: UseTableStateOptions<K>): TableState<K> {
  const { pageSize, initialSort, initialSearch = '', total } = options;
  const [state, dispatchAction] = useReducer(tableReducer<K>, undefined, () => initialTableState(initialSort, initialSearch));
  // In memory every change is simply applied; the history mode only matters in the URL.
  const dispatch = useCallback<TableDispatch<K>>((action) => dispatchAction(action), []);
  return useTableApi(state, dispatch, pageSize, total);
}

export interface UseClientTableOptions<Item, K extends string> extends Omit<UseTableStateOptions<K>, 'total'> {
  /** Keeps the rows matching the search text; not called while the search is blank. */
  filter?: (item: Item, search: string) => boolean;
  /** Reads the value a column sorts by; defaults to the property named by the sort key. */
  sortValue?: (item: Item, key: K) => SortValue;
}

export interface ClientTableState<Item, K extends string> extends TableState<K> {
  /** The rows of the current page, searched and sorted. */
  rows: Item[];
  /** How many rows match the search, over all pages. */
  total: number;
  pageCount: number;
}

/**
 * `useTableState` over a list already in memory (a small list, e.g. a resident's own requests):
 * searches with `filter`, sorts, pages, and keeps the page in range as the list shrinks.
 */
export function useClientTable<Item, K extends string = Extract<keyof Item, string>>(
  items: readonly Item[],
  options: UseClientTableOptions<Item, K>,
): ClientTableState<Item, K> {
  const { filter, sortValue, ...stateOptions } = options;
  const table = useTableState<K>(stateOptions);
  const { search, sortBy, sortDirection } = table;

  const matching = useMemo(() => {
    const text = search.trim();
    return filter && text !== '' ? items.filter((item) => filter(item, text)) : [...items];
  }, [items, filter, search]);

  const sorted = useMemo(() => {
    if (sortBy === null) return matching;
    const read = sortValue
      ? (item: Item) => sortValue(item, sortBy)
      : (item: Item) => (item as Record<string, unknown>)[sortBy] as SortValue;
    return sortRows(matching, read, sortDirection);
  }, [matching, sortBy, sortDirection, sortValue]);

  const page = table.clampToPageCount(sorted.length);
  const rows = useMemo(() => paginate(sorted, page, table.pageSize), [sorted, page, table.pageSize]);

  return { ...table, page, rows, total: sorted.length, pageCount: table.pageCountFor(sorted.length) };
}
