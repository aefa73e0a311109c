import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
// A real feature's documents exercise the hook (docs/architecture.md#client-import-rules allows it in tests).
import { DeleteProjectMutation, ProjectListQuery } from '../features/projects/api/projects.graphql';
import type { ProjectSortField } from '../gql/graphql';
import { choiceFilter, textFilter } from './list-filters';
import type { TableColumn } from './table';
import { useManagerScreen, type UseManagerScreenOptions } from './use-manager-screen';

const project = (id: number, title: string) => ({
  __typename: 'Project' as const, id, title, description: '', status: 'ONGOING', dateStarted: null, dateEnded: null,
  link: null, projectPhotoUrl: null,
});

/** The list's answer to every request, each request's variables kept in `seen`; `pages` maps a page to its rows. */
function listMock(seen: Record<string, unknown>[], total: number, pages: Record<number, ReturnType<typeof project>[]> = {}) {
  let lastPage = 1;
  const mock: MockLink.MockedResponse = {
    request: {
      query: ProjectListQuery,
      variables: (variables) => {
        seen.push(variables);
        lastPage = Number(variables.page);
        return true;
      },
    },
    result: () => ({ data: { projects: { __typename: 'ProjectPage', total, items: pages[lastPage] ?? [] } } }),
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
  return mock;
}

const deleteMock = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: DeleteProjectMutation, variables: { id: 1 } },
  result,
});

type Row = ReturnType<typeof project>;
type Options = UseManagerScreenOptions<unknown, unknown, Row, ProjectSortField, string | null>;

const STATUS_FILTER = [choiceFilter('status', [{ value: 'ONGOING', label: 'Ongoing' }, { value: 'FINISHED', label: 'Finished' }])];
const TYPED_FILTERS = [textFilter('title')];

const COLUMNS: TableColumn<Row, ProjectSortField>[] = [
  { key: 'title', header: 'Title', sortable: true, sortKey: 'TITLE' },
  { key: 'status', header: 'Status', sortable: true, sortKey: 'STATUS' },
  { key: 'description', header: 'Description' },
];

function renderScreen(entry: string, mocks: MockLink.MockedResponse[], options: Partial<Options> = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={[entry]}>{children}</MemoryRouter>
    </MockedProvider>
  );
  return renderHook(() => ({
    screen: useManagerScreen({
      query: ProjectListQuery,
      list: (data) => ({ items: data.projects.items.map((item) => ({ ...project(item.id, item.title) })), total: data.projects.total }),
      pageSize: 5,
      columns: COLUMNS,
      searchable: true,
      loadFailed: { text: 'Failed to load projects.' },
      savedText: { added: 'Project added.' },
      remove: { mutation: DeleteProjectMutation, deleted: 'Project deleted.', failed: 'Delete failed.' },
      ...(options as object),
    }),
    location: useLocation(),
  }), { wrapper });
}

describe('useManagerScreen', () => {
  it('asks for the page, sort and search the address holds', async () => {
    const seen: Record<string, unknown>[] = [];
    const { result } = renderScreen('/list?page=2&sort=TITLE&dir=DESC&q=%20road%20', [listMock(seen, 7, { 2: [project(6, 'Road')] })]);
    await waitFor(() => expect(result.current.screen.rows).toHaveLength(1));
    expect(seen[0]).toEqual({ page: 2, pageSize: 5, search: 'road', sortBy: 'TITLE', sortDirection: 'DESC' });
    expect(result.current.screen).toMatchObject({ page: 2, pageCount: 2 });
  });

  it('leaves out what is not chosen, and searches once typing pauses, from page 1', async () => {
    const seen: Record<string, unknown>[] = [];
    const { result } = renderScreen('/list?page=2', [listMock(seen, 7)]);
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toEqual({ page: 2, pageSize: 5 });
    act(() => result.current.screen.table.setSearch('wat'));
    act(() => result.current.screen.table.setSearch('water'));
    expect(result.current.location.search).toBe('?q=water');
    await waitFor(() => expect(seen.at(-1)).toEqual({ page: 1, pageSize: 5, search: 'water' }));
    expect(seen.some((variables) => variables.search === 'wat')).toBe(false);
  });

  it('filters by the named variable from page 1, leaving it out for all', async () => {
    const seen: Record<string, unknown>[] = [];
    const { result } = renderScreen('/list?page=2', [listMock(seen, 7)], { filters: STATUS_FILTER });
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toEqual({ page: 2, pageSize: 5 });
    act(() => result.current.screen.setFilter('status', 'FINISHED'));
    expect(result.current.screen.filters.status).toBe('FINISHED');
    await waitFor(() => expect(seen.at(-1)).toEqual({ page: 1, pageSize: 5, status: 'FINISHED' }));
    act(() => result.current.screen.setFilter('status', ''));
    await waitFor(() => expect(seen.at(-1)).toEqual({ page: 1, pageSize: 5 }));
  });

  it('asks with the filter the address holds, and with none for a value it does not take', async () => {
    const seen: Record<string, unknown>[] = [];
    const chosen = renderScreen('/list?status=FINISHED&page=2', [listMock(seen, 7)], { filters: STATUS_FILTER });
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toEqual({ page: 2, pageSize: 5, status: 'FINISHED' });
    expect(chosen.result.current.screen.listFilters).toEqual({ status: 'FINISHED' });
    chosen.unmount();

    const invalid = renderScreen('/list?status=BURIED', [listMock(seen, 7)], { filters: STATUS_FILTER });
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(seen[1]).toEqual({ page: 1, pageSize: 5 });
    expect(invalid.result.current.screen.filters.status).toBe('');
  });

  it('keeps a chosen filter in the address, asking all as null where the filter says so', async () => {
    const seen: Record<string, unknown>[] = [];
    const { result } = renderScreen('/list', [listMock(seen, 7)], { filters: [{ ...STATUS_FILTER[0]!, nullForAll: true }] });
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toEqual({ page: 1, pageSize: 5, status: null });
    act(() => result.current.screen.setFilter('status', 'ONGOING'));
    expect(result.current.location.search).toBe('?status=ONGOING');
    await waitFor(() => expect(seen.at(-1)).toEqual({ page: 1, pageSize: 5, status: 'ONGOING' }));
  });

  it('asks with a typed filter once typing pauses, trimmed, and not at all while the filters say so', async () => {
    const seen: Record<string, unknown>[] = [];
    const { result } = renderScreen('/list', [listMock(seen, 7)], {
      filters: TYPED_FILTERS,
      skipWhen: (filters) => filters.title === 'skip',
    });
    await waitFor(() => expect(seen).toHaveLength(1));
    act(() => result.current.screen.setFilter('title', ' wa'));
    act(() => result.current.screen.setFilter('title', ' water '));
    expect(result.current.location.search).toBe('?title=+water+');
    await waitFor(() => expect(seen.at(-1)).toEqual({ page: 1, pageSize: 5, title: 'water' }));
    expect(seen.some((variables) => variables.title === 'wa')).toBe(false);

    const asked = seen.length;
    act(() => result.current.screen.setFilter('title', 'skip'));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(seen).toHaveLength(asked);
  });

  it('moves a page past the end to the last page', async () => {
    const seen: Record<string, unknown>[] = [];
    const { result } = renderScreen('/list?page=4&q=road', [listMock(seen, 6)]);
    await waitFor(() => expect(result.current.location.search).toBe('?page=2&q=road'));
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ page: 2 }));
  });

  it('keeps the rows shown while the next page loads', async () => {
    const seen: Record<string, unknown>[] = [];
    const { result } = renderScreen('/list', [listMock(seen, 7, { 1: [project(1, 'Road')], 2: [project(6, 'Hall')] })]);
    await waitFor(() => expect(result.current.screen.rows.map((row) => row.title)).toEqual(['Road']));
    act(() => result.current.screen.table.setPage(2));
    expect(result.current.screen.rows.map((row) => row.title)).toEqual(['Road']);
    await waitFor(() => expect(result.current.screen.rows.map((row) => row.title)).toEqual(['Hall']));
  });

  it('after a save closes the form, says so and goes back to page 1; a record found gone says nothing', async () => {
    const seen: Record<string, unknown>[] = [];
    const { result } = renderScreen('/list?page=2&sort=STATUS&dir=ASC', [listMock(seen, 7)]);
    await waitFor(() => expect(seen).toHaveLength(1));
    act(() => result.current.screen.openAdd());
    expect(result.current.screen.form).toMatchObject({ open: true, record: null });
    act(() => result.current.screen.form.onSaved('added'));
    expect(result.current.screen.form.open).toBe(false);
    expect(result.current.screen.notice).toMatchObject({ variant: 'success', text: 'Project added.' });
    expect(result.current.location.search).toBe('?sort=STATUS&dir=ASC');
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ page: 1, sortBy: 'STATUS' }));

    await waitFor(() => expect(result.current.screen.loading).toBe(false));
    act(() => result.current.screen.dismissNotice());
    const requests = seen.length;
    act(() => result.current.screen.openEdit(project(3, 'Hall')));
    expect(result.current.screen.form).toMatchObject({ open: true, record: { id: 3 } });
    act(() => result.current.screen.form.onSaved('gone'));
    expect(result.current.screen.notice).toBeNull();
    // On page 1 the list is fetched again.
    await waitFor(() => expect(seen.length).toBeGreaterThan(requests));
  });

  /** Loads one row, asks to delete it and confirms, the server answering `answer`. */
  async function confirmDeleteAnswered(answer: MockLink.MockedResponse['result']) {
    const seen: Record<string, unknown>[] = [];
    const { result } = renderScreen('/list', [listMock(seen, 1), deleteMock(answer)]);
    await waitFor(() => expect(seen).toHaveLength(1));
    // Loaded: a refetch while the first request runs would join it.
    await waitFor(() => expect(result.current.screen.loading).toBe(false));
    act(() => result.current.screen.askDelete(project(1, 'Road')));
    expect(result.current.screen.deleting).toMatchObject({ id: 1 });
    await act(() => result.current.screen.confirmDelete());
    expect(result.current.screen.deleting).toBeNull();
    return { result, seen };
  }

  it('deletes after the confirmation, says so and reloads', async () => {
    const { result, seen } = await confirmDeleteAnswered({ data: { deleteProject: true } });
    expect(result.current.screen.notice).toMatchObject({ variant: 'success', text: 'Project deleted.' });
    await waitFor(() => expect(seen).toHaveLength(2));
  });

  it('silently reloads when the record was already gone (docs/rules/common.md#not-found-ignored)', async () => {
    const { result, seen } = await confirmDeleteAnswered({ errors: [{ message: 'Project not found.', extensions: { code: 'NOT_FOUND' } }] });
    expect(result.current.screen.notice).toBeNull();
    await waitFor(() => expect(seen).toHaveLength(2));
  });

  it('reports a refused delete until the next action', async () => {
    const { result } = await confirmDeleteAnswered({ errors: [{ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } }] });
    expect(result.current.screen.notice).toMatchObject({ variant: 'error', text: 'Delete failed.' });
    act(() => result.current.screen.openEdit(project(1, 'Road')));
    expect(result.current.screen.notice).toBeNull();
  });

  it('shows a load failure, or only logs it; a not-found answer is none', async () => {
    const failing = (code: string): MockLink.MockedResponse => ({
      request: { query: ProjectListQuery, variables: () => true },
      result: { errors: [{ message: 'No.', extensions: { code } }] },
    });
    const shown = renderScreen('/list', [failing('INTERNAL_SERVER_ERROR')]);
    await waitFor(() => expect(shown.result.current.screen.loadError).toBe('Failed to load projects.'));

    const notFound = renderScreen('/list', [failing('NOT_FOUND')]);
    await waitFor(() => expect(notFound.result.current.screen.loading).toBe(false));
    expect(notFound.result.current.screen.loadError).toBeNull();

    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const logged = renderScreen('/list', [failing('INTERNAL_SERVER_ERROR')], { loadFailed: { text: 'Failed to load projects.', logOnly: true } });
      await waitFor(() => expect(log).toHaveBeenCalledWith('Failed to load projects.', expect.anything()));
      expect(logged.result.current.screen.loadError).toBeNull();
    } finally {
      log.mockRestore();
    }
  });
});
