import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageCountFor, paginate, sortRows, useClientTable, useTableState, type TableState } from './table-state';

type Key = 'title' | 'status' | 'date_started';

/** Clicks a column's header and checks that the table is then sorted by it in that direction. */
function sortsBy(result: { current: TableState<Key> }, key: Key, sortDirection: 'ASC' | 'DESC') {
  act(() => result.current.toggleSort(key));
  expect(result.current).toMatchObject({ sortBy: key, sortDirection });
}

describe('useTableState', () => {
  it('starts on page 1 with no sort unless an initial sort is given', () => {
    const { result } = renderHook(() => useTableState<Key>({ pageSize: 5 }));
    expect(result.current).toMatchObject({ page: 1, pageSize: 5, sortBy: null, sortDirection: 'ASC', search: '' });

    const withSort = renderHook(() =>
      useTableState<Key>({ pageSize: 5, initialSort: { sortBy: 'date_started', sortDirection: 'DESC' } }));
    expect(withSort.result.current).toMatchObject({ sortBy: 'date_started', sortDirection: 'DESC' });
  });

  it('sorts a clicked column ascending, then descending, then ascending again', () => {
    const { result } = renderHook(() => useTableState<Key>({ pageSize: 5 }));
    sortsBy(result, 'title', 'ASC');
    sortsBy(result, 'title', 'DESC');
    sortsBy(result, 'title', 'ASC');
  });

  it('starts a newly clicked column ascending, even when the previous one was descending', () => {
    const { result } = renderHook(() => useTableState<Key>({ pageSize: 5 }));
    act(() => result.current.toggleSort('title'));
    act(() => result.current.toggleSort('title'));
    expect(result.current.sortDirection).toBe('DESC');
    sortsBy(result, 'status', 'ASC');
  });

  it('sorts the default sort column ascending on its first click, then descending (spec §4, §9)', () => {
    const { result } = renderHook(() => useTableState<Key>({ pageSize: 5, initialSort: { sortBy: 'title' } }));
    expect(result.current).toMatchObject({ sortBy: 'title', sortDirection: 'ASC' });
    sortsBy(result, 'title', 'ASC');
    sortsBy(result, 'title', 'DESC');
    sortsBy(result, 'title', 'ASC');
  });

  it('sorts a default descending column ascending on its first click', () => {
    const { result } = renderHook(() =>
      useTableState<Key>({ pageSize: 5, initialSort: { sortBy: 'date_started', sortDirection: 'DESC' } }));
    sortsBy(result, 'date_started', 'ASC');
    sortsBy(result, 'date_started', 'DESC');
  });

  it('sorts another column ascending first when a default sort is set, and the default column again ascending first after it', () => {
    const { result } = renderHook(() => useTableState<Key>({ pageSize: 5, initialSort: { sortBy: 'title' } }));
    sortsBy(result, 'status', 'ASC');
    sortsBy(result, 'status', 'DESC');
    sortsBy(result, 'title', 'ASC');
  });

  it('goes back to page 1 on the first click on the default sort column, though the order stays ascending', () => {
    const { result } = renderHook(() => useTableState<Key>({ pageSize: 5, initialSort: { sortBy: 'title' } }));
    act(() => result.current.setPage(3));
    act(() => result.current.toggleSort('title'));
    expect(result.current).toMatchObject({ page: 1, sortBy: 'title', sortDirection: 'ASC' });
  });

  it('goes back to page 1 when the sort changes', () => {
    const { result } = renderHook(() => useTableState<Key>({ pageSize: 5 }));
    act(() => result.current.setPage(3));
    expect(result.current.page).toBe(3);
    act(() => result.current.toggleSort('title'));
    expect(result.current.page).toBe(1);
    act(() => result.current.setPage(2));
    act(() => result.current.toggleSort('title'));
    expect(result.current).toMatchObject({ page: 1, sortDirection: 'DESC' });
  });

  it('goes back to page 1 when the search changes, keeping the sort', () => {
    const { result } = renderHook(() => useTableState<Key>({ pageSize: 5, initialSort: { sortBy: 'title' } }));
    act(() => result.current.setPage(4));
    act(() => result.current.setSearch('road'));
    expect(result.current).toMatchObject({ page: 1, search: 'road', sortBy: 'title', sortDirection: 'ASC' });
  });

  it('resetPage goes back to page 1 (after a save or a delete)', () => {
    const { result } = renderHook(() => useTableState<Key>({ pageSize: 5 }));
    act(() => result.current.setPage(3));
    act(() => result.current.resetPage());
    expect(result.current.page).toBe(1);
  });

  it('never goes below page 1', () => {
    const { result } = renderHook(() => useTableState<Key>({ pageSize: 5 }));
    act(() => result.current.setPage(0));
    expect(result.current.page).toBe(1);
    act(() => result.current.setPage(-4));
    expect(result.current.page).toBe(1);
  });

  it('counts pages, with at least one page', () => {
    const { result } = renderHook(() => useTableState<Key>({ pageSize: 5 }));
    expect(result.current.pageCountFor(0)).toBe(1);
    expect(result.current.pageCountFor(5)).toBe(1);
    expect(result.current.pageCountFor(6)).toBe(2);
    expect(result.current.pageCountFor(11)).toBe(3);
  });

  it('moves to the last page when the total shrinks under the current page (given total)', () => {
    const { result, rerender } = renderHook(({ total }) => useTableState<Key>({ pageSize: 5, total }), {
      initialProps: { total: 11 as number | undefined },
    });
    act(() => result.current.setPage(3));
    expect(result.current.page).toBe(3);

    // The only row of page 3 is deleted.
    rerender({ total: 10 });
    expect(result.current.page).toBe(2);
    // The move is kept: when a row is added again the page stays where it is.
    rerender({ total: 11 });
    expect(result.current.page).toBe(2);
    // A total not known yet (loading) changes nothing; an empty list shows page 1.
    rerender({ total: undefined });
    expect(result.current.page).toBe(2);
    rerender({ total: 0 });
    expect(result.current.page).toBe(1);
  });

  it('clampToPageCount moves to the last page when the screen learns the total later', () => {
    const { result } = renderHook(() => useTableState<Key>({ pageSize: 10 }));
    act(() => result.current.setPage(5));
    let shown = 0;
    act(() => {
      shown = result.current.clampToPageCount(31);
    });
    expect(shown).toBe(4);
    expect(result.current.page).toBe(4);
    act(() => {
      shown = result.current.clampToPageCount(null);
    });
    expect(shown).toBe(4);
    // Within range: nothing moves.
    act(() => {
      shown = result.current.clampToPageCount(100);
    });
    expect(result.current.page).toBe(4);
  });

  it('clampToPageCount can be called during render, as a server-paged screen does', () => {
    const { result, rerender } = renderHook(({ total }) => {
      const table = useTableState<Key>({ pageSize: 5 });
      const page = table.clampToPageCount(total);
      return { table, page };
    }, { initialProps: { total: 30 as number | undefined } });
    act(() => result.current.table.setPage(6));
    rerender({ total: 26 });
    expect(result.current.page).toBe(6);
    rerender({ total: 25 });
    expect(result.current.page).toBe(5);
    expect(result.current.table.page).toBe(5);
  });
});

describe('paginate', () => {
  const items = Array.from({ length: 12 }, (_, index) => index + 1);

  it('returns the items of the requested page', () => {
    expect(paginate(items, 1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginate(items, 2, 5)).toEqual([6, 7, 8, 9, 10]);
    expect(paginate(items, 3, 5)).toEqual([11, 12]);
    expect(paginate(items, 4, 5)).toEqual([]);
    expect(paginate(items, 0, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('pageCountFor rounds up and is at least 1', () => {
    expect(pageCountFor(12, 5)).toBe(3);
    expect(pageCountFor(10, 5)).toBe(2);
    expect(pageCountFor(0, 5)).toBe(1);
  });
});

describe('sortRows', () => {
  const rows = [
    { title: 'road repair', status: 'ongoing', date: '2026-03-05', count: 10, done: true },
    { title: 'Basketball court', status: 'finished', date: '2025-12-01', count: 2, done: false },
    { title: 'Item 10', status: '', date: null, count: 30, done: true },
    { title: 'Item 2', status: 'ongoing', date: '2026-10-01', count: 1, done: false },
  ];
  const titles = (list: typeof rows) => list.map((row) => row.title);

  it('sorts text ascending and descending without regard to case, numbers inside text numerically', () => {
    expect(titles(sortRows(rows, 'title', 'ASC'))).toEqual(['Basketball court', 'Item 2', 'Item 10', 'road repair']);
    expect(titles(sortRows(rows, 'title', 'DESC'))).toEqual(['road repair', 'Item 10', 'Item 2', 'Basketball court']);
  });

  it('sorts numbers numerically and ISO dates by date', () => {
    expect(sortRows(rows, 'count').map((row) => row.count)).toEqual([1, 2, 10, 30]);
    expect(sortRows(rows, 'date', 'ASC').map((row) => row.date)).toEqual(['2025-12-01', '2026-03-05', '2026-10-01', null]);
  });

  it('puts empty values last in both directions', () => {
    expect(sortRows(rows, 'date', 'DESC').map((row) => row.date)).toEqual(['2026-10-01', '2026-03-05', '2025-12-01', null]);
    expect(sortRows(rows, 'status', 'DESC').at(-1)?.title).toBe('Item 10');
  });

  it('is stable and accepts an accessor', () => {
    expect(titles(sortRows(rows, (row) => row.done))).toEqual(['Basketball court', 'Item 2', 'road repair', 'Item 10']);
  });

  it('keeps the order without a sort column, and never changes the input', () => {
    const copy = [...rows];
    expect(sortRows(rows, null)).toEqual(rows);
    sortRows(rows, 'title', 'DESC');
    expect(rows).toEqual(copy);
  });
});

describe('useClientTable', () => {
  const items = Array.from({ length: 12 }, (_, index) => ({ id: index + 1, name: `Request ${index + 1}` }));
  const filter = (item: { name: string }, search: string) => item.name.toLowerCase().includes(search.toLowerCase());

  it('pages, sorts and searches a list in memory', () => {
    const { result } = renderHook(() => useClientTable(items, { pageSize: 5, filter }));
    expect(result.current.rows.map((row) => row.id)).toEqual([1, 2, 3, 4, 5]);
    expect(result.current).toMatchObject({ total: 12, pageCount: 3 });

    act(() => result.current.toggleSort('name'));
    act(() => result.current.toggleSort('name'));
    expect(result.current.rows.map((row) => row.id)).toEqual([12, 11, 10, 9, 8]);

    act(() => result.current.setPage(3));
    act(() => result.current.setSearch('request 1'));
    // 'Request 1', 'Request 10', 'Request 11', 'Request 12', on page 1 again.
    expect(result.current).toMatchObject({ page: 1, total: 4, pageCount: 1 });
  });

  it('moves to the last page when the list shrinks', () => {
    const { result, rerender } = renderHook(({ list }) => useClientTable(list, { pageSize: 5 }), {
      initialProps: { list: items },
    });
    act(() => result.current.setPage(3));
    expect(result.current.rows.map((row) => row.id)).toEqual([11, 12]);
    rerender({ list: items.slice(0, 10) });
    expect(result.current.page).toBe(2);
    expect(result.current.rows.map((row) => row.id)).toEqual([6, 7, 8, 9, 10]);
  });
});
