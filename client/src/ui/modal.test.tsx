import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
import { Modal } from './modal';
import { renderWithTheme } from './testing/render-with-theme';

function ModalHarness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Add Project</button>
      <Modal
        open={open}
        title="Add Project"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        footer={<Button onClick={() => setOpen(false)}>Save</Button>}
      >
        <label>Title <input /></label>
        <label>Description <textarea /></label>
      </Modal>
    </>
  );
}

/**
 * The focus starts on the first of `stops` (a dialog's controls in Tab order), Tab walks through them all and
 * round to the first again, and Shift+Tab from there goes back to the last and the one before: it never
 * leaves the dialog either way.
 */
async function expectFocusTrapped(user: UserEvent, stops: HTMLElement[]) {
  expect(stops[0]).toHaveFocus();
  for (const stop of [...stops.slice(1), stops[0]]) {
    await user.tab();
    expect(stop).toHaveFocus();
  }
  for (const stop of [stops.at(-1), stops.at(-2)]) {
    await user.tab({ shift: true });
    expect(stop).toHaveFocus();
  }
}

describe('Modal', () => {
  it('is a modal dialog named by its title, with the focus on its first control', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ModalHarness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Project' }));

    const dialog = screen.getByRole('dialog', { name: 'Add Project' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('closes on Escape and gives the focus back to the opener', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithTheme(<ModalHarness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Add Project' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes with the close button and on a backdrop click', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithTheme(<ModalHarness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Add Project' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Project' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Add Project' }));
    // A click inside the dialog keeps it open; a click on the backdrop closes it.
    await user.click(screen.getByRole('dialog'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ModalHarness />);
    await user.click(screen.getByRole('button', { name: 'Add Project' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const title = screen.getByRole('textbox', { name: 'Title' });
    const description = screen.getByRole('textbox', { name: 'Description' });
    const save = screen.getByRole('button', { name: 'Save' });

    await expectFocusTrapped(user, [title, description, save, close]);
  });

  it('behaves the same under StrictMode (effects run twice in development)', async () => {
    const user = userEvent.setup();
    renderWithTheme(<StrictMode><ModalHarness /></StrictMode>);
    const opener = screen.getByRole('button', { name: 'Add Project' });
    await user.click(opener);
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('answers Escape only in the innermost of two open dialogs', async () => {
    const user = userEvent.setup();
    const outerClose = vi.fn();
    function Nested() {
      const [inner, setInner] = useState(true);
      return (
        <Modal open title="Edit Event" onClose={outerClose}>
          <Modal open={inner} title="Discard changes?" onClose={() => setInner(false)}>
            <button type="button">Inner</button>
          </Modal>
        </Modal>
      );
    }
    renderWithTheme(<Nested />);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Event' })).toBeInTheDocument();
    expect(outerClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(outerClose).toHaveBeenCalledTimes(1);
  });

  it('brings the focus back inside when it lands on the page behind', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ModalHarness />);
    const opener = screen.getByRole('button', { name: 'Add Project' });
    await user.click(opener);
    // A script (or a click on the page) focuses something behind the dialog: the dialog takes it back.
    opener.focus();
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    await user.tab();
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
  });

  it('hides the page behind from assistive technology while open, and shows it again on close', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ModalHarness />);
    await user.click(screen.getByRole('button', { name: 'Add Project' }));
    expect(screen.queryByRole('button', { name: 'Add Project' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Project', hidden: true })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Add Project' })).toBeInTheDocument();
  });

  it('loads its dialog on the first opening, then shows it', async () => {
    // A fresh copy of the module, whose dialog is not loaded yet (src/test/setup.ts loads the shared one).
    vi.resetModules();
    const fresh = await import('./modal');
    renderWithTheme(<fresh.Modal open title="Add Event" onClose={() => {}}><input aria-label="Event Name" /></fresh.Modal>);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Add Event' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Event Name' })).toHaveFocus();
  });

  it('ignores Escape and the close button while not dismissible', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithTheme(<Modal open title="Saving" onClose={onClose} dismissible={false}><p>Busy</p></Modal>);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    expect(onClose).not.toHaveBeenCalled();
  });
});

function ConfirmHarness(props: Partial<ConfirmDialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Delete</button>
      <ConfirmDialog
        open={open}
        title="Delete Event"
        message="Are you sure you want to delete this event?"
        confirmLabel="Delete Event"
        cancelLabel="Keep Event"
        tone="danger"
        onConfirm={() => setOpen(false)}
        onCancel={() => setOpen(false)}
        {...props}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('asks the question with the given labels, the safe choice focused', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ConfirmHarness />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Event' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this event?');
    expect(screen.getByRole('button', { name: 'Keep Event' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Delete Event' })).toBeEnabled();
  });

  it('keeps Tab and Shift+Tab inside, and Escape closes it with the focus back on the opener', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ConfirmHarness />);
    const opener = screen.getByRole('button', { name: 'Delete' });
    await user.click(opener);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Event' });
    const keep = screen.getByRole('button', { name: 'Keep Event' });
    const confirm = screen.getByRole('button', { name: 'Delete Event' });
    const close = screen.getByRole('button', { name: 'Close' });

    await expectFocusTrapped(user, [keep, confirm, close]);

    await user.keyboard('{Escape}');
    expect(dialog).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps the focus in the dialog while every button is disabled (busy)', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <>
        <button type="button">Behind</button>
        <ConfirmDialog open busy message="Delete?" confirmLabel="Delete Project" cancelLabel="Keep Project" onConfirm={() => {}} onCancel={() => {}} />
      </>,
    );
    const dialog = screen.getByRole('alertdialog');
    await user.tab();
    expect(dialog).toHaveFocus();
    await user.tab({ shift: true });
    expect(dialog).toHaveFocus();
    // hidden: the page behind an open modal is out of the accessibility tree (see the test below).
    expect(screen.getByRole('button', { name: 'Behind', hidden: true })).not.toHaveFocus();
  });

  it('calls onConfirm on confirm and onCancel on cancel or Escape', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithTheme(
      <ConfirmDialog
        open
        message="Are you sure you want to change the status to PROCESSING?"
        confirmLabel="Yes"
        cancelLabel="No"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'No' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('is busy while an async onConfirm runs, then closes as the caller decides', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => {
      finish = resolve;
    }));
    const onCancel = vi.fn();
    const { rerender } = renderWithTheme(
      <ConfirmDialog open message="Cancel this request?" confirmLabel="Cancel Request" cancelLabel="Keep Request"
        tone="danger" onConfirm={onConfirm} onCancel={onCancel} />,
    );
    await user.click(screen.getByRole('button', { name: 'Cancel Request' }));

    const busyButton = screen.getByRole('button', { name: 'Please wait...' });
    expect(busyButton).toBeDisabled();
    expect(busyButton).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Keep Request' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    await user.click(busyButton);
    expect(onConfirm).toHaveBeenCalledTimes(1);

    finish();
    expect(await screen.findByRole('button', { name: 'Cancel Request' })).toBeEnabled();
    rerender(
      <ConfirmDialog open={false} message="Cancel this request?" confirmLabel="Cancel Request" cancelLabel="Keep Request"
        onConfirm={onConfirm} onCancel={onCancel} />,
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('stops being busy when onConfirm fails, so the user can retry or cancel', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn(() => Promise.reject(new Error('Delete failed.')));
    renderWithTheme(
      <ConfirmDialog open message="Delete?" confirmLabel="Delete Project" cancelLabel="Keep Project" onConfirm={onConfirm} onCancel={() => {}} />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete Project' }));
    expect(await screen.findByRole('button', { name: 'Delete Project' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Keep Project' })).toBeEnabled();
  });

  it('shows the busy state the caller drives', () => {
    renderWithTheme(
      <ConfirmDialog open busy message="Delete?" confirmLabel="Delete Project" cancelLabel="Keep Project" onConfirm={() => {}} onCancel={() => {}} />,
    );
    expect(screen.getByRole('button', { name: 'Please wait...' })).toBeDisabled();
  });
});
