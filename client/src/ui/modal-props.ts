import type { ReactNode, RefObject } from 'react';

export type ModalSize = 'default' | 'large';

/** The props of <Modal> (modal.tsx), which its implementation (modal-dialog.tsx) receives when open. */
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
  /** The close button's name; 'Close' in the page's language unless given. */
  closeLabel?: string;
}
