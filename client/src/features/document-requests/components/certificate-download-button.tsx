import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useMessages } from '../../../lib/i18n/language-context';
import { Button } from '../../../ui';
import { DocumentRequestCertificateUrlQuery } from '../api/document-requests.graphql';
import { documentRequestsMessages } from '../messages';

export interface CertificateDownloadButtonProps {
  requestId: number;
  /** The accessible name when several buttons share a screen, e.g. one per table row. */
  ariaLabel?: string;
  /** Called when no fresh link could be had (revoked meanwhile, offline). */
  onFailure: (message: string) => void;
}

/**
 * 'Download certificate (PDF)': asks the server for a fresh link (they last 5 minutes, so the one loaded with
 * the list may have expired) and opens the PDF in a new tab.
 */
export function CertificateDownloadButton({ requestId, ariaLabel, onFailure }: CertificateDownloadButtonProps) {
  const t = useMessages(documentRequestsMessages);
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);

  const open = async () => {
    setBusy(true);
    try {
      const { data } = await client.query({
        query: DocumentRequestCertificateUrlQuery,
        variables: { id: requestId },
        fetchPolicy: 'network-only',
      });
      const url = data?.documentRequest.certificateUrl;
      if (url) window.open(url, '_blank', 'noopener');
      else onFailure(t('certificate.downloadFailed'));
    } catch {
      onFailure(t('certificate.downloadFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="secondary" aria-label={ariaLabel} disabled={busy} onClick={() => void open()}>
      {t('certificate.download')}
    </Button>
  );
}
