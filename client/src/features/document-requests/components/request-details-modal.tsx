import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useMessages } from '../../../lib/i18n/language-context';
import { Banner, Button, Loading, Modal } from '../../../ui';
import { DocumentRequestDetailsQuery } from '../api/document-requests.graphql';
import { documentRequestsMessages } from '../messages';
import { CertificateSection } from './certificate-section';
import { RequestSummary } from './request-summary';

export interface RequestDetailsModalProps {
  requestId: number | null;
  onClose: () => void;
}

/** A resident's own request: its values and status history. */
export function RequestDetailsModal({ requestId, onClose }: RequestDetailsModalProps) {
  return requestId === null ? null : <RequestDetailsDialog requestId={requestId} onClose={onClose} />;
}

function RequestDetailsDialog({ requestId, onClose }: { requestId: number; onClose: () => void }) {
  const t = useMessages(documentRequestsMessages);
  const { data, loading, error } = useQuery(DocumentRequestDetailsQuery, {
    variables: { id: requestId },
    fetchPolicy: 'network-only',
  });
  const [failure, setFailure] = useState<string | null>(null);
  const request = data?.documentRequest;
  return (
    <Modal
      open
      onClose={onClose}
      title={t('details.title')}
      footer={<Button variant="secondary" onClick={onClose}>{t('form.close')}</Button>}
    >
      {failure && <Banner variant="error">{failure}</Banner>}
      {!request && loading && <Loading text={t('details.loading')} />}
      {!request && error && <Banner variant="error">{t('details.loadFailed')}</Banner>}
      {request && (
        <>
          <RequestSummary request={request} showRequester={false} />
          <CertificateSection request={request} onDownloadFailure={setFailure} />
        </>
      )}
    </Modal>
  );
}
