import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { registryPaths } from '../paths';
import { graphqlErrorInfo } from '../../../lib/graphql-errors';
import { useMessages } from '../../../lib/i18n/language-context';
import { Banner, Loading, Page, Toolbar } from '../../../ui';
import { CheckInhabitantImportMutation, InhabitantImportQuery, StartInhabitantImportMutation } from '../api/registry-import.graphql';
import { ImportFileStep } from '../components/import-file-step';
import { ImportMappingStep } from '../components/import-mapping-step';
import { ImportProgress } from '../components/import-progress';
import { ImportReport, type ImportCheckResult } from '../components/import-report';
import { registryMessages } from '../messages';
import { mappingProblems, type ColumnChoice } from '../registry-import';

/** Where the wizard is: choosing a file, matching an upload's columns (and its dry run), or its import running or ended. */
type Step = { kind: 'file' } | { kind: 'mapping'; id: number } | { kind: 'import'; id: number };

/**
 * The registry's import wizard (/registry/import): choose a spreadsheet and send it (upload
 * progress), match its columns, see the dry run's problems by row and column and the probable duplicates, import
 * every row in one transaction (import progress), and what it added. Default export: the router loads it lazily.
 */
export default function RegistryImportPage() {
  const t = useMessages(registryMessages);
  const [step, setStep] = useState<Step>({ kind: 'file' });
  return (
    <Page title={t('import.title')}>
      <Toolbar><Link to={registryPaths.registry}>{t('links.registry')}</Link></Toolbar>
      {step.kind === 'file' && <ImportFileStep onUploaded={(id) => setStep({ kind: 'mapping', id })} />}
      {step.kind === 'mapping' && <MappingAndCheck id={step.id} onStarted={() => setStep({ kind: 'import', id: step.id })} />}
      {step.kind === 'import' && (
        <ImportProgress id={step.id} onRetry={() => setStep({ kind: 'mapping', id: step.id })} onAnother={() => setStep({ kind: 'file' })} />
      )}
    </Page>
  );
}

/** The upload's columns, their mapping and its dry run, then the start. */
function MappingAndCheck({ id, onStarted }: { id: number; onStarted: () => void }) {
  const t = useMessages(registryMessages);
  const { data, error } = useQuery(InhabitantImportQuery, { variables: { id }, fetchPolicy: 'network-only' });
  const upload = data?.inhabitantImport;
  const [edited, setEdited] = useState<ColumnChoice[] | null>(null);
  const mapping = edited ?? upload?.columns.map(({ column, field }) => ({ column, field: field ?? null })) ?? [];
  const [checked, setChecked] = useState<{ report: ImportCheckResult; mapping: string } | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [check, { loading: checking }] = useMutation(CheckInhabitantImportMutation);
  const [start, { loading: starting, error: startFailure }] = useMutation(StartInhabitantImportMutation);

  if (error) return <Banner variant="error">{graphqlErrorInfo(error).message ?? t('import.checkFailed')}</Banner>;
  if (!upload) return <Loading />;

  const runCheck = async () => {
    const own = mappingProblems(mapping);
    setProblems(own);
    if (own.length > 0) return;
    try {
      const answer = await check({ variables: { input: { id, mapping } } });
      if (answer.data) setChecked({ report: answer.data.checkInhabitantImport, mapping: JSON.stringify(mapping) });
    } catch (failure) {
      const info = graphqlErrorInfo(failure);
      setProblems(info.fields.mapping ?? [info.message ?? t('import.checkFailed')]);
    }
  };
  const runStart = async () => {
    try {
      await start({ variables: { input: { id, mapping } } });
      onStarted();
    } catch {
      // Shown from the mutation's error below.
    }
  };
  return (
    <>
      <ImportMappingStep upload={upload} mapping={mapping} onChange={setEdited} onCheck={() => void runCheck()} checking={checking} problems={problems} />
      {checked && (
        <ImportReport
          report={checked.report}
          stale={checked.mapping !== JSON.stringify(mapping)}
          onStart={() => void runStart()}
          starting={starting}
          startError={startFailure ? (graphqlErrorInfo(startFailure).message ?? t('import.startFailed')) : null}
        />
      )}
    </>
  );
}
