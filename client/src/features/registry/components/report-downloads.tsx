import { useState } from 'react';
import { useMessages } from '../../../lib/i18n/language-context';
import { ActionGroup, Banner, DownloadButton } from '../../../ui';
import { registryMessages } from '../messages';

/** One report to download: its button's words, its address and the file name to use when the answer names none. */
export interface ReportDownload {
  label: string;
  url: string;
  fallbackName: string;
}

/**
 * A button per report, each fetched with the signed-in account's token (a link cannot carry it) and saved as a file;
 * a failure says so above the buttons until the next try.
 */
export function ReportDownloads({ downloads }: { downloads: readonly ReportDownload[] }) {
  const t = useMessages(registryMessages);
  const [failed, setFailed] = useState(false);
  return (
    <>
      {failed && <Banner variant="error">{t('reports.downloadFailed')}</Banner>}
      {/* A new try clears the last failure's message; the button reports its own outcome. */}
      <ActionGroup onClickCapture={() => setFailed(false)}>
        {downloads.map((report) => (
          <DownloadButton key={report.url} url={report.url} fileName={report.fallbackName} label={report.label} onFailure={() => setFailed(true)} />
        ))}
      </ActionGroup>
    </>
  );
}
