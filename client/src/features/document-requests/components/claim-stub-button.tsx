import { useState } from 'react';
import { Banner, DownloadButton } from '../../../ui';
import { COUNTER_TEXTS } from '../counter-texts';

/** Where the claim stub of a request taken at the counter is served (REVIEW_DOCUMENT_REQUESTS). */
export const claimStubPath = (requestId: number): string => `/api/document-requests/${requestId}/claim-stub/`;

/** 'Print Claim Stub': the stub's PDF, fetched with the staff member's token and saved for printing. */
export function ClaimStubButton({ requestId, referenceNumber }: { requestId: number; referenceNumber: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <>
      {failed && <Banner variant="error">{COUNTER_TEXTS.stubFailed}</Banner>}
      <DownloadButton
        url={claimStubPath(requestId)}
        fileName={`claim-stub-${referenceNumber}.pdf`}
        label={COUNTER_TEXTS.printStub}
        onFailure={() => setFailed(true)}
      />
    </>
  );
}
