import { useMutation, useQuery } from '@apollo/client/react';
import { ErrorCode, ErrorReason } from '@barangay-portal/domain';
import { useState } from 'react';
import { formatDate, isoText } from '../../../lib/format-date';
import { graphqlErrorInfo, hasErrorCode } from '../../../lib/graphql-errors';
import { useStaffAccess } from '../../../lib/staff-access';
import { ActionGroup, Button, CardIntro, ConfirmDialog, type Notice, NoticeBanner, Table, type TableColumn, TextCell, useNotice, VerificationBadge } from '../../../ui';
import { DecideTransferMutation, IncomingTransfersQuery } from '../api/transfers.graphql';
import { moverName, type IncomingTransfer } from '../incoming-transfer';
import { TRANSFER_TEXTS } from '../transfer-texts';
import { DeclineTransferModal } from './decline-transfer-modal';
import { TransferCard } from './transfer-card';

/**
 * The Residents screen's section of residents of other barangays waiting to move here (docs/architecture.md#resident-transfers),
 * for staff who verify IDs: each accepted (the account becomes this barangay's) or declined with a reason. Nothing, and no
 * query, for staff without VERIFY_IDS; nothing either while no one is waiting.
 */
export function IncomingTransfersSection() {
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
    const name = moverName(accepting);
    try {
      await decide({
        variables: { input: { id: accepting.id, accept: true } },
        // The residents list above (another feature's) reads `residents`: dropped, it is read afresh and includes the newcomer.
        update: (cache) => {
          cache.evict({ id: 'ROOT_QUERY', fieldName: 'residents' });
          cache.gc();
        },
      });
      outcome('success', TRANSFER_TEXTS.accepted(name));
    } catch (caught) {
      outcome('error', acceptRefusal(caught, accepting));
    }
    setAccepting(null);
  };

  // The last one decided, the section stays while its outcome shows.
  if (!allowed || (transfers.length === 0 && !notice)) return null;

  const columns: TableColumn<IncomingTransfer>[] = [
    { key: 'name', header: TRANSFER_TEXTS.name, render: (row) => <TextCell>{moverName(row)}</TextCell> },
    { key: 'email', header: TRANSFER_TEXTS.email, render: (row) => <TextCell>{row.resident?.email}</TextCell> },
    { key: 'fromBarangayName', header: TRANSFER_TEXTS.fromBarangay },
    { key: 'newAddress', header: TRANSFER_TEXTS.newAddress, render: (row) => <TextCell>{row.newAddress}</TextCell> },
    {
      key: 'idStatus', header: TRANSFER_TEXTS.idStatus, width: 'status',
      render: (row) => <VerificationBadge status={row.resident?.idVerificationStatus} />,
    },
    { key: 'requestedAt', header: TRANSFER_TEXTS.requestedOn, width: 'date', render: (row) => formatDate(isoText(row.requestedAt)) },
    {
      key: 'actions', header: TRANSFER_TEXTS.actions, width: 'actions',
      render: (row) => (
        <ActionGroup>
          <Button aria-label={`${TRANSFER_TEXTS.accept} ${moverName(row)}`} onClick={() => setAccepting(row)}>{TRANSFER_TEXTS.accept}</Button>
          <Button variant="danger" aria-label={`${TRANSFER_TEXTS.decline} ${moverName(row)}`} onClick={() => setDeclining(row)}>
            {TRANSFER_TEXTS.decline}
          </Button>
        </ActionGroup>
      ),
    },
  ];

  return (
    <TransferCard title={TRANSFER_TEXTS.incomingTitle}>
      <NoticeBanner notice={notice} onDismiss={clear} />
      <CardIntro>{TRANSFER_TEXTS.incomingIntro}</CardIntro>
      <Table
        caption={TRANSFER_TEXTS.incomingCaption}
        captionHidden
        columns={columns}
        rows={transfers}
        getRowKey={(row) => row.id}
        emptyMessage={TRANSFER_TEXTS.noneWaiting}
      />
      <ConfirmDialog
        open={accepting !== null}
        title={TRANSFER_TEXTS.acceptTitle}
        message={accepting ? TRANSFER_TEXTS.acceptQuestion(moverName(accepting), accepting.fromBarangayName) : ''}
        confirmLabel={TRANSFER_TEXTS.accept}
        cancelLabel={TRANSFER_TEXTS.notNow}
        onConfirm={accept}
        onCancel={() => setAccepting(null)}
      />
      <DeclineTransferModal
        transfer={declining}
        onClose={() => setDeclining(null)}
        onDeclined={(transfer) => {
          setDeclining(null);
          outcome('success', TRANSFER_TEXTS.declined(moverName(transfer)));
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
function acceptRefusal(caught: unknown, transfer: IncomingTransfer): string {
  const name = moverName(transfer);
  if (hasErrorCode(caught, ErrorCode.CONFLICT, ErrorReason.TRANSFER_OPEN_REQUESTS)) {
    return TRANSFER_TEXTS.acceptOpenRequests(name, transfer.fromBarangayName);
  }
  return graphqlErrorInfo(caught).message ?? TRANSFER_TEXTS.acceptFailed(name);
}
