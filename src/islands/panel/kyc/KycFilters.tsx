import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { KYC_STATUSES } from '../../../lib/schemas/kyc';
import { operatorValue, setOperatorFilter } from '../table/range-filter';
import { clearFilters, filterList, setFilter, type TableState } from '../table/table-state';
import type { TableUrlState } from '../table/use-table-url-state';
import { KYC_DATE_FILTERS, KYC_IDENTITY_STATES } from './kyc-table-config';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A typed filter: what is typed shows at once, the URL follows after a pause (table.typing). The field is
 * rewritten only when the URL value changes from elsewhere (Back, clear), never by the echo of our own typing.
 */
function TypedFilter({ label, name, operator, table, type = 'search' }: { label: ReactNode; name: string; operator: string; table: TableUrlState; type?: 'search' | 'date' }) {
  const { t } = useTranslation();
  const id = useId();
  const value = operatorValue(table.state, name, operator);
  const [draft, setDraft] = useState(value);
  const [invalid, setInvalid] = useState(false);
  const written = useRef(value);

  useEffect(() => {
    if (value !== written.current) {
      setDraft(value);
      setInvalid(false);
    }
    written.current = value;
  }, [value]);

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
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => {
          const text = event.target.value;
          setDraft(text);
          const next = type === 'date' ? (text === '' || DAY.test(text) ? text : null) : text.trim();
          setInvalid(next === null);
          if (next === null) return;
          written.current = next;
          table.typing((state) => setOperatorFilter(state, name, operator, next));
        }}
      />
      {invalid && (
        <p id={`${id}-error`} className="field-error">
          {t('appKyc.filter.invalidDate')}
        </p>
      )}
    </div>
  );
}

/** A list filter (operator in) as checkboxes; the URL keeps the options' order. */
function CheckboxFilter({ legend, name, options, table }: { legend: string; name: string; options: Array<{ value: string; label: string }>; table: TableUrlState }) {
  const selected = filterList(table.state, name);
  const toggle = (value: string, checked: boolean) =>
    table.update((state: TableState) => {
      const current = filterList(state, name);
      const next = checked ? [...current, value] : current.filter((v) => v !== value);
      return setFilter(state, name, 'in', options.map((o) => o.value).filter((v) => next.includes(v)).join(','));
    });
  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5" data-filter={name}>
      <legend className="field-label mb-1">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="inline-flex items-center gap-2 text-sm text-gray-900">
          <input type="checkbox" className="h-4 w-4 shrink-0 accent-main" checked={selected.includes(option.value)} onChange={(event) => toggle(option.value, event.target.checked)} />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

/** From/To of one day filter; the field's name is added for screen readers so every input has a unique name. */
function DateRange({ legend, name, table }: { legend: string; name: string; table: TableUrlState }) {
  const { t } = useTranslation();
  const end = (which: 'from' | 'to') => (
    <>
      {t(`appKyc.filter.${which}`)}
      <span className="sr-only">{` – ${legend}`}</span>
    </>
  );
  return (
    <fieldset className="flex min-w-0 flex-col gap-1" data-filter={name}>
      <legend className="field-label mb-1">{legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        <TypedFilter label={end('from')} name={name} operator="gte" table={table} type="date" />
        <TypedFilter label={end('to')} name={name} operator="lte" table={table} type="date" />
      </div>
    </fieldset>
  );
}

/**
 * The filters above the KYC requests (like the other tables): text on the investor's e-mail and name (and the
 * advisor for a coordinator), status and identity as multi-selects, the sent and submitted days as ranges.
 */
export function KycFilters({ table, coordinator }: { table: TableUrlState; coordinator: boolean }) {
  const { t } = useTranslation();
  return (
    <form
      role="search"
      aria-label={t('appKyc.filters')}
      className="flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
      onSubmit={(event) => {
        event.preventDefault();
        // Writes typing still waiting for its pause, as one deliberate entry.
        table.update((state) => state);
      }}
      data-kyc-filters
    >
      <div className={`grid gap-4 ${coordinator ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`}>
        <TypedFilter label={t('appKyc.column.investorEmail')} name="investorEmail" operator="like" table={table} />
        <TypedFilter label={t('appKyc.column.investorName')} name="investorName" operator="like" table={table} />
        {coordinator && <TypedFilter label={t('appKyc.column.advisorName')} name="advisorName" operator="like" table={table} />}
      </div>
      <div className="grid gap-x-8 gap-y-4 sm:grid-cols-2 lg:grid-cols-4">
        <CheckboxFilter legend={t('appKyc.column.status')} name="status" table={table} options={KYC_STATUSES.map((s) => ({ value: s, label: t(`kyc.status.${s}`) }))} />
        <CheckboxFilter legend={t('appKyc.column.identity')} name="identity" table={table} options={KYC_IDENTITY_STATES.map((s) => ({ value: s, label: t(`kyc.identity.${s}`) }))} />
        {KYC_DATE_FILTERS.map((name) => (
          <DateRange key={name} legend={t(`appKyc.column.${name}`)} name={name} table={table} />
        ))}
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <button type="submit" className="btn-primary w-auto">
          {t('appKyc.filter.apply')}
        </button>
        <button
          type="button"
          className="rounded-md border border-gray-300 bg-white px-4 py-2.5 font-semibold text-gray-900 hover:bg-highlight disabled:opacity-60"
          disabled={table.state.filters.length === 0}
          onClick={() => table.update(clearFilters)}
        >
          {t('appKyc.filter.clear')}
        </button>
      </div>
    </form>
  );
}
