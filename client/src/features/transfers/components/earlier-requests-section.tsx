import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import type { EarlierDocumentRequestsQuery as EarlierRequestsData } from '../../../gql/graphql';
import { formatDate, isoText } from '../../../lib/format-date';
import { useScreenLinks } from '../../../lib/screen-links';
import { CardIntro, RequestStatusBadge, Table, type TableColumn, TextCell } from '../../../ui';
import { EarlierDocumentRequestsQuery } from '../api/transfers.graphql';
import { TRANSFER_TEXTS } from '../transfer-texts';
import { TransferCard } from './transfer-card';

type EarlierRequest = EarlierRequestsData['earlierDocumentRequests'][number];

const COLUMNS: TableColumn<EarlierRequest>[] = [
  { key: 'referenceNumber', header: TRANSFER_TEXTS.reference },
  { key: 'documentTypeName', header: TRANSFER_TEXTS.document, render: (row) => <TextCell>{row.documentTypeName}</TextCell> },
  { key: 'status', header: TRANSFER_TEXTS.status, width: 'status', render: (row) => <RequestStatusBadge status={row.status} /> },
  { key: 'requestedAt', header: TRANSFER_TEXTS.requestedAt, width: 'date', render: (row) => formatDate(isoText(row.requestedAt)) },
  { key: 'barangayName', header: TRANSFER_TEXTS.barangay, render: (row) => <TextCell>{row.barangayName}</TextCell> },
  {
    key: 'certificate', header: TRANSFER_TEXTS.certificate,
    // The code verifies at every barangay's address, this one's too (docs/architecture.md#resident-transfers).
    render: (row) => row.certificateCode && <VerifyCertificateLink code={row.certificateCode} referenceNumber={row.referenceNumber} />,
  },
];

/** The certificate's public check: the verification feature's screen, whose address the app hands in. */
function VerifyCertificateLink({ code, referenceNumber }: { code: string; referenceNumber: string }) {
  const { verificationOf } = useScreenLinks();
  return (
    <Link to={verificationOf(code)} aria-label={`${TRANSFER_TEXTS.verifyCertificate} of ${referenceNumber}`}>
      {TRANSFER_TEXTS.verifyCertificate}
    </Link>
  );
}

/**
 * The resident's Document Request screen's section of the requests they made where they lived before
 * (docs/architecture.md#resident-transfers): that barangay keeps them. Nothing for a resident who never moved.
 */
export function EarlierRequestsSection() {
  const { data } = useQuery(EarlierDocumentRequestsQuery, { fetchPolicy: 'cache-and-network' });
  const requests = data?.earlierDocumentRequests ?? [];
  if (requests.length === 0) return null;
  return (
    <TransferCard title={TRANSFER_TEXTS.earlierTitle}>
      <CardIntro>{TRANSFER_TEXTS.earlierIntro}</CardIntro>
      <Table
        caption={TRANSFER_TEXTS.earlierCaption}
        captionHidden
        columns={COLUMNS}
        rows={requests}
        getRowKey={(row) => row.id}
        emptyMessage=""
      />
    </TransferCard>
  );
}
