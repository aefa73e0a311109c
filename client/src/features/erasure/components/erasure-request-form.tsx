import { useMutation } from '@apollo/client/react';
import { ERASURE_MESSAGES, ERASURE_REASON } from '@barangay-portal/domain';
import { useMemo } from 'react';
import { useMessages } from '../../../lib/i18n/language-context';
import {
  Button, formFields, sameNames, refusalOnForm, useZodForm, ZodForm, type Notice,
} from '../../../ui';
import { RequestErasureMutation } from '../api/erasure.graphql';
import { EMPTY_ERASURE_REQUEST, erasureRequestSchema, toRequestErasureInput, type ErasureRequestForm } from '../erasure-form';
import { erasureMessages } from '../messages';

const Field = formFields<ErasureRequestForm>();
const SERVER_FIELDS = sameNames<ErasureRequestForm>('currentPassword', 'reason');

interface ErasureRequestFormProps {
  onSubmitStart: () => void;
  onOutcome: (variant: Notice['variant'], text: string) => void;
}

/** Ask for the erasure: the current password as proof, an optional reason, and the confirmation that the account closes. */
export function ErasureRequestFormView({ onSubmitStart, onOutcome }: ErasureRequestFormProps) {
  const t = useMessages(erasureMessages);
  const schema = useMemo(() => erasureRequestSchema(t), [t]);
  const form = useZodForm(schema, EMPTY_ERASURE_REQUEST);
  const [request, { loading }] = useMutation(RequestErasureMutation);

  const ask = async (values: ErasureRequestForm) => {
    try {
      await request({ variables: { input: toRequestErasureInput(values) } });
      form.reset(EMPTY_ERASURE_REQUEST);
      onOutcome('success', t('form.sent'));
    } catch (caught) {
      onOutcome('error', refusalOnForm(caught, form.setError, SERVER_FIELDS, { checkFields: t('form.checkFields'), failed: t('form.sendFailed') }));
    }
  };

  return (
    <ZodForm form={form} busy={loading} onSubmitStart={onSubmitStart} onValid={ask} aria-label={t('form.send')}>
      <Field.Password name="currentPassword" label={t('form.currentPassword')} hint={t('form.currentPasswordHint')}
        autoComplete="current-password" required />
      <Field.TextArea name="reason" label={t('form.reason')} hint={t('form.reasonHint')} rows={3} maxLength={ERASURE_REASON.max} />
      <Field.Checkbox name="understood" label={ERASURE_MESSAGES.confirmation} />
      <Button type="submit" variant="danger" disabled={loading} aria-busy={loading || undefined}>
        {loading ? t('form.sending') : t('form.send')}
      </Button>
    </ZodForm>
  );
}
