import { IMPORT_LIMITS, SPREADSHEET_ACCEPT } from '@barangay-portal/domain';
import { useState } from 'react';
import { useAuthorizedUpload } from '../../../lib/authorized-upload';
import { useMessages } from '../../../lib/i18n/language-context';
import { Banner, Button, Card, FileField, ProgressBar, Toolbar } from '../../../ui';
import { registryMessages } from '../messages';
import { fileProblem, IMPORT_UPLOAD_URL, uploadedId, uploadRefusal } from '../registry-import';

/** Step 1: the file chosen and sent, with the upload's progress; the server reads it and answers the import's id. */
export function ImportFileStep({ onUploaded }: { onUploaded: (id: number) => void }) {
  const t = useMessages(registryMessages);
  const upload = useAuthorizedUpload();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  // How much of the file has gone (0 to 1) while it is sent; null when nothing is being sent.
  const [sent, setSent] = useState<number | null>(null);

  const send = async () => {
    const problem = fileProblem(file);
    if (problem || !file) {
      setError(problem);
      return;
    }
    setError(null);
    setSent(0);
    const form = new FormData();
    form.append('file', file);
    const answer = await upload(IMPORT_UPLOAD_URL, form, setSent);
    setSent(null);
    const id = uploadedId(answer.status, answer.body);
    if (id === null) setError(uploadRefusal(t, answer.status, answer.body));
    else onUploaded(id);
  };

  return (
    <Card title={t('import.fileStep')}>
      <FileField label={t('import.fileLabel')} accept={SPREADSHEET_ACCEPT} hint={t('import.fileHint', { rows: IMPORT_LIMITS.rows })} error={error ?? undefined} onChange={setFile} disabled={sent !== null} />
      {sent !== null && file && (
        // Once every byte has gone the server reads the file: the bar only moves then.
        <ProgressBar label={t('import.uploading', { name: file.name })} value={sent < 1 ? sent : null} valueText={sent < 1 ? `${Math.round(sent * 100)}%` : t('import.reading')} />
      )}
      {error && <Banner variant="error">{error}</Banner>}
      <Toolbar>
        <Button disabled={sent !== null} onClick={() => void send()}>{t('import.upload')}</Button>
      </Toolbar>
    </Card>
  );
}
