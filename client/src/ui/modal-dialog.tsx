import { useEffect, useId, useRef, useState } from 'react';
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import styled from 'styled-components';
import { useMessages } from '../lib/i18n/language-context';
import { uiMessages } from './messages';
import type { ModalProps, ModalSize } from './modal-props';
import { isDialogOpen, isTopDialog, nextOpeningSequence, setDialogOpen } from './open-dialogs';

/*
 * The open modal on react-aria-components (docs/architecture.md#client-layers): ModalOverlay is the backdrop
 * (a press that starts and ends on it closes), Modal hides the page behind from assistive technology and
 * stops it scrolling, the Dialog keeps Tab and Shift+Tab inside and gives the focus back to the opener on
 * close; the Heading names it. What react-aria leaves to us: the first focus (the first control, not the dialog
 * itself), the focus back on the opener at once, Escape only in the last opened dialog when two open together,
 * and aria-modal. Loaded by modal.tsx
 * on the first opening, so the public pages' first download does not carry react-aria.
 */

const StyledOverlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing.xl} ${({ theme }) => theme.spacing.md};
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.backdrop};
`;

const StyledModal = styled(AriaModal)<{ $size: ModalSize }>`
  width: 100%;
  max-width: ${({ theme, $size }) => ($size === 'large' ? theme.sizes.modalWidthLarge : theme.sizes.modalWidth)};
  margin: auto 0;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

const StyledDialog = styled(Dialog)`
  display: flex;
  flex-direction: column;

  &:focus { outline: none; }
`;

const StyledHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => `${theme.spacing.md} ${theme.spacing.lg}`};
  border-bottom: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
`;

const StyledTitle = styled(Heading)`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledCloseButton = styled.button`
  flex: none;
  padding: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.sm}`};
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: 1;
  cursor: pointer;

  &:hover:not(:disabled) { color: ${({ theme }) => theme.colors.text}; }
  &:disabled { cursor: not-allowed; opacity: 0.5; }
`;

const StyledBody = styled.div`
  padding: ${({ theme }) => theme.spacing.lg};
`;

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => `${theme.spacing.md} ${theme.spacing.lg}`};
  border-top: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
`;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), '
  + 'textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The open dialog of <Modal>; the props' meaning is in modal-props.ts. */
export function ModalDialog({
  onClose, title, size = 'default', children, footer, dismissible = true, closeOnBackdrop = true,
  initialFocusRef, lockScroll = true, role = 'dialog', describedBy, closeLabel,
}: ModalProps) {
  const t = useMessages(uiMessages);
  const id = useId();
  const [sequence] = useState(nextOpeningSequence);
  // The opener, taken at first render, before react-aria moves the focus into the dialog.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  const dialogRef = useRef<HTMLElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  // The latest values for the Escape listener registered once per opening.
  const latest = useRef({ onClose, dismissible });
  latest.current = { onClose, dismissible };

  // Open: register as the last opened dialog and, if it is, move the focus in. react-aria would focus the
  // dialog itself; the first control (or the one asked for) saves a Tab.
  useEffect(() => {
    setDialogOpen(id, sequence);
    if (isTopDialog(id)) {
      const target = initialFocusRef?.current ?? bodyRef.current?.querySelector<HTMLElement>(FOCUSABLE) ?? closeRef.current;
      if (target && !target.matches(':disabled')) target.focus();
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTopDialog(id)) return;
      // Escape is ours, not react-aria's: it would answer in the dialog whose effects ran last, the outer one
      // when two open together.
      if (event.key === 'Escape') {
        event.stopPropagation();
        if (latest.current.dismissible) latest.current.onClose();
      }
      // While every control is disabled (a confirmation waiting for the server), the focused button lost the
      // focus to the page: Tab keeps it on the dialog itself rather than leaving it.
      const dialog = dialogRef.current;
      if (event.key === 'Tab' && dialog && !dialog.querySelector(FOCUSABLE)) {
        event.preventDefault();
        dialog.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      setDialogOpen(id, null);
      // react-aria gives the focus back a frame later; this does it as soon as the page behind is no longer
      // inert (react-aria lifts that in a cleanup that runs after this one), so the next key press already lands
      // on the opener. Not when the dialog opened again meanwhile (StrictMode's rehearsal of an unmount).
      queueMicrotask(() => {
        if (!isDialogOpen(id) && opener?.isConnected) opener.focus();
      });
    };
    // Runs once per opening (id and sequence are stable); initialFocusRef is read at that moment on purpose.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [id, sequence]);

  // react-aria stops the root element scrolling; the body is held too, as the page's own styles scroll it.
  useEffect(() => {
    if (!lockScroll) return undefined;
    const { body } = document;
    const previous = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = previous;
    };
  }, [lockScroll]);

  return (
    <StyledOverlay
      data-testid="modal-backdrop"
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable={closeOnBackdrop && dismissible}
      isKeyboardDismissDisabled
    >
      <StyledModal $size={size}>
        <StyledDialog
          ref={dialogRef}
          role={role}
          aria-describedby={describedBy}
          // react-aria leaves aria-modal out (a Safari quirk in iframes); the portal's pages are not framed.
          render={(props) => <section {...props} role={role} aria-modal="true" />}
        >
          <StyledHeader>
            <StyledTitle slot="title">{title}</StyledTitle>
            <StyledCloseButton ref={closeRef} type="button" aria-label={closeLabel ?? t('modal.close')} disabled={!dismissible} onClick={onClose}>
              <span aria-hidden="true">×</span>
            </StyledCloseButton>
          </StyledHeader>
          <StyledBody ref={bodyRef}>{children}</StyledBody>
          {footer && <StyledFooter>{footer}</StyledFooter>}
        </StyledDialog>
      </StyledModal>
    </StyledOverlay>
  );
}
