import { useQuery } from '@apollo/client/react';
import type { Locale } from '@barangay-portal/domain';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { EarlierDocumentRequestsQuery as EarlierRequestsData } from '../../../gql/graphql';
import { formatDate, isoText } from '../../../lib/format-date';
import { useLocale, useMessages } from '../../../lib/i18n/language-context';
import { useScreenLinks } from '../../../lib/screen-links';
import { CardIntro, RequestStatusBadge, Table, type TableColumn, TextCell } from '../../../ui';
import { EarlierDocumentRequestsQuery } from '../api/transfers.graphql';
import { transfersMessages, type TransfersText } from '../messages';
import { TransferCard } from './transfer-card';

type EarlierRequest = EarlierRequestsData['earlierDocumentRequests'][number];

const columnsOf = (t: TransfersText, locale: Locale): TableColumn<EarlierRequest>[] => [
  { key: 'referenceNumber', header: t('earlier.columns.reference') },
  { key: 'documentTypeName', header: t('earlier.columns.document'), render: (row) => <TextCell>{row.documentTypeName}</TextCell> },
  { key: 'status', header: t('earlier.columns.status'), width: 'status', render: (row) => <RequestStatusBadge status={row.status} /> },
  { key: 'requestedAt', header: t('earlier.columns.requestedAt'), width: 'date', render: (row) => formatDate(isoText(row.requestedAt), '', locale) },
  { key: 'barangayName', header: t('earlier.columns.barangay'), render: (row) => <TextCell>{row.barangayName}</TextCell> },
  {
    key: 'certificate', header: t('earlier.columns.certificate'),
    // The code verifies at every barangay's address, this one's too (docs/architecture.md#resident-transfers).
    render: (row) => row.certificateCode && <VerifyCertificateLink code={row.certificateCode} referenceNumber={row.referenceNumber} />,
  },
];

/** The certificate's public check: the verification feature's screen, whose address the app hands in. */
function VerifyCertificateLink({ code, referenceNumber }: { code: string; referenceNumber: string }) {
  const t = useMessages(transfersMessages);
  const { verificationOf } = useScreenLinks();
  return (
    <Link to={verificationOf(code)} aria-label={t('earlier.verifyName', { reference: referenceNumber })}>
      {t('earlier.verify')}
    </Link>
  );
}

/**
 * The resident's Document Request screen's section of the requests they made where they lived before
 * (docs/architecture.md#resident-transfers): that barangay keeps them. Nothing for a resident who never moved.
 */
export function EarlierRequestsSection() {
  const t = useMessages(transfersMessages);
  const locale = useLocale();
  const columns = useMemo(() => columnsOf(t, locale), [t, locale]);
  const { data } = useQuery(EarlierDocumentRequestsQuery, { fetchPolicy: 'cache-and-network' });
  const requests = data?.earlierDocumentRequests ?? [];
  if (requests.length === 0) return null;
  return (
    <TransferCard title={t('earlier.title')}>
      <CardIntro>{t('earlier.intro')}</CardIntro>
      <Table
        caption={t('earlier.caption')}
        captionHidden
        columns={columns}
        rows={requests}
        getRowKey={(row) => row.id}
        emptyMessage=""
      />
    </TransferCard>
  );
}
