import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { householdPathFor, registryPaths } from '../paths';
import type { HouseholdsQuery as HouseholdsData } from '../../../gql/graphql';
import { useMessages } from '../../../lib/i18n/language-context';
import { idFilter, ManagerScreen, SpreadsheetExportButtons, TextCell, useManagerScreen, type TableColumn } from '../../../ui';
import { HouseholdsQuery } from '../api/registry.graphql';
import { HouseholdFormModal } from '../components/household-form-modal';
import { usePurokOptions } from '../components/purok-options';
import { PuroksCard } from '../components/puroks-card';
import { REGISTRY_EXPORTS } from '../registry-exports';
import { registryMessages, type RegistryText } from '../messages';
import { REGISTRY_PAGE_SIZE } from '../registry-texts';

type HouseholdRow = HouseholdsData['households']['items'][number];

// No member count: the list query does not give one, and a count per row would be a query per household.
const columnsOf = (t: RegistryText): TableColumn<HouseholdRow>[] => [
  {
    key: 'householdNumber', header: t('columns.householdNumber'),
    render: (row) => <TextCell><Link to={householdPathFor(row.id)}>{row.householdNumber}</Link></TextCell>,
  },
  { key: 'address', header: t('columns.address'), render: (row) => <TextCell>{row.address}</TextCell> },
  { key: 'purok', header: t('columns.purok'), render: (row) => <TextCell>{row.purok.name}</TextCell> },
];

const FILTERS = [idFilter('purokId')];

/** The registry's households by number, searched and filtered by purok, with the puroks and sitios below. */
export default function HouseholdsPage() {
  const t = useMessages(registryMessages);
  const columns = useMemo(() => columnsOf(t), [t]);
  const puroks = usePurokOptions();
  const screen = useManagerScreen({
    query: HouseholdsQuery,
    list: (data) => data.households,
    pageSize: REGISTRY_PAGE_SIZE,
    columns,
    searchable: true,
    filters: FILTERS,
    loadFailed: { text: t('households.loadFailed') },
    savedText: { added: t('households.added') },
  });
  return (
    <ManagerScreen
      screen={screen}
      title={t('households.title')}
      listTitle={t('households.list')}
      search={{ label: t('households.searchLabel'), placeholder: t('households.searchPlaceholder') }}
      filters={[{ name: 'purokId', label: t('filters.purok'), options: puroks.options }]}
      recordName={t('households.recordName')}
      toolbarExtras={(
        <>
          <Link to={registryPaths.registry}>{t('links.registry')}</Link>
          <SpreadsheetExportButtons
            path={REGISTRY_EXPORTS.households} filters={screen.listFilters} records={t('households.exportRecords')} onFailure={(message) => screen.showNotice('error', message)}
          />
        </>
      )}
      caption={t('households.caption')}
      emptyMessage={t('households.empty')}
      loadingText={t('households.loading')}
      paginationLabel={t('households.pages')}
      renderForm={({ open, onClose, onSaved }) => (
        <HouseholdFormModal open={open} record={null} onClose={onClose} onSaved={() => onSaved('added')} />
      )}
    >
      <PuroksCard />
    </ManagerScreen>
  );
}
