import { useMemo } from 'react';
import type { ImportProblemFieldsFragment } from '../../../gql/graphql';
import { useMessages } from '../../../lib/i18n/language-context';
import { Table, TextCell, type TableColumn } from '../../../ui';
import { registryMessages, type RegistryText } from '../messages';

type Problem = ImportProblemFieldsFragment & { key: number };

const columnsOf = (t: RegistryText): TableColumn<Problem>[] => [
  { key: 'row', header: t('import.columns.row'), width: 'narrow', render: (problem) => problem.row ?? '—' },
  { key: 'column', header: t('import.columns.column'), render: (problem) => <TextCell>{problem.column ?? '—'}</TextCell> },
  { key: 'message', header: t('import.columns.problem'), render: (problem) => <TextCell>{problem.message}</TextCell> },
];

/** A file's problems by row (as the spreadsheet numbers rows) and column (by its header): the dry run's, or a failed import's. */
export function ImportProblemsTable({ problems, count }: { problems: readonly ImportProblemFieldsFragment[]; count: number }) {
  const t = useMessages(registryMessages);
  const columns = useMemo(() => columnsOf(t), [t]);
  return (
    <>
      {count > problems.length && <p>{t('import.firstShown', { shown: problems.length, count })}</p>}
      <Table
        caption={t('import.problemsCaption')}
        columns={columns}
        rows={problems.map((problem, key) => ({ ...problem, key }))}
        getRowKey={(problem) => problem.key}
        emptyMessage={t('import.noProblems')}
      />
    </>
  );
}
