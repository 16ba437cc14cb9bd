import { useEffect, useId, useRef, useState } from 'react';
import { toggleColumn } from './column-visibility';

interface Props {
  /** The button's text (e.g. "Columns"). */
  label: string;
  /** Every column the person may show or hide, in table order, with its label. */
  options: ReadonlyArray<{ value: string; label: string }>;
  visible: readonly string[];
  onChange: (columns: string[]) => void;
}

/**
 * A column chooser: a disclosure button opening a group of checkboxes (one per column). Escape or a click
 * outside closes it and focus returns to the button; the last visible column can't be unticked, so the
 * table never ends up empty.
 */
export function ColumnChooser({ label, options, visible, onChange }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const all = options.map((o) => o.value);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  useEffect(() => {
    // Move into the panel on open, so a keyboard user lands on the first checkbox.
    if (open) root.current?.querySelector<HTMLInputElement>(`#${CSS.escape(id)} input`)?.focus();
  }, [open, id]);

  return (
    // eslint-disable-next-line jsx-a11y-x/no-static-element-interactions -- Escape from a control inside closes the list
    <div
      ref={root}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      }}
      data-column-chooser
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        className="rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm font-semibold text-gray-900 hover:bg-highlight"
        onClick={() => setOpen((o) => !o)}
      >
        {label}
        <span aria-hidden="true" className="ml-1">
          {open ? '▴' : '▾'}
        </span>
      </button>
      <fieldset
        id={id}
        hidden={!open}
        className={
          'absolute right-0 z-20 mt-1 flex max-h-96 w-64 flex-col gap-1.5 overflow-y-auto rounded-lg border ' +
          'border-gray-200 bg-white p-3 shadow-lg'
        }
      >
        <legend className="sr-only">{label}</legend>
        {options.map((option) => {
          const checked = visible.includes(option.value);
          const last = checked && visible.length === 1;
          return (
            <label key={option.value} className="inline-flex items-center gap-2 text-sm text-gray-900">
              <input
                type="checkbox"
                className="h-4 w-4 accent-main"
                checked={checked}
                disabled={last}
                onChange={(event) => onChange(toggleColumn(visible, option.value, event.target.checked, all))}
                data-column-option={option.value}
              />
              {option.label}
            </label>
          );
        })}
      </fieldset>
    </div>
  );
}
