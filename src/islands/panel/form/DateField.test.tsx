// @vitest-environment jsdom
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getI18n } from '../../../i18n';
import { DateField } from './DateField';

let changes: string[];
const showPicker = vi.fn();

beforeEach(() => {
  // jsdom has no date picker; the field offers its calendar button only where the browser can open one.
  showPicker.mockClear();
  HTMLInputElement.prototype.showPicker = showPicker;
  changes = [];
});

afterEach(() => {
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

function show(props: Parameters<typeof Harness>[0] = {}) {
  const { container } = render(<Harness {...props} />);
  return { container, user: userEvent.setup() };
}

const textInput = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Start date' });
// The browser's calendar is hidden from assistive technology on purpose, so no role finds it.
const picker = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[type="date"]')!;
const calendarButton = () => screen.queryByRole<HTMLButtonElement>('button', { name: 'Open the calendar: Start date' });
/** What the field reports while `text` is typed key by key: every prefix, as typed. */
const keyByKey = (text: string) => [...text].map((_, i) => text.slice(0, i + 1));

describe('DateField', () => {
  it('is a labelled text field with the formats as its hint', () => {
    const { container } = show();
    const input = textInput();
    const label = container.querySelector('label')!;
    expect(label.htmlFor).toBe(input.id);
    expect(label.textContent).toBe('Start date');
    const hint = document.getElementById(input.getAttribute('aria-describedby')!.split(' ')[0]!)!;
    expect(hint.textContent).toBe('Format DD.MM.YYYY or YYYY-MM-DD.');
    expect(input.getAttribute('aria-invalid')).toBe('false');
  });

  it('accepts typing in both formats as they are', async () => {
    const { user } = show();
    await user.type(textInput(), '2026-12-31');
    expect(textInput().value).toBe('2026-12-31');
    await user.clear(textInput());
    await user.type(textInput(), '31.12.2026');
    expect(textInput().value).toBe('31.12.2026');
    expect(changes).toEqual([...keyByKey('2026-12-31'), '', ...keyByKey('31.12.2026')]);
  });

  it('opens the calendar on the typed day and writes the pick back as DD.MM.YYYY', async () => {
    const { container, user } = show({ initial: '2026-03-04' });
    const open = calendarButton()!;
    expect(open.getAttribute('aria-label')).toBe('Open the calendar: Start date');
    await user.click(open);
    expect(showPicker).toHaveBeenCalledOnce();
    expect(picker(container).value).toBe('2026-03-04');
    expect(picker(container).min).toBe('2026-01-17');
    // The picker is out of the tab order and hidden from assistive technology: the text field is the field.
    expect(picker(container).tabIndex).toBe(-1);
    expect(picker(container).getAttribute('aria-hidden')).toBe('true');

    // A pick in the browser's calendar (which jsdom has not) changes the date input.
    fireEvent.change(picker(container), { target: { value: '2027-01-05' } });
    expect(textInput().value).toBe('05.01.2027');
    expect(changes.at(-1)).toBe('05.01.2027');
    expect(document.activeElement).toBe(textInput());
  });

  it('opens the calendar empty when the typed text is not a date yet', async () => {
    const { container, user } = show({ initial: '31.02' });
    await user.click(calendarButton()!);
    expect(picker(container).value).toBe('');
  });

  it('shows its error linked to the input', () => {
    show({ error: 'Invalid date' });
    const input = textInput();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const errorId = input.getAttribute('aria-describedby')!.split(' ')[1]!;
    expect(document.getElementById(errorId)!.textContent).toBe('Invalid date');
    expect(document.getElementById(errorId)!.hidden).toBe(false);
  });

  it('disables typing and the calendar together', () => {
    show({ disabled: true });
    expect(textInput().disabled).toBe(true);
    expect(calendarButton()!.disabled).toBe(true);
  });

  it('offers no calendar button where the browser cannot open a picker', () => {
    delete (HTMLInputElement.prototype as Partial<HTMLInputElement>).showPicker;
    show();
    expect(screen.queryByRole('button')).toBeNull();
    expect(textInput()).not.toBeNull();
  });
});
