import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES } from '../../../lib/schemas/campaign';
import type { OfferScope } from '../../../lib/schemas/offer-list';
import { operatorValue, setOperatorFilter } from '../table/range-filter';
import { clearFilters, filterList, setFilter, type TableState } from '../table/table-state';
import type { TableUrlState } from '../table/use-table-url-state';
import { amountFromField, amountToField } from './amount-filter';
import { DATE_RANGE_FILTERS, STATUS_FILTER_VALUES } from './offer-table-config';
import type { CampaignChoice } from './offers-api';

interface Option {
  value: string;
  label: string;
}

interface Props {
  scope: OfferScope;
  table: TableUrlState;
  campaigns: CampaignChoice[];
  networks: Option[];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A typed filter field: what is typed shows at once, the URL follows after a pause (table.typing). The field
 * is rewritten only when the URL value changes from elsewhere (Back, clear), never by the echo of our own
 * typing. `parse` turns the text into the URL value ('' clears; null: not valid, nothing is written).
 */
function TypedFilter({
  label,
  name,
  operator,
  table,
  type = 'search',
  parse = (text) => text.trim(),
  display = (value) => value,
  invalidText,
  inputMode,
  hideLabel = false,
}: {
  label: ReactNode;
  name: string;
  operator: string;
  table: TableUrlState;
  type?: 'search' | 'date' | 'text';
  parse?: (text: string) => string | null;
  display?: (value: string) => string;
  invalidText?: string;
  inputMode?: 'decimal';
  hideLabel?: boolean;
}) {
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
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'field-label'}>
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

/** A list filter (operator in) as a group of checkboxes; the URL keeps the options' order. */
function CheckboxFilter({ legend, name, options, table }: { legend: string; name: string; options: Option[]; table: TableUrlState }) {
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
      <div className="flex max-h-40 flex-col gap-1.5 overflow-y-auto pr-2">
        {options.map((option) => (
          <label key={option.value} className="inline-flex items-center gap-2 text-sm text-gray-900">
            <input type="checkbox" className="h-4 w-4 shrink-0 accent-main" checked={selected.includes(option.value)} onChange={(event) => toggle(option.value, event.target.checked)} />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** "From" / "To" on screen; the field's name is added for screen readers, so each input has a unique name. */
function RangeEnd({ end, field }: { end: 'from' | 'to'; field: string }) {
  const { t } = useTranslation();
  return (
    <>
      {t(`investors.filter.${end}`)}
      <span className="sr-only">{` – ${field}`}</span>
    </>
  );
}

const parseDay = (text: string) => (text === '' ? '' : DAY.test(text) ? text : null);
const identity = (value: string) => value;

/** A from-to pair of one filter (gte and lte), as a group. */
function RangeFilter({ legend, name, table, kind }: { legend: string; name: string; table: TableUrlState; kind: 'date' | 'amount' }) {
  const { t } = useTranslation();
  const common =
    kind === 'date'
      ? { type: 'date' as const, parse: parseDay, display: identity, invalidText: t('investors.filter.invalidDate') }
      : { type: 'text' as const, parse: amountFromField, display: amountToField, invalidText: t('investors.filter.invalidAmount'), inputMode: 'decimal' as const };
  return (
    <fieldset className="flex min-w-0 flex-col gap-1" data-filter={name}>
      <legend className="field-label mb-1">{legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        <TypedFilter label={<RangeEnd end="from" field={legend} />} name={name} operator="gte" table={table} {...common} />
        <TypedFilter label={<RangeEnd end="to" field={legend} />} name={name} operator="lte" table={table} {...common} />
      </div>
    </fieldset>
  );
}

const MORE_FILTERS = new Set<string>([...DATE_RANGE_FILTERS, 'investmentValue', 'productCode', 'currency']);

/**
 * The filters above the offers (SPEC section 3 filter types): text (like) on the investor's name and e-mail
 * (and the owner in the network view), multi-selects for campaign, network, status and currency, date
 * ranges and an amount range. The less used ones sit in "More filters", open by itself when one is set.
 */
export function OfferFilters({ scope, table, campaigns, networks }: Props) {
  const { t } = useTranslation();
  const active = table.state.filters.length > 0;
  const moreActive = table.state.filters.some((f) => MORE_FILTERS.has(f.name));
  const [moreOpen, setMoreOpen] = useState(moreActive);
  useEffect(() => {
    if (moreActive) setMoreOpen(true);
  }, [moreActive]);

  return (
    <form
      role="search"
      aria-label={t('investors.filters')}
      className="flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
      onSubmit={(event) => {
        event.preventDefault();
        // Writes typing that is still waiting for its pause, as one deliberate entry.
        table.update((state) => state);
      }}
      data-offer-filters
    >
      <div className={`grid gap-4 ${scope === 'network' ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`}>
        <TypedFilter label={t('investors.column.investorName')} name="investorName" operator="like" table={table} />
        <TypedFilter label={t('investors.column.investorEmail')} name="investorEmail" operator="like" table={table} />
        {scope === 'network' && <TypedFilter label={t('investors.column.ownerName')} name="ownerName" operator="like" table={table} />}
      </div>
      <div className="grid gap-x-8 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
        <CheckboxFilter legend={t('investors.column.status')} name="status" table={table} options={STATUS_FILTER_VALUES.map((s) => ({ value: s, label: t(`offers.status.${s}`) }))} />
        {campaigns.length > 0 && <CheckboxFilter legend={t('investors.column.campaignName')} name="campaignName" table={table} options={campaigns.map((c) => ({ value: c.id, label: c.name }))} />}
        {networks.length > 0 && <CheckboxFilter legend={t('investors.column.network')} name="networkId" table={table} options={networks} />}
      </div>
      <details open={moreOpen} onToggle={(event) => setMoreOpen(event.currentTarget.open)} className="rounded-lg border border-gray-200 p-3">
        <summary className="cursor-pointer font-semibold text-gray-900">{t('investors.filter.more')}</summary>
        <div className="mt-4 grid gap-x-8 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
          {DATE_RANGE_FILTERS.map((name) => (
            <RangeFilter key={name} legend={t(`investors.column.${name}`)} name={name} table={table} kind="date" />
          ))}
          <RangeFilter legend={t('investors.column.investmentValue')} name="investmentValue" table={table} kind="amount" />
          <TypedFilter label={t('investors.column.productCode')} name="productCode" operator="like" table={table} />
          <CheckboxFilter legend={t('investors.filter.currency')} name="currency" table={table} options={CURRENCIES.map((c) => ({ value: c, label: c }))} />
        </div>
      </details>
      <div className="flex flex-wrap justify-end gap-2">
        <button type="submit" className="btn-primary w-auto">
          {t('investors.filter.apply')}
        </button>
        <button
          type="button"
          className="rounded-md border border-gray-300 bg-white px-4 py-2.5 font-semibold text-gray-900 hover:bg-highlight disabled:opacity-60"
          disabled={!active}
          onClick={() => table.update(clearFilters)}
        >
          {t('investors.filter.clear')}
        </button>
      </div>
    </form>
  );
}
