import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import type { DataAccessLedgerQuery as LedgerData } from '../../../gql/graphql';
import { Banner, Card, CardIntro, DateField, DownloadButton, NoticeBanner, Page, Pagination, SelectField, Table, type TableColumn, TextCell, TextField, Toolbar, useDebouncedValue, useNotice, useTableState, withFilters } from '../../../ui';
import { DataAccessLedgerQuery } from '../api/data-access.graphql';
import { viewColumns } from '../components/data-access-columns';
import { DATA_ACCESS_PAGE_SIZE, DATA_ACCESS_TEXTS, KIND_OPTIONS, LEDGER_EXPORT_PATH } from '../data-access-texts';
import { chosenLedgerFilters, exportable, NO_FILTERS, windowProblem, type LedgerFilterValues } from '../ledger-filters';

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

/** The filters side by side as the width allows, one per row on a phone. */
const StyledFilters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.sizes.galleryCardMinWidth}, 1fr));
  column-gap: ${({ theme }) => theme.spacing.md};
  align-items: end;
`;

/**
 * Data Access (docs/architecture.md#privacy-access-ledger): the barangay's access ledger for staff who read the audit
 * log, newest first, filtered by days, staff member, whose data and what, and a window exported as CSV. Default export:
 * the router loads it lazily.
 */
export default function DataAccessLedgerPage() {
  const [values, setValues] = useState<LedgerFilterValues>(NO_FILTERS);
  const paging = useTableState({ pageSize: DATA_ACCESS_PAGE_SIZE });
  const { notice, show, clear } = useNotice();
  // The typed searches wait for a pause, as every list's search does; the days and the kind apply at once.
  const staff = useDebouncedValue(values.staff, 300);
  const subject = useDebouncedValue(values.subject, 300);
  const asked = chosenLedgerFilters({ ...values, staff, subject });
  const reversed = windowProblem(values);
  const { data, previousData, loading, error } = useQuery(DataAccessLedgerQuery, {
    variables: { page: paging.page, pageSize: DATA_ACCESS_PAGE_SIZE, ...asked },
    fetchPolicy: 'network-only',
    skip: reversed !== undefined,
  });
  const shown = (data ?? previousData)?.dataAccessLedger;
  const page = paging.clampToPageCount(data?.dataAccessLedger.total);
  const set = (name: keyof LedgerFilterValues) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    paging.resetPage();
  };

  return (
    <Page title={DATA_ACCESS_TEXTS.ledgerTitle}>
      <NoticeBanner notice={notice} onDismiss={clear} />
      {error && <Banner variant="error">{DATA_ACCESS_TEXTS.ledgerLoadFailed}</Banner>}
      <Card title={DATA_ACCESS_TEXTS.ledgerList}>
        <CardIntro>{DATA_ACCESS_TEXTS.ledgerIntro}</CardIntro>
        <StyledFilters>
          <DateField label={DATA_ACCESS_TEXTS.from} value={values.from} onChange={set('from')} />
          <DateField label={DATA_ACCESS_TEXTS.to} value={values.to} onChange={set('to')} error={reversed} />
          <TextField
            label={DATA_ACCESS_TEXTS.staffFilter} placeholder={DATA_ACCESS_TEXTS.staffPlaceholder} value={values.staff} onChange={set('staff')}
          />
          <TextField
            label={DATA_ACCESS_TEXTS.subjectFilter} placeholder={DATA_ACCESS_TEXTS.subjectPlaceholder} value={values.subject}
            onChange={set('subject')}
          />
          <SelectField label={DATA_ACCESS_TEXTS.kindFilter} placeholder="All" options={KIND_OPTIONS} value={values.kind} onChange={set('kind')} />
        </StyledFilters>
        <Toolbar>
          {exportable(values) ? (
            <DownloadButton
              url={withFilters(LEDGER_EXPORT_PATH, chosenLedgerFilters(values))}
              fileName={`data-access-${values.from}-to-${values.to}.csv`}
              label={DATA_ACCESS_TEXTS.exportCsv}
              name={DATA_ACCESS_TEXTS.exportName}
              onFailure={() => show('error', DATA_ACCESS_TEXTS.exportFailed)}
            />
          ) : <CardIntro>{DATA_ACCESS_TEXTS.exportNeedsWindow}</CardIntro>}
        </Toolbar>
        <Table
          caption={DATA_ACCESS_TEXTS.ledgerCaption}
          captionHidden
          columns={COLUMNS}
          rows={shown?.items ?? []}
          getRowKey={(row) => row.id}
          emptyMessage={DATA_ACCESS_TEXTS.ledgerEmpty}
          loading={loading}
          loadingText={DATA_ACCESS_TEXTS.ledgerLoading}
        />
        <Pagination
          page={page} pageCount={paging.pageCountFor(shown?.total ?? 0)} onPageChange={paging.setPage} label={DATA_ACCESS_TEXTS.ledgerPages}
        />
      </Card>
    </Page>
  );
}
