import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { choiceFilter, idFilter, textFilter } from './list-filters';
import {
  readFilterParams, readTableParams, useUrlTableState, writeFilterParams, writeTableParams, type UrlFilter, type UseUrlTableStateOptions,
} from './url-table-state';

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

const STATUS = choiceFilter('status', [{ value: 'PENDING', label: 'Pending' }, { value: 'DONE', label: 'Done' }]);
/** A filter with a default of its own: the address names 'all' as `kind=`. */
const KIND: UrlFilter = { ...choiceFilter('kind', [{ value: 'ID', label: 'ID' }, { value: 'PROFILE', label: 'Profile' }]), default: 'ID' };
const FILTERS: readonly UrlFilter[] = [STATUS, idFilter('purokId'), textFilter('staff'), KIND];

describe('readFilterParams and writeFilterParams', () => {
  const readFilters = (query: string) => readFilterParams(new URLSearchParams(query), FILTERS);

  it('reads each filter by its name, the defaults where the address names none', () => {
    expect(readFilters('status=DONE&purokId=12&staff=nena+t&kind=PROFILE')).toEqual({ status: 'DONE', purokId: '12', staff: 'nena t', kind: 'PROFILE' });
    expect(readFilters('')).toEqual({ status: '', purokId: '', staff: '', kind: 'ID' });
    expect(readFilters('kind=')).toMatchObject({ kind: '' });
  });

  it('falls back to the default for a value the filter does not take', () => {
    expect(readFilters('status=PASSWORD&purokId=0&kind=nonsense')).toEqual({ status: '', purokId: '', staff: '', kind: 'ID' });
    for (const purokId of ['-1', '1.5', 'two', '99999999999']) expect(readFilters(`purokId=${purokId}`).purokId).toBe('');
  });

  it('writes what differs from the defaults, all as an empty value where the default is one, and keeps other parameters', () => {
    const written = writeFilterParams(new URLSearchParams('page=2&status=DONE&kind=PROFILE'), { status: '', purokId: '3', staff: 'x', kind: '' }, FILTERS);
    expect(written.toString()).toBe('page=2&kind=&purokId=3&staff=x');
    expect(writeFilterParams(new URLSearchParams(), readFilters(''), FILTERS).toString()).toBe('');
  });

  it('reads back what it wrote', () => {
    const values = { status: 'PENDING', purokId: '7', staff: ' dela cruz ', kind: 'PROFILE' };
    expect(readFilterParams(writeFilterParams(new URLSearchParams(), values, FILTERS), FILTERS)).toEqual(values);
  });
});

describe('useUrlTableState with filters', () => {
  it('starts from the address, an invalid value as the default', () => {
    const { result } = renderAt('/list?page=2&status=DONE&purokId=abc', { filters: FILTERS });
    expect(result.current.table.filters).toEqual({ status: 'DONE', purokId: '', staff: '', kind: 'ID' });
    expect(result.current.table.page).toBe(2);
  });

  it('puts a chosen filter in the address from page 1, a step Back undoes', () => {
    const { result } = renderAt('/list?page=3&q=road', { filters: FILTERS });
    act(() => result.current.table.setFilter('status', 'PENDING'));
    expect(result.current.table).toMatchObject({ page: 1, search: 'road', filters: { status: 'PENDING' } });
    expect(result.current.location.search).toBe('?q=road&status=PENDING');
    act(() => result.current.table.setFilter('status', ''));
    expect(result.current.location.search).toBe('?q=road');

    goBack(result);
    expect(result.current.table).toMatchObject({ page: 1, filters: { status: 'PENDING' } });
    goBack(result);
    expect(result.current.table).toMatchObject({ page: 3, filters: { status: '' } });
  });

  it('replaces the entry for each key typed in a typed filter, and shows each at once', () => {
    const { result } = renderAt('/list?page=2', { filters: FILTERS });
    act(() => result.current.table.setFilter('staff', 'n'));
    act(() => result.current.table.setFilter('staff', 'ne'));
    expect(result.current.table).toMatchObject({ page: 1, filters: { staff: 'ne' } });
    expect(result.current.location.search).toBe('?staff=ne');
    goBack(result);
    expect(result.current.location.pathname).toBe('/other');
  });

  it('takes a value the filter does not take as its default, and ignores an undeclared filter', () => {
    const { result } = renderAt('/list?kind=PROFILE', { filters: FILTERS });
    act(() => result.current.table.setFilter('kind', 'nonsense'));
    expect(result.current.table.filters.kind).toBe('ID');
    expect(result.current.location.search).toBe('');
    act(() => result.current.table.setFilter('unknown', 'x'));
    expect(result.current.location.search).toBe('');
  });

  it('follows the address when it changes from outside (a shared link)', () => {
    const { result } = renderAt('/list', { filters: FILTERS });
    act(() => {
      void result.current.navigate('/list?status=DONE&kind=');
    });
    expect(result.current.table.filters).toMatchObject({ status: 'DONE', kind: '' });
  });
});
