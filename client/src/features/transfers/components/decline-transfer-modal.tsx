import { useMutation } from '@apollo/client/react';
import { TRANSFER_FIELDS } from '@barangay-portal/domain';
import { graphqlErrorInfo, serverFieldErrors } from '../../../lib/graphql-errors';
import { FormModal, formFields, sameNames, useZodForm } from '../../../ui';
import { DecideTransferMutation } from '../api/transfers.graphql';
import { moverName, type IncomingTransfer } from '../incoming-transfer';
import { declineSchema, NO_DECLINE_REASON, type DeclineForm } from '../transfer-forms';
import { TRANSFER_TEXTS } from '../transfer-texts';

export interface DeclineTransferModalProps {
  /** The move declined, or null when closed. */
  transfer: IncomingTransfer | null;
  onClose: () => void;
  onDeclined: (transfer: IncomingTransfer) => void;
  /** Refused other than on the reason (decided or withdrawn meanwhile): the server's words, for the screen's banner. */
  onRefused: (text: string) => void;
}

const Field = formFields<DeclineForm>();
const SERVER_FIELDS = sameNames<DeclineForm>('reason');

/** Decline a resident moving here, with the reason they are told; the server requires one too. */
export function DeclineTransferModal({ transfer, ...rest }: DeclineTransferModalProps) {
  // Mounted per opening, so each opening starts without a reason.
  return transfer ? <DeclineTransferDialog transfer={transfer} {...rest} /> : null;
}

function DeclineTransferDialog({ transfer, onClose, onDeclined, onRefused }: DeclineTransferModalProps & { transfer: IncomingTransfer }) {
  const form = useZodForm(declineSchema, NO_DECLINE_REASON);
  const [decide, { loading }] = useMutation(DecideTransferMutation);

  const decline = async ({ reason }: DeclineForm) => {
    try {
      await decide({ variables: { input: { id: transfer.id, accept: false, reason: reason.trim() } } });
    } catch (caught) {
      // A refused reason stays on the form (FormModal puts it there). Anything else is about the move itself (decided or
      // withdrawn meanwhile), which no reason fixes: the dialog closes, the screen says why and reads the list afresh.
      if (Object.keys(serverFieldErrors(caught)).length > 0) throw caught;
      onRefused(graphqlErrorInfo(caught).message ?? TRANSFER_TEXTS.declineFailed);
      return;
    }
    onDeclined(transfer);
  };

  return (
    <FormModal
      form={form}
      title={TRANSFER_TEXTS.declineTitle(moverName(transfer))}
      saving={loading}
      submitLabel={TRANSFER_TEXTS.decline}
      savingLabel={TRANSFER_TEXTS.declining}
      onClose={onClose}
      onSave={decline}
      refusal={{ message: TRANSFER_TEXTS.declineFailed, fields: SERVER_FIELDS }}
    >
      <Field.TextArea
        name="reason"
        label={TRANSFER_FIELDS.declineReason.label}
        hint={TRANSFER_TEXTS.declineHint}
        required
        rows={3}
        maxLength={TRANSFER_FIELDS.declineReason.max}
        // The message stays until there is a reason.
        clearsError={(value) => value.trim() !== ''}
      />
    </FormModal>
  );
}
