import styled from 'styled-components';
import type { BarangayRollupFieldsFragment, RollupFiguresFieldsFragment } from '../../../gql/graphql';
import { useMessages } from '../../../lib/i18n/language-context';
import { Button, Table, TextCell, type TableColumn } from '../../../ui';
import { complianceText } from '../city-texts';
import { cityMessages, type CityText } from '../messages';

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

const columnsOf = (t: CityText): TableColumn<RollupRow>[] => [
  {
    key: 'name', header: t('rollup.columns.barangay'),
    render: (row) => (
      <TextCell>
        {row.name}
        {row.hostNames.length > 0 && <StyledHosts>{row.hostNames.join(', ')}</StyledHosts>}
      </TextCell>
    ),
  },
  { key: 'residents', header: t('rollup.columns.residents'), numeric: true, render: (row) => count(row.residents) },
  { key: 'openRequests', header: t('rollup.columns.openRequests'), numeric: true, render: (row) => count(row.openRequests) },
  { key: 'overdueRequests', header: t('rollup.columns.overdue'), numeric: true, render: (row) => count(row.overdueRequests) },
  {
    key: 'compliance', header: t('rollup.columns.readyOnTime'), numeric: true,
    render: (row) => (
      <span title={t('rollup.readyOfTotal', { ready: count(row.readyOnTime), total: count(row.readyRequests) })}>{complianceText(row.processingCompliance)}</span>
    ),
  },
  { key: 'idVerificationsWaiting', header: t('rollup.columns.idsWaiting'), numeric: true, render: (row) => count(row.idVerificationsWaiting) },
];

export interface RollupTableProps {
  barangays: readonly BarangayRollupFieldsFragment[];
  /** The city's sums; absent until loaded. */
  city: RollupFiguresFieldsFragment | undefined;
  loading: boolean;
  /** Given for the City Administrator: each barangay's row offers its host names to change. */
  onEditHostNames?: (barangay: BarangayRollupFieldsFragment) => void;
}

const hostNamesColumn = (t: CityText, edit: (barangay: BarangayRollupFieldsFragment) => void): TableColumn<RollupRow> => ({
  key: 'actions', header: t('rollup.columns.actions'), width: 'actions',
  render: ({ barangay }) => barangay && (
    <Button variant="secondary" aria-label={t('hostNames.of', { name: barangay.name })} onClick={() => edit(barangay)}>{t('hostNames.edit')}</Button>
  ),
});

/** Every barangay's figures by name, then the city's sums (docs/architecture.md#city-level). */
export function RollupTable({ barangays, city, loading, onEditHostNames }: RollupTableProps) {
  const t = useMessages(cityMessages);
  const columns = columnsOf(t);
  const rows: RollupRow[] = barangays.map((barangay) => ({ ...barangay, key: String(barangay.barangayId), barangay }));
  if (city && barangays.length > 0) rows.push({ ...city, key: 'city', name: t('rollup.cityTotal'), hostNames: [], barangay: null });
  return (
    <Table
      caption={t('rollup.title')}
      captionHidden
      columns={onEditHostNames ? [...columns, hostNamesColumn(t, onEditHostNames)] : columns}
      rows={rows}
      getRowKey={(row) => row.key}
      emptyMessage={t('rollup.empty')}
      loading={loading}
      loadingText={t('rollup.loading')}
    />
  );
}
