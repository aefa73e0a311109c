import styled from 'styled-components';
import type { BarangayRollupFieldsFragment, RollupFiguresFieldsFragment } from '../../../gql/graphql';
import { Button, Table, TextCell, type TableColumn } from '../../../ui';
import { CITY_TEXTS, complianceText } from '../city-texts';

/** A line of the roll-up: one barangay, or the city's sums last (no barangay). */
interface RollupRow extends Omit<RollupFiguresFieldsFragment, '__typename'> {
  key: string;
  name: string;
  hostNames: readonly string[];
  barangay: BarangayRollupFieldsFragment | null;
}

const StyledHosts = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const count = (value: number) => value.toLocaleString('en-PH');

const COLUMNS: TableColumn<RollupRow>[] = [
  {
    key: 'name', header: 'Barangay',
    render: (row) => (
      <TextCell>
        {row.name}
        {row.hostNames.length > 0 && <StyledHosts>{row.hostNames.join(', ')}</StyledHosts>}
      </TextCell>
    ),
  },
  { key: 'residents', header: 'Residents', numeric: true, render: (row) => count(row.residents) },
  { key: 'openRequests', header: 'Open requests', numeric: true, render: (row) => count(row.openRequests) },
  { key: 'overdueRequests', header: 'Overdue', numeric: true, render: (row) => count(row.overdueRequests) },
  {
    key: 'compliance', header: 'Ready on time', numeric: true,
    render: (row) => (
      <span title={`${count(row.readyOnTime)} of ${count(row.readyRequests)}`}>{complianceText(row.processingCompliance)}</span>
    ),
  },
  { key: 'idVerificationsWaiting', header: 'IDs waiting', numeric: true, render: (row) => count(row.idVerificationsWaiting) },
];

export interface RollupTableProps {
  barangays: readonly BarangayRollupFieldsFragment[];
  /** The city's sums; absent until loaded. */
  city: RollupFiguresFieldsFragment | undefined;
  loading: boolean;
  /** Given for the City Administrator: each barangay's row offers its host names to change. */
  onEditHostNames?: (barangay: BarangayRollupFieldsFragment) => void;
}

const hostNamesColumn = (edit: (barangay: BarangayRollupFieldsFragment) => void): TableColumn<RollupRow> => ({
  key: 'actions', header: 'Actions', width: 'actions',
  render: ({ barangay }) => barangay && (
    <Button variant="secondary" aria-label={`Host names of ${barangay.name}`} onClick={() => edit(barangay)}>{CITY_TEXTS.editHostNames}</Button>
  ),
});

/** Every barangay's figures by name, then the city's sums (docs/architecture.md#city-level). */
export function RollupTable({ barangays, city, loading, onEditHostNames }: RollupTableProps) {
  const rows: RollupRow[] = barangays.map((barangay) => ({ ...barangay, key: String(barangay.barangayId), barangay }));
  if (city && barangays.length > 0) rows.push({ ...city, key: 'city', name: CITY_TEXTS.cityTotal, hostNames: [], barangay: null });
  return (
    <Table
      caption="Barangays"
      captionHidden
      columns={onEditHostNames ? [...COLUMNS, hostNamesColumn(onEditHostNames)] : COLUMNS}
      rows={rows}
      getRowKey={(row) => row.key}
      emptyMessage={CITY_TEXTS.noBarangays}
      loading={loading}
      loadingText={CITY_TEXTS.rollupLoading}
    />
  );
}
