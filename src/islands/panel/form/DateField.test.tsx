// @vitest-environment jsdom
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getI18n } from '../../../i18n';
import { DateField } from './DateField';

let container: HTMLDivElement;
let root: Root;
let changes: string[];

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

beforeEach(() => {
  // jsdom has no date picker; the field offers its calendar button only where the browser can open one.
  HTMLInputElement.prototype.showPicker = vi.fn();
  changes = [];
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  delete (HTMLInputElement.prototype as Partial<HTMLInputElement>).showPicker;
});

function Harness({ initial = '', disabled = false, error }: { initial?: string; disabled?: boolean; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <I18nextProvider i18n={getI18n('en')}>
      <DateField
        label="Start date"
        value={value}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
        disabled={disabled}
        error={error}
        min="2026-01-17"
      />
    </I18nextProvider>
  );
}

const textInput = () => container.querySelector<HTMLInputElement>('input[type="text"]')!;
const picker = () => container.querySelector<HTMLInputElement>('input[type="date"]')!;
const button = () => container.querySelector<HTMLButtonElement>('button[data-date-picker-button]');

/** Types into an input the way React notices (the native value setter, then an input event). */
function type(input: HTMLInputElement, value: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('DateField', () => {
  it('is a labelled text field with the formats as its hint', () => {
    act(() => root.render(<Harness />));
    const input = textInput();
    const label = container.querySelector('label')!;
    expect(label.htmlFor).toBe(input.id);
    expect(label.textContent).toBe('Start date');
    const hint = document.getElementById(input.getAttribute('aria-describedby')!.split(' ')[0]!)!;
    expect(hint.textContent).toBe('Format DD.MM.YYYY or YYYY-MM-DD.');
    expect(input.getAttribute('aria-invalid')).toBe('false');
  });

  it('accepts typing in both formats as they are', () => {
    act(() => root.render(<Harness />));
    type(textInput(), '2026-12-31');
    expect(textInput().value).toBe('2026-12-31');
    type(textInput(), '31.12.2026');
    expect(textInput().value).toBe('31.12.2026');
    expect(changes).toEqual(['2026-12-31', '31.12.2026']);
  });

  it('opens the calendar on the typed day and writes the pick back as DD.MM.YYYY', () => {
    act(() => root.render(<Harness initial="2026-03-04" />));
    const open = button()!;
    expect(open.getAttribute('aria-label')).toBe('Open the calendar: Start date');
    act(() => open.click());
    expect(HTMLInputElement.prototype.showPicker).toHaveBeenCalledOnce();
    expect(picker().value).toBe('2026-03-04');
    expect(picker().min).toBe('2026-01-17');
    // The picker is out of the tab order and hidden from assistive technology: the text field is the field.
    expect(picker().tabIndex).toBe(-1);
    expect(picker().getAttribute('aria-hidden')).toBe('true');

    type(picker(), '2027-01-05');
    expect(textInput().value).toBe('05.01.2027');
    expect(changes.at(-1)).toBe('05.01.2027');
    expect(document.activeElement).toBe(textInput());
  });

  it('opens the calendar empty when the typed text is not a date yet', () => {
    act(() => root.render(<Harness initial="31.02" />));
    act(() => button()!.click());
    expect(picker().value).toBe('');
  });

  it('shows its error linked to the input', () => {
    act(() => root.render(<Harness error="Invalid date" />));
    const input = textInput();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const errorId = input.getAttribute('aria-describedby')!.split(' ')[1]!;
    expect(document.getElementById(errorId)!.textContent).toBe('Invalid date');
    expect(document.getElementById(errorId)!.hidden).toBe(false);
  });

  it('disables typing and the calendar together', () => {
    act(() => root.render(<Harness disabled />));
    expect(textInput().disabled).toBe(true);
    expect(button()!.disabled).toBe(true);
  });

  it('offers no calendar button where the browser cannot open a picker', () => {
    delete (HTMLInputElement.prototype as Partial<HTMLInputElement>).showPicker;
    act(() => root.render(<Harness />));
    expect(button()).toBeNull();
    expect(textInput()).not.toBeNull();
  });
});
