import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { inhabitantPathFor, registryPaths } from '../paths';
import type { InhabitantsQuery as InhabitantsData } from '../../../gql/graphql';
import { useMessages } from '../../../lib/i18n/language-context';
import {
  ActionGroup, Banner, choiceFilter, idFilter, ManagerScreen, SpreadsheetExportButtons, StatusBadge, TextCell, useManagerScreen,
  type TableColumn,
} from '../../../ui';
import { InhabitantsQuery } from '../api/registry.graphql';
import { InhabitantStatusBadge, SectorBadges } from '../components/inhabitant-badges';
import { InhabitantFormModal } from '../components/inhabitant-form-modal';
import { usePurokOptions } from '../components/purok-options';
import { REGISTRY_EXPORTS } from '../registry-exports';
import { registryMessages, type RegistryText } from '../messages';
import { listNameOf, REGISTRY_PAGE_SIZE, SECTOR_OPTIONS, SEX_LABELS, STATUS_OPTIONS } from '../registry-texts';

type InhabitantRow = InhabitantsData['inhabitants']['items'][number];

const columnsOf = (t: RegistryText): TableColumn<InhabitantRow>[] => [
  {
    key: 'name', header: t('columns.name'),
    // The name opens the inhabitant's page: a link, so it opens in a new tab as well.
    render: (row) => <TextCell><Link to={inhabitantPathFor(row.id)}>{listNameOf(row)}</Link></TextCell>,
  },
  { key: 'household', header: t('columns.household'), render: (row) => row.household?.householdNumber ?? '—' },
  { key: 'purok', header: t('columns.purok'), render: (row) => <TextCell>{row.household?.purok.name ?? '—'}</TextCell> },
  {
    key: 'age', header: t('columns.age'), width: 'narrow',
    render: (row) => (
      <ActionGroup>
        {row.age}
        {row.isSeniorCitizen && <StatusBadge tone="yellow">{t('list.senior')}</StatusBadge>}
      </ActionGroup>
    ),
  },
  { key: 'sex', header: t('columns.sex'), render: (row) => SEX_LABELS[row.sex] },
  { key: 'status', header: t('columns.status'), width: 'status', render: (row) => <InhabitantStatusBadge status={row.status} /> },
  { key: 'sectors', header: t('columns.sectors'), render: (row) => <SectorBadges person={row} /> },
];

const FILTERS = [idFilter('purokId'), choiceFilter('status', STATUS_OPTIONS), choiceFilter('sector', SECTOR_OPTIONS)];

/**
 * The Registry of Barangay Inhabitants (docs/architecture.md#registry-of-inhabitants): every inhabitant, searched
 * by name or household number, filtered by purok, status and sector. Default export: the router loads it lazily.
 */
export default function RegistryPage() {
  const t = useMessages(registryMessages);
  const columns = useMemo(() => columnsOf(t), [t]);
  const navigate = useNavigate();
  const puroks = usePurokOptions();
  const screen = useManagerScreen({
    query: InhabitantsQuery,
    list: (data) => data.inhabitants,
    pageSize: REGISTRY_PAGE_SIZE,
    columns,
    searchable: true,
    filters: FILTERS,
    loadFailed: { text: t('list.loadFailed') },
  });
  return (
    <ManagerScreen
      screen={screen}
      title={t('title')}
      listTitle={t('list.title')}
      search={{ label: t('list.searchLabel'), placeholder: t('list.searchPlaceholder') }}
      filters={[
        { name: 'purokId', label: t('filters.purok'), options: puroks.options },
        { name: 'status', label: t('filters.status'), options: STATUS_OPTIONS },
        { name: 'sector', label: t('filters.sector'), options: SECTOR_OPTIONS },
      ]}
      recordName={t('list.recordName')}
      toolbarExtras={(
        <>
          <Link to={registryPaths.households}>{t('links.households')}</Link>
          <Link to={registryPaths.registryImport}>{t('links.import')}</Link>
          <SpreadsheetExportButtons
            path={REGISTRY_EXPORTS.inhabitants} filters={screen.listFilters} records={t('list.exportRecords')} onFailure={(message) => screen.showNotice('error', message)}
          />
        </>
      )}
      caption={t('list.caption')}
      emptyMessage={t('list.empty')}
      loadingText={t('list.loading')}
      paginationLabel={t('list.pages')}
      renderForm={({ open, onClose }) => (
        // A new inhabitant's page is where their record goes on: the registry opens it.
        <InhabitantFormModal
          open={open}
          record={null}
          onClose={onClose}
          onSaved={(saved) => {
            onClose();
            void navigate(inhabitantPathFor(saved.id));
          }}
        />
      )}
    >
      {puroks.failed && <Banner variant="error">{t('puroks.loadFailed')}</Banner>}
    </ManagerScreen>
  );
}
