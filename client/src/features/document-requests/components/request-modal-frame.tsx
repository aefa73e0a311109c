import type { ReactNode, Ref } from 'react';
import { useMessages } from '../../../lib/i18n/language-context';
import { Button, Modal } from '../../../ui';
import { documentRequestsMessages } from '../messages';
import { RequestRefusal } from './request-refusal';

export interface RequestModalFrameProps {
  title: string;
  onClose: () => void;
  /** The id of the form inside, which the footer's submit button submits; no button while `showForm` is false. */
  formId: string;
  showForm: boolean;
  submitting: boolean;
  submitLabel: string;
  /** The footer's first button: 'Cancel' while the form shows, else what closes the dialog ('Close', 'Done'). */
  closeLabel: string;
  closeRef?: Ref<HTMLButtonElement>;
  /** The last refusal's messages, shown above the body. */
  failure: readonly string[] | null;
  children: ReactNode;
}

/** The dialog both request forms sit in (the resident's Request Document, the counter's): footer, refusal, body. */
export function RequestModalFrame({
  title, onClose, formId, showForm, submitting, submitLabel, closeLabel, closeRef, failure, children,
}: RequestModalFrameProps) {
  const t = useMessages(documentRequestsMessages);
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      dismissible={!submitting}
      footer={(
        <>
          <Button ref={closeRef} variant="secondary" onClick={onClose} disabled={submitting}>{showForm ? t('form.cancel') : closeLabel}</Button>
          {showForm && <Button type="submit" form={formId} disabled={submitting}>{submitting ? t('form.submitting') : submitLabel}</Button>}
        </>
      )}
    >
      {failure && <RequestRefusal messages={failure} />}
      {children}
    </Modal>
  );
}
