import { Link, useNavigate } from 'react-router-dom';
import { inhabitantPathFor, registryPaths } from '../paths';
import type { InhabitantsQuery as InhabitantsData } from '../../../gql/graphql';
import {
  ActionGroup, Banner, choiceFilter, idFilter, ManagerScreen, SpreadsheetExportButtons, StatusBadge, TextCell, useManagerScreen,
  type TableColumn,
} from '../../../ui';
import { InhabitantsQuery } from '../api/registry.graphql';
import { InhabitantStatusBadge, SectorBadges } from '../components/inhabitant-badges';
import { InhabitantFormModal } from '../components/inhabitant-form-modal';
import { usePurokOptions } from '../components/purok-options';
import { REGISTRY_EXPORTS } from '../registry-exports';
import { IMPORT_TEXTS } from '../registry-import';
import { listNameOf, REGISTRY_PAGE_SIZE, REGISTRY_TEXTS, SECTOR_OPTIONS, SEX_LABELS, STATUS_OPTIONS } from '../registry-texts';

type InhabitantRow = InhabitantsData['inhabitants']['items'][number];

const COLUMNS: TableColumn<InhabitantRow>[] = [
  {
    key: 'name', header: 'Name',
    // The name opens the inhabitant's page: a link, so it opens in a new tab as well.
    render: (row) => <TextCell><Link to={inhabitantPathFor(row.id)}>{listNameOf(row)}</Link></TextCell>,
  },
  { key: 'household', header: 'Household', render: (row) => row.household?.householdNumber ?? '—' },
  { key: 'purok', header: 'Purok or sitio', render: (row) => <TextCell>{row.household?.purok.name ?? '—'}</TextCell> },
  {
    key: 'age', header: 'Age', width: 'narrow',
    render: (row) => (
      <ActionGroup>
        {row.age}
        {row.isSeniorCitizen && <StatusBadge tone="yellow">{REGISTRY_TEXTS.senior}</StatusBadge>}
      </ActionGroup>
    ),
  },
  { key: 'sex', header: 'Sex', render: (row) => SEX_LABELS[row.sex] },
  { key: 'status', header: 'Status', width: 'status', render: (row) => <InhabitantStatusBadge status={row.status} /> },
  { key: 'sectors', header: 'Sectors', render: (row) => <SectorBadges person={row} /> },
];

const FILTERS = [idFilter('purokId'), choiceFilter('status', STATUS_OPTIONS), choiceFilter('sector', SECTOR_OPTIONS)];

/**
 * The Registry of Barangay Inhabitants (docs/architecture.md#registry-of-inhabitants): every inhabitant, searched
 * by name or household number, filtered by purok, status and sector. Default export: the router loads it lazily.
 */
export default function RegistryPage() {
  const navigate = useNavigate();
  const puroks = usePurokOptions();
  const screen = useManagerScreen({
    query: InhabitantsQuery,
    list: (data) => data.inhabitants,
    pageSize: REGISTRY_PAGE_SIZE,
    columns: COLUMNS,
    searchable: true,
    filters: FILTERS,
    loadFailed: { text: REGISTRY_TEXTS.inhabitantsLoadFailed },
  });
  return (
    <ManagerScreen
      screen={screen}
      title={REGISTRY_TEXTS.registryTitle}
      listTitle={REGISTRY_TEXTS.inhabitantsList}
      search={{ label: REGISTRY_TEXTS.searchLabel, placeholder: REGISTRY_TEXTS.searchPlaceholder }}
      filters={[
        { name: 'purokId', label: REGISTRY_TEXTS.purokFilter, options: puroks.options },
        { name: 'status', label: REGISTRY_TEXTS.statusFilter, options: STATUS_OPTIONS },
        { name: 'sector', label: REGISTRY_TEXTS.sectorFilter, options: SECTOR_OPTIONS },
      ]}
      recordName={REGISTRY_TEXTS.recordName}
      toolbarExtras={(
        <>
          <Link to={registryPaths.households}>{REGISTRY_TEXTS.householdsLink}</Link>
          <Link to={registryPaths.registryImport}>{IMPORT_TEXTS.importLink}</Link>
          <SpreadsheetExportButtons
            path={REGISTRY_EXPORTS.inhabitants} filters={screen.listFilters} records="inhabitants" onFailure={(message) => screen.showNotice('error', message)}
          />
        </>
      )}
      caption={REGISTRY_TEXTS.inhabitantsCaption}
      emptyMessage={REGISTRY_TEXTS.noInhabitants}
      loadingText={REGISTRY_TEXTS.inhabitantsLoading}
      paginationLabel={REGISTRY_TEXTS.inhabitantsPages}
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
      {puroks.failed && <Banner variant="error">{REGISTRY_TEXTS.puroksLoadFailed}</Banner>}
    </ManagerScreen>
  );
}
