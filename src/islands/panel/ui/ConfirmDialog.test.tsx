// @vitest-environment jsdom
import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';

beforeAll(() => {
  // jsdom has <dialog> but not its modal API: the part the component relies on, as browsers behave.
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { showModal(): void; close(): void };
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

function Harness({ danger, busy = false, onConfirm }: { danger: boolean; busy?: boolean; onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Archive Anna
      </button>
      <ConfirmDialog
        open={open}
        danger={danger}
        busy={busy}
        title="Archive this advisor?"
        text="Anna will lose access."
        confirmLabel="Archive"
        busyLabel="Archiving…"
        cancelLabel="Cancel"
        onConfirm={onConfirm}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

// A closed <dialog> is hidden from the accessibility tree: `hidden` finds it either way.
const dialog = () => screen.getByRole<HTMLDialogElement>('dialog', { hidden: true });
const trigger = () => screen.getByRole('button', { name: 'Archive Anna' });
const buttonNamed = (name: string) => within(dialog()).getByRole<HTMLButtonElement>('button', { name });

async function open(props: Parameters<typeof Harness>[0]) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  await user.click(trigger());
  return user;
}

/** Escape in a modal dialog: the browser fires a cancelable cancel event (jsdom does not, so the test does). */
function pressEscape() {
  const event = new Event('cancel', { cancelable: true });
  fireEvent(dialog(), event);
  return event;
}

describe('ConfirmDialog', () => {
  it('opens modally, named and described by its title and text, with focus on cancel when destructive', async () => {
    await open({ danger: true, onConfirm: vi.fn() });
    expect(dialog().open).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Archive this advisor?', description: 'Anna will lose access.' })).toBe(
      dialog(),
    );
    const labelledBy = document.getElementById(dialog().getAttribute('aria-labelledby')!)!;
    const describedBy = document.getElementById(dialog().getAttribute('aria-describedby')!)!;
    expect(labelledBy.textContent).toBe('Archive this advisor?');
    expect(describedBy.textContent).toBe('Anna will lose access.');
    expect(document.activeElement).toBe(buttonNamed('Cancel'));
  });

  it('puts focus on confirm when the action is not destructive', async () => {
    await open({ danger: false, onConfirm: vi.fn() });
    expect(document.activeElement).toBe(buttonNamed('Archive'));
  });

  it('cancels on Escape and gives the focus back to the trigger', async () => {
    const onConfirm = vi.fn();
    await open({ danger: true, onConfirm });
    const escape = pressEscape();
    // The parent owns `open`: the browser's own closing is prevented, the parent closes it.
    expect(escape.defaultPrevented).toBe(true);
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(trigger());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('cancels with the cancel button, and confirms with the confirm button', async () => {
    const onConfirm = vi.fn();
    const user = await open({ danger: true, onConfirm });
    await user.click(buttonNamed('Cancel'));
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(trigger());
    await user.click(trigger());
    await user.click(buttonNamed('Archive'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('while busy, shows progress and neither Escape nor the buttons do anything', async () => {
    const onConfirm = vi.fn();
    const user = await open({ danger: true, busy: true, onConfirm });
    pressEscape();
    expect(dialog().open).toBe(true);
    const confirm = buttonNamed('Archiving…');
    expect(confirm.getAttribute('aria-disabled')).toBe('true');
    await user.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(buttonNamed('Cancel').disabled).toBe(true);
  });
});
