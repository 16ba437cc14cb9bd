import { forwardRef, useCallback, useEffect, useId, useRef, useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, parseDate } from '../../../lib/format/date';

interface Props extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className' | 'type' | 'value' | 'onChange' | 'min' | 'max'
> {
  label: string;
  /** The text as typed: YYYY-MM-DD or DD.MM.YYYY (SPEC section 5); the calendar writes DD.MM.YYYY. */
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  /** Shown instead of the default hint naming both date formats. */
  hint?: string | undefined;
  /** The earliest and latest day the calendar offers (either format); typing is checked by the form's rules. */
  min?: string | undefined;
  max?: string | undefined;
}

const isoOrEmpty = (value: string | undefined) => (value ? formatDate(value, 'YYYY-MM-DD') : '');

/** The calendar icon of the picker button (viewBox 0 0 20 20). */
const CALENDAR_ICON =
  'M6 2a1 1 0 0 1 1 1v1h6V3a1 1 0 1 1 2 0v1h1a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h1V3' +
  'a1 1 0 0 1 1-1Zm10 7H4v7h12V9Z';

/**
 * Whether the browser can open its calendar; decided after mount (the server render and the first client render
 * must agree).
 */
function useCanPick() {
  const [canPick, setCanPick] = useState(false);
  useEffect(() => {
    setCanPick(typeof HTMLInputElement !== 'undefined' && typeof HTMLInputElement.prototype.showPicker === 'function');
  }, []);
  return canPick;
}

/** The button that opens the browser's calendar for the field. */
function PickerButton({
  label,
  disabled,
  onClick,
}: {
  label: string;
  disabled: boolean | undefined;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={
        'shrink-0 rounded-md border border-gray-400 bg-white px-3 text-gray-900 hover:bg-highlight ' +
        'disabled:cursor-not-allowed disabled:opacity-60'
      }
      aria-label={t('form.openCalendar', { field: label })}
      title={t('form.openCalendar', { field: label })}
      disabled={disabled}
      onClick={onClick}
      data-date-picker-button
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
        <path d={CALENDAR_ICON} />
      </svg>
    </button>
  );
}

/**
 * A date typed as text in either format of SPEC section 5, with a calendar button for those who prefer to pick.
 * The calendar is the browser's own: a visually hidden <input type="date"> opened with showPicker(), whose
 * choice is written back as DD.MM.YYYY. Keyboard users simply type; the button is there only where the browser
 * can open a picker. For Controller (value/onChange/onBlur; the ref goes to the text input).
 */
export const DateField = forwardRef<HTMLInputElement, Props>(function DateField(
  { label, value, onChange, onBlur, error, hint, min, max, disabled, ...input },
  ref,
) {
  const { t } = useTranslation();
  const id = useId();
  const textRef = useRef<HTMLInputElement | null>(null);
  const pickerRef = useRef<HTMLInputElement>(null);
  const canPick = useCanPick();

  const setTextRef = useCallback(
    (element: HTMLInputElement | null) => {
      textRef.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );

  const openPicker = () => {
    const picker = pickerRef.current;
    if (!picker) return;
    // Open the calendar on the typed day, when there is one.
    picker.value = isoOrEmpty(parseDate(value) ? value : '');
    try {
      picker.showPicker();
    } catch {
      // No picker after all (e.g. blocked in a cross-origin frame): typing still works.
      textRef.current?.focus();
    }
  };

  const picked = (iso: string) => {
    if (!parseDate(iso, 'YYYY-MM-DD')) return;
    onChange(formatDate(iso, 'DD.MM.YYYY'));
    textRef.current?.focus();
  };

  const hintText = hint ?? t('form.dateHint');
  const describedBy = [`${id}-hint`, `${id}-error`].join(' ');
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-gray-700">
        {hintText}
      </p>
      <div className="relative flex gap-2">
        <input
          ref={setTextRef}
          id={id}
          type="text"
          autoComplete="off"
          spellCheck={false}
          className="field-input"
          value={value}
          disabled={disabled}
          aria-invalid={error ? true : false}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          {...input}
        />
        {canPick && <PickerButton label={label} disabled={disabled} onClick={openPicker} />}
        {/* The browser's calendar, out of sight and out of the tab order; the text field stays the field. */}
        <input
          ref={pickerRef}
          type="date"
          tabIndex={-1}
          aria-hidden="true"
          className="sr-only bottom-0 right-0"
          min={isoOrEmpty(min) || undefined}
          max={isoOrEmpty(max) || undefined}
          disabled={disabled}
          onChange={(event) => picked(event.target.value)}
          data-date-picker
        />
      </div>
      <p id={`${id}-error`} className="field-error" hidden={!error}>
        {error}
      </p>
    </div>
  );
});
