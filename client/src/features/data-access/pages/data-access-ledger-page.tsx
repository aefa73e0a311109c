import type { Locale } from '@barangay-portal/domain';
import { useMemo } from 'react';
import type { DataAccessLedgerQuery as LedgerData } from '../../../gql/graphql';
import { useLocale, useMessages } from '../../../lib/i18n/language-context';
import {
  CardIntro, DateField, DownloadButton, ManagerScreen, TextCell, TextField, useManagerScreen, withFilters, type TableColumn,
} from '../../../ui';
import { DataAccessLedgerQuery } from '../api/data-access.graphql';
import { viewColumns } from '../components/data-access-columns';
import { DATA_ACCESS_PAGE_SIZE, KIND_OPTIONS, LEDGER_EXPORT_PATH } from '../data-access-texts';
import { exportable, LEDGER_FILTERS, windowProblem } from '../ledger-filters';
import { dataAccessMessages, type DataAccessText } from '../messages';

type LedgerEntry = LedgerData['dataAccessLedger']['items'][number];

function columnsOf(t: DataAccessText, locale: Locale): TableColumn<LedgerEntry>[] {
  const [WHEN, ...REST_OF_VIEW] = viewColumns<LedgerEntry>(t, locale);
  return [
    WHEN,
    {
      key: 'subjectName', header: t('columns.whose'),
      render: (row) => <TextCell>{row.subjectName || '—'}</TextCell>,
    },
    ...REST_OF_VIEW,
    { key: 'viewerEmail', header: t('columns.staffEmail'), render: (row) => <TextCell>{row.viewerEmail}</TextCell> },
  ];
}

/**
 * Data Access (docs/architecture.md#privacy-access-ledger): the barangay's access ledger for staff who read the audit
 * log, newest first, filtered by days, staff member, whose data and what, and a window exported as CSV. Default export:
 * the router loads it lazily.
 */
export default function DataAccessLedgerPage() {
  const t = useMessages(dataAccessMessages);
  const locale = useLocale();
  const columns = useMemo(() => columnsOf(t, locale), [t, locale]);
  const screen = useManagerScreen({
    query: DataAccessLedgerQuery,
    list: (data) => data.dataAccessLedger,
    pageSize: DATA_ACCESS_PAGE_SIZE,
    columns,
    filters: LEDGER_FILTERS,
    skipWhen: (filters) => windowProblem(filters) !== undefined,
    fetchPolicy: 'network-only',
    loadFailed: { text: t('ledger.loadFailed') },
  });
  const { filters } = screen;
  const bound = (name: string) => ({ value: filters[name] ?? '', onChange: (value: string) => screen.setFilter(name, value) });
  return (
    <ManagerScreen
      screen={screen}
      title={t('ledger.title')}
      listTitle={t('ledger.listTitle')}
      intro={t('ledger.intro')}
      filterFields={(
        <>
          <DateField label={t('filters.from')} {...bound('from')} />
          <DateField label={t('filters.to')} {...bound('to')} error={windowProblem(filters)} />
          <TextField label={t('filters.staff')} placeholder={t('filters.staffPlaceholder')} {...bound('staff')} />
          <TextField label={t('filters.subject')} placeholder={t('filters.subjectPlaceholder')} {...bound('subject')} />
        </>
      )}
      filters={[{ name: 'kind', label: t('filters.kind'), options: KIND_OPTIONS }]}
      toolbarExtras={exportable(filters) ? (
        <DownloadButton
          url={withFilters(LEDGER_EXPORT_PATH, screen.listFilters)}
          fileName={`data-access-${filters.from}-to-${filters.to}.csv`}
          label={t('export.button')}
          name={t('export.buttonName')}
          onFailure={() => screen.showNotice('error', t('export.failed'))}
        />
      ) : <CardIntro>{t('export.needsWindow')}</CardIntro>}
      caption={t('ledger.caption')}
      emptyMessage={t('ledger.empty')}
      loadingText={t('ledger.loading')}
      paginationLabel={t('ledger.pages')}
    />
  );
}
