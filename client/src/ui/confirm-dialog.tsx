import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useMessages } from '../lib/i18n/language-context';
import { Button } from './button';
import { uiMessages } from './messages';
import { Modal } from './modal';

export type ConfirmTone = 'danger' | 'primary';

export interface ConfirmDialogProps {
  open: boolean;
  /** Heading, e.g. 'Delete Event'; 'Please confirm' in the page's language unless given. */
  title?: string;
  /** The question, e.g. 'Are you sure you want to delete this event?'. */
  message: ReactNode;
  /** e.g. 'Delete Event', 'Cancel Request'. */
  confirmLabel: string;
  /** e.g. 'Keep Event', 'Keep Request'. */
  cancelLabel: string;
  /**
   * May return a promise: until it settles both buttons are disabled, the confirm button reads `busyLabel`
   * and the dialog cannot be dismissed. Close the dialog (open=false) on success; report errors yourself
   * (a rejection only ends the busy state).
   */
  onConfirm: () => void | Promise<unknown>;
  /** Cancel button, Escape, close button and backdrop. */
  onCancel: () => void;
  /** 'danger' (red confirm button; deletions, cancellations) or 'primary'. */
  tone?: ConfirmTone;
  /** Busy state driven by the caller (e.g. a mutation's `loading`), in addition to a pending onConfirm. */
  busy?: boolean;
  busyLabel?: string;
}

/**
 * A yes/no confirmation (docs/rules/common.md#confirmations) built on Modal, announced as an alertdialog with the message as its
 * description. The cancel button has the focus first, so Enter never confirms a deletion by accident.
 */
export function ConfirmDialog({
  open, title, message, confirmLabel, cancelLabel, onConfirm, onCancel, tone = 'primary', busy = false, busyLabel,
}: ConfirmDialogProps) {
  const t = useMessages(uiMessages);
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [pending, setPending] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // A new opening starts idle, whatever happened to the previous one.
  useEffect(() => {
    if (!open) setPending(false);
  }, [open]);

  const working = busy || pending;

  const confirm = async () => {
    if (working) return;
    const result = onConfirm();
    if (!(result instanceof Promise)) return;
    setPending(true);
    try {
      await result;
    } catch {
      // The caller shows its own error message (docs/rules/common.md#messages-behaviour); the dialog only stops waiting.
    } finally {
      if (mounted.current) setPending(false);
    }
  };

  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title ?? t('confirm.title')}
      role="alertdialog"
      describedBy={messageId}
      dismissible={!working}
      initialFocusRef={cancelRef}
      footer={(
        <>
          <Button ref={cancelRef} variant="secondary" disabled={working} onClick={onCancel}>{cancelLabel}</Button>
          <Button
            variant={tone === 'danger' ? 'danger' : 'primary'}
            disabled={working}
            aria-busy={working || undefined}
            onClick={() => void confirm()}
          >
            {working ? busyLabel ?? t('confirm.busy') : confirmLabel}
          </Button>
        </>
      )}
    >
      <div id={messageId}>{message}</div>
    </Modal>
  );
}
