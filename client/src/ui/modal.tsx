import {
  useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent as ReactKeyboardEvent, type ReactNode, type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';

export type ModalSize = 'default' | 'large';

export interface ModalProps {
  /** Rendered only while true; closing unmounts the content (so forms start fresh each time). */
  open: boolean;
  /** Escape, the close button and a click on the backdrop call it; the caller sets `open` to false. */
  onClose: () => void;
  /** The dialog's heading and accessible name. */
  title: ReactNode;
  /** 'large' for the photo modals (project / event details) and wide forms. */
  size?: ModalSize;
  children: ReactNode;
  /** Buttons row under the content (Save / Cancel). */
  footer?: ReactNode;
  /** false while something is in progress: Escape, backdrop and close button then do nothing. */
  dismissible?: boolean;
  /** Whether a click on the backdrop closes the dialog (default true). */
  closeOnBackdrop?: boolean;
  /** The element focused on open; by default the first focusable control of the content, else the close button. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Stops the page behind from scrolling while open (default true). */
  lockScroll?: boolean;
  /** 'alertdialog' for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  /** id of the element describing the dialog (a confirmation's message). */
  describedBy?: string;
  closeLabel?: string;
}

const FOCUSABLE = [
  'a[href]', 'area[href]', 'button:not([disabled])', 'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])', 'textarea:not([disabled])', 'iframe', 'audio[controls]', 'video[controls]',
  '[contenteditable]:not([contenteditable="false"])', '[tabindex]:not([tabindex="-1"])',
].join(',');

const focusableIn = (root: HTMLElement | null): HTMLElement[] =>
  root ? Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[inert]')) : [];

/**
 * Open dialogs and the order they were opened in: only the last opened answers Escape and holds the focus.
 * The order is taken at first render, because React runs a child dialog's effects before its parent's.
 */
const openDialogs = new Map<string, number>();
let openingSequence = 0;
const openDialogListeners = new Set<() => void>();

function setDialogOpen(dialogId: string, sequence: number | null): void {
  if (sequence === null) openDialogs.delete(dialogId);
  else openDialogs.set(dialogId, sequence);
  for (const listener of openDialogListeners) listener();
}

const subscribeToOpenDialogs = (listener: () => void) => {
  openDialogListeners.add(listener);
  return () => openDialogListeners.delete(listener);
};

/** True while any modal dialog is open: things that move on their own (the carousel) hold still meanwhile. */
export function useAnyDialogOpen(): boolean {
  return useSyncExternalStore(subscribeToOpenDialogs, () => openDialogs.size > 0, () => false);
}

const topDialog = (): string | undefined => {
  let top: string | undefined;
  let highest = -1;
  for (const [dialogId, sequence] of openDialogs) {
    if (sequence > highest) {
      highest = sequence;
      top = dialogId;
    }
  }
  return top;
};

const StyledBackdrop = styled.div`
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

const StyledDialog = styled.div<{ $size: ModalSize }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ theme, $size }) => ($size === 'large' ? theme.sizes.modalWidthLarge : theme.sizes.modalWidth)};
  margin: auto 0;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.raised};

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

const StyledTitle = styled.h2`
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

/**
 * A modal dialog rendered into document.body: `aria-modal`, named by its title, focus moved in on open,
 * Tab and Shift+Tab kept inside, Escape closes, and the focus goes back to the opener on close.
 */
export function Modal(props: ModalProps) {
  return props.open ? <OpenModal {...props} /> : null;
}

function OpenModal({
  onClose, title, size = 'default', children, footer, dismissible = true, closeOnBackdrop = true,
  initialFocusRef, lockScroll = true, role = 'dialog', describedBy, closeLabel = 'Close',
}: ModalProps) {
  const id = useId();
  const [sequence] = useState(() => ++openingSequence);
  const titleId = `${id}-title`;
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  // Latest values for the listeners registered once per opening.
  const latest = useRef({ onClose, dismissible });
  latest.current = { onClose, dismissible };

  // Open: remember the opener, move the focus in, register as the top dialog; close: undo all of it.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setDialogOpen(id, sequence);
    const isTop = () => topDialog() === id;
    if (isTop()) {
      const target = initialFocusRef?.current ?? focusableIn(bodyRef.current)[0] ?? closeRef.current ?? dialogRef.current;
      target?.focus();
    }

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && isTop()) {
        event.stopPropagation();
        if (latest.current.dismissible) latest.current.onClose();
      }
    };
    // Focus that lands outside the top dialog (a click on the page, a script) is brought back.
    const onFocusIn = (event: FocusEvent) => {
      const dialog = dialogRef.current;
      if (!isTop() || !dialog || dialog.contains(event.target as Node)) return;
      (focusableIn(dialog)[0] ?? dialog).focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      setDialogOpen(id, null);
      if (opener?.isConnected) opener.focus();
    };
    // Runs once per opening (id and sequence are stable); initialFocusRef is read at that moment on purpose.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [id, sequence]);

  useEffect(() => {
    if (!lockScroll) return undefined;
    const { body } = document;
    const previous = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = previous;
    };
  }, [lockScroll]);

  const onDialogKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab') return;
    const focusables = focusableIn(dialogRef.current);
    if (focusables.length === 0) {
      event.preventDefault();
      dialogRef.current?.focus();
      return;
    }
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <StyledBackdrop
      data-testid="modal-backdrop"
      onMouseDown={(event) => {
        // Only a press that starts on the backdrop itself, not a drag out of a text field.
        if (event.target === event.currentTarget && closeOnBackdrop && dismissible) onClose();
      }}
    >
      <StyledDialog
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        $size={size}
        onKeyDown={onDialogKeyDown}
      >
        <StyledHeader>
          <StyledTitle id={titleId}>{title}</StyledTitle>
          <StyledCloseButton ref={closeRef} type="button" aria-label={closeLabel} disabled={!dismissible} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </StyledCloseButton>
        </StyledHeader>
        <StyledBody ref={bodyRef}>{children}</StyledBody>
        {footer && <StyledFooter>{footer}</StyledFooter>}
      </StyledDialog>
    </StyledBackdrop>,
    document.body,
  );
}
