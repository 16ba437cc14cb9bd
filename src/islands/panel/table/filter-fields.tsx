// The filter fields the panel's tables share (offers, KYC requests): a typed text or date field, a checkbox group
// for an 'in' list, and a from-to pair. Each keeps its value in the table's URL state (use-table-url-state).
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { operatorValue, setOperatorFilter } from './range-filter';
import { clearFilters, filterList, filterValue, setFilter, type TableState } from './table-state';
import type { TableUrlState } from './use-table-url-state';

export interface FilterOption {
  value: string;
  label: string;
}

/** How a typed field reads and shows its value. */
export interface TypedFieldKind {
  type?: 'search' | 'date' | 'text';
  /** The text to the URL value: '' clears; null: not valid, nothing is written. Default: trimmed text. */
  parse?: (text: string) => string | null;
  /** The URL value to the text shown. Default: as it is. */
  display?: (value: string) => string;
  /** Shown under the field while `parse` refuses the text. */
  invalidText?: string;
  inputMode?: 'decimal';
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar day as an <input type="date"> gives it (YYYY-MM-DD), or '' to clear. */
export const parseDay = (text: string) => (text === '' ? '' : DAY.test(text) ? text : null);
const trimmed = (text: string) => text.trim();
const asIs = (value: string) => value;

/**
 * A typed filter field: what is typed shows at once, the URL follows after a pause (table.typing). The field
 * is rewritten only when the URL value changes from elsewhere (Back, clear), never by the echo of our own
 * typing.
 */
function TypedFilter({
  label,
  name,
  operator,
  table,
  type = 'search',
  parse = trimmed,
  display = asIs,
  invalidText,
  inputMode,
}: { label: ReactNode; name: string; operator: string; table: TableUrlState } & TypedFieldKind) {
  const id = useId();
  const value = operatorValue(table.state, name, operator);
  const [draft, setDraft] = useState(() => display(value));
  const [invalid, setInvalid] = useState(false);
  const written = useRef(value);

  useEffect(() => {
    if (value !== written.current) {
      setDraft(display(value));
      setInvalid(false);
    }
    written.current = value;
  }, [value, display]);

  return (
    <div className="field min-w-0">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        type={type}
        className="field-input"
        name={`${name}.${operator}`}
        value={draft}
        maxLength={type === 'date' ? undefined : 200}
        autoComplete="off"
        inputMode={inputMode}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => {
          const text = event.target.value;
          setDraft(text);
          const next = parse(text);
          setInvalid(next === null);
          if (next === null) return;
          written.current = next;
          table.typing((state) => setOperatorFilter(state, name, operator, next));
        }}
      />
      {invalid && invalidText && (
        <p id={`${id}-error`} className="field-error">
          {invalidText}
        </p>
      )}
    </div>
  );
}

/** The operators of a text filter (SPEC section 3: "text fields: operators like and leq"). */
const TEXT_OPERATORS = ['like', 'leq'] as const;
type TextOperator = (typeof TEXT_OPERATORS)[number];

/** The operator a text filter has in the URL (like unless it says leq). */
export const textOperatorOf = (state: TableState, name: string): TextOperator =>
  state.filters.find((f) => f.name === name)?.operator === 'leq' ? 'leq' : 'like';

/**
 * A text filter with its operator: "contains" (like: a part of the text, any case) or "alphabetically up to" (leq:
 * the text and all before it), chosen beside the field; changing it keeps what is typed. The value is typed as in
 * TypedFilter (the URL follows after a pause; our own echo never rewrites the field).
 */
export function TextFilter({ label, name, table }: { label: string; name: string; table: TableUrlState }) {
  const { t } = useTranslation();
  const id = useId();
  const operator = textOperatorOf(table.state, name);
  const value = filterValue(table.state, name);
  const [draft, setDraft] = useState(value);
  const [chosen, setChosen] = useState<TextOperator>(operator);
  const written = useRef(value);
  useEffect(() => {
    if (value !== written.current) setDraft(value);
    written.current = value;
  }, [value]);
  useEffect(() => setChosen(operator), [operator]);
  const write = (op: TextOperator, text: string) => {
    written.current = text.trim();
    table.typing((state) => setFilter(state, name, op, text.trim()));
  };
  return (
    // The operator's name is short ("Match"); the field's label describes it and names the input.
    <div className="field min-w-0" data-text-filter={name}>
      <label id={`${id}-label`} htmlFor={id} className="field-label">
        {label}
      </label>
      <div className="flex min-w-0 gap-2">
        <select
          className="field-input w-auto shrink-0 px-2"
          aria-label={t('table.textOperator.label')}
          aria-describedby={`${id}-label`}
          title={t('table.textOperator.hint')}
          value={chosen}
          onChange={(event) => {
            const op = event.target.value === 'leq' ? 'leq' : 'like';
            setChosen(op);
            write(op, draft);
          }}
          data-text-operator
        >
          {TEXT_OPERATORS.map((op) => (
            <option key={op} value={op}>
              {t(`table.textOperator.${op}`)}
            </option>
          ))}
        </select>
        <input
          id={id}
          type="search"
          className="field-input min-w-0 flex-1"
          name={name}
          value={draft}
          maxLength={200}
          autoComplete="off"
          onChange={(event) => {
            setDraft(event.target.value);
            write(chosen, event.target.value);
          }}
        />
      </div>
    </div>
  );
}

/** A list filter (operator in) as a group of checkboxes; the URL keeps the options' order. */
export function CheckboxFilter({
  legend,
  name,
  options,
  table,
}: {
  legend: string;
  name: string;
  options: FilterOption[];
  table: TableUrlState;
}) {
  const selected = filterList(table.state, name);
  const toggle = (value: string, checked: boolean) =>
    table.update((state: TableState) => {
      const current = filterList(state, name);
      const next = checked ? [...current, value] : current.filter((v) => v !== value);
      return setFilter(
        state,
        name,
        'in',
        options
          .map((o) => o.value)
          .filter((v) => next.includes(v))
          .join(','),
      );
    });
  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5" data-filter={name}>
      <legend className="field-label mb-1">{legend}</legend>
      <div className="flex max-h-40 flex-col gap-1.5 overflow-y-auto pr-2">
        {options.map((option) => (
          <label key={option.value} className="inline-flex items-center gap-2 text-sm text-gray-900">
            <input
              type="checkbox"
              className="h-4 w-4 shrink-0 accent-main"
              checked={selected.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * A from-to pair of one filter (gte and lte), as a group. "From" / "To" show on screen; the filter's name is
 * added for screen readers, so each input has a unique name.
 */
export function RangeFilter({
  legend,
  name,
  table,
  fromText,
  toText,
  kind,
}: {
  legend: string;
  name: string;
  table: TableUrlState;
  fromText: string;
  toText: string;
  kind: TypedFieldKind;
}) {
  const end = (text: string) => (
    <>
      {text}
      <span className="sr-only">{` – ${legend}`}</span>
    </>
  );
  return (
    <fieldset className="flex min-w-0 flex-col gap-1" data-filter={name}>
      <legend className="field-label mb-1">{legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        <TypedFilter label={end(fromText)} name={name} operator="gte" table={table} {...kind} />
        <TypedFilter label={end(toText)} name={name} operator="lte" table={table} {...kind} />
      </div>
    </fieldset>
  );
}

/** The filter form's buttons: apply (submits the form) and clear (drops every filter), disabled with none to clear. */
export function FilterActions({
  table,
  applyLabel,
  clearLabel,
  canClear,
  className = 'flex flex-wrap justify-end gap-2',
}: {
  table: TableUrlState;
  applyLabel: string;
  clearLabel: string;
  canClear: boolean;
  className?: string;
}) {
  return (
    <div className={className}>
      <button type="submit" className="btn-primary w-auto">
        {applyLabel}
      </button>
      <button
        type="button"
        className={
          'rounded-md border border-gray-300 bg-white px-4 py-2.5 font-semibold text-gray-900 ' +
          'hover:bg-highlight disabled:opacity-60'
        }
        disabled={!canClear}
        onClick={() => table.update(clearFilters)}
      >
        {clearLabel}
      </button>
    </div>
  );
}
