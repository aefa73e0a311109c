import { useMemo } from 'react';
import styled from 'styled-components';
import type { CheckInhabitantImportMutation } from '../../../gql/graphql';
import { useMessages } from '../../../lib/i18n/language-context';
import { Banner, Button, Card, Table, TextCell, Toolbar, type TableColumn } from '../../../ui';
import { registryMessages, type RegistryText } from '../messages';
import { ImportProblemsTable } from './import-problems-table';

/** The report's parts one under the other, at the regular gap. */
const StyledReport = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
`;

export type ImportCheckResult = CheckInhabitantImportMutation['checkInhabitantImport'];
type Duplicate = ImportCheckResult['duplicates'][number];

const duplicateColumnsOf = (t: RegistryText): TableColumn<Duplicate>[] => [
  { key: 'row', header: t('import.columns.row'), width: 'narrow' },
  { key: 'name', header: t('import.columns.name'), render: (duplicate) => <TextCell>{duplicate.name}</TextCell> },
  { key: 'birthdate', header: t('import.columns.birthdate'), width: 'date' },
  {
    key: 'sameAs', header: t('import.columns.sameAs'),
    render: (duplicate) => (
      <TextCell>
        {[
          duplicate.sameAsRow !== null ? t('import.sameAsRow', { row: duplicate.sameAsRow }) : null,
          duplicate.inhabitantName ? t('import.sameAsInhabitant', { name: duplicate.inhabitantName }) : null,
        ].filter(Boolean).join('; ')}
      </TextCell>
    ),
  },
];

export interface ImportReportProps {
  report: ImportCheckResult;
  /** The mapping changed since this report: it no longer says what the import would do. */
  stale: boolean;
  onStart: () => void;
  starting: boolean;
  startError: string | null;
}

/** Step 3: the dry run's report (every problem by row and column, the probable duplicates) and the Import button, only when there is no problem. */
export function ImportReport({ report, stale, onStart, starting, startError }: ImportReportProps) {
  const t = useMessages(registryMessages);
  const duplicateColumns = useMemo(() => duplicateColumnsOf(t), [t]);
  const clean = report.problemCount === 0;
  return (
    <Card title={t('import.reportStep')}>
      <StyledReport>
        {stale && <Banner variant="warning">{t('import.mappingChanged')}</Banner>}
        {clean
          ? <Banner variant="success">{t('import.ready', { rows: report.rows, households: report.newHouseholds, existing: report.existingHouseholds, puroks: report.newPuroks })}</Banner>
          : <Banner variant="error">{t('import.problems', { count: report.problemCount })}</Banner>}
        {!clean && <ImportProblemsTable problems={report.problems} count={report.problemCount} />}
        {report.duplicateCount > 0 && (
          <section aria-label={t('import.duplicatesTitle')}>
            <h3>{t('import.duplicatesHeading', { count: report.duplicateCount })}</h3>
            <p>{t('import.duplicatesHint')}</p>
            {report.duplicateCount > report.duplicates.length && <p>{t('import.firstShown', { shown: report.duplicates.length, count: report.duplicateCount })}</p>}
            <Table
              caption={t('import.duplicatesCaption')} columns={duplicateColumns} rows={report.duplicates} getRowKey={(duplicate) => duplicate.row} emptyMessage=""
            />
          </section>
        )}
        {startError && <Banner variant="error">{startError}</Banner>}
        <Toolbar>
          <Button disabled={!clean || stale || starting} onClick={onStart}>{t('import.start', { rows: report.rows })}</Button>
        </Toolbar>
      </StyledReport>
    </Card>
  );
}
