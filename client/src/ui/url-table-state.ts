import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  initialTableState, tableReducer, useTableApi,
  type SortDirection, type TableAction, type TableDispatch, type TableHistoryMode, type TableState, type TableStateValues,
  type UseTableStateOptions,
} from './table-state';

/**
 * The query parameters an admin list keeps its table in (docs/rules/common.md#table-address), e.g.
 * `?page=2&sort=TITLE&dir=DESC&q=water`. A value at its default is left out of the address.
 */
export const TABLE_PARAMS = { page: 'page', sortBy: 'sort', sortDirection: 'dir', search: 'q' } as const;

export interface UseUrlTableStateOptions<K extends string> extends Pick<UseTableStateOptions<K>, 'pageSize' | 'initialSort'> {
  /** The sort keys an address may name; any other `sort` falls back to the screen's default sort. */
  sortKeys: readonly K[];
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

const sameState = <K extends string>(a: TableStateValues<K>, b: TableStateValues<K>) =>
  a.page === b.page && a.sortBy === b.sortBy && a.sortDirection === b.sortDirection
  && a.sortChosen === b.sortChosen && a.search === b.search;

/** A change made here that the address does not show yet. */
interface Pending<K extends string> {
  state: TableStateValues<K>;
  mode: TableHistoryMode;
}

/**
 * `useTableState` kept in the URL's query, so a reload or a shared link shows the same page, sort and
 * search (docs/rules/common.md#table-address). Same rules, same API. Choosing a page or a sort adds a
 * history entry; typing in the search box and the automatic moves (back into range, back to page 1 after
 * a save) replace the current one.
 *
 * React Router applies a navigation in a transition, a render later. Until the address shows a change,
 * the change is kept here and shown at once: the search box stays a plain controlled input.
 */
export function useUrlTableState<K extends string = string>(options: UseUrlTableStateOptions<K>): TableState<K> {
  const { pageSize, sortKeys, initialSort } = options;
  const [params, setParams] = useSearchParams();
  const defaultSortBy = initialSort?.sortBy;
  const defaultDirection = initialSort?.sortDirection;
  const sortKeyList = sortKeys.join(',');
  const fromUrl = useMemo(
    () => readTableParams(params, {
      sortKeys: (sortKeyList === '' ? [] : sortKeyList.split(',')) as K[],
      initialSort: defaultSortBy === undefined ? undefined : { sortBy: defaultSortBy, sortDirection: defaultDirection },
    }),
    [params, sortKeyList, defaultSortBy, defaultDirection],
  );

  const [pending, setPending] = useState<Pending<K> | null>(null);
  // Caught up when the address shows the change and the last write has landed (a key typed and taken back
  // before the address moved would otherwise let that write overtake the box).
  const written = useRef<Pending<K> | null>(null);
  const caughtUp = pending !== null && sameState(pending.state, fromUrl)
    && (written.current === null || sameState(written.current.state, fromUrl));
  if (caughtUp) setPending(null);
  const state = pending && !caughtUp ? pending.state : fromUrl;

  const dispatch = useCallback<TableDispatch<K>>(
    (action: TableAction<K>, mode: TableHistoryMode) => setPending((current) => {
      const base = current?.state ?? fromUrl;
      const next = tableReducer(base, action);
      if (next === base) return current;
      // Several changes before the address catches up make one step; one of them a push makes it a push.
      return { state: next, mode: current?.mode === 'push' ? 'push' : mode };
    }),
    [fromUrl],
  );

  // Each pending change goes to the address once, also when the address moves meanwhile.
  useEffect(() => {
    if (pending === null || written.current === pending) return;
    written.current = pending;
    setParams((current) => writeTableParams(current, pending.state), { replace: pending.mode === 'replace' });
  }, [pending, setParams]);

  return useTableApi(state, dispatch, pageSize);
}
