import { useSyncExternalStore } from 'react';

/*
 * The open modal dialogs and the order they were opened in: only the last opened answers Escape and takes the
 * focus on opening. Apart from modal-dialog.tsx, which loads on the first opening, so that the carousel can
 * ask whether a dialog is open without loading it.
 */

const openDialogs = new Map<string, number>();
let openingSequence = 0;
const listeners = new Set<() => void>();

/** A dialog's place in the opening order, taken at its first render: React runs a child dialog's effects before its parent's. */
export const nextOpeningSequence = (): number => ++openingSequence;

/** Registers the dialog as open (sequence) or closed (null). */
export function setDialogOpen(dialogId: string, sequence: number | null): void {
  if (sequence === null) openDialogs.delete(dialogId);
  else openDialogs.set(dialogId, sequence);
  for (const listener of listeners) listener();
}

/** Whether the dialog is open (registered and not closed since). */
export const isDialogOpen = (dialogId: string): boolean => openDialogs.has(dialogId);

/** Whether the dialog is the last opened of those open. */
export function isTopDialog(dialogId: string): boolean {
  let top: string | undefined;
  let highest = -1;
  for (const [id, sequence] of openDialogs) {
    if (sequence > highest) {
      highest = sequence;
      top = id;
    }
  }
  return top === dialogId;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True while any modal dialog is open: things that move on their own (the carousel) hold still meanwhile. */
export function useAnyDialogOpen(): boolean {
  return useSyncExternalStore(subscribe, () => openDialogs.size > 0, () => false);
}
