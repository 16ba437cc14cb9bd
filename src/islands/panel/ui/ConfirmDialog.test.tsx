// @vitest-environment jsdom
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';

let container: HTMLDivElement;
let root: Root;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
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
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

function Harness({ danger, busy = false, onConfirm }: { danger: boolean; busy?: boolean; onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" data-trigger onClick={() => setOpen(true)}>
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

const dialog = () => container.querySelector('dialog')!;
const trigger = () => container.querySelector<HTMLButtonElement>('[data-trigger]')!;
const buttonNamed = (name: string) => [...dialog().querySelectorAll('button')].find((b) => b.textContent === name)!;

function open(props: Parameters<typeof Harness>[0]) {
  act(() => root.render(<Harness {...props} />));
  trigger().focus();
  act(() => trigger().click());
}

/** Escape in a modal dialog: the browser fires a cancelable cancel event. */
function pressEscape() {
  const event = new Event('cancel', { cancelable: true });
  act(() => {
    dialog().dispatchEvent(event);
  });
  return event;
}

describe('ConfirmDialog', () => {
  it('opens modally, named and described by its title and text, with focus on cancel when destructive', () => {
    open({ danger: true, onConfirm: vi.fn() });
    expect(dialog().open).toBe(true);
    const labelledBy = document.getElementById(dialog().getAttribute('aria-labelledby')!)!;
    const describedBy = document.getElementById(dialog().getAttribute('aria-describedby')!)!;
    expect(labelledBy.textContent).toBe('Archive this advisor?');
    expect(describedBy.textContent).toBe('Anna will lose access.');
    expect(document.activeElement).toBe(buttonNamed('Cancel'));
  });

  it('puts focus on confirm when the action is not destructive', () => {
    open({ danger: false, onConfirm: vi.fn() });
    expect(document.activeElement).toBe(buttonNamed('Archive'));
  });

  it('cancels on Escape and gives the focus back to the trigger', () => {
    const onConfirm = vi.fn();
    open({ danger: true, onConfirm });
    const escape = pressEscape();
    // The parent owns `open`: the browser's own closing is prevented, the parent closes it.
    expect(escape.defaultPrevented).toBe(true);
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(trigger());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('cancels with the cancel button, and confirms with the confirm button', () => {
    const onConfirm = vi.fn();
    open({ danger: true, onConfirm });
    act(() => buttonNamed('Cancel').click());
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(trigger());
    act(() => trigger().click());
    act(() => buttonNamed('Archive').click());
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('while busy, shows progress and neither Escape nor the buttons do anything', () => {
    const onConfirm = vi.fn();
    open({ danger: true, busy: true, onConfirm });
    pressEscape();
    expect(dialog().open).toBe(true);
    const confirm = buttonNamed('Archiving…');
    expect(confirm.getAttribute('aria-disabled')).toBe('true');
    act(() => confirm.click());
    expect(onConfirm).not.toHaveBeenCalled();
    expect(buttonNamed('Cancel').disabled).toBe(true);
  });
});
