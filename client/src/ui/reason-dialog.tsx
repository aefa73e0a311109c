import type { RequiredTextRule } from '@barangay-portal/domain';
import { useMemo, useState } from 'react';
import { graphqlErrorInfo, serverFieldErrors } from '../lib/graphql-errors';
import { formFields, FormModal, requiredText, sameNames, useZodForm, type FormSchema } from './form';
import { z } from './form/zod';

interface ReasonForm {
  reason: string;
}

const NO_REASON: ReasonForm = { reason: '' };
const Field = formFields<ReasonForm>();
const SERVER_FIELDS = sameNames<ReasonForm>('reason');

export interface ReasonDialogProps {
  /** The dialog's title, naming what is declined ("Refuse Amihan Dela Cruz's request"). */
  title: string;
  /** The reason's rule, the server's own: its label, its length and the message when there is none. */
  rule: RequiredTextRule;
  /** Under the field: who is told the reason. */
  hint: string;
  submitLabel: string;
  /** The submit button's text while sending ('Refusing...'). */
  busyLabel: string;
  /** The dialog's banner when the reason is refused, and the screen's when the server gives no words of its own. */
  failed: string;
  /** Sends the reason, trimmed; what it throws is the server's refusal. */
  send: (reason: string) => Promise<unknown>;
  onSent: () => void;
  /** Refused other than on the reason (decided or withdrawn meanwhile): the server's words, for the screen's banner. */
  onRefused: (text: string) => void;
  onClose: () => void;
}

/**
 * Declines something with the reason the person is told (a refused erasure, a rejected correction); the
 * server requires one too. Mount it per opening, so each opening starts without a reason.
 */
export function ReasonDialog({ title, rule, hint, submitLabel, busyLabel, failed, send, onSent, onRefused, onClose }: ReasonDialogProps) {
  const schema = useMemo<FormSchema<ReasonForm>>(() => z.object({ reason: requiredText(rule.required, rule) }), [rule]);
  const form = useZodForm(schema, NO_REASON);
  const [sending, setSending] = useState(false);

  const submit = async ({ reason }: ReasonForm) => {
    setSending(true);
    try {
      await send(reason.trim());
    } catch (caught) {
      // A refused reason stays on the form (FormModal puts it there). Anything else is about the request itself,
      // which no reason fixes: the dialog closes and the screen says why.
      if (Object.keys(serverFieldErrors(caught)).length > 0) throw caught;
      onRefused(graphqlErrorInfo(caught).message ?? failed);
      return;
    } finally {
      setSending(false);
    }
    onSent();
  };

  return (
    <FormModal
      form={form}
      title={title}
      saving={sending}
      submitLabel={submitLabel}
      savingLabel={busyLabel}
      onClose={onClose}
      onSave={submit}
      refusal={{ message: failed, fields: SERVER_FIELDS }}
    >
      <Field.TextArea
        name="reason"
        label={rule.label}
        hint={hint}
        required
        rows={3}
        maxLength={rule.max}
        // The message stays until there is a reason.
        clearsError={(value) => value.trim() !== ''}
      />
    </FormModal>
  );
}
