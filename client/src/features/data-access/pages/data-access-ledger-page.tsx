import type { DataAccessLedgerQuery as LedgerData } from '../../../gql/graphql';
import {
  CardIntro, DateField, DownloadButton, ManagerScreen, TextCell, TextField, useManagerScreen, withFilters, type TableColumn,
} from '../../../ui';
import { DataAccessLedgerQuery } from '../api/data-access.graphql';
import { viewColumns } from '../components/data-access-columns';
import { DATA_ACCESS_PAGE_SIZE, DATA_ACCESS_TEXTS, KIND_OPTIONS, LEDGER_EXPORT_PATH } from '../data-access-texts';
import { exportable, LEDGER_FILTERS, windowProblem } from '../ledger-filters';

type LedgerEntry = LedgerData['dataAccessLedger']['items'][number];

const [WHEN, ...REST_OF_VIEW] = viewColumns<LedgerEntry>();
const COLUMNS: TableColumn<LedgerEntry>[] = [
  WHEN,
  {
    key: 'subjectName', header: DATA_ACCESS_TEXTS.whose,
    render: (row) => <TextCell>{row.subjectName || '—'}</TextCell>,
  },
  ...REST_OF_VIEW,
  { key: 'viewerEmail', header: DATA_ACCESS_TEXTS.staffEmail, render: (row) => <TextCell>{row.viewerEmail}</TextCell> },
];

/**
 * Data Access (docs/architecture.md#privacy-access-ledger): the barangay's access ledger for staff who read the audit
 * log, newest first, filtered by days, staff member, whose data and what, and a window exported as CSV. Default export:
 * the router loads it lazily.
 */
export default function DataAccessLedgerPage() {
  const screen = useManagerScreen({
    query: DataAccessLedgerQuery,
    list: (data) => data.dataAccessLedger,
    pageSize: DATA_ACCESS_PAGE_SIZE,
    columns: COLUMNS,
    filters: LEDGER_FILTERS,
    skipWhen: (filters) => windowProblem(filters) !== undefined,
    fetchPolicy: 'network-only',
    loadFailed: { text: DATA_ACCESS_TEXTS.ledgerLoadFailed },
  });
  const { filters } = screen;
  const bound = (name: string) => ({ value: filters[name] ?? '', onChange: (value: string) => screen.setFilter(name, value) });
  return (
    <ManagerScreen
      screen={screen}
      title={DATA_ACCESS_TEXTS.ledgerTitle}
      listTitle={DATA_ACCESS_TEXTS.ledgerList}
      intro={DATA_ACCESS_TEXTS.ledgerIntro}
      filterFields={(
        <>
          <DateField label={DATA_ACCESS_TEXTS.from} {...bound('from')} />
          <DateField label={DATA_ACCESS_TEXTS.to} {...bound('to')} error={windowProblem(filters)} />
          <TextField label={DATA_ACCESS_TEXTS.staffFilter} placeholder={DATA_ACCESS_TEXTS.staffPlaceholder} {...bound('staff')} />
          <TextField label={DATA_ACCESS_TEXTS.subjectFilter} placeholder={DATA_ACCESS_TEXTS.subjectPlaceholder} {...bound('subject')} />
        </>
      )}
      filters={[{ name: 'kind', label: DATA_ACCESS_TEXTS.kindFilter, options: KIND_OPTIONS }]}
      toolbarExtras={exportable(filters) ? (
        <DownloadButton
          url={withFilters(LEDGER_EXPORT_PATH, screen.listFilters)}
          fileName={`data-access-${filters.from}-to-${filters.to}.csv`}
          label={DATA_ACCESS_TEXTS.exportCsv}
          name={DATA_ACCESS_TEXTS.exportName}
          onFailure={() => screen.showNotice('error', DATA_ACCESS_TEXTS.exportFailed)}
        />
      ) : <CardIntro>{DATA_ACCESS_TEXTS.exportNeedsWindow}</CardIntro>}
      caption={DATA_ACCESS_TEXTS.ledgerCaption}
      emptyMessage={DATA_ACCESS_TEXTS.ledgerEmpty}
      loadingText={DATA_ACCESS_TEXTS.ledgerLoading}
      paginationLabel={DATA_ACCESS_TEXTS.ledgerPages}
    />
  );
}
