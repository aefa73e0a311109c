import { useState } from 'react';
import { useAuthorizedDownload } from '../../../lib/authorized-download';
import { Banner, Button } from '../../../ui';
import { COUNTER_TEXTS } from '../counter-texts';

/** Where the claim stub of a request taken at the counter is served (REVIEW_DOCUMENT_REQUESTS). */
export const claimStubPath = (requestId: number): string => `/api/document-requests/${requestId}/claim-stub/`;

/** 'Print Claim Stub': the stub's PDF, fetched with the staff member's token and saved for printing. */
export function ClaimStubButton({ requestId, referenceNumber }: { requestId: number; referenceNumber: string }) {
  const download = useAuthorizedDownload();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const print = async () => {
    setBusy(true);
    setFailed(!(await download(claimStubPath(requestId), `claim-stub-${referenceNumber}.pdf`)));
    setBusy(false);
  };
  return (
    <>
      {failed && <Banner variant="error">{COUNTER_TEXTS.stubFailed}</Banner>}
      <Button variant="secondary" disabled={busy} onClick={() => void print()}>{COUNTER_TEXTS.printStub}</Button>
    </>
  );
}
