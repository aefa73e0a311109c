import { useState } from 'react';
import { useMessages } from '../../../lib/i18n/language-context';
import { Banner, DownloadButton } from '../../../ui';
import { documentRequestsMessages } from '../messages';

/** Where the claim stub of a request taken at the counter is served (REVIEW_DOCUMENT_REQUESTS). */
export const claimStubPath = (requestId: number): string => `/api/document-requests/${requestId}/claim-stub/`;

/** 'Print Claim Stub': the stub's PDF, fetched with the staff member's token and saved for printing. */
export function ClaimStubButton({ requestId, referenceNumber }: { requestId: number; referenceNumber: string }) {
  const t = useMessages(documentRequestsMessages);
  const [failed, setFailed] = useState(false);
  return (
    <>
      {failed && <Banner variant="error">{t('counter.stubFailed')}</Banner>}
      <DownloadButton
        url={claimStubPath(requestId)}
        fileName={`claim-stub-${referenceNumber}.pdf`}
        label={t('counter.printStub')}
        onFailure={() => setFailed(true)}
      />
    </>
  );
}
