import { useEffect, useState } from 'react';
import type { ModalProps } from './modal-props';

export type { ModalProps, ModalSize } from './modal-props';
export { useAnyDialogOpen } from './open-dialogs';

type ModalDialogModule = typeof import('./modal-dialog');

/*
 * The dialog itself (react-aria-components, modal-dialog.tsx) is its own chunk, loaded when a modal first
 * opens: the home page shows modals only on a click, and its first download has a budget (npm run
 * bench:client). Later openings render at once.
 */
let loaded: ModalDialogModule | null = null;
let loading: Promise<ModalDialogModule> | null = null;

/** Loads the dialog's implementation (once; again after a failure). Tests call it up front (src/test/setup.ts). */
export function loadModalDialog(): Promise<ModalDialogModule> {
  loading ??= import('./modal-dialog').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * A modal dialog rendered into document.body: `aria-modal`, named by its title, focus moved in on open,
 * Tab and Shift+Tab kept inside, Escape closes, and the focus goes back to the opener on close.
 */
export function Modal(props: ModalProps) {
  return props.open ? <OpenModal {...props} /> : null;
}

function OpenModal(props: ModalProps) {
  const [dialog, setDialog] = useState<ModalDialogModule | null>(() => loaded);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (dialog) return;
    loadModalDialog().then((module) => setDialog(module), (error: unknown) => setFailure({ error }));
  }, [dialog]);

  // A chunk that cannot be fetched (a deploy in between) fails like a screen's: the route's error page says so.
  if (failure) throw failure.error;
  return dialog ? <dialog.ModalDialog {...props} /> : null;
}
