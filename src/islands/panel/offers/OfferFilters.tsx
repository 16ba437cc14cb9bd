import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES } from '../../../lib/contracts/campaign';
import type { OfferScope } from '../../../lib/contracts/offer-list';
import {
  CheckboxFilter,
  FilterActions,
  parseDay,
  RangeFilter,
  TextFilter,
  type FilterOption,
  type TypedFieldKind,
} from '../table/filter-fields';
import type { TableUrlState } from '../table/use-table-url-state';
import { amountFromField, amountToField } from './amount-filter';
import { DATE_RANGE_FILTERS, STATUS_FILTER_VALUES } from '../ui/offer/offer-table-config';
import { lostReasonsQuery, type CampaignChoice } from '../ui/offer/offers-api';
import { useLostReasonLabel } from '../ui/offer/LostReason';
import { FilterFold } from '../table/FilterFold';

interface Props {
  scope: OfferScope;
  table: TableUrlState;
  campaigns: CampaignChoice[];
  networks: FilterOption[];
}

/** A from-to pair of dates or amounts, with the texts of this screen. */
function OfferRange({
  legend,
  name,
  table,
  kind,
}: {
  legend: string;
  name: string;
  table: TableUrlState;
  kind: 'date' | 'amount';
}) {
  const { t } = useTranslation();
  const field: TypedFieldKind =
    kind === 'date'
      ? { type: 'date', parse: parseDay, invalidText: t('investors.filter.invalidDate') }
      : {
          type: 'text',
          parse: amountFromField,
          display: amountToField,
          invalidText: t('investors.filter.invalidAmount'),
          inputMode: 'decimal',
        };
  return (
    <RangeFilter
      legend={legend}
      name={name}
      table={table}
      fromText={t('investors.filter.from')}
      toText={t('investors.filter.to')}
      kind={field}
    />
  );
}

const MORE_FILTERS = new Set<string>([
  ...DATE_RANGE_FILTERS,
  'investmentValue',
  'productCode',
  'currency',
  'lostReason',
]);

/** Offers an advisor marked lost for one of the chosen reasons (the landing's list). */
function LostReasonFilter({ table }: { table: TableUrlState }) {
  const { t } = useTranslation();
  const reasons = useQuery(lostReasonsQuery());
  const label = useLostReasonLabel();
  if (!reasons.data) return null;
  return (
    <CheckboxFilter
      legend={t('offers.lostReason.filter')}
      name="lostReason"
      table={table}
      options={reasons.data.map((reason) => ({ value: reason.code, label: label(reason.code) }))}
    />
  );
}

/** The less used filters (dates, amount, product code, currency), folded; open by itself when one of them is set. */
function MoreFilters({ table }: { table: TableUrlState }) {
  const { t } = useTranslation();
  const moreActive = table.state.filters.some((f) => MORE_FILTERS.has(f.name));
  const [moreOpen, setMoreOpen] = useState(moreActive);
  useEffect(() => {
    if (moreActive) setMoreOpen(true);
  }, [moreActive]);
  return (
    <details
      open={moreOpen}
      onToggle={(event) => setMoreOpen(event.currentTarget.open)}
      className="rounded-lg border border-gray-200 p-3"
    >
      <summary className="cursor-pointer font-semibold text-gray-900">{t('investors.filter.more')}</summary>
      <div className="mt-4 grid gap-x-8 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
        {DATE_RANGE_FILTERS.map((name) => (
          <OfferRange key={name} legend={t(`investors.column.${name}`)} name={name} table={table} kind="date" />
        ))}
        <OfferRange legend={t('investors.column.investmentValue')} name="investmentValue" table={table} kind="amount" />
        <TextFilter label={t('investors.column.productCode')} name="productCode" table={table} />
        <CheckboxFilter
          legend={t('investors.filter.currency')}
          name="currency"
          table={table}
          options={CURRENCIES.map((c) => ({ value: c, label: c }))}
        />
        <LostReasonFilter table={table} />
      </div>
    </details>
  );
}

/**
 * The filters above the offers (SPEC section 3 filter types): text (like) on the investor's name and e-mail
 * (and the owner in the network view), multi-selects for campaign, network, status and currency, date
 * ranges and an amount range. The less used ones sit in "More filters", open by itself when one is set.
 */
export function OfferFilters({ scope, table, campaigns, networks }: Props) {
  const { t } = useTranslation();
  const active = table.state.filters.length > 0;

  return (
    <FilterFold count={table.state.filters.length}>
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
          <TextFilter label={t('investors.column.investorName')} name="investorName" table={table} />
          <TextFilter label={t('investors.column.investorEmail')} name="investorEmail" table={table} />
          {scope === 'network' && <TextFilter label={t('investors.column.ownerName')} name="ownerName" table={table} />}
        </div>
        <div className="grid gap-x-8 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
          <CheckboxFilter
            legend={t('investors.column.status')}
            name="status"
            table={table}
            options={STATUS_FILTER_VALUES.map((s) => ({ value: s, label: t(`offers.status.${s}`) }))}
          />
          {campaigns.length > 0 && (
            <CheckboxFilter
              legend={t('investors.column.campaignName')}
              name="campaignName"
              table={table}
              options={campaigns.map((c) => ({ value: c.id, label: c.name }))}
            />
          )}
          {networks.length > 0 && (
            <CheckboxFilter legend={t('investors.column.network')} name="networkId" table={table} options={networks} />
          )}
        </div>
        <MoreFilters table={table} />
        <FilterActions
          table={table}
          applyLabel={t('investors.filter.apply')}
          clearLabel={t('investors.filter.clear')}
          canClear={active}
        />
      </form>
    </FilterFold>
  );
}
