import type { ImportProblemFieldsFragment } from '../../../gql/graphql';
import { Table, TextCell, type TableColumn } from '../../../ui';
import { IMPORT_TEXTS } from '../registry-import';

type Problem = ImportProblemFieldsFragment & { key: number };

const COLUMNS: TableColumn<Problem>[] = [
  { key: 'row', header: 'Row', width: 'narrow', render: (problem) => problem.row ?? '—' },
  { key: 'column', header: 'Column', render: (problem) => <TextCell>{problem.column ?? '—'}</TextCell> },
  { key: 'message', header: 'Problem', render: (problem) => <TextCell>{problem.message}</TextCell> },
];

/** A file's problems by row (as the spreadsheet numbers rows) and column (by its header): the dry run's, or a failed import's. */
export function ImportProblemsTable({ problems, count }: { problems: readonly ImportProblemFieldsFragment[]; count: number }) {
  return (
    <>
      {count > problems.length && <p>{IMPORT_TEXTS.firstShown(problems.length, count)}</p>}
      <Table
        caption={IMPORT_TEXTS.problemsCaption}
        columns={COLUMNS}
        rows={problems.map((problem, key) => ({ ...problem, key }))}
        getRowKey={(problem) => problem.key}
        emptyMessage={IMPORT_TEXTS.noProblems}
      />
    </>
  );
}
