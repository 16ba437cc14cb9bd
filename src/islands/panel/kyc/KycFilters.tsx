import { useTranslation } from 'react-i18next';
import { KYC_REVIEW_STATES, KYC_STATUSES } from '../../../lib/contracts/kyc';
import { CheckboxFilter, FilterActions, parseDay, RangeFilter, TextFilter } from '../table/filter-fields';
import type { TableUrlState } from '../table/use-table-url-state';
import { KYC_DATE_FILTERS, KYC_IDENTITY_STATES } from './kyc-table-config';
import { FilterFold } from '../table/FilterFold';

/** From/To of one day filter. */
function DateRange({ legend, name, table }: { legend: string; name: string; table: TableUrlState }) {
  const { t } = useTranslation();
  return (
    <RangeFilter
      legend={legend}
      name={name}
      table={table}
      fromText={t('appKyc.filter.from')}
      toText={t('appKyc.filter.to')}
      kind={{ type: 'date', parse: parseDay, invalidText: t('appKyc.filter.invalidDate') }}
    />
  );
}

/**
 * The filters above the KYC requests (like the other tables): text on the investor's e-mail and name (and the
 * advisor for a coordinator), status and identity as multi-selects, the sent and submitted days as ranges.
 */
export function KycFilters({ table, coordinator }: { table: TableUrlState; coordinator: boolean }) {
  const { t } = useTranslation();
  return (
    <FilterFold count={table.state.filters.length}>
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
          <TextFilter label={t('appKyc.column.investorEmail')} name="investorEmail" table={table} />
          <TextFilter label={t('appKyc.column.investorName')} name="investorName" table={table} />
          {coordinator && <TextFilter label={t('appKyc.column.advisorName')} name="advisorName" table={table} />}
        </div>
        <div className="grid gap-x-8 gap-y-4 sm:grid-cols-2 lg:grid-cols-5">
          <CheckboxFilter
            legend={t('appKyc.column.status')}
            name="status"
            table={table}
            options={KYC_STATUSES.map((s) => ({ value: s, label: t(`kyc.status.${s}`) }))}
          />
          <CheckboxFilter
            legend={t('appKyc.column.review')}
            name="review"
            table={table}
            options={KYC_REVIEW_STATES.map((s) => ({ value: s, label: t(`kyc.review.state.${s}`) }))}
          />
          <CheckboxFilter
            legend={t('appKyc.column.identity')}
            name="identity"
            table={table}
            options={KYC_IDENTITY_STATES.map((s) => ({ value: s, label: t(`kyc.identity.${s}`) }))}
          />
          {KYC_DATE_FILTERS.map((name) => (
            <DateRange key={name} legend={t(`appKyc.column.${name}`)} name={name} table={table} />
          ))}
        </div>
        <FilterActions
          table={table}
          applyLabel={t('appKyc.filter.apply')}
          clearLabel={t('appKyc.filter.clear')}
          canClear={table.state.filters.length > 0}
        />
      </form>
    </FilterFold>
  );
}
