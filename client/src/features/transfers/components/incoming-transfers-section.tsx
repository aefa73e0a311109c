import { useMutation, useQuery } from '@apollo/client/react';
import { ErrorCode, ErrorReason } from '@barangay-portal/domain';
import { useState } from 'react';
import { isoText } from '../../../lib/format-date';
import { graphqlErrorInfo, hasErrorCode } from '../../../lib/graphql-errors';
import { useMessages } from '../../../lib/i18n/language-context';
import { useDateFormat } from '../../../lib/i18n/use-date-format';
import { useStaffAccess } from '../../../lib/staff-access';
import { ActionGroup, Button, CardIntro, ConfirmDialog, type Notice, NoticeBanner, Table, type TableColumn, TextCell, useNotice, VerificationBadge } from '../../../ui';
import { DecideTransferMutation, IncomingTransfersQuery } from '../api/transfers.graphql';
import { moverName, type IncomingTransfer } from '../incoming-transfer';
import { transfersMessages, type TransfersText } from '../messages';
import { DeclineTransferModal } from './decline-transfer-modal';
import { TransferCard } from './transfer-card';

/**
 * The Residents screen's section of residents of other barangays waiting to move here (docs/architecture.md#resident-transfers),
 * for staff who verify IDs: each accepted (the account becomes this barangay's) or declined with a reason. Nothing, and no
 * query, for staff without VERIFY_IDS; nothing either while no one is waiting.
 */
export function IncomingTransfersSection() {
  const t = useMessages(transfersMessages);
  const { date } = useDateFormat();
  const { can } = useStaffAccess();
  const allowed = can('VERIFY_IDS');
  const { data, refetch } = useQuery(IncomingTransfersQuery, { skip: !allowed, fetchPolicy: 'cache-and-network' });
  const { notice, show, clear } = useNotice();
  const [accepting, setAccepting] = useState<IncomingTransfer | null>(null);
  const [declining, setDeclining] = useState<IncomingTransfer | null>(null);
  const [decide] = useMutation(DecideTransferMutation);
  const transfers = data?.incomingTransfers ?? [];

  const outcome = (variant: Notice['variant'], text: string) => {
    show(variant, text);
    void refetch();
  };

  const accept = async () => {
    if (!accepting) return;
    const name = moverName(t, accepting);
    try {
      await decide({
        variables: { input: { id: accepting.id, accept: true } },
        // The residents list above (another feature's) reads `residents`: dropped, it is read afresh and includes the newcomer.
        update: (cache) => {
          cache.evict({ id: 'ROOT_QUERY', fieldName: 'residents' });
          cache.gc();
        },
      });
      outcome('success', t('accept.done', { name }));
    } catch (caught) {
      outcome('error', acceptRefusal(t, caught, accepting));
    }
    setAccepting(null);
  };

  // The last one decided, the section stays while its outcome shows.
  if (!allowed || (transfers.length === 0 && !notice)) return null;

  const columns: TableColumn<IncomingTransfer>[] = [
    { key: 'name', header: t('incoming.columns.name'), render: (row) => <TextCell>{moverName(t, row)}</TextCell> },
    { key: 'email', header: t('incoming.columns.email'), render: (row) => <TextCell>{row.resident?.email}</TextCell> },
    { key: 'fromBarangayName', header: t('incoming.columns.fromBarangay') },
    { key: 'newAddress', header: t('incoming.columns.newAddress'), render: (row) => <TextCell>{row.newAddress}</TextCell> },
    {
      key: 'idStatus', header: t('incoming.columns.idStatus'), width: 'status',
      render: (row) => <VerificationBadge status={row.resident?.idVerificationStatus} />,
    },
    { key: 'requestedAt', header: t('incoming.columns.requestedOn'), width: 'date', render: (row) => date(isoText(row.requestedAt)) },
    {
      key: 'actions', header: t('incoming.columns.actions'), width: 'actions',
      render: (row) => (
        <ActionGroup>
          <Button aria-label={t('accept.buttonName', { name: moverName(t, row) })} onClick={() => setAccepting(row)}>{t('accept.button')}</Button>
          <Button variant="danger" aria-label={t('decline.buttonName', { name: moverName(t, row) })} onClick={() => setDeclining(row)}>
            {t('decline.button')}
          </Button>
        </ActionGroup>
      ),
    },
  ];

  return (
    <TransferCard title={t('incoming.title')}>
      <NoticeBanner notice={notice} onDismiss={clear} />
      <CardIntro>{t('incoming.intro')}</CardIntro>
      <Table
        caption={t('incoming.caption')}
        captionHidden
        columns={columns}
        rows={transfers}
        getRowKey={(row) => row.id}
        emptyMessage={t('incoming.empty')}
      />
      <ConfirmDialog
        open={accepting !== null}
        title={t('accept.title')}
        message={accepting ? t('accept.question', { name: moverName(t, accepting), from: accepting.fromBarangayName }) : ''}
        confirmLabel={t('accept.button')}
        cancelLabel={t('accept.notNow')}
        onConfirm={accept}
        onCancel={() => setAccepting(null)}
      />
      <DeclineTransferModal
        transfer={declining}
        onClose={() => setDeclining(null)}
        onDeclined={(transfer) => {
          setDeclining(null);
          outcome('success', t('decline.done', { name: moverName(t, transfer) }));
        }}
        onRefused={(text) => {
          setDeclining(null);
          outcome('error', text);
        }}
      />
    </TransferCard>
  );
}

/** Why accepting failed, for the staff member: open requests told their way, else the server's words. */
function acceptRefusal(t: TransfersText, caught: unknown, transfer: IncomingTransfer): string {
  const name = moverName(t, transfer);
  if (hasErrorCode(caught, ErrorCode.CONFLICT, ErrorReason.TRANSFER_OPEN_REQUESTS)) {
    return t('accept.openRequests', { name, from: transfer.fromBarangayName });
  }
  return graphqlErrorInfo(caught).message ?? t('accept.failed', { name });
}
