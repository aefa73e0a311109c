import { useMutation } from '@apollo/client/react';
import { TRANSFER_FIELDS } from '@barangay-portal/domain';
import { ReasonDialog } from '../../../ui';
import { DecideTransferMutation } from '../api/transfers.graphql';
import { moverName, type IncomingTransfer } from '../incoming-transfer';
import { TRANSFER_TEXTS } from '../transfer-texts';

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
  const [decide] = useMutation(DecideTransferMutation);
  // Mounted per opening, so each opening starts without a reason.
  if (!transfer) return null;
  return (
    <ReasonDialog
      title={TRANSFER_TEXTS.declineTitle(moverName(transfer))}
      rule={TRANSFER_FIELDS.declineReason}
      hint={TRANSFER_TEXTS.declineHint}
      submitLabel={TRANSFER_TEXTS.decline}
      busyLabel={TRANSFER_TEXTS.declining}
      failed={TRANSFER_TEXTS.declineFailed}
      send={(reason) => decide({ variables: { input: { id: transfer.id, accept: false, reason } } })}
      onSent={() => onDeclined(transfer)}
      onRefused={onRefused}
      onClose={onClose}
    />
  );
}
