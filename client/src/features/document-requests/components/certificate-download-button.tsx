import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { Button } from '../../../ui';
import { DocumentRequestCertificateUrlQuery } from '../api/document-requests.graphql';
import { CERTIFICATE_MESSAGES } from '../request-status';

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
      else onFailure(CERTIFICATE_MESSAGES.downloadFailed);
    } catch {
      onFailure(CERTIFICATE_MESSAGES.downloadFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="secondary" aria-label={ariaLabel} disabled={busy} onClick={() => void open()}>
      {CERTIFICATE_MESSAGES.download}
    </Button>
  );
}
