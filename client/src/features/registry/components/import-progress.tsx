import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useMessages } from '../../../lib/i18n/language-context';
import { Banner, Button, Card, Loading, ProgressBar, Toolbar } from '../../../ui';
import { InhabitantImportProgressQuery } from '../api/registry-import.graphql';
import { registryMessages } from '../messages';
import { IMPORT_POLL_MS } from '../registry-import';
import { ImportProblemsTable } from './import-problems-table';

export interface ImportProgressProps {
  id: number;
  /** Back to the columns after a failed import, to change them and start it again. */
  onRetry: () => void;
  /** Another file from the start. */
  onAnother: () => void;
}

/**
 * Step 4: the running import's rows written so far, polled from the server (the count lives in the database, so any
 * server answers), then what it added or why nothing was.
 */
export function ImportProgress({ id, onRetry, onAnother }: ImportProgressProps) {
  const t = useMessages(registryMessages);
  const { data, stopPolling } = useQuery(InhabitantImportProgressQuery, { variables: { id }, pollInterval: IMPORT_POLL_MS, fetchPolicy: 'network-only' });
  const job = data?.inhabitantImport;
  const ended = job !== undefined && job.status !== 'IMPORTING' && job.status !== 'READY';
  useEffect(() => {
    if (ended) stopPolling();
  }, [ended, stopPolling]);
  if (!job) return <Loading />;
  if (job.status === 'IMPORTING' || job.status === 'READY') {
    return (
      <Card title={t('import.importing')}>
        <ProgressBar label={t('import.importing')} value={job.processedRows} max={job.totalRows} valueText={t('import.rowsWritten', { written: job.processedRows, total: job.totalRows })} />
        <p>{t('import.importingHint')}</p>
      </Card>
    );
  }
  if (job.status === 'IMPORTED' && job.summary) {
    return (
      <Card title={t('import.done')}>
        <Banner variant="success">{t('import.doneSummary', { inhabitants: job.summary.inhabitants, households: job.summary.households, puroks: job.summary.puroks })}</Banner>
        <Toolbar>
          <Button variant="secondary" onClick={onAnother}>{t('import.another')}</Button>
        </Toolbar>
      </Card>
    );
  }
  return (
    <Card title={t('import.failed')}>
      <Banner variant="error">{job.failure}</Banner>
      {job.problemCount > 0 && <ImportProblemsTable problems={job.problems} count={job.problemCount} />}
      <Toolbar>
        <Button onClick={onRetry}>{t('import.tryAgain')}</Button>
        <Button variant="secondary" onClick={onAnother}>{t('import.another')}</Button>
      </Toolbar>
    </Card>
  );
}
