import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ManagerScreen, type ManagerScreenProps } from './manager-screen';
import { sortKeysOf, type TableColumn } from './table';
import type { TableState } from './table-state';
import { renderWithTheme } from './testing/render-with-theme';
import type { ManagerScreenState } from './use-manager-screen';

interface Project {
  id: number;
  title: string;
}
type Key = 'TITLE' | 'CREATED_AT';

const COLUMNS: TableColumn<Project, Key>[] = [
  { key: 'photo', header: 'Photo', render: () => 'No Photo' },
  { key: 'title', header: 'Title', sortable: true, sortKey: 'TITLE' },
  { key: 'CREATED_AT', header: 'Added', sortable: true },
];

const ROWS: Project[] = [{ id: 1, title: 'Road Repair' }, { id: 2, title: 'Covered Court' }];

/** A screen state of test doubles, as `useManagerScreen` would give it. */
function fakeScreen(overrides: Partial<ManagerScreenState<Project, Key>> = {}): ManagerScreenState<Project, Key> {
  const table: TableState<Key> = {
    page: 2, pageSize: 5, sortBy: 'TITLE', sortDirection: 'DESC', search: 'road',
    setSearch: vi.fn(), toggleSort: vi.fn(), setPage: vi.fn(), resetPage: vi.fn(),
    pageCountFor: (total) => Math.max(1, Math.ceil(total / 5)), clampToPageCount: () => 2,
  };
  return {
    table, columns: COLUMNS, rows: ROWS, page: 2, pageCount: 3, loading: false, filters: {}, setFilter: vi.fn(), loadError: null,
    listFilters: { search: 'road' },
    notice: null, showNotice: vi.fn(), dismissNotice: vi.fn(),
    form: { open: false, record: null, onClose: vi.fn(), onSaved: vi.fn() },
    openAdd: vi.fn(), openEdit: vi.fn(), deleting: null, askDelete: vi.fn(), cancelDelete: vi.fn(),
    confirmDelete: vi.fn(() => Promise.resolve()), reload: vi.fn(),
    ...overrides,
  };
}

function renderScreen(props: Partial<ManagerScreenProps<Project, Key, string | null>> = {}) {
  const user = userEvent.setup();
  const screenState = props.screen ?? fakeScreen();
  renderWithTheme(
    <ManagerScreen
      screen={screenState}
      title="Project Manager"
      listTitle="Projects List"
      search={{ label: 'Search projects', hideLabel: true, placeholder: 'Search by project title' }}
      recordName="Project"
      rowName={(row) => row.title}
      caption="Projects"
      emptyMessage="No Projects available"
      paginationLabel="Projects pages"
      deleteMessage={(row) => `Delete ${row.title} for good?`}
      {...props}
    />,
  );
  return { user, screenState };
}

describe('sortKeysOf', () => {
  it('lists the sortable columns’ sort keys, the key when no sortKey is given', () => {
    expect(sortKeysOf(COLUMNS)).toEqual(['TITLE', 'CREATED_AT']);
  });
});

describe('ManagerScreen', () => {
  it('shows the title, the list card, the search, the add button, the table and its pages', async () => {
    const { user, screenState } = renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Project Manager' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Projects List' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search projects' })).toHaveValue('road');
    expect(screen.getByRole('columnheader', { name: /^Title/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent?.replace(/[▲▼↕]/g, '')))
      .toEqual(['Photo', 'Title', 'Added', 'Actions']);
    const pages = screen.getByRole('navigation', { name: 'Projects pages' });
    expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await user.type(screen.getByRole('searchbox', { name: 'Search projects' }), 's');
    expect(screenState.table.setSearch).toHaveBeenCalledWith('roads');
    await user.click(screen.getByRole('button', { name: /^Added/ }));
    expect(screenState.table.toggleSort).toHaveBeenCalledWith('CREATED_AT');
    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
    expect(screenState.table.setPage).toHaveBeenCalledWith(3);
    await user.click(screen.getByRole('button', { name: 'Add Project' }));
    expect(screenState.openAdd).toHaveBeenCalled();
  });

  it('names each row’s Edit and Delete after the row', async () => {
    const { user, screenState } = renderScreen();
    await user.click(screen.getByRole('button', { name: 'Edit Covered Court' }));
    expect(screenState.openEdit).toHaveBeenCalledWith(ROWS[1]);
    await user.click(screen.getByRole('button', { name: 'Delete Road Repair' }));
    expect(screenState.askDelete).toHaveBeenCalledWith(ROWS[0]);
  });

  it('asks before deleting, with the record’s Delete and Keep buttons', async () => {
    const { user, screenState } = renderScreen({ screen: fakeScreen({ deleting: ROWS[0] }) });
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Project' });
    expect(dialog).toHaveAccessibleDescription('Delete Road Repair for good?');
    await user.click(within(dialog).getByRole('button', { name: 'Keep Project' }));
    expect(screenState.cancelDelete).toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete Project' }));
    expect(screenState.confirmDelete).toHaveBeenCalled();
  });

  it('hands the form its open state, record and callbacks', () => {
    const form = { open: true, record: ROWS[1], onClose: vi.fn(), onSaved: vi.fn() };
    const renderForm = vi.fn(() => <p>The form</p>);
    renderScreen({ screen: fakeScreen({ form }), renderForm });
    expect(renderForm).toHaveBeenCalledWith(form);
    expect(screen.getByText('The form')).toBeInTheDocument();
  });

  it('shows the notice and the load failure', () => {
    renderScreen({
      screen: fakeScreen({ notice: { id: 1, variant: 'success', text: 'Project added.' }, loadError: 'Failed to load.' }),
    });
    expect(screen.getByRole('status')).toHaveTextContent('Project added.');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load.');
  });

  it('puts a filter beside a labelled search, and a screen’s own row actions in place of Edit and Delete', async () => {
    const review = vi.fn();
    const { user, screenState } = renderScreen({
      search: { label: 'Search requests', placeholder: 'Search by reference' },
      filters: [{ name: 'status', label: 'Status', options: [{ value: 'PENDING', label: 'Pending' }] }],
      recordName: undefined,
      deleteMessage: undefined,
      rowActions: (row) => <button type="button" onClick={() => review(row)}>Review {row.title}</button>,
    });
    expect(screen.getByText('Search requests')).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Pending');
    expect(screenState.setFilter).toHaveBeenCalledWith('status', 'PENDING');
    expect(within(screen.getByRole('combobox', { name: 'Status' })).getAllByRole('option').map((option) => option.textContent))
      .toEqual(['All', 'Pending']);
    expect(screen.queryByRole('button', { name: /^Add / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Review Road Repair' }));
    expect(review).toHaveBeenCalledWith(ROWS[0]);
  });
});
