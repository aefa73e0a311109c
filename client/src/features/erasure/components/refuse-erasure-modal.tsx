import { useMutation } from '@apollo/client/react';
import { ERASURE_REFUSAL_REASON } from '@barangay-portal/domain';
import { graphqlErrorInfo, serverFieldErrors } from '../../../lib/graphql-errors';
import { FormModal, formFields, sameNames, useZodForm } from '../../../ui';
import { RefuseErasureRequestMutation } from '../api/erasure.graphql';
import { NO_REFUSAL_REASON, refusalSchema, type RefusalForm } from '../erasure-form';
import { ERASURE_TEXTS } from '../erasure-texts';

/** What the modal needs of the request refused. */
export interface RefusedRequest {
  id: number;
  residentName: string;
}

export interface RefuseErasureModalProps {
  /** The request refused, or null when closed. */
  request: RefusedRequest | null;
  onClose: () => void;
  onRefused: (request: RefusedRequest) => void;
  /** Refused other than on the reason (processed or withdrawn meanwhile): the server's words, for the screen's banner. */
  onFailed: (text: string) => void;
}

const Field = formFields<RefusalForm>();
const SERVER_FIELDS = sameNames<RefusalForm>('reason');

/** Refuse an erasure request, with the reason the resident is told; the server requires one too. */
export function RefuseErasureModal({ request, ...rest }: RefuseErasureModalProps) {
  // Mounted per opening, so each opening starts without a reason.
  return request ? <RefuseErasureDialog request={request} {...rest} /> : null;
}

function RefuseErasureDialog({ request, onClose, onRefused, onFailed }: RefuseErasureModalProps & { request: RefusedRequest }) {
  const form = useZodForm(refusalSchema, NO_REFUSAL_REASON);
  const [refuse, { loading }] = useMutation(RefuseErasureRequestMutation);

  const submit = async ({ reason }: RefusalForm) => {
    try {
      await refuse({ variables: { input: { id: request.id, reason: reason.trim() } } });
    } catch (caught) {
      // A refused reason stays on the form (FormModal puts it there); anything else is about the request itself.
      if (Object.keys(serverFieldErrors(caught)).length > 0) throw caught;
      onFailed(graphqlErrorInfo(caught).message ?? ERASURE_TEXTS.refuseFailed);
      return;
    }
    onRefused(request);
  };

  return (
    <FormModal
      form={form}
      title={ERASURE_TEXTS.refuseTitle(request.residentName)}
      saving={loading}
      submitLabel={ERASURE_TEXTS.refuse}
      savingLabel={ERASURE_TEXTS.refusing}
      onClose={onClose}
      onSave={submit}
      refusal={{ message: ERASURE_TEXTS.refuseFailed, fields: SERVER_FIELDS }}
    >
      <Field.TextArea
        name="reason"
        label={ERASURE_REFUSAL_REASON.label}
        hint={ERASURE_TEXTS.refuseHint}
        required
        rows={3}
        maxLength={ERASURE_REFUSAL_REASON.max}
        clearsError={(value) => value.trim() !== ''}
      />
    </FormModal>
  );
}
