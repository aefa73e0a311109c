import type { Key, ReactNode } from 'react';
import styled, { useTheme } from 'styled-components';
import { useMessages } from '../lib/i18n/language-context';
import { containerBelow, type ColumnWidth } from '../theme';
import { uiMessages } from './messages';
import type { SortDirection } from './table-state';
import { VisuallyHidden, visuallyHidden } from './visually-hidden';

export interface TableColumn<Row, K extends string = string> {
  /** Unique column id. For a sortable column also the sort key, unless `sortKey` is given. */
  key: string;
  header: ReactNode;
  /**
   * The column's name as text, shown beside each value when the rows stack on a narrow screen. By default
   * the header, when that is text.
   */
  label?: string;
  sortable?: boolean;
  /** The key handed to `onSort` and compared with `sortBy` (e.g. the GraphQL enum value 'DATE_STARTED'). */
  sortKey?: K;
  /** Cell content; by default the row's property named `key`, when it is text or a number. */
  render?: (row: Row) => ReactNode;
  /** A named width from the theme (`thumbnail`, `actions`, `date`, `status`, `narrow`). */
  width?: ColumnWidth;
  /** Header and cells aligned to the end, for numbers. */
  numeric?: boolean;
}

/** The sort keys of the sortable columns: a column's `sortKey`, else its key. */
export function sortKeysOf<Row, K extends string>(columns: readonly TableColumn<Row, K>[]): K[] {
  return columns.flatMap((column) => (column.sortable ? [column.sortKey ?? (column.key as K)] : []));
}

export interface TableProps<Row, K extends string = string> {
  columns: readonly TableColumn<Row, K>[];
  rows: readonly Row[];
  getRowKey: (row: Row) => Key;
  /** The sorted column's sort key and direction (from `useTableState`). */
  sortBy?: K | null;
  sortDirection?: SortDirection;
  /** Called with the sort key when a sortable header is clicked (pass `table.toggleSort`). */
  onSort?: (key: K) => void;
  /** Shown as the only row when there are no rows, e.g. 'No Projects available'. */
  emptyMessage: ReactNode;
  /** While loading with no rows, a loading row replaces the empty message; rows already shown stay, dimmed. */
  loading?: boolean;
  loadingText?: string;
  /** The table's name. Recommended; `captionHidden` keeps it for screen readers only. */
  caption?: ReactNode;
  captionHidden?: boolean;
}

/**
 * The table's box. It is the container the stacked layout asks about: what counts is the room the table
 * has (beside the side panel on a tablet, the whole width on a phone), not the screen's width.
 */
const StyledScroll = styled.div`
  width: 100%;
  overflow-x: auto;
  container-type: inline-size;
`;

const StyledTable = styled.table<{ $busy: boolean }>`
  width: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.colors.surface};
  opacity: ${({ $busy }) => ($busy ? 0.6 : 1)};
  transition: opacity ${({ theme }) => theme.durations.fast};

  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: ${({ theme }) => theme.spacing.sm};
  }

  th, td {
    padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
    border-bottom: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: middle;
  }

  thead th {
    background: ${({ theme }) => theme.colors.tableHeader};
    font-weight: 600;
    white-space: nowrap;
  }

  tbody tr:nth-child(even) { background: ${({ theme }) => theme.colors.tableStripe}; }

  /*
   * Narrower than md (a phone, or a tablet beside the side panel): each row becomes a card of
   * "label: value" lines, so every value and the row's actions fit the width with no sideways scroll.
   * The header row becomes a wrapping bar of the sort buttons; the other headers stay for screen readers.
   */
  ${({ theme }) => containerBelow(theme.breakpoints.md)} {
    &, thead, tbody, tr, th, td { display: block; }

    && thead tr {
      display: flex;
      flex-wrap: wrap;
      gap: ${({ theme }) => theme.spacing.xs};
      margin-bottom: ${({ theme }) => theme.spacing.sm};
    }

    && thead th {
      width: auto;
      padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
      border: none;
      border-radius: ${({ theme }) => theme.radii.sm};
      text-align: left;
    }

    /* Headers that sort nothing (Photo, Actions) leave the bar but stay for screen readers. */
    && thead th:not([aria-sort]) { ${visuallyHidden} }

    tbody tr {
      margin-bottom: ${({ theme }) => theme.spacing.sm};
      padding: ${({ theme }) => theme.spacing.xs} 0;
      border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radii.md};
    }

    && tbody td {
      padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
      border-bottom: none;
      text-align: left;
      overflow-wrap: anywhere;
    }

    && tbody td[data-label] {
      display: grid;
      grid-template-columns: minmax(0, min(40%, ${({ theme }) => theme.sizes.stackedLabelMaxWidth})) minmax(0, 1fr);
      gap: ${({ theme }) => theme.spacing.sm};
      align-items: center;
      justify-items: start;
    }

    tbody td[data-label]::before {
      /* Shown, not read: a screen reader already names the cell by its column header. */
      content: attr(data-label) / "";
      font-weight: 600;
      color: ${({ theme }) => theme.colors.mutedText};
    }
  }
`;

const StyledHeaderCell = styled.th<{ $width?: string; $numeric?: boolean }>`
  width: ${({ $width }) => $width ?? 'auto'};
  && { text-align: ${({ $numeric }) => ($numeric ? 'right' : 'left')}; }
`;

const StyledCell = styled.td<{ $numeric?: boolean }>`
  && { text-align: ${({ $numeric }) => ($numeric ? 'right' : 'left')}; }
`;

const StyledSortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: 0;
  border: none;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;

  &:hover { color: ${({ theme }) => theme.colors.primary}; }
`;

const StyledSortMark = styled.span<{ $active: boolean }>`
  color: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.mutedText)};
`;

const StyledMessageCell = styled.td`
  && {
    padding: ${({ theme }) => theme.spacing.lg};
    text-align: center;
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

const ARIA_SORT = { ASC: 'ascending', DESC: 'descending' } as const;
const SORT_MARK = { ASC: '▲', DESC: '▼' } as const;

/** The text shown beside a value in a stacked row: the column's label, or its header when that is text. */
function columnLabel(column: { label?: string; header: ReactNode }): string | undefined {
  if (column.label !== undefined) return column.label;
  return typeof column.header === 'string' ? column.header : undefined;
}

function defaultCell(row: unknown, key: string): ReactNode {
  const value = (row as Record<string, unknown>)[key];
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}

/**
 * A data table: headers with `scope="col"`, sortable headers as buttons with `aria-sort`, an empty message
 * row and a loading state. Paging lives outside (`Pagination` under the table). Where it has less room
 * than the md breakpoint its rows stack as cards of "label: value" lines (each cell's `data-label`).
 */
export function Table<Row, K extends string = string>({
  columns, rows, getRowKey, sortBy = null, sortDirection = 'ASC', onSort, emptyMessage,
  loading = false, loadingText, caption, captionHidden = false,
}: TableProps<Row, K>) {
  const t = useMessages(uiMessages);
  const theme = useTheme();
  const showLoadingRow = loading && rows.length === 0;

  return (
    <StyledScroll>
      <StyledTable $busy={loading && rows.length > 0} aria-busy={loading || undefined}>
        {caption && <caption>{captionHidden ? <VisuallyHidden>{caption}</VisuallyHidden> : caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) => {
              const sortKey = (column.sortKey ?? column.key) as K;
              const sortable = Boolean(column.sortable && onSort);
              const active = sortable && sortBy === sortKey;
              return (
                <StyledHeaderCell
                  key={column.key}
                  scope="col"
                  aria-sort={sortable ? (active ? ARIA_SORT[sortDirection] : 'none') : undefined}
                  $width={column.width ? theme.sizes.columnWidths[column.width] : undefined}
                  $numeric={column.numeric}
                >
                  {sortable ? (
                    <StyledSortButton type="button" onClick={() => onSort?.(sortKey)}>
                      {column.header}
                      <StyledSortMark aria-hidden="true" $active={active}>
                        {active ? SORT_MARK[sortDirection] : '↕'}
                      </StyledSortMark>
                    </StyledSortButton>
                  ) : (
                    column.header
                  )}
                </StyledHeaderCell>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {showLoadingRow ? (
            <tr>
              <StyledMessageCell colSpan={columns.length} role="status">{loadingText ?? t('loading')}</StyledMessageCell>
            </tr>
          ) : rows.length === 0 ? (
            <tr>
              <StyledMessageCell colSpan={columns.length}>{emptyMessage}</StyledMessageCell>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={getRowKey(row)}>
                {columns.map((column) => (
                  <StyledCell key={column.key} data-label={columnLabel(column)} $numeric={column.numeric}>
                    {column.render ? column.render(row) : defaultCell(row, column.key)}
                  </StyledCell>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </StyledTable>
    </StyledScroll>
  );
}
