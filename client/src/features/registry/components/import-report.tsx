import type { CheckInhabitantImportMutation } from '../../../gql/graphql';
import styled from 'styled-components';
import { Banner, Button, Card, Table, TextCell, Toolbar, type TableColumn } from '../../../ui';
import { IMPORT_TEXTS } from '../registry-import';
import { ImportProblemsTable } from './import-problems-table';

const T = IMPORT_TEXTS;

/** The report's parts one under the other, at the regular gap. */
const StyledReport = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
`;

export type ImportCheckResult = CheckInhabitantImportMutation['checkInhabitantImport'];
type Duplicate = ImportCheckResult['duplicates'][number];

const DUPLICATE_COLUMNS: TableColumn<Duplicate>[] = [
  { key: 'row', header: 'Row', width: 'narrow' },
  { key: 'name', header: 'Name', render: (duplicate) => <TextCell>{duplicate.name}</TextCell> },
  { key: 'birthdate', header: 'Birthdate', width: 'date' },
  {
    key: 'sameAs', header: 'Same as',
    render: (duplicate) => (
      <TextCell>
        {[duplicate.sameAsRow !== null ? T.sameAsRow(duplicate.sameAsRow) : null, duplicate.inhabitantName ? T.sameAsInhabitant(duplicate.inhabitantName) : null]
          .filter(Boolean).join('; ')}
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
  const clean = report.problemCount === 0;
  return (
    <Card title={T.reportStep}>
      <StyledReport>
        {stale && <Banner variant="warning">{T.mappingChanged}</Banner>}
        {clean
          ? <Banner variant="success">{T.ready(report.rows, report.newHouseholds, report.existingHouseholds, report.newPuroks)}</Banner>
          : <Banner variant="error">{T.problems(report.problemCount)}</Banner>}
        {!clean && <ImportProblemsTable problems={report.problems} count={report.problemCount} />}
        {report.duplicateCount > 0 && (
          <section aria-label={T.duplicatesTitle}>
            <h3>{`${T.duplicatesTitle} (${report.duplicateCount})`}</h3>
            <p>{T.duplicatesHint}</p>
            {report.duplicateCount > report.duplicates.length && <p>{T.firstShown(report.duplicates.length, report.duplicateCount)}</p>}
            <Table
              caption={T.duplicatesCaption} columns={DUPLICATE_COLUMNS} rows={report.duplicates} getRowKey={(duplicate) => duplicate.row} emptyMessage=""
            />
          </section>
        )}
        {startError && <Banner variant="error">{startError}</Banner>}
        <Toolbar>
          <Button disabled={!clean || stale || starting} onClick={onStart}>{T.start(report.rows)}</Button>
        </Toolbar>
      </StyledReport>
    </Card>
  );
}
