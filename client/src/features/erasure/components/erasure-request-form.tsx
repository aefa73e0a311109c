import { useMutation } from '@apollo/client/react';
import { ERASURE_REASON } from '@barangay-portal/domain';
import {
  Button, formFields, sameNames, refusalOnForm, useZodForm, ZodForm, type Notice,
} from '../../../ui';
import { RequestErasureMutation } from '../api/erasure.graphql';
import { EMPTY_ERASURE_REQUEST, erasureRequestSchema, toRequestErasureInput, type ErasureRequestForm } from '../erasure-form';
import { ERASURE_TEXTS } from '../erasure-texts';

const Field = formFields<ErasureRequestForm>();
const SERVER_FIELDS = sameNames<ErasureRequestForm>('currentPassword', 'reason');

interface ErasureRequestFormProps {
  onSubmitStart: () => void;
  onOutcome: (variant: Notice['variant'], text: string) => void;
}

/** Ask for the erasure: the current password as proof, an optional reason, and the confirmation that the account closes. */
export function ErasureRequestFormView({ onSubmitStart, onOutcome }: ErasureRequestFormProps) {
  const form = useZodForm(erasureRequestSchema, EMPTY_ERASURE_REQUEST);
  const [request, { loading }] = useMutation(RequestErasureMutation);

  const ask = async (values: ErasureRequestForm) => {
    try {
      await request({ variables: { input: toRequestErasureInput(values) } });
      form.reset(EMPTY_ERASURE_REQUEST);
      onOutcome('success', ERASURE_TEXTS.sent);
    } catch (caught) {
      onOutcome('error', refusalOnForm(caught, form.setError, SERVER_FIELDS, { checkFields: ERASURE_TEXTS.checkFields, failed: ERASURE_TEXTS.sendFailed }));
    }
  };

  return (
    <ZodForm form={form} busy={loading} onSubmitStart={onSubmitStart} onValid={ask} aria-label={ERASURE_TEXTS.send}>
      <Field.Password name="currentPassword" label={ERASURE_TEXTS.currentPassword} hint={ERASURE_TEXTS.currentPasswordHint}
        autoComplete="current-password" required />
      <Field.TextArea name="reason" label={ERASURE_TEXTS.reason} hint={ERASURE_TEXTS.reasonHint} rows={3} maxLength={ERASURE_REASON.max} />
      <Field.Checkbox name="understood" label={ERASURE_TEXTS.confirm} />
      <Button type="submit" variant="danger" disabled={loading} aria-busy={loading || undefined}>
        {loading ? ERASURE_TEXTS.sending : ERASURE_TEXTS.send}
      </Button>
    </ZodForm>
  );
}
