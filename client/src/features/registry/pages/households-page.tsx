import { Link } from 'react-router-dom';
import { householdPathFor, registryPaths } from '../paths';
import type { HouseholdsQuery as HouseholdsData } from '../../../gql/graphql';
import { idFilter, ManagerScreen, SpreadsheetExportButtons, TextCell, useManagerScreen, type TableColumn } from '../../../ui';
import { HouseholdsQuery } from '../api/registry.graphql';
import { HouseholdFormModal } from '../components/household-form-modal';
import { usePurokOptions } from '../components/purok-options';
import { PuroksCard } from '../components/puroks-card';
import { REGISTRY_EXPORTS } from '../registry-exports';
import { REGISTRY_PAGE_SIZE, REGISTRY_TEXTS } from '../registry-texts';

type HouseholdRow = HouseholdsData['households']['items'][number];

// No member count: the list query does not give one, and a count per row would be a query per household.
const COLUMNS: TableColumn<HouseholdRow>[] = [
  {
    key: 'householdNumber', header: 'Household number',
    render: (row) => <TextCell><Link to={householdPathFor(row.id)}>{row.householdNumber}</Link></TextCell>,
  },
  { key: 'address', header: 'Address', render: (row) => <TextCell>{row.address}</TextCell> },
  { key: 'purok', header: 'Purok or sitio', render: (row) => <TextCell>{row.purok.name}</TextCell> },
];

const FILTERS = [idFilter('purokId')];

/** The registry's households by number, searched and filtered by purok, with the puroks and sitios below. */
export default function HouseholdsPage() {
  const puroks = usePurokOptions();
  const screen = useManagerScreen({
    query: HouseholdsQuery,
    list: (data) => data.households,
    pageSize: REGISTRY_PAGE_SIZE,
    columns: COLUMNS,
    searchable: true,
    filters: FILTERS,
    loadFailed: { text: REGISTRY_TEXTS.householdsLoadFailed },
    savedText: { added: REGISTRY_TEXTS.householdAdded },
  });
  return (
    <ManagerScreen
      screen={screen}
      title={REGISTRY_TEXTS.householdsTitle}
      listTitle={REGISTRY_TEXTS.householdsList}
      search={{ label: REGISTRY_TEXTS.householdSearchLabel, placeholder: REGISTRY_TEXTS.householdSearchPlaceholder }}
      filters={[{ name: 'purokId', label: REGISTRY_TEXTS.purokFilter, options: puroks.options }]}
      recordName={REGISTRY_TEXTS.householdRecordName}
      toolbarExtras={(
        <>
          <Link to={registryPaths.registry}>{REGISTRY_TEXTS.registryLink}</Link>
          <SpreadsheetExportButtons
            path={REGISTRY_EXPORTS.households} filters={screen.listFilters} records="households" onFailure={(message) => screen.showNotice('error', message)}
          />
        </>
      )}
      caption={REGISTRY_TEXTS.householdsCaption}
      emptyMessage={REGISTRY_TEXTS.noHouseholds}
      loadingText={REGISTRY_TEXTS.householdsLoading}
      paginationLabel={REGISTRY_TEXTS.householdsPages}
      renderForm={({ open, onClose, onSaved }) => (
        <HouseholdFormModal open={open} record={null} onClose={onClose} onSaved={() => onSaved('added')} />
      )}
    >
      <PuroksCard />
    </ManagerScreen>
  );
}
