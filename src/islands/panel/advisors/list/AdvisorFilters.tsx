import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ADVISOR_STATUSES } from '../../../../lib/contracts/advisor';
import { filterList, filterValue, setFilter, type TableState } from '../../table/table-state';
import { FilterActions, TextFilter, textOperatorOf } from '../../table/filter-fields';
import type { TableUrlState } from '../../table/use-table-url-state';
import type { Network } from '../../ui/advisor/advisors-api';
import { ADVISOR_TEXT_FILTER_FIELDS } from './advisor-table-config';
import { FilterFold } from '../../table/FilterFold';

interface Props {
  table: TableUrlState;
  networks: Network[];
}

/** A group of checkboxes that edits one list filter (operator in or contain). */
function CheckboxFilter({
  legend,
  name,
  operator,
  options,
  table,
}: {
  legend: string;
  name: string;
  operator: string;
  options: Array<{ value: string; label: string }>;
  table: TableUrlState;
}) {
  const selected = filterList(table.state, name);
  const toggle = (value: string, checked: boolean) =>
    table.update((state: TableState) => {
      const current = filterList(state, name);
      const next = checked ? [...current, value] : current.filter((v) => v !== value);
      // Keep the options' order, so the URL doesn't depend on the order of the clicks.
      const ordered = options.map((o) => o.value).filter((v) => next.includes(v));
      return setFilter(state, name, operator, ordered.join(','));
    });

  return (
    <fieldset className="flex flex-col gap-1.5" data-filter={name}>
      <legend className="field-label mb-1">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="inline-flex items-center gap-2 text-sm text-gray-900">
          <input
            type="checkbox"
            className="h-4 w-4 accent-main"
            checked={selected.includes(option.value)}
            onChange={(event) => toggle(option.value, event.target.checked)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

/** The filters bar: text fields (like or leq), statuses (in), networks (contain), apply and clear. */
export function AdvisorFilters({ table, networks }: Props) {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const active = table.state.filters.length > 0;

  // Enter (or the button) applies what is typed now, as one deliberate history entry.
  const apply = () => {
    const data = new FormData(form.current!);
    table.update((state) =>
      ADVISOR_TEXT_FILTER_FIELDS.reduce((next, name) => {
        const entry = data.get(name);
        const typed = typeof entry === 'string' ? entry.trim() : '';
        return typed === filterValue(next, name) ? next : setFilter(next, name, textOperatorOf(next, name), typed);
      }, state),
    );
  };

  return (
    <FilterFold count={table.state.filters.length}>
      <form
        ref={form}
        role="search"
        aria-label={t('advisors.list.filters')}
        className="flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
        data-advisor-filters
      >
        <div className="grid gap-4 sm:grid-cols-3">
          {ADVISOR_TEXT_FILTER_FIELDS.map((name) => (
            <TextFilter key={name} label={t(`advisors.list.filter.${name}`)} name={name} table={table} />
          ))}
        </div>
        <div className="flex flex-wrap items-start gap-x-10 gap-y-4">
          <CheckboxFilter
            legend={t('advisors.list.filter.status')}
            name="status"
            operator="in"
            options={ADVISOR_STATUSES.map((status) => ({ value: status, label: t(`advisors.status.${status}`) }))}
            table={table}
          />
          {networks.length > 0 && (
            <CheckboxFilter
              legend={t('advisors.list.filter.networks')}
              name="brokerNetworkIds"
              operator="contain"
              options={networks.map((network) => ({ value: network.id, label: network.name }))}
              table={table}
            />
          )}
          <FilterActions
            table={table}
            applyLabel={t('advisors.list.apply')}
            clearLabel={t('advisors.list.clear')}
            canClear={active}
            className="ml-auto flex flex-wrap gap-2 self-end"
          />
        </div>
      </form>
    </FilterFold>
  );
}
