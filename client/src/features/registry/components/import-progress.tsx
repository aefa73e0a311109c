import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { Banner, Button, Card, Loading, ProgressBar, Toolbar } from '../../../ui';
import { InhabitantImportProgressQuery } from '../api/registry-import.graphql';
import { IMPORT_POLL_MS, IMPORT_TEXTS } from '../registry-import';
import { ImportProblemsTable } from './import-problems-table';

const T = IMPORT_TEXTS;

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
  const { data, stopPolling } = useQuery(InhabitantImportProgressQuery, { variables: { id }, pollInterval: IMPORT_POLL_MS, fetchPolicy: 'network-only' });
  const job = data?.inhabitantImport;
  const ended = job !== undefined && job.status !== 'IMPORTING' && job.status !== 'READY';
  useEffect(() => {
    if (ended) stopPolling();
  }, [ended, stopPolling]);
  if (!job) return <Loading />;
  if (job.status === 'IMPORTING' || job.status === 'READY') {
    return (
      <Card title={T.importing}>
        <ProgressBar label={T.importing} value={job.processedRows} max={job.totalRows} valueText={T.rowsWritten(job.processedRows, job.totalRows)} />
        <p>{T.importingHint}</p>
      </Card>
    );
  }
  if (job.status === 'IMPORTED' && job.summary) {
    return (
      <Card title={T.done}>
        <Banner variant="success">{T.doneSummary(job.summary.inhabitants, job.summary.households, job.summary.puroks)}</Banner>
        <Toolbar>
          <Button variant="secondary" onClick={onAnother}>{T.another}</Button>
        </Toolbar>
      </Card>
    );
  }
  return (
    <Card title={T.failed}>
      <Banner variant="error">{job.failure}</Banner>
      {job.problemCount > 0 && <ImportProblemsTable problems={job.problems} count={job.problemCount} />}
      <Toolbar>
        <Button onClick={onRetry}>{T.tryAgain}</Button>
        <Button variant="secondary" onClick={onAnother}>{T.another}</Button>
      </Toolbar>
    </Card>
  );
}
