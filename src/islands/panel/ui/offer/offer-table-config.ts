import { CURRENCIES, OFFER_COLUMNS } from '../../../../lib/contracts/campaign';
import {
  DEFAULT_OFFER_SORT,
  OFFER_SORT_FIELDS,
  type OfferCsvColumn,
  type OfferScope,
  type OfferSortField,
} from '../../../../lib/contracts/offer-list';
import { LOST_REASON_CODE } from '../../../../lib/offers/lost-reasons';
import type { ColumnPriority } from '../../table/ListTable';
import type { TableConfig } from '../../table/table-state';

/** The columns of the offers table (SPEC section 3, Investor offer row), in display order; actions always show. */
const OFFER_TABLE_COLUMNS = [
  'investorName',
  'investorEmail',
  'ownerName',
  'agreementDate',
  'paymentDate',
  'endDate',
  'network',
  'investmentValue',
  'status',
  'statusDate',
  'campaignName',
  'productCode',
  'paymentConfirmations',
] as const;
export type OfferTableColumn = (typeof OFFER_TABLE_COLUMNS)[number];

/** The columns a scope can show: ownerName only in the network (coordinator) view. */
export const SCOPE_COLUMNS: Record<OfferScope, readonly OfferTableColumn[]> = {
  own: OFFER_TABLE_COLUMNS.filter((c) => c !== 'ownerName'),
  network: OFFER_TABLE_COLUMNS,
};

/** Shown until the person chooses otherwise: the three contract dates are one click away (a narrower table). */
const HIDDEN_BY_DEFAULT: readonly OfferTableColumn[] = ['agreementDate', 'paymentDate', 'endDate'];
export const DEFAULT_COLUMNS: Record<OfferScope, readonly OfferTableColumn[]> = {
  own: SCOPE_COLUMNS.own.filter((c) => !HIDDEN_BY_DEFAULT.includes(c)),
  network: SCOPE_COLUMNS.network.filter((c) => !HIDDEN_BY_DEFAULT.includes(c)),
};

/**
 * How much room a column needs to show (ListTable's priorities, issue 36 item 7). The default columns fit the
 * panel's box from a 1024 px window: the e-mail, the product code and the network need a box of 80rem and show
 * under the name and the campaign until then; the campaign, the status date and the contract dates need 62rem.
 */
export const COLUMN_PRIORITY: Record<OfferTableColumn, ColumnPriority> = {
  investorName: 1,
  investorEmail: 3,
  ownerName: 1,
  agreementDate: 2,
  paymentDate: 2,
  endDate: 2,
  network: 3,
  investmentValue: 1,
  status: 1,
  statusDate: 2,
  campaignName: 2,
  productCode: 3,
  paymentConfirmations: 1,
};

/** The sort field of a column (null: not sortable). */
export const COLUMN_SORT: Record<OfferTableColumn, OfferSortField | null> = {
  investorName: 'investorName',
  investorEmail: 'investorEmail',
  ownerName: 'ownerName',
  agreementDate: 'agreementDate',
  paymentDate: 'paymentDate',
  endDate: 'endDate',
  network: 'networkName',
  investmentValue: 'investmentValue',
  status: 'status',
  statusDate: 'statusDate',
  campaignName: 'campaignName',
  productCode: 'productCode',
  paymentConfirmations: null,
};

/** What the CSV carries for a visible column: the amount comes with its currency in a column of its own. */
const CSV_OF_COLUMN: Record<OfferTableColumn, readonly OfferCsvColumn[]> = {
  investorName: ['investorName'],
  investorEmail: ['investorEmail'],
  ownerName: ['ownerName'],
  agreementDate: ['agreementDate'],
  paymentDate: ['paymentDate'],
  endDate: ['endDate'],
  network: ['networkName'],
  investmentValue: ['investmentValue', 'currency'],
  status: ['status'],
  statusDate: ['statusDate'],
  campaignName: ['campaignName'],
  productCode: ['productCode'],
  paymentConfirmations: ['paymentConfirmations'],
};

/** The CSV columns of the visible table columns, in table order (ownerName only in the network scope). */
export function csvColumnsOf(visible: readonly string[], scope: OfferScope): OfferCsvColumn[] {
  return SCOPE_COLUMNS[scope].filter((c) => visible.includes(c)).flatMap((c) => CSV_OF_COLUMN[c]);
}

/** The status filter's values: the kanban columns (lost = rejected and declined). */
export const STATUS_FILTER_VALUES = OFFER_COLUMNS;

export const DATE_RANGE_FILTERS = ['agreementDate', 'paymentDate', 'endDate', 'statusDate'] as const;

const ID = /^[0-9A-Za-z][0-9A-Za-z_-]{0,63}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MINOR_UNITS = /^\d{1,15}$/;

function tableConfig(scope: OfferScope): TableConfig {
  return {
    sortFields: scope === 'network' ? OFFER_SORT_FIELDS : OFFER_SORT_FIELDS.filter((f) => f !== 'ownerName'),
    defaultSorting: { ...DEFAULT_OFFER_SORT },
    filters: {
      investorName: { operators: ['like', 'leq'] },
      investorEmail: { operators: ['like', 'leq'] },
      ...(scope === 'network' ? { ownerName: { operators: ['like', 'leq'] } } : {}),
      productCode: { operators: ['like', 'leq'] },
      campaignName: { operators: ['in'], itemPattern: ID, list: true },
      networkId: { operators: ['in'], itemPattern: ID, list: true },
      status: { operators: ['in'], values: STATUS_FILTER_VALUES, list: true },
      currency: { operators: ['in'], values: CURRENCIES, list: true },
      // Single values checked by pattern (the table module applies itemPattern to a value without commas).
      ...Object.fromEntries(DATE_RANGE_FILTERS.map((name) => [name, { operators: ['gte', 'lte'], itemPattern: DAY }])),
      investmentValue: { operators: ['gte', 'lte'], itemPattern: MINOR_UNITS },
      lostReason: { operators: ['in'], itemPattern: LOST_REASON_CODE, list: true },
    },
  };
}

/** Single-value filters and the whole value they must match. */
const SINGLE_VALUE: Record<string, RegExp> = {
  ...Object.fromEntries(DATE_RANGE_FILTERS.map((name) => [name, DAY])),
  investmentValue: MINOR_UNITS,
};

/**
 * The filters as the API gets them. The table module checks itemPattern item by item between commas, so
 * '12,5' would pass as an amount; single-value filters are checked whole here, before any request.
 */
export function requestFilters<F extends { name: string; value: string }>(filters: readonly F[]): F[] {
  return filters.filter((f) => !Object.hasOwn(SINGLE_VALUE, f.name) || SINGLE_VALUE[f.name]!.test(f.value));
}

/** Module constants: the URL-state hook memoises on the config. */
export const OFFER_TABLE_CONFIG: Record<OfferScope, TableConfig> = {
  own: tableConfig('own'),
  network: tableConfig('network'),
};
