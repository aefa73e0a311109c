import { useMutation } from '@apollo/client/react';
import { TRANSFER_FIELDS } from '@barangay-portal/domain';
import { useMessages } from '../../../lib/i18n/language-context';
import { ReasonDialog } from '../../../ui';
import { DecideTransferMutation } from '../api/transfers.graphql';
import { moverName, type IncomingTransfer } from '../incoming-transfer';
import { transfersMessages } from '../messages';

export interface DeclineTransferModalProps {
  /** The move declined, or null when closed. */
  transfer: IncomingTransfer | null;
  onClose: () => void;
  onDeclined: (transfer: IncomingTransfer) => void;
  /** Refused other than on the reason (decided or withdrawn meanwhile): the server's words, for the screen's banner. */
  onRefused: (text: string) => void;
}

/** Decline a resident moving here, with the reason they are told; the server requires one too. */
export function DeclineTransferModal({ transfer, onClose, onDeclined, onRefused }: DeclineTransferModalProps) {
  const t = useMessages(transfersMessages);
  const [decide] = useMutation(DecideTransferMutation);
  // Mounted per opening, so each opening starts without a reason.
  if (!transfer) return null;
  return (
    <ReasonDialog
      title={t('decline.title', { name: moverName(t, transfer) })}
      rule={TRANSFER_FIELDS.declineReason}
      hint={t('decline.hint')}
      submitLabel={t('decline.button')}
      busyLabel={t('decline.busy')}
      failed={t('decline.failed')}
      send={(reason) => decide({ variables: { input: { id: transfer.id, accept: false, reason } } })}
      onSent={() => onDeclined(transfer)}
      onRefused={onRefused}
      onClose={onClose}
    />
  );
}
