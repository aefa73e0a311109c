import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  initialTableState, tableReducer, useTableApi,
  type SortDirection, type TableAction, type TableDispatch, type TableHistoryMode, type TableState, type TableStateValues,
  type UseTableStateOptions,
} from './table-state';

/**
 * The query parameters an admin list keeps its table in (docs/rules/common.md#table-address), e.g.
 * `?page=2&sort=TITLE&dir=DESC&q=water`, its filters beside them under their own names (`&status=PENDING`).
 * A value at its default is left out of the address.
 */
export const TABLE_PARAMS = { page: 'page', sortBy: 'sort', sortDirection: 'dir', search: 'q' } as const;

/** What a filter asks the list for: a name (a status, a day, typed text) or an id. */
export type FilterValue = string | number;

/**
 * One filter a list keeps in its address (docs/rules/common.md#table-address). Declared once per screen (a
 * module constant); its value is text, as the address and the filter's control hold it, '' for all.
 */
export interface UrlFilter {
  /** Its parameter in the address, which is also the list query's variable (e.g. 'status', 'purokId'). */
  name: string;
  /** Its value when the address names none: '' (all) unless given. A value at its default is left out of the address. */
  default?: string;
  /**
   * What the query is asked with for a value, or undefined for a value this filter does not take: an address
   * naming one gives the default instead. '' (all) is never parsed.
   */
  parse: (value: string) => FilterValue | undefined;
  /**
   * Typed rather than chosen (a name): like the search, each key replaces the address's entry and the list
   * asks once typing pauses. A chosen value is a step the browser's Back button undoes.
   */
  typed?: boolean;
}

/** The filters' values by name, '' for all. */
export type FilterValues = Readonly<Record<string, string>>;

export interface UseUrlTableStateOptions<K extends string> extends Pick<UseTableStateOptions<K>, 'pageSize' | 'initialSort'> {
  /** The sort keys an address may name; any other `sort` falls back to the screen's default sort. */
  sortKeys: readonly K[];
  /** The screen's filters (a module constant: a new array each render would read the address again each time). */
  filters?: readonly UrlFilter[];
}

/** `TableState` with the filters: their values, and a change of one, which goes back to page 1. */
export interface UrlTableState<K extends string> extends TableState<K> {
  filters: FilterValues;
  /** Sets a filter and goes back to page 1 (docs/rules/common.md#table-page-reset); a value it does not take gives its default. */
  setFilter: (name: string, value: string) => void;
}

type Defaults<K extends string> = Pick<UseUrlTableStateOptions<K>, 'sortKeys' | 'initialSort'>;

const PAGE_PATTERN = /^[1-9]\d{0,5}$/;

/** The table state an address holds; a missing or invalid value gives the default (page 1, default sort, no search). */
export function readTableParams<K extends string>(params: URLSearchParams, defaults: Defaults<K>): TableStateValues<K> {
  const state = initialTableState(defaults.initialSort, params.get(TABLE_PARAMS.search) ?? '');
  const pageText = params.get(TABLE_PARAMS.page) ?? '';
  if (PAGE_PATTERN.test(pageText)) state.page = Number(pageText);
  const sortBy = params.get(TABLE_PARAMS.sortBy);
  const chosen = defaults.sortKeys.find((key) => key === sortBy);
  if (chosen !== undefined) {
    // A sort named in the address was chosen by someone: its next click flips it (docs/rules/common.md#table-sorting).
    const direction: SortDirection = params.get(TABLE_PARAMS.sortDirection) === 'DESC' ? 'DESC' : 'ASC';
    Object.assign(state, { sortBy: chosen, sortDirection: direction, sortChosen: true });
  }
  return state;
}

/** `params` with the table state written over its table parameters; other parameters stay as they are. */
export function writeTableParams<K extends string>(params: URLSearchParams, state: TableStateValues<K>): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | null) => (value === null ? next.delete(name) : next.set(name, value));
  set(TABLE_PARAMS.page, state.page > 1 ? String(state.page) : null);
  set(TABLE_PARAMS.sortBy, state.sortChosen && state.sortBy !== null ? state.sortBy : null);
  set(TABLE_PARAMS.sortDirection, state.sortChosen && state.sortBy !== null ? state.sortDirection : null);
  set(TABLE_PARAMS.search, state.search === '' ? null : state.search);
  return next;
}

/** A filter's value from the address's text (null: not named): the default for none, or for one it does not take. */
function filterValue(filter: UrlFilter, text: string | null): string {
  const fallback = filter.default ?? '';
  if (text === null) return fallback;
  return text === '' || filter.parse(text) !== undefined ? text : fallback;
}

/** The filters' values an address holds; a missing or invalid value gives the filter's default. */
export function readFilterParams(params: URLSearchParams, filters: readonly UrlFilter[]): FilterValues {
  return Object.fromEntries(filters.map((filter) => [filter.name, filterValue(filter, params.get(filter.name))]));
}

/**
 * `params` with the filters' values written over their parameters, a value at its default left out; other
 * parameters stay. All ('') where the default is a value is written as an empty parameter (`status=`).
 */
export function writeFilterParams(params: URLSearchParams, values: FilterValues, filters: readonly UrlFilter[]): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const filter of filters) {
    const value = values[filter.name] ?? '';
    if (value === (filter.default ?? '')) next.delete(filter.name);
    else next.set(filter.name, value);
  }
  return next;
}

/** What the address holds of a list: its table and its filters. */
interface ListValues<K extends string> {
  table: TableStateValues<K>;
  filters: FilterValues;
}

const sameTable = <K extends string>(a: TableStateValues<K>, b: TableStateValues<K>) =>
  a.page === b.page && a.sortBy === b.sortBy && a.sortDirection === b.sortDirection
  && a.sortChosen === b.sortChosen && a.search === b.search;

const sameState = <K extends string>(a: ListValues<K>, b: ListValues<K>) =>
  sameTable(a.table, b.table) && Object.keys(b.filters).every((name) => a.filters[name] === b.filters[name]);

/** A change made here that the address does not show yet. */
interface Pending<K extends string> {
  state: ListValues<K>;
  mode: TableHistoryMode;
}

const NO_FILTERS: readonly UrlFilter[] = [];

/**
 * `useTableState` kept in the URL's query, so a reload or a shared link shows the same page, sort, search
 * and filters (docs/rules/common.md#table-address). Same rules, same API, and the filters. Choosing a page,
 * a sort or a filter's value adds a history entry; typing in the search box or a typed filter and the
 * automatic moves (back into range, back to page 1 after a save) replace the current one.
 *
 * React Router applies a navigation in a transition, a render later. Until the address shows a change,
 * the change is kept here and shown at once: the search box stays a plain controlled input.
 */
export function useUrlTableState<K extends string = string>(options: UseUrlTableStateOptions<K>): UrlTableState<K> {
  const { pageSize, sortKeys, initialSort, filters = NO_FILTERS } = options;
  const [params, setParams] = useSearchParams();
  const defaultSortBy = initialSort?.sortBy;
  const defaultDirection = initialSort?.sortDirection;
  const sortKeyList = sortKeys.join(',');
  const fromUrl = useMemo<ListValues<K>>(
    () => ({
      table: readTableParams(params, {
        sortKeys: (sortKeyList === '' ? [] : sortKeyList.split(',')) as K[],
        initialSort: defaultSortBy === undefined ? undefined : { sortBy: defaultSortBy, sortDirection: defaultDirection },
      }),
      filters: readFilterParams(params, filters),
    }),
    [params, sortKeyList, defaultSortBy, defaultDirection, filters],
  );

  const [pending, setPending] = useState<Pending<K> | null>(null);
  // Caught up when the address shows the change and the last write has landed (a key typed and taken back
  // before the address moved would otherwise let that write overtake the box).
  const written = useRef<Pending<K> | null>(null);
  const caughtUp = pending !== null && sameState(pending.state, fromUrl)
    && (written.current === null || sameState(written.current.state, fromUrl));
  if (caughtUp) setPending(null);
  const state = pending && !caughtUp ? pending.state : fromUrl;

  /** Applies a change to what is shown now; several before the address catches up make one step, a push if one is. */
  const change = useCallback(
    (next: (base: ListValues<K>) => ListValues<K>, mode: TableHistoryMode) => setPending((current) => {
      const base = current?.state ?? fromUrl;
      const changed = next(base);
      if (changed === base) return current;
      return { state: changed, mode: current?.mode === 'push' ? 'push' : mode };
    }),
    [fromUrl],
  );
  const dispatch = useCallback<TableDispatch<K>>(
    (action: TableAction<K>, mode: TableHistoryMode) => change((base) => {
      const table = tableReducer(base.table, action);
      return table === base.table ? base : { ...base, table };
    }, mode),
    [change],
  );
  const setFilter = useCallback((name: string, value: string) => {
    const filter = filters.find((declared) => declared.name === name);
    if (filter === undefined) return;
    const shown = filterValue(filter, value);
    change((base) => (base.filters[name] === shown ? base : {
      table: tableReducer(base.table, { type: 'setPage', page: 1 }),
      filters: { ...base.filters, [name]: shown },
    }), filter.typed ? 'replace' : 'push');
  }, [filters, change]);

  // Each pending change goes to the address once, also when the address moves meanwhile.
  useEffect(() => {
    if (pending === null || written.current === pending) return;
    written.current = pending;
    setParams(
      (current) => writeFilterParams(writeTableParams(current, pending.state.table), pending.state.filters, filters),
      { replace: pending.mode === 'replace' },
    );
  }, [pending, setParams, filters]);

  const table = useTableApi(state.table, dispatch, pageSize);
  return useMemo(() => ({ ...table, filters: state.filters, setFilter }), [table, state.filters, setFilter]);
}
