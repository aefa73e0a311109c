import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { readTableParams, useUrlTableState, writeTableParams, type UseUrlTableStateOptions } from './url-table-state';

type Key = 'TITLE' | 'STATUS' | 'DATE_STARTED';
const SORT_KEYS: readonly Key[] = ['TITLE', 'STATUS', 'DATE_STARTED'];

const read = (query: string, initialSort?: UseUrlTableStateOptions<Key>['initialSort']) =>
  readTableParams(new URLSearchParams(query), { sortKeys: SORT_KEYS, initialSort });

/** The hook at an address, with where the address is now and a way to go Back. */
function renderAt(entry: string, options: Partial<UseUrlTableStateOptions<Key>> = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/other', entry]} initialIndex={1}>{children}</MemoryRouter>
  );
  return renderHook(() => ({
    table: useUrlTableState<Key>({ pageSize: 5, sortKeys: SORT_KEYS, ...options }),
    location: useLocation(),
    navigate: useNavigate(),
  }), { wrapper });
}

describe('readTableParams and writeTableParams', () => {
  it('reads page, sort, direction and search, the sort as chosen', () => {
    expect(read('page=2&sort=TITLE&dir=DESC&q=water')).toEqual({
      page: 2, sortBy: 'TITLE', sortDirection: 'DESC', sortChosen: true, search: 'water',
    });
  });

  it('falls back to the defaults for missing or invalid values', () => {
    const defaults = { page: 1, sortBy: null, sortDirection: 'ASC', sortChosen: false, search: '' };
    expect(read('')).toEqual(defaults);
    for (const page of ['0', '-2', 'two', '1.5', '', '9999999']) expect(read(`page=${page}`).page).toBe(1);
    expect(read('sort=PASSWORD&dir=DESC')).toEqual(defaults);
    expect(read('sort=TITLE&dir=sideways')).toMatchObject({ sortBy: 'TITLE', sortDirection: 'ASC', sortChosen: true });
    expect(read('sort=nonsense', { sortBy: 'DATE_STARTED', sortDirection: 'DESC' }))
      .toMatchObject({ sortBy: 'DATE_STARTED', sortDirection: 'DESC', sortChosen: false });
  });

  it('writes only what differs from the defaults, and keeps other parameters', () => {
    const written = writeTableParams(new URLSearchParams('status=PENDING&page=4&q=old'), {
      page: 1, sortBy: 'STATUS', sortDirection: 'DESC', sortChosen: true, search: '',
    });
    expect(written.toString()).toBe('status=PENDING&sort=STATUS&dir=DESC');
    expect(writeTableParams(new URLSearchParams(), read('', { sortBy: 'TITLE' })).toString()).toBe('');
    expect(writeTableParams(new URLSearchParams(), read('page=3&q=road%20works')).toString()).toBe('page=3&q=road+works');
  });
});

/** The browser's Back button. */
function goBack(result: ReturnType<typeof renderAt>['result']) {
  act(() => {
    void result.current.navigate(-1);
  });
}

describe('useUrlTableState', () => {
  it('starts from the address', () => {
    const { result } = renderAt('/list?page=3&sort=STATUS&dir=DESC&q=road');
    expect(result.current.table).toMatchObject({ page: 3, pageSize: 5, sortBy: 'STATUS', sortDirection: 'DESC', search: 'road' });
  });

  it('keeps the table rules: a chosen sort in the address flips on its next click, back to page 1', () => {
    const { result } = renderAt('/list?page=3&sort=STATUS&dir=DESC');
    act(() => result.current.table.toggleSort('STATUS'));
    expect(result.current.table).toMatchObject({ page: 1, sortBy: 'STATUS', sortDirection: 'ASC' });
    expect(result.current.location.search).toBe('?sort=STATUS&dir=ASC');
  });

  it('sorts the default column ascending on its first click, and writes it then', () => {
    const { result } = renderAt('/list', { initialSort: { sortBy: 'DATE_STARTED', sortDirection: 'DESC' } });
    expect(result.current.table).toMatchObject({ sortBy: 'DATE_STARTED', sortDirection: 'DESC' });
    expect(result.current.location.search).toBe('');
    act(() => result.current.table.toggleSort('DATE_STARTED'));
    expect(result.current.table).toMatchObject({ sortBy: 'DATE_STARTED', sortDirection: 'ASC' });
    expect(result.current.location.search).toBe('?sort=DATE_STARTED&dir=ASC');
    act(() => result.current.table.toggleSort('DATE_STARTED'));
    expect(result.current.location.search).toBe('?sort=DATE_STARTED&dir=DESC');
  });

  it('shows each key typed at once, goes back to page 1 and keeps other parameters', () => {
    const { result } = renderAt('/list?page=2&status=PENDING');
    act(() => result.current.table.setSearch('w'));
    act(() => result.current.table.setSearch('wa'));
    expect(result.current.table).toMatchObject({ page: 1, search: 'wa' });
    expect(result.current.location.search).toBe('?status=PENDING&q=wa');
  });

  it('makes a page or sort a step Back undoes, but not the keys typed in the search box', () => {
    const { result } = renderAt('/list');
    act(() => result.current.table.setPage(2));
    act(() => result.current.table.toggleSort('TITLE'));
    act(() => result.current.table.setSearch('r'));
    act(() => result.current.table.setSearch('ro'));
    expect(result.current.location.search).toBe('?sort=TITLE&dir=ASC&q=ro');

    goBack(result);
    // The typing replaced the sort's entry: Back goes to page 2 without sort or search.
    expect(result.current.table).toMatchObject({ page: 2, sortBy: null, search: '' });
    goBack(result);
    expect(result.current.location.pathname).toBe('/list');
    expect(result.current.table.page).toBe(1);
  });

  it('moves a page past the end back to the last page, replacing the address', () => {
    const { result } = renderAt('/list?page=9&q=road');
    let shown = 0;
    act(() => {
      shown = result.current.table.clampToPageCount(12);
    });
    expect(shown).toBe(3);
    expect(result.current.table.page).toBe(3);
    expect(result.current.location.search).toBe('?page=3&q=road');
    goBack(result);
    expect(result.current.location.pathname).toBe('/other');
  });

  it('resetPage goes back to page 1 without a step of its own', () => {
    const { result } = renderAt('/list?page=4');
    act(() => result.current.table.resetPage());
    expect(result.current.location.search).toBe('');
    goBack(result);
    expect(result.current.location.pathname).toBe('/other');
  });

  it('follows the address when it changes from outside (a link, Back)', () => {
    const { result } = renderAt('/list?q=road');
    act(() => {
      void result.current.navigate('/list?page=2&sort=TITLE&dir=DESC');
    });
    expect(result.current.table).toMatchObject({ page: 2, sortBy: 'TITLE', sortDirection: 'DESC', search: '' });
  });
});
