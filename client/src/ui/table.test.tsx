import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Table, type TableColumn } from './table';
import { renderWithTheme } from './testing/render-with-theme';

interface Project {
  id: number;
  title: string;
  status: string;
  date_started: string;
}

const rows: Project[] = [
  { id: 1, title: 'Road repair', status: 'ongoing', date_started: '2026-03-05' },
  { id: 2, title: 'Basketball court', status: 'finished', date_started: '2025-12-01' },
];

const columns: TableColumn<Project, 'TITLE' | 'STATUS' | 'DATE_STARTED'>[] = [
  { key: 'title', header: 'Title', sortable: true, sortKey: 'TITLE' },
  { key: 'status', header: 'Status', sortable: true, sortKey: 'STATUS', render: (row) => row.status.toUpperCase() },
  { key: 'date_started', header: 'Date Started', sortable: true, sortKey: 'DATE_STARTED' },
  { key: 'actions', header: 'Actions', render: (row) => <button type="button">Edit {row.title}</button> },
];

describe('Table', () => {
  it('renders column headers and one row per item, with default and custom cells', () => {
    renderWithTheme(
      <Table columns={columns} rows={rows} getRowKey={(row) => row.id} emptyMessage="No Projects available" caption="Projects" />,
    );
    const table = screen.getByRole('table', { name: 'Projects' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent?.replace(/[↕▲▼]/g, ''))).toEqual(['Title', 'Status', 'Date Started', 'Actions']);
    headers.forEach((header) => expect(header).toHaveAttribute('scope', 'col'));

    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows).toHaveLength(2);
    expect(within(bodyRows[0]).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(
      ['Road repair', 'ONGOING', '2026-03-05', 'Edit Road repair'],
    );
    expect(screen.queryByText('No Projects available')).not.toBeInTheDocument();
  });

  it('shows the empty message in a single full-width row', () => {
    renderWithTheme(<Table columns={columns} rows={[]} getRowKey={(row) => row.id} emptyMessage="No Projects available" />);
    const cell = screen.getByRole('cell', { name: 'No Projects available' });
    expect(cell).toHaveAttribute('colspan', '4');
  });

  it('shows a loading row instead of the empty message while loading', () => {
    const { rerender } = renderWithTheme(
      <Table columns={columns} rows={[]} getRowKey={(row) => row.id} emptyMessage="No Projects available" loading />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('No Projects available')).not.toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');

    // A refetch keeps the rows on screen.
    rerender(<Table columns={columns} rows={rows} getRowKey={(row) => row.id} emptyMessage="No Projects available" loading />);
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('makes sortable headers buttons that call onSort with the sort key', async () => {
    const user = userEvent.setup();
    const onSort = vi.fn();
    renderWithTheme(<Table columns={columns} rows={rows} getRowKey={(row) => row.id} emptyMessage="-" onSort={onSort} />);
    await user.click(screen.getByRole('button', { name: /Date Started/ }));
    expect(onSort).toHaveBeenCalledWith('DATE_STARTED');
    await user.click(screen.getByRole('button', { name: /Title/ }));
    expect(onSort).toHaveBeenLastCalledWith('TITLE');
    // Actions is not sortable: no button in its header.
    expect(within(screen.getByRole('columnheader', { name: 'Actions' })).queryByRole('button')).not.toBeInTheDocument();
  });

  it('reflects the sort state in aria-sort', () => {
    const { rerender } = renderWithTheme(
      <Table columns={columns} rows={rows} getRowKey={(row) => row.id} emptyMessage="-" onSort={() => {}} sortBy="TITLE" sortDirection="ASC" />,
    );
    const header = (name: RegExp) => screen.getByRole('columnheader', { name });
    expect(header(/Title/)).toHaveAttribute('aria-sort', 'ascending');
    expect(header(/Status/)).toHaveAttribute('aria-sort', 'none');
    expect(header(/Actions/)).not.toHaveAttribute('aria-sort');

    rerender(
      <Table columns={columns} rows={rows} getRowKey={(row) => row.id} emptyMessage="-" onSort={() => {}} sortBy="TITLE" sortDirection="DESC" />,
    );
    expect(header(/Title/)).toHaveAttribute('aria-sort', 'descending');

    rerender(
      <Table columns={columns} rows={rows} getRowKey={(row) => row.id} emptyMessage="-" onSort={() => {}} sortBy="STATUS" sortDirection="ASC" />,
    );
    expect(header(/Title/)).toHaveAttribute('aria-sort', 'none');
    expect(header(/Status/)).toHaveAttribute('aria-sort', 'ascending');
  });

  it('uses the column key as the sort key when no sortKey is given', async () => {
    const user = userEvent.setup();
    const onSort = vi.fn();
    const plain: TableColumn<Project>[] = [{ key: 'title', header: 'Title', sortable: true }];
    renderWithTheme(
      <Table columns={plain} rows={rows} getRowKey={(row) => row.id} emptyMessage="-" onSort={onSort} sortBy="title" sortDirection="DESC" />,
    );
    expect(screen.getByRole('columnheader', { name: /Title/ })).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: /Title/ }));
    expect(onSort).toHaveBeenCalledWith('title');
  });

  it('names each cell by its column for the stacked layout: the label, else a text header', () => {
    const labelled: TableColumn<Project>[] = [
      { key: 'title', header: 'Title' },
      { key: 'status', header: <abbr title="Status">St.</abbr>, label: 'Status' },
      { key: 'date_started', header: <em>Started</em> },
    ];
    renderWithTheme(<Table columns={labelled} rows={rows} getRowKey={(row) => row.id} emptyMessage="No Projects available" />);
    const cells = within(screen.getAllByRole('row')[1]).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(['Title', 'Status', null]);
  });

  it('gives the empty message row no label', () => {
    renderWithTheme(<Table columns={columns} rows={[]} getRowKey={(row) => row.id} emptyMessage="No Projects available" />);
    expect(screen.getByRole('cell', { name: 'No Projects available' })).not.toHaveAttribute('data-label');
  });
});
