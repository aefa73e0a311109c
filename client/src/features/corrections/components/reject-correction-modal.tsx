import { useMutation } from '@apollo/client/react';
import { CORRECTION_REJECTION_REASON } from '@barangay-portal/domain';
import { graphqlErrorInfo, serverFieldErrors } from '../../../lib/graphql-errors';
import { FormModal, formFields, requiredText, sameNames, useZodForm, type FormSchema } from '../../../ui';
import { z } from '../../../ui/form/zod';
import { RejectCorrectionRequestMutation } from '../api/corrections.graphql';
import { CORRECTION_TEXTS, detailLabel } from '../correction-texts';
import type { StaffCorrection } from '../staff-correction';

interface RejectForm {
  reason: string;
}

const NO_REASON: RejectForm = { reason: '' };
const rejectSchema: FormSchema<RejectForm> = z.object({
  reason: requiredText(CORRECTION_REJECTION_REASON.required, CORRECTION_REJECTION_REASON),
});

const Field = formFields<RejectForm>();
const SERVER_FIELDS = sameNames<RejectForm>('reason');

export interface RejectCorrectionModalProps {
  /** The request rejected, or null when closed. */
  request: StaffCorrection | null;
  onClose: () => void;
  onRejected: (request: StaffCorrection) => void;
  /** Refused other than on the reason (decided or withdrawn meanwhile): the server's words, for the screen's banner. */
  onRefused: (text: string) => void;
}

/** Reject a correction with the reason the resident is told; the server requires one too. */
export function RejectCorrectionModal({ request, ...rest }: RejectCorrectionModalProps) {
  // Mounted per opening, so each opening starts without a reason.
  return request ? <RejectCorrectionDialog request={request} {...rest} /> : null;
}

function RejectCorrectionDialog({ request, onClose, onRejected, onRefused }: RejectCorrectionModalProps & { request: StaffCorrection }) {
  const form = useZodForm(rejectSchema, NO_REASON);
  const [rejectRequest, { loading }] = useMutation(RejectCorrectionRequestMutation);

  const reject = async ({ reason }: RejectForm) => {
    try {
      await rejectRequest({ variables: { input: { id: request.id, reason: reason.trim() } } });
    } catch (caught) {
      // A refused reason stays on the form (FormModal puts it there); anything else is about the request itself.
      if (Object.keys(serverFieldErrors(caught)).length > 0) throw caught;
      onRefused(graphqlErrorInfo(caught).message ?? CORRECTION_TEXTS.rejectFailed);
      return;
    }
    onRejected(request);
  };

  return (
    <FormModal
      form={form}
      title={CORRECTION_TEXTS.rejectTitle(request.residentName, detailLabel(request.field))}
      saving={loading}
      submitLabel={CORRECTION_TEXTS.reject}
      savingLabel={CORRECTION_TEXTS.rejecting}
      onClose={onClose}
      onSave={reject}
      refusal={{ message: CORRECTION_TEXTS.rejectFailed, fields: SERVER_FIELDS }}
    >
      <Field.TextArea
        name="reason"
        label={CORRECTION_REJECTION_REASON.label}
        hint={CORRECTION_TEXTS.rejectHint}
        required
        rows={3}
        maxLength={CORRECTION_REJECTION_REASON.max}
        clearsError={(value) => value.trim() !== ''}
      />
    </FormModal>
  );
}
